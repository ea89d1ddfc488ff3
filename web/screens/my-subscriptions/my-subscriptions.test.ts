import { describe, expect, it } from 'vitest';
import type { UserSubscription } from '../../../contract/subscriptions';
import { formatDate } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { cancelConfirmation, isListedActive, monthlyCentsOf } from './my-subscriptions-screen';
import { canChangeTier, cardState, membershipNotes, periodText, priceText } from './subscription-card';

const subscription = (patch: Partial<UserSubscription>): UserSubscription => ({
  id: 1,
  isActive: true,
  status: 'active',
  cancelAtPeriodEnd: false,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  priceCents: 300,
  billingPeriod: 'month',
  trialEndsAt: null,
  pendingPriceCents: null,
  priceChangeAt: null,
  creditCents: 0,
  isGift: false,
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

describe('/my-subscriptions memberships', () => {
  it('a trial says when it ends and cannot change tier yet', () => {
    const trial = subscription({ status: 'trialing', trialEndsAt: '2026-11-15T00:00:00.000Z' });
    expect(periodText(trial)).toBe(`Free trial until ${formatDate('2026-11-15T00:00:00.000Z')}`);
    expect(canChangeTier(trial)).toBe(false);
  });

  it('a yearly one shows its price per year and counts a twelfth in Monthly Spend', () => {
    const yearly = subscription({ billingPeriod: 'year', priceCents: 2880 });
    expect(priceText(yearly)).toBe(`${formatCents(2880)}/year`);
    expect(monthlyCentsOf(yearly)).toBe(240);
  });

  it('a gift says until when and offers neither change, cancel nor resume', () => {
    const gift = subscription({
      isGift: true,
      provider: 'gift',
      status: 'canceling',
      cancelAtPeriodEnd: true,
    });
    expect(isListedActive(gift)).toBe(true);
    expect(periodText(gift)).toBe(`Gift · Access until ${formatDate('2026-12-01T00:00:00.000Z')}`);
    expect(canChangeTier(gift)).toBe(false);
    expect(monthlyCentsOf(gift)).toBe(0);
  });

  it('notes a pending price move and a credit', () => {
    const moved = subscription({
      pendingPriceCents: 450,
      priceChangeAt: '2027-01-01T00:00:00.000Z',
      creditCents: 125,
    });
    expect(membershipNotes(moved)).toEqual([
      `From ${formatDate('2027-01-01T00:00:00.000Z')}: ${formatCents(450)} per month`,
      `${formatCents(125)} credit on your next renewal`,
    ]);
    expect(canChangeTier(moved)).toBe(true);
  });
});
