import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBillingPeriod, annualPriceCents, prorateTierChange } from '../../../contract/billing-period.js';
import { fromCents, toCents } from '../../../contract/money.js';
import { authorSubscriptions, gifts, notifications, payments, subscriptionTiers } from '../../db/schema.js';
import { buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildTier } from '../payments/test-money.js';
import { expectLedgerIdentity } from '../payouts/test-ledger.js';
import { runRenewalJob } from './renewal-job.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const renewalDeps = () => ({ db: t.db, jobs: t.app.jobs, platformFeePercent: 15 });

function call(cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function tierWith(author: UserRow, price: string, fields: { annual?: number; trial?: number } = {}) {
  const tier = await buildTier(t.db, author, price, `Tier ${price}`);
  await t.db
    .update(subscriptionTiers)
    .set({ annualDiscountPercent: fields.annual ?? 0, trialDays: fields.trial ?? 0 })
    .where(eq(subscriptionTiers.id, tier.id));
  return tier;
}

async function subRow(id: number) {
  const [sub] = await t.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, id));
  return sub!;
}

/** Ends the current period now and runs its renewal, as if the period went by. */
async function renewNow(id: number) {
  await t.db
    .update(authorSubscriptions)
    .set({ endDate: sql`now() - interval '1 second'` })
    .where(eq(authorSubscriptions.id, id));
  const sub = await subRow(id);
  return runRenewalJob(renewalDeps(), {
    data: { subscriptionId: id, periodEnd: sub.endDate!.toISOString() },
  });
}

/** Moves the subscription's current period (and its payments) `days` into the past. */
async function shiftPeriod(id: number, days: number) {
  const shift = sql.raw(`interval '${days} days'`);
  await t.db
    .update(payments)
    .set({
      periodStart: sql`${payments.periodStart} - ${shift}`,
      periodEnd: sql`${payments.periodEnd} - ${shift}`,
    })
    .where(eq(payments.subscriptionId, id));
  await t.db
    .update(authorSubscriptions)
    .set({ endDate: sql`${authorSubscriptions.endDate} - ${shift}` })
    .where(eq(authorSubscriptions.id, id));
}

const subscriptionPayments = (id: number) =>
  t.db.select().from(payments).where(eq(payments.subscriptionId, id)).orderBy(payments.id);

describe('tier fields', () => {
  it('creates and edits annual discount and trial days; readers see the annual price', async () => {
    const author = await buildUser(t.db);
    const cookie = await signIn(t.app, author);
    const created = await call(cookie, 'POST', '/api/creator/subscription-tiers', {
      name: 'Year',
      price: '5.00',
      annualDiscountPercent: 20,
      trialDays: 7,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      annualDiscountPercent: 20,
      annualPriceCents: 4800,
      trialDays: 7,
      subscribersOnOtherPrices: 0,
    });
    const edited = await call(cookie, 'PATCH', `/api/creator/subscription-tiers/${created.json().id}`, {
      annualDiscountPercent: 0,
    });
    expect(edited.json()).toMatchObject({ annualDiscountPercent: 0, annualPriceCents: null, trialDays: 7 });
    const bad = await call(cookie, 'POST', '/api/creator/subscription-tiers', {
      name: 'x',
      price: '5.00',
      annualDiscountPercent: 51,
    });
    expect(bad.statusCode).toBe(400);
    const pub = (await t.app.inject({ url: `/api/authors/${author.id}/subscription-tiers` })).json();
    expect(pub[0]).toMatchObject({ annualPriceCents: null, annualDiscountPercent: 0, trialDays: 7 });
  });
});

describe('annual billing (demo)', () => {
  it('bills a year at the annual price and renews a year later', async () => {
    const author = await buildUser(t.db);
    const tier = await tierWith(author, '4.99', { annual: 20 });
    const monthly = await tierWith(author, '2.99');
    const cookie = await signIn(t.app, await buildUser(t.db));
    const refused = await call(cookie, 'POST', '/api/subscriptions', {
      authorId: author.id,
      tierId: monthly.id,
      period: 'year',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ANNUAL_NOT_OFFERED');
    const res = await call(cookie, 'POST', '/api/subscriptions', {
      authorId: author.id,
      tierId: tier.id,
      period: 'year',
    });
    expect(res.statusCode).toBe(200);
    const yearCents = annualPriceCents(499, 20);
    expect(res.json().subscription).toMatchObject({
      billingPeriod: 'year',
      priceCents: yearCents,
      status: 'active',
    });
    expect(res.json().payment.amount).toBe(fromCents(yearCents));
    const id = res.json().subscription.id;
    const [first] = await subscriptionPayments(id);
    expect(first!.periodEnd!.getTime()).toBe(addBillingPeriod(first!.periodStart!, 'year').getTime());
    expect(await renewNow(id)).toBe('renewed');
    const rows = await subscriptionPayments(id);
    expect(rows).toHaveLength(2);
    expect(toCents(rows[1]!.amount)).toBe(yearCents);
    expect(rows[1]!.periodEnd!.getTime()).toBe(addBillingPeriod(rows[1]!.periodStart!, 'year').getTime());
    expect((await subRow(id)).endDate!.getTime()).toBe(rows[1]!.periodEnd!.getTime());
    await expectLedgerIdentity(t.db);
  });
});

describe('free trials (demo)', () => {
  it('starts a trial with access and no charge, charges the first period at its end', async () => {
    const author = await buildUser(t.db);
    const tier = await tierWith(author, '4.99', { trial: 7 });
    const cookie = await signIn(t.app, await buildUser(t.db));
    const res = await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id });
    expect(res.statusCode).toBe(200);
    const sub = res.json().subscription;
    expect(res.json().payment).toBeNull();
    expect(sub).toMatchObject({ status: 'trialing', isActive: true, priceCents: 499 });
    expect(Math.abs(new Date(sub.trialEndsAt).getTime() - (Date.now() + 7 * DAY))).toBeLessThan(10_000);
    expect(await subscriptionPayments(sub.id)).toHaveLength(0);
    expect(await renewNow(sub.id)).toBe('renewed');
    const rows = await subscriptionPayments(sub.id);
    expect(rows.map((r) => [r.amount, r.status])).toEqual([['4.99', 'completed']]);
    const after = (await call(cookie, 'GET', `/api/user/subscription-status/${author.id}`)).json();
    expect(after.subscription).toMatchObject({ status: 'active', trialEndsAt: null, isActive: true });
    await expectLedgerIdentity(t.db);
  });

  it('cancelled in the trial: access ends at its end with no charge, and no second trial', async () => {
    const author = await buildUser(t.db);
    const tier = await tierWith(author, '4.99', { trial: 14 });
    const cookie = await signIn(t.app, await buildUser(t.db));
    const statusUrl = `/api/user/subscription-status/${author.id}`;
    expect((await call(cookie, 'GET', statusUrl)).json()).toMatchObject({ trialAvailable: true });
    const sub = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id })
    ).json().subscription;
    expect((await call(cookie, 'GET', statusUrl)).json()).toMatchObject({ trialAvailable: false });
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${sub.id}`,
      headers: { cookie },
    });
    expect(cancelled.json()).toMatchObject({ status: 'canceling', isActive: true });
    expect(await renewNow(sub.id)).toBe('lapsed');
    expect(await subscriptionPayments(sub.id)).toHaveLength(0);
    // Lapsed, and still no second trial: the paywall says so before the reader subscribes again.
    expect((await call(cookie, 'GET', statusUrl)).json()).toMatchObject({
      isSubscribed: false,
      trialAvailable: false,
    });
    const again = await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id });
    expect(again.json().subscription).toMatchObject({ status: 'active', trialEndsAt: null });
    expect(again.json().payment).toMatchObject({ amount: '4.99', status: 'completed' });
    await expectLedgerIdentity(t.db);
  });
});

describe('change tier (demo)', () => {
  it('an upgrade charges the prorated difference now and keeps the period end', async () => {
    const author = await buildUser(t.db);
    const basic = await tierWith(author, '4.99');
    const gold = await tierWith(author, '9.99');
    const cookie = await signIn(t.app, await buildUser(t.db));
    const sub = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: basic.id })
    ).json().subscription;
    await shiftPeriod(sub.id, 10);
    const before = await subRow(sub.id);
    const [paid] = await subscriptionPayments(sub.id);
    const expected = prorateTierChange({
      oldCents: 499,
      newCents: 999,
      periodStart: paid!.periodStart!,
      periodEnd: before.endDate!,
      now: new Date(),
    });
    const res = await call(cookie, 'POST', `/api/subscriptions/${sub.id}/change-tier`, { tierId: gold.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Math.abs(body.prorationCents - expected.dueCents)).toBeLessThanOrEqual(1);
    expect(body.payment).toMatchObject({ status: 'completed', amount: fromCents(body.prorationCents) });
    expect(body.subscription).toMatchObject({ priceCents: 999, tier: { id: gold.id }, status: 'active' });
    expect(body.subscription.endDate).toBe(before.endDate!.toISOString());
    // The next renewal charges the new tier's full price.
    expect(await renewNow(sub.id)).toBe('renewed');
    const rows = await subscriptionPayments(sub.id);
    expect(rows.at(-1)!.amount).toBe('9.99');
    await expectLedgerIdentity(t.db);
  });

  it('a downgrade credits the next renewal', async () => {
    const author = await buildUser(t.db);
    const basic = await tierWith(author, '4.99');
    const gold = await tierWith(author, '9.99');
    const cookie = await signIn(t.app, await buildUser(t.db));
    const sub = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: gold.id })
    ).json().subscription;
    await shiftPeriod(sub.id, 15);
    const res = await call(cookie, 'POST', `/api/subscriptions/${sub.id}/change-tier`, { tierId: basic.id });
    expect(res.statusCode).toBe(200);
    const credit = -res.json().prorationCents;
    expect(credit).toBeGreaterThan(0);
    expect(res.json().payment).toBeNull();
    expect(res.json().subscription).toMatchObject({ creditCents: credit, priceCents: 499 });
    expect(await renewNow(sub.id)).toBe('renewed');
    const rows = await subscriptionPayments(sub.id);
    expect(toCents(rows.at(-1)!.amount)).toBe(Math.max(0, 499 - credit));
    expect((await subRow(sub.id)).creditCents).toBe(Math.max(0, credit - 499));
    expect((await subRow(sub.id)).priceCents).toBe(499);
    const same = await call(cookie, 'POST', `/api/subscriptions/${sub.id}/change-tier`, { tierId: basic.id });
    expect(same.json().code).toBe('SAME_TIER');
    await expectLedgerIdentity(t.db);
  });

  it('ten parallel clicks make one change and one charge', async () => {
    const author = await buildUser(t.db);
    const basic = await tierWith(author, '4.99');
    const gold = await tierWith(author, '9.99');
    const cookie = await signIn(t.app, await buildUser(t.db));
    const sub = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: basic.id })
    ).json().subscription;
    await shiftPeriod(sub.id, 5);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(cookie, 'POST', `/api/subscriptions/${sub.id}/change-tier`, { tierId: gold.id }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.json().code === 'SAME_TIER')).toBe(
      true,
    );
    expect(await subscriptionPayments(sub.id)).toHaveLength(2);
    await expectLedgerIdentity(t.db);
  });

  it('refuses trials, other readers and other authors', async () => {
    const author = await buildUser(t.db);
    const trial = await tierWith(author, '4.99', { trial: 7 });
    const gold = await tierWith(author, '9.99');
    const elsewhere = await tierWith(await buildUser(t.db), '9.99');
    const cookie = await signIn(t.app, await buildUser(t.db));
    const sub = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: trial.id })
    ).json().subscription;
    const inTrial = await call(cookie, 'POST', `/api/subscriptions/${sub.id}/change-tier`, {
      tierId: gold.id,
    });
    expect(inTrial.json().code).toBe('SUBSCRIPTION_NOT_CHANGEABLE');
    await renewNow(sub.id);
    const other = await signIn(t.app, await buildUser(t.db));
    const notMine = await call(other, 'POST', `/api/subscriptions/${sub.id}/change-tier`, {
      tierId: gold.id,
    });
    expect(notMine.statusCode).toBe(404);
    const wrongAuthor = await call(cookie, 'POST', `/api/subscriptions/${sub.id}/change-tier`, {
      tierId: elsewhere.id,
    });
    expect(wrongAuthor.json().code).toBe('TIER_NOT_FOUND');
  });
});

describe('price moves (demo)', () => {
  it('keeps the old price until the date, charges the new one after, and tells the subscriber', async () => {
    const author = await buildUser(t.db);
    const authorCookie = await signIn(t.app, author);
    const tier = await tierWith(author, '4.99');
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    const sub = (
      await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id })
    ).json().subscription;
    await call(authorCookie, 'PATCH', `/api/creator/subscription-tiers/${tier.id}`, { price: '5.99' });
    const listed = (await call(authorCookie, 'GET', '/api/creator/subscription-tiers')).json();
    expect(listed[0]).toMatchObject({ subscriberCount: 1, subscribersOnOtherPrices: 1 });
    const short = await call(
      authorCookie,
      'POST',
      `/api/creator/subscription-tiers/${tier.id}/move-subscribers`,
      {
        noticeDays: 10,
      },
    );
    expect(short.statusCode).toBe(400);
    const moved = await call(
      authorCookie,
      'POST',
      `/api/creator/subscription-tiers/${tier.id}/move-subscribers`,
      {},
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().moved).toBe(1);
    const again = await call(
      authorCookie,
      'POST',
      `/api/creator/subscription-tiers/${tier.id}/move-subscribers`,
      {},
    );
    expect(again.json().moved).toBe(0);
    const mine = (await call(cookie, 'GET', `/api/user/subscription-status/${author.id}`)).json()
      .subscription;
    expect(mine).toMatchObject({
      priceCents: 499,
      pendingPriceCents: 599,
      priceChangeAt: moved.json().effectiveAt,
    });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, reader.id), eq(notifications.type, 'price_change')));
    expect(note!.title).toContain('$5.99');
    expect(note!.body).toContain('$4.99');
    // Before the date: the old price.
    expect(await renewNow(sub.id)).toBe('renewed');
    expect((await subscriptionPayments(sub.id)).at(-1)!.amount).toBe('4.99');
    // On or after the date: the new price, kept from then on.
    await t.db
      .update(authorSubscriptions)
      .set({ priceChangeAt: sql`now() - interval '1 minute'` })
      .where(eq(authorSubscriptions.id, sub.id));
    expect(await renewNow(sub.id)).toBe('renewed');
    expect((await subscriptionPayments(sub.id)).at(-1)!.amount).toBe('5.99');
    expect(await subRow(sub.id)).toMatchObject({
      priceCents: 599,
      pendingPriceCents: null,
      priceChangeAt: null,
    });
    await expectLedgerIdentity(t.db);
  });
});

describe('gifts (demo)', () => {
  it('a gift by username gives access at once; a refund ends it; never renewed', async () => {
    const author = await buildUser(t.db);
    const tier = await tierWith(author, '4.99', { annual: 10 });
    const buyer = await buildUser(t.db);
    const friend = await buildUser(t.db);
    const cookie = await signIn(t.app, buyer);
    const self = await call(cookie, 'POST', '/api/gifts', {
      tierId: tier.id,
      period: 'month',
      recipientUsername: buyer.username,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('CANNOT_GIFT_SELF');
    const nobody = await call(cookie, 'POST', '/api/gifts', {
      tierId: tier.id,
      period: 'month',
      recipientUsername: 'nobody_here_at_all',
    });
    expect(nobody.statusCode).toBe(404);
    const res = await call(cookie, 'POST', '/api/gifts', {
      tierId: tier.id,
      period: 'year',
      recipientUsername: friend.username,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: null, recipientUsername: friend.username });
    expect(res.json().payment).toMatchObject({
      status: 'completed',
      amount: fromCents(annualPriceCents(499, 10)),
    });
    const friendCookie = await signIn(t.app, friend);
    const status = (await call(friendCookie, 'GET', `/api/user/subscription-status/${author.id}`)).json();
    expect(status.isSubscribed).toBe(true);
    expect(status.subscription).toMatchObject({
      isGift: true,
      provider: 'gift',
      status: 'canceling',
      billingPeriod: 'year',
    });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, friend.id), eq(notifications.type, 'gift_received')));
    expect(note).toBeDefined();
    // The friend now has access through a gift: a paid subscriber is refused a gift.
    const subscriber = await buildUser(t.db);
    await call(await signIn(t.app, subscriber), 'POST', '/api/subscriptions', {
      authorId: author.id,
      tierId: tier.id,
    });
    const wasted = await call(cookie, 'POST', '/api/gifts', {
      tierId: tier.id,
      period: 'month',
      recipientUsername: subscriber.username,
    });
    expect(wasted.json().code).toBe('GIFT_RECIPIENT_SUBSCRIBED');
    // The renewal job never renews a gift.
    const subId = status.subscription.id;
    expect(await renewNow(subId)).toBe('missing');
    await t.db
      .update(authorSubscriptions)
      .set({ endDate: sql`now() + interval '300 days'` })
      .where(eq(authorSubscriptions.id, subId));
    const refund = await call(
      await signIn(t.app, author),
      'POST',
      `/api/creator/payments/${res.json().payment.paymentId}/refund`,
    );
    expect(refund.statusCode).toBe(200);
    const after = (await call(friendCookie, 'GET', `/api/user/subscription-status/${author.id}`)).json();
    expect(after.isSubscribed).toBe(false);
    await expectLedgerIdentity(t.db);
  });

  it('a code gift is redeemed once, only when paid', async () => {
    const author = await buildUser(t.db);
    const tier = await tierWith(author, '4.99');
    const cookie = await signIn(t.app, await buildUser(t.db));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gifts',
      headers: { cookie, 'idempotency-key': 'gift-code-once-1' },
      payload: { tierId: tier.id, period: 'month' },
    });
    expect(res.statusCode).toBe(200);
    const { code, giftId } = res.json();
    expect(code).toMatch(/^GIFT(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    const [stored] = await t.db.select().from(gifts).where(eq(gifts.id, giftId));
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(code);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/gifts',
      headers: { cookie, 'idempotency-key': 'gift-code-once-1' },
      payload: { tierId: tier.id, period: 'month' },
    });
    expect(replay.json()).toMatchObject({ giftId, code: null });
    const redeemer = await signIn(t.app, await buildUser(t.db));
    const unknown = await call(redeemer, 'POST', '/api/gifts/redeem', { code: 'GIFT-0000-0000-0000-0000' });
    expect(unknown.json().code).toBe('GIFT_NOT_FOUND');
    const redeemed = await call(redeemer, 'POST', '/api/gifts/redeem', { code: code.toLowerCase() });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().subscription).toMatchObject({
      isGift: true,
      isActive: true,
      tier: { id: tier.id },
    });
    const twice = await call(await signIn(t.app, await buildUser(t.db)), 'POST', '/api/gifts/redeem', {
      code,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('GIFT_ALREADY_REDEEMED');
    // An unpaid code is not found.
    const unpaid = (await call(cookie, 'POST', '/api/gifts', { tierId: tier.id, period: 'month' })).json();
    await t.db.update(payments).set({ status: 'pending' }).where(eq(payments.id, unpaid.payment.paymentId));
    const early = await call(redeemer, 'POST', '/api/gifts/redeem', { code: unpaid.code });
    expect(early.statusCode).toBe(404);
    await t.db.update(payments).set({ status: 'completed' }).where(eq(payments.id, unpaid.payment.paymentId));
    await expectLedgerIdentity(t.db);
  });
});
