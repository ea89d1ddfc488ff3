import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  authorEarnings,
  authorSubscriptions,
  balanceEntries,
  contentPurchases,
  payments,
  payouts,
  users,
} from '../../db/schema.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { FakeStripe } from '../../test/fake-stripe.js';
import { runQueuedJobs } from '../../test/queued-jobs.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildTier } from '../payments/test-money.js';
import { expectLedgerIdentity } from './test-ledger.js';
import { TRANSFER_WAITING_JOB, transferWaiting } from './transfers.js';

let t: TestContext;
const fake = new FakeStripe();
const ran = new Set<string>();
beforeAll(async () => {
  const url = await fake.start();
  t = await createTestApp({ ...fake.env(url), PUBLIC_ORIGIN: 'https://storyloom.test' });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
afterEach(async () => {
  await expectLedgerIdentity(t.db);
});

function deliver(event: object) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': fake.signedHeader(payload) },
  });
}

function call(method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { cookie } });
}

async function author() {
  const user = await buildUser(t.db, { tipJarEnabled: true });
  const story = await buildStory(t.db, user, {
    accessLevel: 'premium',
    isPremium: true,
    individualPrice: '20.00',
  });
  return { user, story, cookie: await signIn(t.app, user) };
}

/** Onboards `cookie`'s author at Stripe and delivers the `account.updated` that makes the account ready. */
async function onboard(user: UserRow, cookie: string) {
  const res = await call('POST', '/api/creator/payouts/onboarding', cookie);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
  const accountId = row!.stripeAccountId!;
  const ok = await deliver(fake.event('account.updated', fake.completeOnboarding(accountId), accountId));
  expect(ok.statusCode, ok.body).toBe(200);
  return { accountId, url: res.json().url as string };
}

/** A reader buys the story; Stripe confirms. Returns the payment row. */
async function buy(storyId: number) {
  const reader = await buildUser(t.db);
  const res = await call('POST', '/api/purchase-content', await signIn(t.app, reader), {
    storyId,
    chapterId: null,
    amount: '20.00',
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db.select().from(payments).where(eq(payments.id, res.json().paymentId));
  const delivered = await deliver(
    fake.event('payment_intent.succeeded', fake.succeed(row!.stripePaymentId!)),
  );
  expect(delivered.statusCode, delivered.body).toBe(200);
  return { reader, payment: row! };
}

async function linesOf(paymentId: number) {
  return t.db.select().from(balanceEntries).where(eq(balanceEntries.paymentId, paymentId));
}

describe('Stripe Connect onboarding', () => {
  it('makes one Express account, hands out its onboarding link, and is ready after account.updated', async () => {
    const a = await author();
    const before = await call('GET', '/api/creator/payouts/account', a.cookie);
    expect(before.json()).toMatchObject({ provider: 'stripe', onboarded: false, ready: false });
    const first = await call('POST', '/api/creator/payouts/onboarding', a.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().url).toMatch(/^https:\/\/connect\.stripe\.test\//);
    expect(first.json().account).toMatchObject({ onboarded: true, ready: false });
    const created = fake.requests.filter((r) => r.path === '/v1/accounts' && r.method === 'POST');
    expect(created).toHaveLength(1);
    expect(created[0]!.params).toMatchObject({
      type: 'express',
      capabilities: { transfers: { requested: 'true' } },
      settings: { payouts: { schedule: { interval: 'manual' } } },
      metadata: { userId: String(a.user.id) },
    });
    expect(created[0]!.idempotencyKey).toMatch(new RegExp(`^storyloom-account-${a.user.id}-`));
    const link = fake.requests.filter((r) => r.path === '/v1/account_links').at(-1)!;
    expect(link.params).toMatchObject({
      type: 'account_onboarding',
      refresh_url: 'https://storyloom.test/creator-dashboard?tab=payouts&onboarding=refresh',
      return_url: 'https://storyloom.test/creator-dashboard?tab=payouts&onboarding=return',
    });
    // A second click makes a new link, never a second account.
    await call('POST', '/api/creator/payouts/onboarding', a.cookie);
    expect(fake.requests.filter((r) => r.path === '/v1/accounts' && r.method === 'POST')).toHaveLength(1);
    const [row] = await t.db.select().from(users).where(eq(users.id, a.user.id));
    const accountId = row!.stripeAccountId!;
    const ok = await deliver(fake.event('account.updated', fake.completeOnboarding(accountId), accountId));
    expect(ok.statusCode).toBe(200);
    const after = await call('GET', '/api/creator/payouts/account', a.cookie);
    expect(after.json()).toMatchObject({
      onboarded: true,
      detailsSubmitted: true,
      payoutsEnabled: true,
      requirementsDue: [],
      ready: true,
    });
  });
});

describe('Stripe destination charges and waiting transfers', () => {
  it("sends a ready author's share with the charge, the platform fee as application fee", async () => {
    const a = await author();
    const { accountId } = await onboard(a.user, a.cookie);
    const { payment } = await buy(a.story.id);
    const intent = fake.get(payment.stripePaymentId!);
    expect(intent).toMatchObject({ transfer_data: { destination: accountId }, application_fee_amount: 300 });
    expect(await linesOf(payment.id)).toEqual([
      expect.objectContaining({ kind: 'earning', amountCents: 1700, transfer: 'destination' }),
    ]);
    expect(fake.balances.get(accountId)).toBe(1700);
  });

  it('keeps the money of an author without an account waiting, then transfers it once ready', async () => {
    const a = await author();
    const { payment } = await buy(a.story.id);
    expect(fake.get(payment.stripePaymentId!)).toMatchObject({ transfer_data: null });
    expect(await linesOf(payment.id)).toEqual([expect.objectContaining({ transfer: 'waiting' })]);
    expect(await transferWaiting(t.db, t.app.payments.stripe)).toBe(0); // no account yet
    const { accountId } = await onboard(a.user, a.cookie);
    const jobs = await runQueuedJobs(
      t,
      TRANSFER_WAITING_JOB,
      async () => {
        await transferWaiting(t.db, t.app.payments.stripe);
      },
      ran,
    );
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    const [line] = await linesOf(payment.id);
    expect(line).toMatchObject({ transfer: 'transferred' });
    expect(line!.stripeTransferId).toMatch(/^tr_/);
    const sent = fake.requests.filter((r) => r.path === '/v1/transfers');
    expect(sent.at(-1)).toMatchObject({
      idempotencyKey: `storyloom-transfer-${line!.id}`,
      params: { amount: '1700', currency: 'usd', destination: accountId },
    });
    expect(await transferWaiting(t.db, t.app.payments.stripe)).toBe(0); // nothing twice
  });

  it("bills a ready author's subscribers with transfer_data and the fee percent, and never transfers it again", async () => {
    const a = await author();
    const { accountId } = await onboard(a.user, a.cookie);
    const tier = await buildTier(t.db, a.user, '5.00');
    const reader = await buildUser(t.db);
    const res = await call('POST', '/api/subscriptions', await signIn(t.app, reader), {
      authorId: a.user.id,
      tierId: tier.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = fake.requests
      .filter((r) => r.path === '/v1/subscriptions' && r.method === 'POST')
      .at(-1)!;
    expect(created.params).toMatchObject({
      transfer_data: { destination: accountId },
      application_fee_percent: '15',
    });
    const [local] = await t.db
      .select()
      .from(authorSubscriptions)
      .where(eq(authorSubscriptions.id, res.json().subscription.id));
    const sub = fake.get(local!.stripeSubscriptionId!);
    const paid = await deliver(fake.event('invoice.paid', fake.payInvoice(sub.latest_invoice as string)));
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.subscriptionId, local!.id));
    expect(payment).toMatchObject({ status: 'completed', platformFee: '0.75', authorEarning: '4.25' });
    expect(await linesOf(payment!.id)).toEqual([
      expect.objectContaining({ kind: 'earning', amountCents: 425, transfer: 'destination' }),
    ]);
    const before = fake.requests.filter((r) => r.path === '/v1/transfers').length;
    await transferWaiting(t.db, t.app.payments.stripe);
    expect(fake.requests.filter((r) => r.path === '/v1/transfers')).toHaveLength(before);
  });
});

describe('Stripe refunds with Connect', () => {
  it('refunds a destination charge with reverse_transfer; the ledger follows charge.refunded', async () => {
    const a = await author();
    await onboard(a.user, a.cookie);
    const { reader, payment } = await buy(a.story.id);
    const res = await call('POST', `/api/creator/payments/${payment.id}/refund`, a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('completed'); // until the webhook
    const refund = fake.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(refund.params).toMatchObject({
      payment_intent: payment.stripePaymentId,
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
    const charge = fake.get(fake.get(payment.stripePaymentId!).latest_charge as string);
    expect((await deliver(fake.event('charge.refunded', charge))).statusCode).toBe(200);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('refunded');
    expect((await linesOf(payment.id)).map((l) => l.amountCents).sort()).toEqual([-1700, 1700]);
    const [grant] = await t.db.select().from(contentPurchases).where(eq(contentPurchases.userId, reader.id));
    expect(grant!.expiresAt).not.toBeNull();
  });

  it('reverses the transfer of an earning sent after the charge', async () => {
    const a = await author();
    const { payment } = await buy(a.story.id);
    await onboard(a.user, a.cookie);
    await transferWaiting(t.db, t.app.payments.stripe);
    const [line] = await linesOf(payment.id);
    const res = await call('POST', `/api/creator/payments/${payment.id}/refund`, a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.requests.some((r) => r.path === `/v1/transfers/${line!.stripeTransferId}/reversals`)).toBe(
      true,
    );
    const refund = fake.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(refund.params.reverse_transfer).toBeUndefined();
    const charge = fake.get(fake.get(payment.stripePaymentId!).latest_charge as string);
    await deliver(fake.event('charge.refunded', charge));
  });
});

describe('Stripe disputes', () => {
  it('holds on charge.dispute.created and releases on a won charge.dispute.closed', async () => {
    const a = await author();
    await onboard(a.user, a.cookie);
    const { payment } = await buy(a.story.id);
    const dispute = fake.dispute(payment.stripePaymentId!);
    expect((await deliver(fake.event('charge.dispute.created', dispute))).statusCode).toBe(200);
    expect((await linesOf(payment.id)).every((l) => l.held)).toBe(true);
    const [locked] = await t.db
      .select()
      .from(contentPurchases)
      .where(eq(contentPurchases.paymentId, payment.id));
    expect(locked!.expiresAt).not.toBeNull();
    await expectLedgerIdentity(t.db);
    await deliver(fake.event('charge.dispute.closed', fake.closeDispute(dispute.id, 'won')));
    expect((await linesOf(payment.id)).every((l) => !l.held)).toBe(true);
    const [back] = await t.db
      .select()
      .from(contentPurchases)
      .where(eq(contentPurchases.paymentId, payment.id));
    expect(back!.expiresAt).toBeNull();
  });

  it('reverses on a lost charge.dispute.closed', async () => {
    const a = await author();
    await onboard(a.user, a.cookie);
    const { payment } = await buy(a.story.id);
    const dispute = fake.dispute(payment.stripePaymentId!);
    await deliver(fake.event('charge.dispute.created', dispute));
    await deliver(fake.event('charge.dispute.closed', fake.closeDispute(dispute.id, 'lost')));
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('refunded');
    expect((await linesOf(payment.id)).map((l) => l.amountCents).sort()).toEqual([-1700, 1700]);
  });
});

describe('Stripe payouts', () => {
  it('creates the payout on the connected account, in transit until payout.paid', async () => {
    const a = await author();
    const { accountId } = await onboard(a.user, a.cookie);
    await buy(a.story.id);
    await t.db
      .update(balanceEntries)
      .set({ availableAt: sql`now() - interval '1 second'` })
      .where(eq(balanceEntries.userId, a.user.id));
    const res = await call('POST', '/api/creator/payouts', a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amountCents: 1700, status: 'in_transit', trigger: 'request' });
    const sent = fake.requests.filter((r) => r.path === '/v1/payouts').at(-1)!;
    expect(sent).toMatchObject({ stripeAccount: accountId, params: { amount: '1700', currency: 'usd' } });
    expect(sent.idempotencyKey).toMatch(/^storyloom-payout-/);
    const balance = await call('GET', '/api/creator/balance', a.cookie);
    expect(balance.json()).toMatchObject({ availableCents: 0, inTransitCents: 1700, paidOutCents: 0 });
    await expectLedgerIdentity(t.db);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.userId, a.user.id));
    const ok = await deliver(fake.event('payout.paid', fake.payPayout(row!.stripePayoutId!), accountId));
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await call('GET', '/api/creator/balance', a.cookie);
    expect(after.json()).toMatchObject({ inTransitCents: 0, paidOutCents: 1700 });
    const [totals] = await t.db.select().from(authorEarnings).where(eq(authorEarnings.authorId, a.user.id));
    expect(totals).toMatchObject({ totalPaidOut: '17.00', pendingPayout: '0.00' });
  });

  it('puts the lines of a failed payout back to available', async () => {
    const a = await author();
    const { accountId } = await onboard(a.user, a.cookie);
    await buy(a.story.id);
    await t.db
      .update(balanceEntries)
      .set({ availableAt: sql`now() - interval '1 second'` })
      .where(eq(balanceEntries.userId, a.user.id));
    const res = await call('POST', '/api/creator/payouts', a.cookie);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, res.json().id));
    await deliver(fake.event('payout.failed', fake.payPayout(row!.stripePayoutId!, 'failed'), accountId));
    const after = await call('GET', '/api/creator/balance', a.cookie);
    expect(after.json()).toMatchObject({ availableCents: 1700, inTransitCents: 0, paidOutCents: 0 });
    const list = await call('GET', '/api/creator/payouts', a.cookie);
    expect(list.json().payouts[0]).toMatchObject({ status: 'failed' });
  });
});
