import { useEffect, useRef, useState } from 'react';
import {
  pullDistance,
  REFRESH_INDICATOR_MS,
  shouldRefresh,
  type TouchPoint,
} from '../../lib/pwa/pull-gesture';

/** Whether a touch began inside an open dialog or sheet, which scroll on their own. */
function isInsideDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"],[role="alertdialog"]') !== null;
}

/**
 * The pull-to-refresh gesture on the page (docs/reference/platform.md#pwa, docs/reference/limits.md#pwa):
 * a one-finger drag down that starts with the page scrolled to the top pulls up to 100 px; releasing past 50
 * px calls `onRefresh` and keeps `isRefreshing` true for 2 s. Touch only: mouse wheels and trackpads never
 * pull. Returns the current pull distance (px) and `isRefreshing`.
 */
export function usePullToRefresh(onRefresh: () => unknown): { distance: number; isRefreshing: boolean } {
  const [distance, setDistance] = useState(0);
  const [isRefreshing, setIsRefreshing] = useState(false);
  const start = useRef<TouchPoint | null>(null);
  const pulled = useRef(0);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const refreshing = useRef(false);

  useEffect(() => {
    let timer: number | undefined;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const canPull = event.touches.length === 1 && window.scrollY <= 0 && !refreshing.current;
      start.current =
        touch && canPull && !isInsideDialog(event.target) ? { x: touch.clientX, y: touch.clientY } : null;
      pulled.current = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start.current || !touch) return;
      const next =
        window.scrollY <= 0 ? pullDistance(start.current, { x: touch.clientX, y: touch.clientY }) : 0;
      // While pulling, the browser's own overscroll (or its pull-to-reload) must not also run.
      if (next > 0 && event.cancelable) event.preventDefault();
      pulled.current = next;
      setDistance(next);
    };
    const onEnd = () => {
      if (!start.current) return;
      start.current = null;
      setDistance(0);
      if (!shouldRefresh(pulled.current)) return;
      refreshing.current = true;
      setIsRefreshing(true);
      Promise.resolve(refresh.current()).catch((error: unknown) => console.error('Refresh failed', error));
      timer = window.setTimeout(() => {
        refreshing.current = false;
        setIsRefreshing(false);
      }, REFRESH_INDICATOR_MS);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: false });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
      window.clearTimeout(timer);
    };
  }, []);

  return { distance, isRefreshing };
}
