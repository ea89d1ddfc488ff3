import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annualPriceCents, prorateTierChange } from '../../../contract/billing-period.js';
import { fromCents, toCents } from '../../../contract/money.js';
import { authorSubscriptions, notifications, payments, subscriptionTiers } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { FakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildTier } from '../payments/test-money.js';
import { expectLedgerIdentity } from '../payouts/test-ledger.js';
import { runMoveStripePriceJob } from './price-move.js';

let t: TestContext;
const fake = new FakeStripe();
beforeAll(async () => {
  const url = await fake.start();
  t = await createTestApp(fake.env(url));
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

function call(cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

function deliver(event: object) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': fake.signedHeader(payload) },
  });
}

type Item = { price: { id: string; unit_amount: number; recurring: { interval: string } } };
const itemOf = (stripeId: string) => (fake.get(stripeId).items as { data: Item[] }).data[0]!;

async function paidSubscription(authorId: number, tierId: number, period: 'month' | 'year' = 'month') {
  const cookie = await signIn(t.app, await buildUser(t.db));
  const res = (await call(cookie, 'POST', '/api/subscriptions', { authorId, tierId, period })).json();
  const [local] = await t.db
    .select()
    .from(authorSubscriptions)
    .where(eq(authorSubscriptions.id, res.subscription.id));
  const stripeId = local!.stripeSubscriptionId!;
  await deliver(fake.event('invoice.paid', fake.payInvoice(fake.get(stripeId).latest_invoice as string)));
  return { cookie, id: res.subscription.id as number, stripeId };
}

describe('memberships with Stripe (fake)', () => {
  it('annual: a yearly Price at the annual amount, renewed a year later by invoice.paid', async () => {
    const author = await buildUser(t.db);
    const tier = await buildTier(t.db, author, '4.99');
    await t.db
      .update(subscriptionTiers)
      .set({ annualDiscountPercent: 20 })
      .where(eq(subscriptionTiers.id, tier.id));
    const { id, stripeId } = await paidSubscription(author.id, tier.id, 'year');
    const yearCents = annualPriceCents(499, 20);
    expect(itemOf(stripeId).price).toMatchObject({ unit_amount: yearCents, recurring: { interval: 'year' } });
    const [row] = await t.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, id));
    expect(row).toMatchObject({ billingPeriod: 'year', priceCents: yearCents, status: 'active' });
    const [saved] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, tier.id));
    expect(saved!.stripeAnnualPriceCents).toBe(yearCents);
    await deliver(fake.event('invoice.paid', fake.renew(stripeId)));
    const rows = await t.db.select().from(payments).where(eq(payments.subscriptionId, id));
    expect(rows.map((r) => toCents(r.amount))).toEqual([yearCents, yearCents]);
    await expectLedgerIdentity(t.db);
  });

  it('upgrade: always_invoice, the proration invoice paid is recorded at prorateTierChange cents', async () => {
    const author = await buildUser(t.db);
    const basic = await buildTier(t.db, author, '4.99', 'Basic');
    const gold = await buildTier(t.db, author, '9.99', 'Gold');
    const { cookie, id, stripeId } = await paidSubscription(author.id, basic.id);
    // Half the fake's 30-day period has gone by.
    const item = itemOf(stripeId) as unknown as { current_period_start: number; current_period_end: number };
    item.current_period_start -= 15 * 24 * 3600;
    item.current_period_end -= 15 * 24 * 3600;
    const res = await call(cookie, 'POST', `/api/subscriptions/${id}/change-tier`, { tierId: gold.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription).toMatchObject({ tier: { id: gold.id }, priceCents: 999 });
    expect(itemOf(stripeId).price.unit_amount).toBe(999);
    const invoiceId = fake.get(stripeId).latest_invoice as string;
    const invoice = fake.get(invoiceId);
    expect(invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_update' });
    const expected = prorateTierChange({
      oldCents: 499,
      newCents: 999,
      periodStart: new Date(item.current_period_start * 1000),
      periodEnd: new Date(item.current_period_end * 1000),
      now: new Date(),
    });
    expect(Math.abs((invoice.amount_paid as number) - expected.dueCents)).toBeLessThanOrEqual(1);
    await deliver(fake.event('invoice.paid', invoice));
    const rows = await t.db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, id))
      .orderBy(payments.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ status: 'completed', amount: fromCents(invoice.amount_paid as number) });
    const [after] = await t.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, id));
    expect(after).toMatchObject({ priceCents: 999, tierId: gold.id });
    await expectLedgerIdentity(t.db);
  });

  it('trial: trial_period_days, the $0 invoice records no payment, the first real invoice does', async () => {
    const author = await buildUser(t.db);
    const tier = await buildTier(t.db, author, '4.99');
    await t.db.update(subscriptionTiers).set({ trialDays: 7 }).where(eq(subscriptionTiers.id, tier.id));
    const cookie = await signIn(t.app, await buildUser(t.db));
    const res = await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toBeNull();
    expect(res.json().subscription).toMatchObject({ status: 'trialing', isActive: true });
    expect(res.json().subscription.trialEndsAt).toBeTruthy();
    const id = res.json().subscription.id as number;
    const [local] = await t.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, id));
    const stripeId = local!.stripeSubscriptionId!;
    expect(fake.get(stripeId).status).toBe('trialing');
    const zero = fake.get(fake.get(stripeId).latest_invoice as string);
    expect(zero).toMatchObject({ status: 'paid', amount_paid: 0 });
    expect((await deliver(fake.event('invoice.paid', zero))).statusCode).toBe(200);
    expect(await t.db.select().from(payments).where(eq(payments.subscriptionId, id))).toHaveLength(0);
    await deliver(fake.event('invoice.paid', fake.renew(stripeId)));
    const rows = await t.db.select().from(payments).where(eq(payments.subscriptionId, id));
    expect(rows.map((r) => [r.amount, r.status])).toEqual([['4.99', 'completed']]);
    const [after] = await t.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, id));
    expect(after).toMatchObject({ status: 'active', priceCents: 499, trialEndsAt: null });
    await expectLedgerIdentity(t.db);
  });

  it('gift by username: paid through a PaymentIntent, granted on its webhook', async () => {
    const author = await buildUser(t.db);
    const tier = await buildTier(t.db, author, '4.99');
    const friend = await buildUser(t.db);
    const cookie = await signIn(t.app, await buildUser(t.db));
    const res = await call(cookie, 'POST', '/api/gifts', {
      tierId: tier.id,
      period: 'month',
      recipientUsername: friend.username,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ status: 'pending', provider: 'stripe' });
    expect(res.json().payment.clientSecret).toBeTruthy();
    const [row] = await t.db.select().from(payments).where(eq(payments.id, res.json().payment.paymentId));
    await deliver(fake.event('payment_intent.succeeded', fake.succeed(row!.stripePaymentId!)));
    const status = (
      await call(await signIn(t.app, friend), 'GET', `/api/user/subscription-status/${author.id}`)
    ).json();
    expect(status).toMatchObject({ isSubscribed: true, subscription: { isGift: true } });
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, friend.id), eq(notifications.type, 'gift_received')));
    expect(notes).toHaveLength(1);
    await expectLedgerIdentity(t.db);
  });

  it('downgrade: create_prorations, the credit comes off the next renewal invoice and the ledger', async () => {
    const author = await buildUser(t.db);
    const basic = await buildTier(t.db, author, '4.99', 'Basic');
    const gold = await buildTier(t.db, author, '9.99', 'Gold');
    const { cookie, id, stripeId } = await paidSubscription(author.id, gold.id);
    const item = itemOf(stripeId) as unknown as { current_period_start: number; current_period_end: number };
    item.current_period_start -= 10 * 24 * 3600;
    item.current_period_end -= 10 * 24 * 3600;
    const res = await call(cookie, 'POST', `/api/subscriptions/${id}/change-tier`, { tierId: basic.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toBeNull();
    expect(res.json().prorationCents).toBeLessThan(0);
    const update = fake.requests.filter((r) => r.path === `/v1/subscriptions/${stripeId}`).at(-1)!;
    expect(update.params).toMatchObject({ proration_behavior: 'create_prorations' });
    const expected = prorateTierChange({
      oldCents: 999,
      newCents: 499,
      periodStart: new Date(item.current_period_start * 1000),
      periodEnd: new Date(item.current_period_end * 1000),
      now: new Date(),
    });
    const renewal = fake.renew(stripeId);
    expect(Math.abs((renewal.amount_paid as number) - (499 + expected.dueCents))).toBeLessThanOrEqual(1);
    expect((await deliver(fake.event('invoice.paid', renewal))).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, id))
      .orderBy(payments.id);
    expect(rows.map((r) => toCents(r.amount))).toEqual([999, renewal.amount_paid as number]);
    const [after] = await t.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, id));
    expect(after).toMatchObject({ tierId: basic.id, priceCents: 499 });
    // The credit was used once: the renewal after charges the full price.
    expect(fake.renew(stripeId).amount_paid).toBe(499);
    await expectLedgerIdentity(t.db);
  });

  it('price move: the move-stripe-price job switches the Price with no proration once the date has come', async () => {
    const author = await buildUser(t.db);
    const authorCookie = await signIn(t.app, author);
    const tier = await buildTier(t.db, author, '4.99');
    const { id, stripeId } = await paidSubscription(author.id, tier.id);
    const edited = await call(authorCookie, 'PATCH', `/api/creator/subscription-tiers/${tier.id}`, {
      price: '5.99',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = await call(
      authorCookie,
      'POST',
      `/api/creator/subscription-tiers/${tier.id}/move-subscribers`,
      {},
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().moved).toBe(1);
    const job = { data: { subscriptionId: id } };
    // Not yet due: nothing changes at Stripe.
    expect(await runMoveStripePriceJob(t.app, job)).toBe('nothing');
    expect(itemOf(stripeId).price.unit_amount).toBe(499);
    await t.db
      .update(authorSubscriptions)
      .set({ priceChangeAt: new Date(Date.now() - 1000) })
      .where(eq(authorSubscriptions.id, id));
    expect(await runMoveStripePriceJob(t.app, job)).toBe('moved');
    expect(itemOf(stripeId).price.unit_amount).toBe(599);
    const update = fake.requests.filter((r) => r.path === `/v1/subscriptions/${stripeId}`).at(-1)!;
    expect(update.params).toMatchObject({ proration_behavior: 'none' });
    const [after] = await t.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, id));
    expect(after).toMatchObject({ priceCents: 599, pendingPriceCents: null, priceChangeAt: null });
    expect(await runMoveStripePriceJob(t.app, job)).toBe('nothing'); // done once
    await deliver(fake.event('invoice.paid', fake.renew(stripeId)));
    const rows = await t.db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, id))
      .orderBy(payments.id);
    expect(rows.map((r) => toCents(r.amount))).toEqual([499, 599]);
    await expectLedgerIdentity(t.db);
  });
});
