import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorSubscriptions, payments } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { FakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildTier } from '../payments/test-money.js';

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

function call(cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
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

/** A reader subscribed through Stripe Billing and paid the first invoice; the Stripe subscription's id. */
async function paidSubscription(author: { id: number }, tierId: number) {
  const cookie = await signIn(t.app, await buildUser(t.db));
  const res = (await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId })).json();
  const [local] = await t.db
    .select()
    .from(authorSubscriptions)
    .where(eq(authorSubscriptions.id, res.subscription.id));
  const stripeId = local!.stripeSubscriptionId!;
  await deliver(fake.event('invoice.paid', fake.payInvoice(fake.get(stripeId).latest_invoice as string)));
  return { cookie, id: res.subscription.id as number, stripeId };
}

const itemPrice = (stripeId: string) =>
  (fake.get(stripeId).items as { data: { price: { id: string; unit_amount: number } }[] }).data[0]!.price;

describe('Stripe: prices kept per subscriber, cancel and resume', () => {
  it('editing a tier never touches existing Stripe subscriptions: they renew at their price; a newcomer gets the new Price', async () => {
    const author = await buildUser(t.db);
    const authorCookie = await signIn(t.app, author);
    const tier = await buildTier(t.db, author, '3.00');
    const first = await paidSubscription(author, tier.id);
    const oldPrice = itemPrice(first.stripeId);
    expect(oldPrice.unit_amount).toBe(300);

    const before = fake.requests.length;
    const edit = await call(authorCookie, 'PATCH', `/api/creator/subscription-tiers/${tier.id}`, {
      price: '3.50',
    });
    expect(edit.statusCode).toBe(200);
    // No call to Stripe at all: existing subscriptions keep their Price.
    expect(fake.requests.slice(before)).toEqual([]);
    expect(itemPrice(first.stripeId).id).toBe(oldPrice.id);

    await deliver(fake.event('invoice.paid', fake.renew(first.stripeId)));
    const rows = await t.db.select().from(payments).where(eq(payments.subscriptionId, first.id));
    expect(rows.filter((r) => r.status === 'completed').map((r) => r.amount)).toEqual(['3.00', '3.00']);
    const [mine] = (await call(first.cookie, 'GET', '/api/user/subscriptions')).json();
    expect(mine).toMatchObject({ priceCents: 300, status: 'active', tier: { price: '3.50' } });

    const second = await paidSubscription(author, tier.id);
    expect(itemPrice(second.stripeId)).toMatchObject({ unit_amount: 350 });
    expect(itemPrice(second.stripeId).id).not.toBe(oldPrice.id);
    const [theirs] = (await call(second.cookie, 'GET', '/api/user/subscriptions')).json();
    expect(theirs).toMatchObject({ priceCents: 350 });
  });

  it('resume clears cancel_at_period_end on the Stripe subscription and keeps access', async () => {
    const author = await buildUser(t.db);
    const tier = await buildTier(t.db, author, '3.00');
    const { cookie, id, stripeId } = await paidSubscription(author, tier.id);
    const cancelled = (await call(cookie, 'DELETE', `/api/subscriptions/${id}`)).json();
    expect(cancelled).toMatchObject({ status: 'canceling', cancelAtPeriodEnd: true, isActive: true });
    expect(fake.get(stripeId).cancel_at_period_end).toBe(true);

    const before = fake.requests.length;
    const resumed = await call(cookie, 'POST', `/api/subscriptions/${id}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, priceCents: 300 });
    expect(fake.requests.slice(before)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/v1/subscriptions/${stripeId}`,
        params: { cancel_at_period_end: 'false' },
      }),
    ]);
    expect(fake.get(stripeId).cancel_at_period_end).toBe(false);
    // Stripe's echo of the change leaves it active.
    await deliver(fake.event('customer.subscription.updated', fake.get(stripeId)));
    const [after] = (await call(cookie, 'GET', '/api/user/subscriptions')).json();
    expect(after).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, isActive: true });
  });
});
