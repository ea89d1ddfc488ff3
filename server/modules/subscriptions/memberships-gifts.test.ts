import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annualPriceCents } from '../../../contract/billing-period.js';
import { fromCents } from '../../../contract/money.js';
import { authorSubscriptions, gifts, notifications, payments } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { expectLedgerIdentity } from '../payouts/test-ledger.js';
import { membershipKit } from './test-memberships.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, tierWith, subRow, renewNow, subscriptionPayments } = membershipKit(() => t);

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
