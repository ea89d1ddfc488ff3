import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../components/ui/confirm-dialog';

/** Whether a click on `anchor` would navigate inside the app (same origin, same tab, no modifier key). */
function isInAppNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/**
 * Asks before leaving a screen with unsaved work (docs/reference/routes.md#create): the browser's own
 * question on reload, close or an address typed (`beforeunload`, HTML Living Standard "unloading documents"),
 * and a dialog for in-app links (captured before wouter's `Link` handles them) and for `leave(to)`, which
 * screens call from their Back button. Programmatic `navigate()` after a save is not asked about.
 * @param isDirty whether there is work that leaving would lose
 * @param description the dialog's text, saying what happens to the work
 * @returns `leave(to)`: navigate now, or after the person confirms; and the dialog to render
 */
export function useLeaveGuard(
  isDirty: boolean,
  description: string,
): { leave: (to: string) => void; dialog: ReactNode } {
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<string | null>(null);
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older Chromium and Safari show the prompt only with a returnValue
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !isInAppNavigation(event, anchor)) return;
      event.preventDefault();
      event.stopPropagation();
      const url = new URL(anchor.href, window.location.href);
      setTarget(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [isDirty]);

  const leave = useCallback(
    (to: string) => {
      if (dirtyRef.current) setTarget(to);
      else navigate(to);
    },
    [navigate],
  );

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) setTarget(null);
      }}
      title="Leave this page?"
      description={description}
      confirmLabel="Leave"
      onConfirm={() => {
        const to = target;
        setTarget(null);
        if (to) navigate(to);
      }}
    />
  );
  return { leave, dialog };
}
