import { Download, X } from 'lucide-react';
import { lazy, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { consumeInstallPrompt, installPromptEvent, onInstallPromptChange } from '../../lib/pwa/install-event';
import {
  dismissalUntil,
  INSTALL_DISMISSAL_KEY,
  INSTALL_PROMPT_DELAY_MS,
  isIosDevice,
  parseDismissal,
  shouldOfferInstall,
} from '../../lib/pwa/install-rules';
import { OnceOpened } from '../once-opened';
import { Button } from '../ui/button';

// The instructions dialog (Radix) loads when first opened, not with every signed-in screen.
const IosInstallDialog = lazy(() =>
  import('./ios-install-dialog').then((m) => ({ default: m.IosInstallDialog })),
);

function readDismissal() {
  try {
    return parseDismissal(localStorage.getItem(INSTALL_DISMISSAL_KEY));
  } catch {
    return null;
  }
}

function storeDismissal(value: string): void {
  try {
    localStorage.setItem(INSTALL_DISMISSAL_KEY, value);
  } catch {
    // Storage blocked: the banner comes back next time, which is all that is lost.
  }
}

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** The CSS variable holding the banner's height in px while it shows (absent, so 0px, otherwise). */
const INSTALL_BANNER_HEIGHT_VAR = '--install-banner-height';

/**
 * Publishes the height of the element given to the returned callback ref as INSTALL_BANNER_HEIGHT_VAR
 * on <html> while it is mounted, following its size. What sits at the bottom of the screen stands on it
 * (the bottom navigation, the message composer, the reader's chapter navigation, toasts) and pages
 * leave that much room below their end, so the banner covers no control.
 */
function usePublishedHeight() {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((element: HTMLElement | null) => {
    const root = document.documentElement.style;
    observer.current?.disconnect();
    observer.current = null;
    if (!element) {
      root.removeProperty(INSTALL_BANNER_HEIGHT_VAR);
      return;
    }
    const publish = () => root.setProperty(INSTALL_BANNER_HEIGHT_VAR, `${element.offsetHeight}px`);
    publish();
    observer.current = new ResizeObserver(publish);
    observer.current.observe(element);
  }, []);
}

/**
 * The PWA install banner (docs/reference/platform.md#pwa, docs/reference/limits.md#pwa), for a signed-in
 * user: appears 3 s after load when not running installed and no dismissal is stored. "Install" opens the
 * browser's install prompt, or on iOS / without one the manual instructions dialog; an accepted install
 * stores a permanent dismissal; "Later" and the dialog's "Got it!" store a dismissal 30 days ahead. It is the
 * lowest bar of the screen, and its height is reserved (`usePublishedHeight`): it never covers a control.
 */
export function InstallPrompt() {
  const [isVisible, setIsVisible] = useState(false);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const promptEvent = useSyncExternalStore(onInstallPromptChange, installPromptEvent, () => null);
  const isIos = isIosDevice(navigator.userAgent, navigator.maxTouchPoints);
  const bannerRef = usePublishedHeight();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const offer = shouldOfferInstall({
        isSignedIn: true,
        isStandalone: isStandalone(),
        dismissal: readDismissal(),
        now: Date.now(),
      });
      setIsVisible(offer);
    }, INSTALL_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const dismissFor30Days = () => {
    storeDismissal(dismissalUntil(Date.now()));
    setIsDialogOpen(false);
    setIsVisible(false);
  };

  const install = async () => {
    if (isIos || !promptEvent) {
      setIsDialogOpen(true);
      return;
    }
    consumeInstallPrompt();
    await promptEvent.prompt();
    const choice = await promptEvent.userChoice;
    if (choice.outcome === 'accepted') storeDismissal('permanent');
    setIsVisible(false);
  };

  if (!isVisible) return null;
  return (
    <>
      <section
        ref={bannerRef}
        aria-label="Install Storyloom"
        className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-panel px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-2xl"
      >
        <div className="mx-auto flex max-w-md items-start gap-3">
          <img src="/icon-192.png" alt="" width={40} height={40} className="size-10 shrink-0 rounded-xl" />
          <div className="min-w-0 flex-1">
            <h2 className="text-sm font-semibold text-white">Install Storyloom</h2>
            <p className="mt-0.5 text-sm text-neutral-400">
              Add Storyloom to your home screen for quick access and offline reading.
            </p>
          </div>
          <button
            type="button"
            aria-label="Close"
            onClick={dismissFor30Days}
            className="-m-1 rounded-lg p-1 text-neutral-400 hover:bg-white/5 hover:text-white"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="mx-auto mt-2 flex max-w-md justify-end gap-2">
          <Button size="sm" variant="ghost" onClick={dismissFor30Days}>
            Later
          </Button>
          <Button size="sm" onClick={() => void install()}>
            <Download className="size-4" aria-hidden />
            Install
          </Button>
        </div>
      </section>
      <OnceOpened open={isDialogOpen}>
        <IosInstallDialog
          open={isDialogOpen}
          isIos={isIos}
          onOpenChange={setIsDialogOpen}
          onGotIt={dismissFor30Days}
        />
      </OnceOpened>
    </>
  );
}
