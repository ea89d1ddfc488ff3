import { Toaster } from 'sonner';

/** sonner's Toaster as the app shows toasts: one at a time, at the bottom, above the navigation. */
export function AppToaster() {
  return (
    <Toaster
      theme="dark"
      position="bottom-center"
      visibleToasts={1}
      // At the bottom, above the 64 px bottom navigation and the readers' page controls, so a toast
      // never covers a screen's heading or the first lines of a chapter (issue 11 section 5).
      offset={{ bottom: 88 }}
      mobileOffset={{ bottom: 88 }}
      toastOptions={{ style: { maxWidth: 420 } }}
    />
  );
}
