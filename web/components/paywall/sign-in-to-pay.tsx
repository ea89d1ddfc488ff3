import { LogIn } from 'lucide-react';
import type { RefObject } from 'react';
import { useSignInPrompt } from '../../lib/sign-in-prompt';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/**
 * The paywall as a signed-out visitor meets it (docs/reference/platform.md#public-reading,
 * docs/reference/access.md#roles): buying, subscribing and tipping need an account, so it asks them to sign
 * in and brings them back to this page afterwards.
 */
export function SignInToPay({
  open,
  onOpenChange,
  contentTitle,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentTitle: string;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const promptSignIn = useSignInPrompt();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Login Required" returnFocusRef={returnFocusRef}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-neutral-300">
          Please log in to buy, subscribe or tip. You will come back to {contentTitle} afterwards.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button
            onClick={() => {
              onOpenChange(false);
              promptSignIn('Please log in to unlock this content.');
            }}
          >
            <LogIn aria-hidden="true" className="h-4 w-4" /> Sign In
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
