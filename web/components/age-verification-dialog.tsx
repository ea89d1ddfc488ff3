import { ShieldAlert } from 'lucide-react';
import type { RefObject } from 'react';
import { AGE_LOCK_MESSAGE } from '../../contract/lock-reasons';
import { useVerifyAge } from '../lib/access';
import { useCurrentUser } from '../lib/auth';
import { useSignInPrompt } from '../lib/sign-in-prompt';
import { showToast } from '../lib/toast';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

/** docs/reference/limits.md#accounts: the age threshold. */
export const AGE_THRESHOLD = 18;

/**
 * The mature-content age dialog (docs/reference/routes.md#overlays, docs/reference/access.md#adult): the
 * reader confirms being 18 or older for this one story; the server records it (POST
 * /api/stories/{id}/verify-age). Success toasts "Age Verified" and calls `onVerified`; failure toasts
 * "Verification Failed" (docs/reference/texts.md#locks). Signed-out visitors are asked to sign in instead.
 */
export function AgeVerificationDialog({
  storyId,
  open,
  onOpenChange,
  onVerified,
  returnFocusRef,
}: {
  storyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onVerified?: () => void;
  /** The control focus returns to on close (the opener), see Dialog. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const user = useCurrentUser();
  const promptSignIn = useSignInPrompt();
  const verify = useVerifyAge(storyId);
  // mutateAsync, not mutate's callbacks: a verified card unmounts this dialog before they would run.
  const confirm = async () => {
    if (verify.isPending) return;
    try {
      await verify.mutateAsync();
    } catch {
      showToast('Verification Failed', 'Unable to verify age. Please try again.', { destructive: true });
      return;
    }
    showToast('Age Verified', 'You can now access this mature content.');
    onOpenChange(false);
    onVerified?.();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Age Verification Required"
      returnFocusRef={returnFocusRef}
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <ShieldAlert aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-amber-300" />
          <p className="text-sm text-neutral-200">{AGE_LOCK_MESSAGE}</p>
        </div>
        {user.data ? (
          <>
            <p className="text-sm text-neutral-400">
              By continuing you confirm that you are {AGE_THRESHOLD} years of age or older. Your confirmation
              is recorded for this story only.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row-reverse">
              <Button onClick={confirm} disabled={verify.isPending}>
                {verify.isPending ? 'Verifying...' : `I am ${AGE_THRESHOLD} or older`}
              </Button>
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-neutral-400">Please sign in to confirm your age.</p>
            <Button
              onClick={() => {
                onOpenChange(false);
                promptSignIn('Please log in to confirm your age.');
              }}
            >
              Sign In
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
