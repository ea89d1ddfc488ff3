import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs` milliseconds (docs/reference/limits.md#lists: 500 ms by
 * default, 300 ms on the hub and discovery searches).
 */
export function useDebounce<T>(value: T, delayMs = 500): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
