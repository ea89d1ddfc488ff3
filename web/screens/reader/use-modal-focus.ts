import { type RefObject, useEffect } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Modal behaviour for a full-screen dialog: focuses it on open, keeps Tab inside it (unless another
 * dialog opened over it holds focus), locks page scrolling behind it, and gives focus back to the
 * opener on close.
 */
export function useModalFocus(dialog: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.current?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      const root = dialog.current;
      if (event.key !== 'Tab' || !root || event.defaultPrevented) return;
      // A dialog opened over this one (the paywall, the age check) traps focus itself.
      const active = document.activeElement;
      if (active && !root.contains(active) && active.closest('[role="dialog"],[role="alertdialog"]')) return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null,
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const isInside = root.contains(document.activeElement) && document.activeElement !== root;
      if (event.shiftKey && (document.activeElement === first || !isInside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !isInside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus({ preventScroll: true });
    };
  }, [dialog]);
}
