import { Share, SquarePlus } from 'lucide-react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/**
 * The manual install instructions (docs/reference/routes.md#overlays, docs/reference/platform.md#pwa): the
 * Safari steps on iOS, the browser-menu step elsewhere. "Got it!" calls `onGotIt` (which stores the 30-day
 * dismissal).
 */
export function IosInstallDialog({
  open,
  isIos,
  onOpenChange,
  onGotIt,
}: {
  open: boolean;
  isIos: boolean;
  onOpenChange: (open: boolean) => void;
  onGotIt: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Install Storyloom">
      <ol className="mb-5 space-y-3 text-sm text-neutral-200">
        {isIos ? (
          <>
            <li className="flex items-start gap-3">
              <Share className="mt-0.5 size-5 shrink-0 text-accent-soft" aria-hidden />
              <span>1. Tap the Share button in Safari's toolbar.</span>
            </li>
            <li className="flex items-start gap-3">
              <SquarePlus className="mt-0.5 size-5 shrink-0 text-accent-soft" aria-hidden />
              <span>2. Scroll down and tap "Add to Home Screen".</span>
            </li>
            <li className="flex items-start gap-3">
              <span className="size-5 shrink-0" aria-hidden />
              <span>3. Tap "Add" to install Storyloom.</span>
            </li>
          </>
        ) : (
          <li className="flex items-start gap-3">
            <SquarePlus className="mt-0.5 size-5 shrink-0 text-accent-soft" aria-hidden />
            <span>Open your browser's menu and choose "Install app" or "Add to Home screen".</span>
          </li>
        )}
      </ol>
      <Button className="w-full" onClick={onGotIt}>
        Got it!
      </Button>
    </Dialog>
  );
}
