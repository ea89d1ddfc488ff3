import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBillingPeriod, annualPriceCents, prorateTierChange } from '../../../contract/billing-period.js';
import { fromCents, toCents } from '../../../contract/money.js';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { expectLedgerIdentity } from '../payouts/test-ledger.js';
import { DAY, membershipKit } from './test-memberships.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, tierWith, subRow, renewNow, subscriptionPayments, subscribedToOneOfTwo } = membershipKit(
  () => t,
);

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
    const { gold, cookie, sub } = await subscribedToOneOfTwo('basic', 10);
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
    const { basic, cookie, sub } = await subscribedToOneOfTwo('gold', 15);
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
    const { gold, cookie, sub } = await subscribedToOneOfTwo('basic', 5);
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
