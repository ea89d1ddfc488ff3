import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorSubscriptions, contentPurchases, payments, stripeEvents, users } from '../../db/schema.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { FakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildTier, ledgerOf } from './test-money.js';

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

function deliver(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? fake.signedHeader(payload),
    },
  });
}

function post(cookie: string, url: string, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

async function paymentRow(id: number) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function premiumStory(price = '2.99') {
  const author = await buildUser(t.db);
  const story = await buildStory(t.db, author, {
    accessLevel: 'premium',
    isPremium: true,
    individualPrice: price,
  });
  const reader = await buildUser(t.db);
  return { author, story, reader, cookie: await signIn(t.app, reader) };
}

async function grantsOf(reader: UserRow) {
  return t.db.select().from(contentPurchases).where(eq(contentPurchases.userId, reader.id));
}

describe('Stripe through the real SDK against a local fake Stripe', () => {
  it('tells the web app Stripe is on, with the publishable key', async () => {
    expect((await t.app.inject({ url: '/api/payments/config' })).json()).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_fake_storyloom',
    });
  });

  it('purchase: a PaymentIntent at the server price; access only when the verified webhook confirms; a duplicate changes nothing', async () => {
    const { author, story, reader, cookie } = await premiumStory('2.99');
    const res = await post(cookie, '/api/purchase-content', { storyId: story.id, amount: '2.99' }, 'k1');
    expect(res.statusCode).toBe(200);
    const started = res.json();
    expect(started).toMatchObject({ provider: 'stripe', demo: false, status: 'pending', amount: '2.99' });
    const row = await paymentRow(started.paymentId);
    const intent = fake.get(row.stripePaymentId!);
    expect(intent).toMatchObject({ amount: 299, currency: 'usd', metadata: { paymentId: String(row.id) } });
    expect(started.clientSecret).toBe(intent.client_secret);
    const [me] = await t.db.select().from(users).where(eq(users.id, reader.id));
    expect(me!.stripeCustomerId).toMatch(/^cus_/);
    expect(await grantsOf(reader)).toEqual([]);

    const event = fake.event('payment_intent.succeeded', fake.succeed(intent.id));
    const ok = await deliver(event);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true, duplicate: false });
    expect(await paymentRow(row.id)).toMatchObject({ status: 'completed', provider: 'stripe' });
    expect(await grantsOf(reader)).toEqual([
      expect.objectContaining({ storyId: story.id, paymentId: row.id, expiresAt: null }),
    ]);
    const dup = await deliver(event);
    expect(dup.json()).toEqual({ received: true, duplicate: true });
    expect(await ledgerOf(t.db, author.id)).toMatchObject({
      totalEarned: '2.54',
      rowsEarning: '2.54',
      rowCount: 1,
    });
    const stored = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { story, reader, cookie } = await premiumStory();
    const started = (
      await post(cookie, '/api/purchase-content', { storyId: story.id, amount: '2.99' })
    ).json();
    const intentId = (await paymentRow(started.paymentId)).stripePaymentId!;
    const event = fake.event('payment_intent.succeeded', fake.succeed(intentId));
    const payload = JSON.stringify(event);
    for (const signature of [fake.signedHeader(payload, 'whsec_someone_else'), 't=1,v1=deadbeef', '']) {
      const res = await deliver(event, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    // A body changed after signing fails too.
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: payload.replace('"livemode":false', '"livemode":true'),
      headers: { 'content-type': 'application/json', 'stripe-signature': fake.signedHeader(payload) },
    });
    expect(tampered.statusCode).toBe(400);
    expect((await paymentRow(started.paymentId)).status).toBe('pending');
    expect(await grantsOf(reader)).toEqual([]);
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual([]);
    // A browser-looking cross-site POST is still refused by the same-origin check; Stripe sends no Origin.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'stripe-signature': fake.signedHeader(payload),
      },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('two events in reverse order leave one correct row: a failure after the success, a refund before it', async () => {
    const a = await premiumStory('5.00');
    const first = (
      await post(a.cookie, '/api/purchase-content', { storyId: a.story.id, amount: '5.00' })
    ).json();
    const intentA = (await paymentRow(first.paymentId)).stripePaymentId!;
    const failed = fake.event('payment_intent.payment_failed', fake.fail(intentA));
    const succeeded = fake.event('payment_intent.succeeded', fake.succeed(intentA));
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await t.db.select().from(payments).where(eq(payments.userId, a.reader.id))).toEqual([
      expect.objectContaining({ id: first.paymentId, status: 'completed' }),
    ]);
    expect(await grantsOf(a.reader)).toHaveLength(1);

    const b = await premiumStory('5.00');
    const second = (
      await post(b.cookie, '/api/purchase-content', { storyId: b.story.id, amount: '5.00' })
    ).json();
    const intentB = (await paymentRow(second.paymentId)).stripePaymentId!;
    const paid = fake.event('payment_intent.succeeded', fake.succeed(intentB));
    const refunded = fake.event('charge.refunded', fake.refund(intentB));
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect((await deliver(paid)).statusCode).toBe(200);
    expect(await t.db.select().from(payments).where(eq(payments.userId, b.reader.id))).toEqual([
      expect.objectContaining({ id: second.paymentId, status: 'refunded' }),
    ]);
    expect(await grantsOf(b.reader)).toEqual([]);
    expect(await ledgerOf(t.db, b.author.id)).toMatchObject({ totalEarned: '0.00', rowsEarning: '0.00' });
  });

  it('a refund after the purchase revokes access and reverses the earning', async () => {
    const { author, story, reader, cookie } = await premiumStory('3.00');
    const started = (
      await post(cookie, '/api/purchase-content', { storyId: story.id, amount: '3.00' })
    ).json();
    const intentId = (await paymentRow(started.paymentId)).stripePaymentId!;
    await deliver(fake.event('payment_intent.succeeded', fake.succeed(intentId)));
    expect(await ledgerOf(t.db, author.id)).toMatchObject({ totalEarned: '2.55' });
    await deliver(fake.event('charge.refunded', fake.refund(intentId)));
    const [grant] = await grantsOf(reader);
    expect(grant!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await ledgerOf(t.db, author.id)).toMatchObject({ totalEarned: '0.00', rowsEarning: '0.00' });
    // The author cannot refund a Stripe payment through the demo action.
    const authorCookie = await signIn(t.app, author);
    expect(
      (await post(authorCookie, `/api/creator/payments/${started.paymentId}/refund`, {})).json().code,
    ).toBe('NOT_REFUNDABLE');
  });

  it('30 simultaneous purchase requests with one Idempotency-Key make one payment and one PaymentIntent', async () => {
    const { story, reader, cookie } = await premiumStory('7.77');
    const before = fake.requests.filter((r) => r.path === '/v1/payment_intents').length;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(cookie, '/api/purchase-content', { storyId: story.id, amount: '7.77' }, 'same-click'),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map((r) => r.json().paymentId)).size).toBe(1);
    expect(new Set(answers.map((r) => r.json().clientSecret)).size).toBe(1);
    expect(await t.db.select().from(payments).where(eq(payments.userId, reader.id))).toHaveLength(1);
    const intents = fake.requests.filter((r) => r.path === '/v1/payment_intents').slice(before);
    expect(new Set(intents.map((r) => r.idempotencyKey)).size).toBe(1);
    const created = [...fake.objects.values()].filter(
      (o) => o.object === 'payment_intent' && o.amount === 777,
    );
    expect(created).toHaveLength(1);
  });

  it('tip: pending until Stripe confirms, then the author earns it', async () => {
    const author = await buildUser(t.db, { tipJarEnabled: true });
    const cookie = await signIn(t.app, await buildUser(t.db));
    const started = (
      await post(cookie, '/api/tips', { authorId: author.id, amount: '10', message: 'Thanks' }, 'tip-x')
    ).json();
    expect(started).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      amount: '10.00',
      clientSecret: expect.stringMatching(/^pi_/),
    });
    const intentId = (await paymentRow(started.paymentId)).stripePaymentId!;
    expect(fake.get(intentId)).toMatchObject({ amount: 1000, metadata: { type: 'tip' } });
    await deliver(fake.event('payment_intent.succeeded', fake.succeed(intentId)));
    expect(await paymentRow(started.paymentId)).toMatchObject({
      status: 'completed',
      type: 'tip',
      message: 'Thanks',
    });
    expect(await ledgerOf(t.db, author.id)).toMatchObject({ totalEarned: '8.50', rowsEarning: '8.50' });
  });

  it('subscription: Stripe Billing with a Customer and a Price per tier; active on invoice.paid, renewed, cancelled at period end', async () => {
    const author = await buildUser(t.db);
    const tier = await buildTier(t.db, author, '4.99');
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    const res = (await post(cookie, '/api/subscriptions', { authorId: author.id, tierId: tier.id })).json();
    expect(res.subscription).toMatchObject({
      status: 'pending',
      isActive: false,
      provider: 'stripe',
      endDate: null,
    });
    expect(res.payment).toMatchObject({
      status: 'pending',
      amount: '4.99',
      clientSecret: expect.stringMatching(/^pi_.*_secret_/),
    });
    const [local] = await t.db
      .select()
      .from(authorSubscriptions)
      .where(eq(authorSubscriptions.id, res.subscription.id));
    const sub = fake.get(local!.stripeSubscriptionId!);
    expect(sub).toMatchObject({ status: 'incomplete', metadata: { tierId: String(tier.id) } });
    const price = (
      sub.items as { data: { price: { unit_amount: number; recurring: { interval: string } } }[] }
    ).data[0]!.price;
    expect(price).toMatchObject({ unit_amount: 499, recurring: { interval: 'month' } });
    // The subscription event may come first: it grants nothing before the invoice is paid.
    await deliver(fake.event('customer.subscription.updated', sub));
    expect(
      (await t.app.inject({ url: `/api/user/subscription-status/${author.id}`, headers: { cookie } })).json()
        .isSubscribed,
    ).toBe(false);

    const invoice = fake.payInvoice(sub.latest_invoice as string);
    const paidEvent = fake.event('invoice.paid', invoice);
    await deliver(paidEvent);
    await deliver(paidEvent);
    const status = (
      await t.app.inject({ url: `/api/user/subscription-status/${author.id}`, headers: { cookie } })
    ).json();
    expect(status).toMatchObject({
      isSubscribed: true,
      subscription: { status: 'active', tier: { id: tier.id } },
    });
    const period = (invoice.lines as { data: { period: { end: number } }[] }).data[0]!.period;
    expect(new Date(status.subscription.endDate).getTime()).toBe(period.end * 1000);
    expect(await ledgerOf(t.db, author.id)).toMatchObject({ totalEarned: '4.24', rowCount: 1 });

    // Stripe Billing renews: a cycle invoice makes a second payment, once however often it is delivered.
    const renewal = fake.event('invoice.paid', fake.renew(sub.id));
    await deliver(renewal);
    await deliver(
      fake.event('invoice.payment_succeeded', fake.get((renewal.data.object as { id: string }).id)),
    );
    expect(await ledgerOf(t.db, author.id)).toMatchObject({
      totalEarned: '8.48',
      rowsEarning: '8.48',
      rowCount: 2,
    });

    // Cancel at period end: Stripe is told; access stays until the period's end; the deletion ends it.
    const cancelled = (
      await t.app.inject({
        method: 'DELETE',
        url: `/api/subscriptions/${res.subscription.id}`,
        headers: { cookie },
      })
    ).json();
    expect(cancelled).toMatchObject({ status: 'canceling', isActive: true, cancelAtPeriodEnd: true });
    expect(fake.get(sub.id).cancel_at_period_end).toBe(true);
    await deliver(fake.event('customer.subscription.updated', fake.get(sub.id)));
    expect(
      (await t.app.inject({ url: `/api/user/subscription-status/${author.id}`, headers: { cookie } })).json()
        .isSubscribed,
    ).toBe(true);
    await deliver(fake.event('customer.subscription.deleted', fake.endSubscription(sub.id)));
    const ended = (
      await t.app.inject({ url: `/api/user/subscription-status/${author.id}`, headers: { cookie } })
    ).json();
    expect(ended).toMatchObject({
      isSubscribed: false,
      subscription: { status: 'canceled', isActive: false },
    });
  });

  it('subscription retries and tier changes: the same invoice for a retried click; another tier replaces an unpaid one and re-tiers a paid one on payment', async () => {
    const author = await buildUser(t.db);
    const basic = await buildTier(t.db, author, '3.00', 'Basic');
    const gold = await buildTier(t.db, author, '12.00', 'Gold');
    const cookie = await signIn(t.app, await buildUser(t.db));
    const subscribe = async (tierId: number) =>
      (await post(cookie, '/api/subscriptions', { authorId: author.id, tierId })).json();
    const first = await subscribe(basic.id);
    const again = await subscribe(basic.id);
    expect(again.payment).toMatchObject({
      paymentId: first.payment.paymentId,
      clientSecret: first.payment.clientSecret,
    });
    const stripeSubs = () =>
      [...fake.objects.values()].filter(
        (o) =>
          o.object === 'subscription' && (o.metadata as { authorId?: string }).authorId === String(author.id),
      );
    expect(stripeSubs()).toHaveLength(1);

    // Changed their mind before paying: the unpaid Stripe subscription is replaced.
    const switched = await subscribe(gold.id);
    expect(switched.payment).toMatchObject({ amount: '12.00', status: 'pending' });
    expect(
      stripeSubs()
        .map((s) => s.status)
        .sort(),
    ).toEqual(['canceled', 'incomplete']);
    const [local] = await t.db
      .select()
      .from(authorSubscriptions)
      .where(eq(authorSubscriptions.id, switched.subscription.id));
    const live = fake.get(local!.stripeSubscriptionId!);
    await deliver(fake.event('invoice.paid', fake.payInvoice(live.latest_invoice as string)));
    const status = async () =>
      (await t.app.inject({ url: `/api/user/subscription-status/${author.id}`, headers: { cookie } })).json();
    expect(await status()).toMatchObject({ isSubscribed: true, subscription: { tier: { name: 'Gold' } } });

    // A paid subscription moves to another tier only once the new period's invoice is paid.
    const down = await subscribe(basic.id);
    expect(down.payment).toMatchObject({ amount: '3.00', status: 'pending' });
    expect(await status()).toMatchObject({ subscription: { tier: { name: 'Gold' } } });
    const updated = fake.get(live.id);
    expect(updated.id).toBe(live.id);
    await deliver(fake.event('invoice.paid', fake.payInvoice(updated.latest_invoice as string)));
    expect(await status()).toMatchObject({ isSubscribed: true, subscription: { tier: { name: 'Basic' } } });
    expect(await ledgerOf(t.db, author.id)).toMatchObject({
      totalEarned: '12.75',
      rowsEarning: '12.75',
      rowCount: 3,
    });
  });

  it('answers 502 when Stripe cannot be re-read, so Stripe delivers again; the retry applies it', async () => {
    const { story, reader, cookie } = await premiumStory('1.50');
    const started = (
      await post(cookie, '/api/purchase-content', { storyId: story.id, amount: '1.50' })
    ).json();
    const intentId = (await paymentRow(started.paymentId)).stripePaymentId!;
    const event = fake.event('payment_intent.succeeded', fake.succeed(intentId));
    const key = fake.secretKey;
    Object.defineProperty(fake, 'secretKey', { value: 'sk_test_rotated', configurable: true });
    const down = await deliver(event);
    Object.defineProperty(fake, 'secretKey', { value: key, configurable: true });
    expect(down.statusCode).toBe(502);
    expect(await grantsOf(reader)).toEqual([]);
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect(await grantsOf(reader)).toHaveLength(1);
  });
});
