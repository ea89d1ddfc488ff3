import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** "center" is a modal card; "sheet" slides up from the bottom (an action sheet on phones). */
  variant?: 'center' | 'sheet';
  /**
   * Where focus goes when the dialog closes, for dialogs opened without a Radix trigger (inside the
   * reader overlay focus would otherwise fall back to the page body).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const placement = {
  center:
    'left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl max-h-[85dvh] overflow-y-auto',
  sheet:
    'inset-x-0 bottom-0 mx-auto w-full max-w-lg rounded-t-2xl pb-[max(1rem,env(safe-area-inset-bottom))] max-h-[85dvh] overflow-y-auto',
};

/**
 * A modal dialog (Radix: focus is trapped, Escape and the close button dismiss it, focus returns to the
 * trigger). The title is always rendered as the accessible name.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  variant = 'center',
  returnFocusRef,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <RadixDialog.Content
          className={`fixed z-50 border border-line bg-panel p-5 shadow-2xl ${placement[variant]}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <RadixDialog.Title className="text-lg font-semibold text-white">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="-m-2 rounded-lg p-2 text-neutral-400 hover:bg-white/5 hover:text-white"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-sm text-neutral-400">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
