import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-white hover:bg-violet-500 active:bg-violet-700',
  secondary: 'bg-panel text-neutral-100 border border-line hover:bg-[#23232d]',
  outline: 'border border-accent-soft/60 text-accent-soft hover:bg-accent/10',
  ghost: 'text-neutral-300 hover:bg-white/5 hover:text-white',
  danger: 'bg-red-600 text-white hover:bg-red-500',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'h-11 w-11 justify-center',
};

/** Class names of a borderless icon-only button (header actions); give it an aria-label. */
export const iconButtonClass =
  'rounded-xl p-2.5 text-neutral-300 hover:bg-white/5 hover:text-white disabled:opacity-50';

/**
 * Class names of a button, for elements that must look like one (wouter `Link`s). Touch targets are at
 * least 36 px high (44 px for md and up).
 */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [
    'inline-flex shrink-0 items-center justify-center rounded-xl font-medium transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant],
    sizes[size],
    extra,
  ].join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The design-system button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
