import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { buttonClass } from './button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
}

/**
 * A destructive confirmation (Radix AlertDialog: focus starts on Cancel, Escape cancels, clicks
 * outside do not dismiss).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending = false,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-panel p-5 shadow-2xl">
          <AlertDialog.Title className="text-lg font-semibold text-white">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-neutral-300">
            {description}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary', 'md')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass('danger', 'md')}
              disabled={isPending}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
