import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION } from '../../../contract/account.js';
import { contentPurchases, payments } from '../../db/schema.js';
import { buildUser, signIn, TEST_PASSWORD } from '../../test/factories.js';
import { FakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildPremiumSale, buildTier, ledgerOf } from './test-money.js';

/*
 * Nobody is charged twice (ADR 0024), in Stripe mode: the real Stripe SDK against the local fake
 * Stripe, which counts the PaymentIntents and subscriptions made. 50 requests of one click at once
 * make one payment row and one Stripe object, and every answer carries the same client secret.
 */

let t: TestContext;
const fake = new FakeStripe();
beforeAll(async () => {
  t = await createTestApp(fake.env(await fake.start()));
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const N = 50;

function post(cookie: string, url: string, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
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

const stripeObjects = (kind: string, metadata: Record<string, string>) =>
  [...fake.objects.values()].filter(
    (o) =>
      o.object === kind &&
      Object.entries(metadata).every(([k, v]) => (o.metadata as Record<string, string>)[k] === v),
  );

const premiumStory = (price: string) => buildPremiumSale(t, price);

const paymentsOf = (userId: number) => t.db.select().from(payments).where(eq(payments.userId, userId));

describe('one PaymentIntent per click (Stripe mode)', () => {
  it(`${N} simultaneous purchases without an Idempotency-Key: one payment, one PaymentIntent, one client secret`, async () => {
    const { story, reader, cookie } = await premiumStory('6.41');
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        post(cookie, '/api/purchase-content', { storyId: story.id, amount: '6.41' }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    expect(new Set(answers.map((r) => r.json().paymentId)).size).toBe(1);
    const secrets = new Set(answers.map((r) => r.json().clientSecret));
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).toMatch(/^pi_.*_secret_/);
    expect(await paymentsOf(reader.id)).toHaveLength(1);
    expect(stripeObjects('payment_intent', { userId: String(reader.id) })).toHaveLength(1);
  });

  it(`${N} simultaneous subscriptions to one tier: one payment, one Stripe subscription, one client secret`, async () => {
    const author = await buildUser(t.db);
    const tier = await buildTier(t.db, author, '7.00');
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        post(cookie, '/api/subscriptions', { authorId: author.id, tierId: tier.id }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    expect(new Set(answers.map((r) => r.json().payment?.clientSecret)).size).toBe(1);
    expect(await paymentsOf(reader.id)).toHaveLength(1);
    expect(stripeObjects('subscription', { userId: String(reader.id) })).toHaveLength(1);
  });

  it(`${N} copies of one tip click: one payment and one PaymentIntent`, async () => {
    const author = await buildUser(t.db, { tipJarEnabled: true });
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        post(cookie, '/api/tips', { authorId: author.id, amount: '3' }, 'tip-click'),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    expect(new Set(answers.map((r) => r.json().clientSecret)).size).toBe(1);
    expect(await paymentsOf(reader.id)).toHaveLength(1);
    expect(stripeObjects('payment_intent', { userId: String(reader.id), type: 'tip' })).toHaveLength(1);
  });

  it('a declined PaymentIntent paid later, after the reader started another: one purchase holds the item', async () => {
    const { author, story, reader, cookie } = await premiumStory('4.00');
    const buy = () => post(cookie, '/api/purchase-content', { storyId: story.id, amount: '4.00' });
    const first = (await buy()).json();
    const firstIntent = (await t.db.select().from(payments).where(eq(payments.id, first.paymentId)))[0]!
      .stripePaymentId!;
    await deliver(fake.event('payment_intent.payment_failed', fake.fail(firstIntent)));
    const second = (await buy()).json();
    expect(second.paymentId).not.toBe(first.paymentId);
    // The first intent is paid after all (another card on the same Payment Element).
    expect(
      (await deliver(fake.event('payment_intent.succeeded', fake.succeed(firstIntent)))).statusCode,
    ).toBe(200);
    const rows = await paymentsOf(reader.id);
    expect(rows.map((r) => [r.id, r.status]).sort()).toEqual(
      [
        [first.paymentId, 'completed'],
        [second.paymentId, 'failed'],
      ].sort(),
    );
    expect(await t.db.select().from(contentPurchases).where(eq(contentPurchases.userId, reader.id))).toEqual([
      expect.objectContaining({ paymentId: first.paymentId }),
    ]);
    expect(await ledgerOf(t.db, author.id)).toMatchObject({ totalEarned: '3.40', rowsEarning: '3.40' });
    expect((await buy()).json().code).toBe('ALREADY_PURCHASED');
  });

  it("deleting an author's account ends their readers' Stripe subscriptions, so nobody is billed for it", async () => {
    const author = await buildUser(t.db);
    const tier = await buildTier(t.db, author, '2.50');
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    await post(cookie, '/api/subscriptions', { authorId: author.id, tierId: tier.id });
    const [sub] = stripeObjects('subscription', { userId: String(reader.id) });
    await deliver(fake.event('invoice.paid', fake.payInvoice(sub!.latest_invoice as string)));
    expect(fake.get(sub!.id as string).status).toBe('active');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: await signIn(t.app, author) },
      payload: { currentPassword: TEST_PASSWORD, confirmation: DELETE_CONFIRMATION },
    });
    expect(res.statusCode).toBe(200);
    expect(fake.get(sub!.id as string).status).toBe('canceled');
    expect(await paymentsOf(reader.id)).toEqual([
      expect.objectContaining({ authorId: null, status: 'completed', amount: '2.50' }),
    ]);
  });
});
