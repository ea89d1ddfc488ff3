import { describe, expect, it } from 'vitest';
import { isProgressHeld } from './use-companion';

describe('isProgressHeld', () => {
  it('holds the first save of a signed-in reader until the recap offer is answered', () => {
    expect(isProgressHeld(true, { status: 'pending', fetchStatus: 'fetching' })).toBe(true);
    expect(isProgressHeld(true, { status: 'success', fetchStatus: 'idle' })).toBe(false);
    expect(isProgressHeld(true, { status: 'error', fetchStatus: 'idle' })).toBe(false);
  });

  it('never holds a signed-out reader (no companion) or one offline (saves are queued)', () => {
    expect(isProgressHeld(false, { status: 'pending', fetchStatus: 'idle' })).toBe(false);
    expect(isProgressHeld(true, { status: 'pending', fetchStatus: 'paused' })).toBe(false);
  });

  it('does not hold again while a later refetch runs', () => {
    expect(isProgressHeld(true, { status: 'success', fetchStatus: 'fetching' })).toBe(false);
  });
});
