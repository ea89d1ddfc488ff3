import { type MouseEvent, type PointerEvent, useRef } from 'react';

/** Horizontal travel, px, beyond which a touch gesture counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Pointer handlers that call `onSwipeLeft` / `onSwipeRight` for a horizontal touch or pen swipe of
 * more than 50 px (mostly horizontal). Mouse drags are left alone so text can still be selected.
 * The element needs `touch-action: pan-y` so the browser does not claim horizontal moves. The click
 * a browser may send after a swipe is swallowed (`onClickCapture`), so it is not also a tap.
 */
export function useSwipe(onSwipeLeft: () => void, onSwipeRight: () => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const hasSwiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      hasSwiped.current = false;
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
      hasSwiped.current = true;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      if (!hasSwiped.current) return;
      hasSwiped.current = false;
      event.stopPropagation();
    },
  };
}
