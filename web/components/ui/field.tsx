import type { ComponentProps, ReactNode } from 'react';

const control =
  'w-full rounded-xl border border-line bg-panel px-3 text-base text-neutral-100 placeholder:text-neutral-400 ' +
  'focus:border-accent-soft focus:outline-none aria-[invalid=true]:border-red-500 disabled:opacity-60';

/**
 * A text input styled for the dark theme (16 px text so iOS does not zoom). Like the other controls
 * it passes `ref` through (React 19), for react-hook-form's `register`.
 */
export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input className={`${control} h-11 ${className}`} {...props} />;
}

/** A multi-line text input. */
export function Textarea({ className = '', ...props }: ComponentProps<'textarea'>) {
  return <textarea className={`${control} py-2 leading-relaxed ${className}`} {...props} />;
}

/** A native select (the platform picker is the most usable one on phones). */
export function Select({ className = '', ...props }: ComponentProps<'select'>) {
  return <select className={`${control} h-11 ${className}`} {...props} />;
}

export interface FieldProps {
  label: string;
  htmlFor: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  /** Extra controls shown at the right of the label (e.g. an AI generate button). */
  aside?: ReactNode;
}

/**
 * A labelled form field: label, control, hint and an error message. The error has id `{htmlFor}-error`
 * so controls can point `aria-describedby` at it.
 */
export function Field({ label, htmlFor, error, hint, children, aside }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={htmlFor} className="text-sm font-medium text-neutral-200">
          {label}
        </label>
        {aside}
      </div>
      {children}
      {hint && !error ? <p className="text-xs text-neutral-400">{hint}</p> : null}
      {error ? (
        <p id={`${htmlFor}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
