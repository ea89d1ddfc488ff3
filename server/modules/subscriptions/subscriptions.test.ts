import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorSubscriptions, payments, subscriptionTiers } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildTier, ledgerOf } from '../payments/test-money.js';
import { addMonth } from './period.js';
import { runRenewalJob } from './renewal-job.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const renewalDeps = () => ({ db: t.db, jobs: t.app.jobs, platformFeePercent: 15 });

function call(cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** Moves the subscription's paid period into the past, as if a month went by. */
async function endPeriodNow(id: number) {
  await t.db
    .update(authorSubscriptions)
    .set({ endDate: sql`now() - interval '1 second'` })
    .where(eq(authorSubscriptions.id, id));
  const [sub] = await t.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, id));
  return sub!;
}

describe('tiers', () => {
  it('lets the author create, edit, deactivate and delete tiers; readers see the active ones', async () => {
    const author = await buildUser(t.db);
    const cookie = await signIn(t.app, author);
    const created = await call(cookie, 'POST', '/api/creator/subscription-tiers', {
      name: ' Gold ',
      description: 'All chapters early',
      price: '9.99',
      benefits: ['Early access', 'Credits', 'Q&A', 'Stickers'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Gold', price: '9.99', isActive: true, subscriberCount: 0 });
    const cheap = (
      await call(cookie, 'POST', '/api/creator/subscription-tiers', { name: 'Basic', price: 0.99 })
    ).json();
    for (const bad of [
      { name: '', price: '4.99' },
      { name: 'x'.repeat(101), price: '4.99' },
      { name: 'Too cheap', price: '0.98' },
      { name: 'Too dear', price: '1000.00' },
      { name: 'Typo', price: '4,99' },
    ]) {
      const res = await call(cookie, 'POST', '/api/creator/subscription-tiers', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const edited = await call(cookie, 'PATCH', `/api/creator/subscription-tiers/${cheap.id}`, {
      price: '1.49',
      isActive: false,
    });
    expect(edited.json()).toMatchObject({ price: '1.49', isActive: false });
    const mine = (await call(cookie, 'GET', '/api/creator/subscription-tiers')).json();
    expect(mine.map((x: { name: string }) => x.name)).toEqual(['Basic', 'Gold']);
    const publicTiers = (await t.app.inject({ url: `/api/authors/${author.id}/subscription-tiers` })).json();
    expect(publicTiers).toEqual([
      {
        id: created.json().id,
        name: 'Gold',
        description: 'All chapters early',
        price: '9.99',
        benefits: ['Early access', 'Credits', 'Q&A', 'Stickers'],
        annualDiscountPercent: 0,
        annualPriceCents: null,
        trialDays: 0,
      },
    ]);
    const other = await signIn(t.app, await buildUser(t.db));
    expect((await call(other, 'DELETE', `/api/creator/subscription-tiers/${cheap.id}`)).json().code).toBe(
      'TIER_NOT_FOUND',
    );
    expect((await call(cookie, 'DELETE', `/api/creator/subscription-tiers/${cheap.id}`)).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ url: '/api/authors/99999999/subscription-tiers' })).statusCode).toBe(404);
  });
});

describe('demo subscriptions', () => {
  it('subscribes for a month, once per reader and author, and shows it everywhere', async () => {
    const author = await buildUser(t.db, { displayName: 'Writer' });
    const tier = await buildTier(t.db, author, '4.99');
    const fan = await buildUser(t.db);
    const cookie = await signIn(t.app, fan);
    const [first, second] = await Promise.all([
      call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id }),
      call(cookie, 'POST', '/api/create-subscription', { authorId: author.id, tierId: tier.id }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const sub = first.json().subscription;
    expect(sub).toMatchObject({
      isActive: true,
      status: 'active',
      cancelAtPeriodEnd: false,
      provider: 'demo',
      tier: { id: tier.id, name: 'Supporter', price: '4.99' },
      author: { id: author.id, displayName: 'Writer' },
    });
    const end = new Date(sub.endDate).getTime();
    expect(Math.abs(end - addMonth(new Date(sub.startDate)).getTime())).toBeLessThan(5000);
    const rows = await t.db.select().from(payments).where(eq(payments.userId, fan.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'subscription',
      status: 'completed',
      amount: '4.99',
      authorEarning: '4.24',
      tierId: tier.id,
    });

    const status = (await call(cookie, 'GET', `/api/user/subscription-status/${author.id}`)).json();
    expect(status).toMatchObject({ isSubscribed: true, subscription: { id: sub.id } });
    const list = (await call(cookie, 'GET', '/api/user/subscriptions')).json();
    expect(list).toHaveLength(1);
    const history = (await call(cookie, 'GET', '/api/user/payments')).json();
    expect(history[0]).toMatchObject({ label: 'Subscription', authorName: 'Writer', amount: '4.99' });
    const authorCookie = await signIn(t.app, author);
    const subscribers = (await call(authorCookie, 'GET', '/api/creator/subscribers')).json();
    expect(subscribers).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: fan.id }),
        tier: { id: tier.id, name: 'Supporter', price: '4.99' },
      }),
    ]);
    const tiers = (await call(authorCookie, 'GET', '/api/creator/subscription-tiers')).json();
    expect(tiers[0].subscriberCount).toBe(1);
    const stats = (await call(authorCookie, 'GET', '/api/creator/quick-stats')).json();
    expect(stats).toMatchObject({ subscribers: 1, arpu: '4.24', monthlyEarnings: '4.24' });
    expect(
      (await call(cookie, 'POST', '/api/subscriptions', { authorId: fan.id, tierId: tier.id })).json().code,
    ).toBe('CANNOT_PAY_YOURSELF');
    expect(
      (await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: 99999999 })).json()
        .code,
    ).toBe('TIER_NOT_FOUND');
  });

  it('changes tier with a new period at the new price, on the same subscription', async () => {
    const author = await buildUser(t.db);
    const basic = await buildTier(t.db, author, '3.00', 'Basic');
    const gold = await buildTier(t.db, author, '10.00', 'Gold');
    const cookie = await signIn(t.app, await buildUser(t.db));
    const a = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: basic.id })
    ).json();
    const b = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: gold.id })
    ).json();
    expect(b.subscription).toMatchObject({ id: a.subscription.id, tier: { name: 'Gold' }, isActive: true });
    expect(b.payment).toMatchObject({ amount: '10.00', status: 'completed' });
    expect(await ledgerOf(t.db, author.id)).toMatchObject({
      totalEarned: '11.05',
      rowsEarning: '11.05',
      rowCount: 2,
    });
  });

  it('cancels at period end: access until then, the job lapses it; resubscribing starts again', async () => {
    const author = await buildUser(t.db);
    const tier = await buildTier(t.db, author, '5.00');
    const cookie = await signIn(t.app, await buildUser(t.db));
    const { subscription } = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id })
    ).json();
    const stranger = await signIn(t.app, await buildUser(t.db));
    expect((await call(stranger, 'DELETE', `/api/subscriptions/${subscription.id}`)).json().code).toBe(
      'SUBSCRIPTION_NOT_FOUND',
    );
    const cancelled = (await call(cookie, 'DELETE', `/api/subscriptions/${subscription.id}`)).json();
    expect(cancelled).toMatchObject({
      isActive: true,
      status: 'canceling',
      cancelAtPeriodEnd: true,
      endDate: subscription.endDate,
    });
    expect(
      (await call(cookie, 'GET', `/api/user/subscription-status/${author.id}`)).json().isSubscribed,
    ).toBe(true);
    // Same tier again before the end: resumes, no new charge.
    const resumed = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id })
    ).json();
    expect(resumed).toMatchObject({
      payment: null,
      subscription: { status: 'active', cancelAtPeriodEnd: false },
    });
    await call(cookie, 'DELETE', `/api/subscriptions/${subscription.id}`);

    const ended = await endPeriodNow(subscription.id);
    // Past its end the subscription gives no access even before the job runs.
    expect(
      (await call(cookie, 'GET', `/api/user/subscription-status/${author.id}`)).json().isSubscribed,
    ).toBe(false);
    const job = { data: { subscriptionId: ended.id, periodEnd: ended.endDate!.toISOString() } };
    expect(await runRenewalJob(renewalDeps(), job)).toBe('lapsed');
    const [row] = await t.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, ended.id));
    expect(row).toMatchObject({ isActive: false, status: 'canceled' });
    const list = (await call(cookie, 'GET', '/api/user/subscriptions')).json();
    expect(list[0]).toMatchObject({ isActive: false, status: 'canceled' });
    expect(await ledgerOf(t.db, author.id)).toMatchObject({ totalEarned: '4.25', rowCount: 1 });

    const again = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id })
    ).json();
    expect(again.subscription).toMatchObject({ id: subscription.id, isActive: true, status: 'active' });
    expect(new Date(again.subscription.startDate).getTime()).toBeGreaterThan(
      new Date(subscription.startDate).getTime(),
    );
  });

  it('renews once per period however often the job runs, at the price the subscriber pays', async () => {
    const author = await buildUser(t.db);
    const tier = await buildTier(t.db, author, '5.00');
    const cookie = await signIn(t.app, await buildUser(t.db));
    const { subscription } = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id })
    ).json();
    await t.db.update(subscriptionTiers).set({ price: '6.00' }).where(eq(subscriptionTiers.id, tier.id));
    const due = await endPeriodNow(subscription.id);
    const job = { data: { subscriptionId: due.id, periodEnd: due.endDate!.toISOString() } };
    const outcomes = await Promise.all([1, 2, 3].map(() => runRenewalJob(renewalDeps(), job)));
    expect(outcomes.filter((o) => o === 'renewed')).toHaveLength(1);
    const rows = await t.db.select().from(payments).where(eq(payments.subscriptionId, due.id));
    // The tier's new price is for new subscribers: this one renews at the $5.00 they subscribed at.
    expect(rows.map((r) => r.amount).sort()).toEqual(['5.00', '5.00']);
    const [renewed] = await t.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, due.id));
    expect(renewed!.endDate!.getTime()).toBe(addMonth(due.endDate!).getTime());
    expect(await runRenewalJob(renewalDeps(), job)).toBe('stale');
    expect(await ledgerOf(t.db, author.id)).toMatchObject({ totalEarned: '8.50', rowsEarning: '8.50' });
  });

  it('refunding the current period’s payment ends the subscription and reverses the earning', async () => {
    const author = await buildUser(t.db);
    const authorCookie = await signIn(t.app, author);
    const tier = await buildTier(t.db, author, '7.00');
    const cookie = await signIn(t.app, await buildUser(t.db));
    const { subscription, payment } = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id })
    ).json();
    expect(
      (await call(authorCookie, 'POST', `/api/creator/payments/${payment.paymentId}/refund`, {})).json()
        .status,
    ).toBe('refunded');
    const status = (await call(cookie, 'GET', `/api/user/subscription-status/${author.id}`)).json();
    expect(status).toMatchObject({
      isSubscribed: false,
      subscription: { id: subscription.id, status: 'canceled' },
    });
    expect(await ledgerOf(t.db, author.id)).toMatchObject({ totalEarned: '0.00', rowsEarning: '0.00' });
  });
});
