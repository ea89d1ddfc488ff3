import { useEffect, useRef } from 'react';

/** Keys that turn pages (arrows, and the usual PageDown/PageUp and Space). */
const FORWARD = new Set(['ArrowRight', 'PageDown', ' ']);
const BACKWARD = new Set(['ArrowLeft', 'PageUp']);

function ownsKeys(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, select, textarea, [role="slider"], [contenteditable="true"]')) return true;
  // The table of contents over the reader keeps its own keys (docs/reference/reading.md#contents).
  if (target.closest('[data-no-page-keys]')) return true;
  // Space activates a focused button or link; it must not also turn the page.
  return key === ' ' && target.closest('button, a[href]') !== null;
}

/**
 * Turns pages from the keyboard while the reader is open: ArrowRight/PageDown/Space forward,
 * ArrowLeft/PageUp (and Shift+Space) back. Keys typed into form controls and sliders are left alone.
 */
export function usePageKeys(onNext: () => void, onPrevious: () => void): void {
  const handlers = useRef({ onNext, onPrevious });
  handlers.current = { onNext, onPrevious };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownsKeys(event.target, event.key)) return;
      const isBack = BACKWARD.has(event.key) || (event.key === ' ' && event.shiftKey);
      if (!isBack && !FORWARD.has(event.key)) return;
      event.preventDefault();
      if (isBack) handlers.current.onPrevious();
      else handlers.current.onNext();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
