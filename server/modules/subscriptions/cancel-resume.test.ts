import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorSubscriptions, payments } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildTier } from '../payments/test-money.js';
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

/** Moves the subscription's paid period into the past, as if a month went by; the renewal job's data. */
async function endPeriodNow(id: number) {
  await t.db
    .update(authorSubscriptions)
    .set({ endDate: sql`now() - interval '1 second'` })
    .where(eq(authorSubscriptions.id, id));
  const [sub] = await t.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, id));
  return { sub: sub!, job: { data: { subscriptionId: id, periodEnd: sub!.endDate!.toISOString() } } };
}

async function subscribed(price: string) {
  const author = await buildUser(t.db);
  const tier = await buildTier(t.db, author, price);
  const cookie = await signIn(t.app, await buildUser(t.db));
  const res = await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id });
  return { author, tier, cookie, authorCookie: await signIn(t.app, author), ...res.json() };
}

describe('prices kept per subscriber', () => {
  it('a subscriber keeps $3.00 when the author edits the tier to $3.50; a new subscriber pays $3.50', async () => {
    const { author, tier, cookie, authorCookie, subscription } = await subscribed('3.00');
    expect(subscription).toMatchObject({ priceCents: 300, currentPeriodEnd: subscription.endDate });
    const edit = await call(authorCookie, 'PATCH', `/api/creator/subscription-tiers/${tier.id}`, {
      price: '3.50',
    });
    expect(edit.json()).toMatchObject({ price: '3.50' });
    const [mine] = (await call(cookie, 'GET', '/api/user/subscriptions')).json();
    expect(mine).toMatchObject({ priceCents: 300, tier: { price: '3.50' } });

    const { sub, job } = await endPeriodNow(subscription.id);
    expect(await runRenewalJob(renewalDeps(), job)).toBe('renewed');
    const rows = await t.db.select().from(payments).where(eq(payments.subscriptionId, sub.id));
    expect(rows.map((r) => r.amount)).toEqual(['3.00', '3.00']);
    const [renewed] = (await call(cookie, 'GET', '/api/user/subscriptions')).json();
    expect(renewed).toMatchObject({ priceCents: 300, status: 'active' });
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBe(addMonth(sub.endDate!).getTime());

    const newcomer = await signIn(t.app, await buildUser(t.db));
    const joined = (
      await call(newcomer, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id })
    ).json();
    expect(joined.payment).toMatchObject({ amount: '3.50', status: 'completed' });
    expect(joined.subscription).toMatchObject({ priceCents: 350 });
  });

  it('changing tier, or subscribing again after lapsing, pays and keeps the price of that moment', async () => {
    const { author, tier, cookie, authorCookie, subscription } = await subscribed('3.00');
    await call(authorCookie, 'PATCH', `/api/creator/subscription-tiers/${tier.id}`, { price: '4.00' });
    const gold = await buildTier(t.db, author, '9.00', 'Gold');
    const moved = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: gold.id })
    ).json();
    expect(moved.subscription).toMatchObject({ id: subscription.id, priceCents: 900 });
    await call(cookie, 'DELETE', `/api/subscriptions/${subscription.id}`);
    const { job } = await endPeriodNow(subscription.id);
    expect(await runRenewalJob(renewalDeps(), job)).toBe('lapsed');
    const back = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id })
    ).json();
    expect(back.payment).toMatchObject({ amount: '4.00' });
    expect(back.subscription).toMatchObject({ id: subscription.id, priceCents: 400, status: 'active' });
  });
});

describe('cancel and resume', () => {
  it('cancelling keeps access to the period end; resuming before it renews again at the kept price', async () => {
    const { author, cookie, subscription } = await subscribed('3.00');
    const cancelled = (await call(cookie, 'DELETE', `/api/subscriptions/${subscription.id}`)).json();
    expect(cancelled).toMatchObject({
      isActive: true,
      status: 'canceling',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: subscription.currentPeriodEnd,
    });
    expect(
      (await call(cookie, 'GET', `/api/user/subscription-status/${author.id}`)).json().isSubscribed,
    ).toBe(true);

    const stranger = await signIn(t.app, await buildUser(t.db));
    const foreign = await call(stranger, 'POST', `/api/subscriptions/${subscription.id}/resume`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('SUBSCRIPTION_NOT_FOUND');

    const resumed = await call(cookie, 'POST', `/api/subscriptions/${subscription.id}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      status: 'active',
      isActive: true,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      priceCents: 300,
      currentPeriodEnd: subscription.currentPeriodEnd,
    });
    // Not cancelling any more: nothing to resume.
    const again = await call(cookie, 'POST', `/api/subscriptions/${subscription.id}/resume`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SUBSCRIPTION_NOT_RESUMABLE');

    // The demo renewal job renews it at its period's end.
    const { sub, job } = await endPeriodNow(subscription.id);
    expect(await runRenewalJob(renewalDeps(), job)).toBe('renewed');
    const rows = await t.db.select().from(payments).where(eq(payments.subscriptionId, sub.id));
    expect(rows.map((r) => r.amount)).toEqual(['3.00', '3.00']);
  });

  it('after the period ends a cancelled subscription is not live, cannot be resumed, and subscribing again works', async () => {
    const { author, tier, cookie, subscription } = await subscribed('3.00');
    await call(cookie, 'DELETE', `/api/subscriptions/${subscription.id}`);
    const { job } = await endPeriodNow(subscription.id);
    // Past its end, before the job ran: no access, and too late to resume.
    expect((await call(cookie, 'GET', `/api/user/subscription-status/${author.id}`)).json()).toMatchObject({
      isSubscribed: false,
      subscription: { status: 'canceled', isActive: false },
    });
    const late = await call(cookie, 'POST', `/api/subscriptions/${subscription.id}/resume`);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('SUBSCRIPTION_NOT_RESUMABLE');
    expect(await runRenewalJob(renewalDeps(), job)).toBe('lapsed');
    expect((await call(cookie, 'POST', `/api/subscriptions/${subscription.id}/resume`)).statusCode).toBe(409);

    const again = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id })
    ).json();
    expect(again.payment).toMatchObject({ status: 'completed', amount: '3.00' });
    expect(again.subscription).toMatchObject({ id: subscription.id, status: 'active', isActive: true });
  });
});
