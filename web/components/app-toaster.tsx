import { Toaster } from 'sonner';

/**
 * Where a toast sits: above the 64 px bottom navigation, the readers' page controls and the message
 * composer (8.5rem), and above the install banner while it shows (its height, web/components/pwa/
 * install-prompt.tsx), so a toast never covers a screen's heading, the first lines of a chapter or the
 * bottom bars.
 */
const TOAST_BOTTOM = 'calc(8.5rem + var(--install-banner-height, 0px))';

/**
 * sonner's Toaster as the app shows toasts: one at a time, at the bottom, above the navigation. A toast
 * only informs (none has a button), so it takes no taps: `pointer-events: none` lets a tap on what lies
 * beneath it reach that control.
 */
export function AppToaster() {
  return (
    <Toaster
      theme="dark"
      position="bottom-center"
      visibleToasts={1}
      offset={{ bottom: TOAST_BOTTOM }}
      mobileOffset={{ bottom: TOAST_BOTTOM }}
      toastOptions={{ style: { maxWidth: 420, pointerEvents: 'none' } }}
    />
  );
}
