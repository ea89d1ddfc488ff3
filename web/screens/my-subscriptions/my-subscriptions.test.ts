import { describe, expect, it } from 'vitest';
import type { UserSubscription } from '../../../contract/subscriptions';
import { cancelConfirmation, isListedActive } from './my-subscriptions-screen';

const subscription = (patch: Partial<UserSubscription>): UserSubscription => ({
  id: 1,
  isActive: true,
  status: 'active',
  cancelAtPeriodEnd: false,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-01T00:00:00.000Z',
  canceledAt: null,
  provider: 'demo',
  author: { id: 2, username: 'ada', displayName: 'Ada Quill', profileImageUrl: null },
  tier: { id: 3, name: 'Gold', price: '5.00' },
  createdAt: '2026-11-01T00:00:00.000Z',
  ...patch,
});

describe('/my-subscriptions tabs', () => {
  it('lists paid and retrying subscriptions under Active', () => {
    expect(isListedActive(subscription({}))).toBe(true);
    expect(isListedActive(subscription({ status: 'past_due' }))).toBe(true);
  });

  it('lists a cancelled one under Cancelled, even while its paid period still runs', () => {
    expect(isListedActive(subscription({ status: 'canceling', cancelAtPeriodEnd: true }))).toBe(false);
    expect(isListedActive(subscription({ status: 'canceled', isActive: false }))).toBe(false);
  });

  it('asks the cancel confirmation word for word', () => {
    expect(cancelConfirmation('Ada Quill')).toBe(
      "Are you sure you want to cancel your subscription to Ada Quill? You'll lose access to their premium content.",
    );
  });
});
