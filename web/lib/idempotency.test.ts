import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newUuid } from './idempotency';

describe('payment attempt keys', () => {
  it('re-sends the same key when the same attempt is retried', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor({ storyId: 1, amount: '2.99' });
    expect(keys.keyFor({ storyId: 1, amount: '2.99' })).toBe(first);
  });

  it('makes a fresh key for another request and after the attempt settled', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor({ storyId: 1, amount: '2.99' });
    const other = keys.keyFor({ storyId: 1, amount: '3.99' });
    expect(other).not.toBe(first);
    keys.settle();
    expect(keys.keyFor({ storyId: 1, amount: '3.99' })).not.toBe(other);
  });

  it('makes v4 UUIDs', () => {
    expect(newUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
