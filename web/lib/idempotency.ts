import { useCallback, useRef } from 'react';

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts, so plain HTTP builds one itself. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One payment attempt's `Idempotency-Key` (issue "Money" §2: a double click or a retried request
 * makes one payment). `keyFor(request)` returns the same UUID while the request is the same attempt
 * (a retry after a network failure or an error answer re-sends the key), and a fresh one once the
 * request changes (another amount, tier or story) or after `settle()` marks the attempt finished.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    const fingerprint = JSON.stringify(request);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: newUuid() };
    }
    return attempt.current.key;
  }, []);
  const settle = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, settle };
}
