import { describe, expect, it } from 'vitest';
import type { UserSubscription } from '../../../contract/subscriptions';
import { formatDate } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { cancelConfirmation, isListedActive } from './my-subscriptions-screen';
import { cardState, periodText, priceText } from './subscription-card';

const subscription = (patch: Partial<UserSubscription>): UserSubscription => ({
  id: 1,
  isActive: true,
  status: 'active',
  cancelAtPeriodEnd: false,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  priceCents: 300,
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

describe('/my-subscriptions cards', () => {
  const end = formatDate('2026-12-01T00:00:00.000Z');

  it('an active one renews on its period end, at the price the subscriber pays (not the tier’s new price)', () => {
    const active = subscription({ tier: { id: 3, name: 'Gold', price: '3.50' } });
    expect(cardState(active)).toBe('active');
    expect(periodText(active)).toBe(`Renews on ${end}`);
    expect(priceText(active)).toBe(`${formatCents(300)}/month`);
  });

  it('a cancelling one keeps access until its period end (and can be resumed)', () => {
    const cancelling = subscription({
      status: 'canceling',
      cancelAtPeriodEnd: true,
      canceledAt: '2026-11-10T00:00:00.000Z',
    });
    expect(cardState(cancelling)).toBe('cancelling');
    expect(periodText(cancelling)).toBe(`Access until ${end}`);
  });

  it('an ended one says when it ended', () => {
    const ended = subscription({
      status: 'canceled',
      isActive: false,
      canceledAt: '2026-11-10T00:00:00.000Z',
    });
    expect(cardState(ended)).toBe('ended');
    expect(periodText(ended)).toBe(`Ended on ${end}`);
  });

  it('falls back to the tier’s price for answers without a kept price', () => {
    expect(priceText(subscription({ priceCents: null }))).toBe(`${formatCents(500)}/month`);
    expect(priceText(subscription({ priceCents: null, tier: null }))).toBe('—');
  });
});
