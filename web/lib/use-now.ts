import { useEffect, useState } from 'react';

/** The current time in ms, re-rendering every `intervalMs` while `isTicking` (for countdowns). */
export function useNow(intervalMs = 1000, isTicking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, isTicking]);
  return now;
}
