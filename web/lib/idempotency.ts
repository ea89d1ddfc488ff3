import { useRef } from 'react';

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
 * Keys of payment attempts (docs/reference/money.md#providers: a double click or a retried request makes one
 * payment). `keyFor(request)` returns the same UUID while the request is the same attempt (a retry after a
 * network failure re-sends the key), and a fresh one once the request changes (another amount, tier or
 * story) or after `settle()` marks the attempt finished (answered, or refused with a 4xx).
 */
export function createAttemptKeys(makeKey: () => string = newUuid) {
  let attempt: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request);
      if (attempt?.fingerprint !== fingerprint) attempt = { fingerprint, key: makeKey() };
      return attempt.key;
    },
    settle(): void {
      attempt = null;
    },
  };
}

/** One component's payment attempts, kept across renders (see `createAttemptKeys`). */
export function useIdempotencyKey() {
  const keys = useRef<ReturnType<typeof createAttemptKeys> | null>(null);
  if (!keys.current) keys.current = createAttemptKeys();
  return keys.current;
}
