import { describe, expect, it } from 'vitest';
import { addBillingMonth } from '../../../contract/billing-period';
import {
  PREMIUM_LOCK_MESSAGE,
  paidLockMessage,
  SUBSCRIPTION_LOCK_MESSAGE,
} from '../../../contract/lock-reasons';
import { formatDate } from '../../lib/dates';
import { subscriptionTerms } from './subscribe-confirmation';

describe('the demo subscription terms shown before the reader confirms', () => {
  it('say the price per month, the period and the renewal date one billing month on', () => {
    const now = new Date('2026-11-26T19:30:00.000Z');
    expect(subscriptionTerms('3.99', now)).toEqual({
      price: '$3.99 per month',
      period: 'Monthly',
      renews: `Renews on ${formatDate(new Date('2026-12-26T19:30:00.000Z'))}`,
    });
  });

  it('renew on the same UTC day next month, clamped to the month end as the server does', () => {
    expect(addBillingMonth(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addBillingMonth(new Date('2028-01-31T10:00:00Z')).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addBillingMonth(new Date('2026-12-15T23:59:59.999Z')).toISOString()).toBe(
      '2027-01-15T23:59:59.999Z',
    );
    expect(addBillingMonth(new Date('2026-03-31T00:00:00Z')).toISOString()).toBe('2026-04-30T00:00:00.000Z');
  });
});

describe('a paid lock says only what its paywall offers', () => {
  it('asks a subscribers-only or tier lock to subscribe when the story is not for sale', () => {
    expect(paidLockMessage('subscription_required', false)).toBe(
      'Subscribe to this author to continue reading.',
    );
    expect(paidLockMessage('tier_required', false)).toBe(SUBSCRIPTION_LOCK_MESSAGE);
  });

  it("keeps the spec's premium text where buying is offered", () => {
    expect(paidLockMessage('purchase_required', true)).toBe(
      'Subscribe to this author or purchase this story to continue reading.',
    );
    expect(paidLockMessage('subscription_required', true)).toBe(PREMIUM_LOCK_MESSAGE);
    expect(paidLockMessage('tier_required', true)).toBe(PREMIUM_LOCK_MESSAGE);
  });
});
