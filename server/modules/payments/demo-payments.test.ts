import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPricing, contentPurchases, payments, users } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { ledgerOf } from './test-money.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function reader() {
  const user = await buildUser(t.db);
  return { user, cookie: await signIn(t.app, user) };
}

function post(cookie: string, url: string, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

describe('payments config', () => {
  it('says demo with no Stripe configured', async () => {
    const res = await t.app.inject({ url: '/api/payments/config' });
    expect(res.json()).toEqual({
      provider: 'demo',
      publishableKey: null,
      platformFeePercent: 15,
      tipPresets: ['5.00', '10.00', '25.00'],
      minTip: '1.00',
      maxTip: '500.00',
    });
  });
});

describe('demo purchases', () => {
  it('charges the server price, grants the story, records the split and earnings in one go', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '2.99',
    });
    const { user, cookie } = await reader();
    const res = await post(cookie, '/api/purchase-content', {
      storyId: story.id,
      chapterId: null,
      amount: '2.99',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'demo',
      demo: true,
      status: 'completed',
      clientSecret: null,
      amount: '2.99',
      storyId: story.id,
      chapterId: null,
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, res.json().paymentId));
    expect(row).toMatchObject({
      amount: '2.99',
      platformFee: '0.45',
      authorEarning: '2.54',
      type: 'purchase',
      status: 'completed',
      provider: 'demo',
    });
    expect(row!.stripePaymentId).toMatch(/^demo_/);
    const grants = await t.db.select().from(contentPurchases).where(eq(contentPurchases.userId, user.id));
    expect(grants).toEqual([
      expect.objectContaining({ storyId: story.id, chapterId: null, paymentId: row!.id, expiresAt: null }),
    ]);
    const ledger = await ledgerOf(t.db, author.id);
    expect(ledger.totalEarned).toBe('2.54');
    expect(ledger.rowsEarning).toBe('2.54');

    const again = await post(cookie, '/api/purchase-content', { storyId: story.id, amount: '2.99' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PURCHASED');

    const history = (await t.app.inject({ url: '/api/user/payments', headers: { cookie } })).json();
    expect(history[0]).toMatchObject({
      type: 'purchase',
      label: 'Content Purchase',
      amount: '2.99',
      status: 'completed',
      storyTitle: story.title,
      demo: true,
    });
  });

  it('checks the client amount against the server price and never charges the client figure', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '4.50',
    });
    const { cookie } = await reader();
    const res = await post(cookie, '/api/purchase-content', { storyId: story.id, amount: 0.01 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PRICE_MISMATCH', message: expect.stringContaining('$4.50') });
    expect(await t.db.select().from(payments).where(eq(payments.storyId, story.id))).toEqual([]);
    const bad = await post(cookie, '/api/purchase-content', { storyId: story.id, amount: '4.5.0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: expect.stringContaining('amount') });
  });

  it('uses the 2.99 default, sells priced chapters alone, refuses public and own stories', async () => {
    const author = await buildUser(t.db);
    const authorCookie = await signIn(t.app, author);
    const premium = await buildStory(t.db, author, { accessLevel: 'premium', isPremium: true });
    const free = await buildStory(t.db, author);
    const { cookie, user } = await reader();
    const chapters = await t.db.query.chapters.findMany({ where: (c, { eq }) => eq(c.storyId, free.id) });
    await t.db.insert(contentPricing).values({ storyId: free.id, chapterId: chapters[1]!.id, price: '0.99' });

    expect(
      (await post(cookie, '/api/purchase-content', { storyId: free.id, amount: '2.99' })).json().code,
    ).toBe('NOT_FOR_SALE');
    expect(
      (await post(authorCookie, '/api/purchase-content', { storyId: premium.id, amount: '2.99' })).json()
        .code,
    ).toBe('CANNOT_PAY_YOURSELF');
    expect(
      (await post(cookie, '/api/purchase-content', { storyId: premium.id, amount: 2.99 })).json(),
    ).toMatchObject({ status: 'completed', amount: '2.99' });
    const chapter = await post(cookie, '/api/purchase-content', {
      storyId: free.id,
      chapterId: chapters[1]!.id,
      amount: '0.99',
    });
    expect(chapter.json()).toMatchObject({
      status: 'completed',
      storyId: free.id,
      chapterId: chapters[1]!.id,
    });
    const grant = await t.db
      .select()
      .from(contentPurchases)
      .where(and(eq(contentPurchases.userId, user.id), eq(contentPurchases.storyId, free.id)));
    expect(grant).toEqual([expect.objectContaining({ chapterId: chapters[1]!.id })]);
    expect(
      (await post(cookie, '/api/purchase-content', { storyId: 999999, amount: '2.99' })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/purchase-content',
          payload: { storyId: premium.id, amount: '2.99' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('makes one payment from 30 simultaneous requests with one Idempotency-Key', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '3.33',
    });
    const { user, cookie } = await reader();
    const key = `buy-${story.id}-${user.id}`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(cookie, '/api/purchase-content', { storyId: story.id, amount: '3.33' }, key),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    const ids = new Set(answers.map((a) => a.json().paymentId));
    expect(ids.size).toBe(1);
    const rows = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('completed');
    const ledger = await ledgerOf(t.db, author.id);
    expect(ledger).toMatchObject({ totalEarned: '2.83', rowsEarning: '2.83', rowCount: 1 });
    // The same key for another request is refused, not silently answered with the first payment.
    const other = await buildStory(t.db, author, { accessLevel: 'premium', isPremium: true });
    const reused = await post(cookie, '/api/purchase-content', { storyId: other.id, amount: '2.99' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const malformed = await post(
      cookie,
      '/api/purchase-content',
      { storyId: other.id, amount: '2.99' },
      'bad key with spaces',
    );
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'headers.idempotency-key' });
  });
});

describe('offers and chapter prices', () => {
  it('tells the price the server will charge; the author prices a chapter of a premium story alone', async () => {
    const author = await buildUser(t.db);
    const authorCookie = await signIn(t.app, author);
    const premium = await buildStory(t.db, author, {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '6.00',
    });
    const members = await buildStory(t.db, author, { accessLevel: 'subscribers' });
    const [, second] = await t.db.query.chapters.findMany({
      where: (c, { eq }) => eq(c.storyId, premium.id),
      orderBy: (c, { asc }) => asc(c.orderIndex),
    });
    const offer = (q: string) => t.app.inject({ url: `/api/purchase-offer?${q}` }).then((r) => r.json());
    expect(await offer(`storyId=${premium.id}&chapterId=${second!.id}`)).toEqual({
      storyId: premium.id,
      chapterId: null,
      forSale: true,
      price: '6.00',
    });
    expect(await offer(`storyId=${members.id}`)).toEqual({
      storyId: members.id,
      chapterId: null,
      forSale: false,
      price: null,
    });

    const price = (cookie: string, chapterId: number, value: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/creator/chapters/${chapterId}/price`,
        payload: { price: value },
        headers: { cookie },
      });
    expect((await price(authorCookie, second!.id, '1.25')).json()).toEqual({
      storyId: premium.id,
      chapterId: second!.id,
      forSale: true,
      price: '1.25',
    });
    expect((await price(authorCookie, second!.id, '0.50')).statusCode).toBe(400);
    const stranger = await reader();
    expect((await price(stranger.cookie, second!.id, '1.00')).json().code).toBe('ACCESS_DENIED'); // a published story: the owner's alone to price (docs/reference/stories.md#collaborators);
    const [membersChapter] = await t.db.query.chapters.findMany({
      where: (c, { eq }) => eq(c.storyId, members.id),
    });
    expect((await price(authorCookie, membersChapter!.id, '1.00')).json().code).toBe('NOT_FOR_SALE');

    const bought = await post(stranger.cookie, '/api/purchase-content', {
      storyId: premium.id,
      chapterId: second!.id,
      amount: '1.25',
    });
    expect(bought.json()).toMatchObject({ status: 'completed', chapterId: second!.id, amount: '1.25' });
    expect((await price(authorCookie, second!.id, null)).json()).toMatchObject({
      chapterId: null,
      price: '6.00',
    });
  });
});

describe('demo tips', () => {
  it('tips only authors with the tip jar on, 1 to 500 USD, with a message', async () => {
    const author = await buildUser(t.db);
    const authorCookie = await signIn(t.app, author);
    const { cookie } = await reader();
    const off = await post(cookie, '/api/tips', { authorId: author.id, amount: '5' });
    expect(off.json().code).toBe('TIP_JAR_DISABLED');
    const toggled = await t.app.inject({
      method: 'PUT',
      url: '/api/creator/tip-jar',
      payload: { enabled: true },
      headers: { cookie: authorCookie },
    });
    expect(toggled.json()).toEqual({ tipJarEnabled: true });
    for (const amount of ['0.99', '500.01', 'ten']) {
      const res = await post(cookie, '/api/tips', { authorId: author.id, amount });
      expect(res.statusCode, amount).toBe(400);
    }
    const tip = await post(
      cookie,
      '/api/tips',
      { authorId: author.id, amount: '25', message: ' Loved it ' },
      'tip-1',
    );
    expect(tip.json()).toMatchObject({ status: 'completed', amount: '25.00' });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, tip.json().paymentId));
    expect(row).toMatchObject({
      type: 'tip',
      message: 'Loved it',
      platformFee: '3.75',
      authorEarning: '21.25',
    });
    const earnings = (
      await t.app.inject({ url: '/api/creator/earnings', headers: { cookie: authorCookie } })
    ).json();
    expect(earnings).toMatchObject({
      totalEarnings: '21.25',
      monthlyEarnings: '21.25',
      grossRevenue: '25.00',
      platformFees: '3.75',
      tipJarEnabled: true,
    });
    expect(earnings.recentTransactions[0]).toMatchObject({
      type: 'tip',
      amount: '21.25',
      description: expect.stringMatching(/^Tip from /),
    });
    const profile = (await t.app.inject({ url: `/api/authors/${author.username}` })).json();
    expect(profile.tipJarEnabled).toBe(true);
  });
});

describe('demo refunds', () => {
  it('lets the author refund a demo purchase: access revoked, earning reversed, once', async () => {
    const author = await buildUser(t.db);
    const authorCookie = await signIn(t.app, author);
    const story = await buildStory(t.db, author, {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '9.99',
    });
    const { user, cookie } = await reader();
    const paid = (await post(cookie, '/api/purchase-content', { storyId: story.id, amount: '9.99' })).json();
    const stranger = await reader();
    const denied = await post(stranger.cookie, `/api/creator/payments/${paid.paymentId}/refund`, {});
    expect(denied.json().code).toBe('PAYMENT_NOT_FOUND');
    const refunded = await post(authorCookie, `/api/creator/payments/${paid.paymentId}/refund`, {});
    expect(refunded.json()).toMatchObject({ status: 'refunded', amount: '9.99' });
    const [grant] = await t.db.select().from(contentPurchases).where(eq(contentPurchases.userId, user.id));
    expect(grant!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await post(authorCookie, `/api/creator/payments/${paid.paymentId}/refund`, {})).json().code).toBe(
      'NOT_REFUNDABLE',
    );
    expect(await ledgerOf(t.db, author.id)).toMatchObject({ totalEarned: '0.00', rowsEarning: '0.00' });
    // Bought again after the refund: access again on the same row.
    const again = await post(cookie, '/api/purchase-content', { storyId: story.id, amount: '9.99' });
    expect(again.json().status).toBe('completed');
    const [regrant] = await t.db.select().from(contentPurchases).where(eq(contentPurchases.userId, user.id));
    expect(regrant).toMatchObject({ expiresAt: null, paymentId: again.json().paymentId });
    expect(await ledgerOf(t.db, author.id)).toMatchObject({ totalEarned: '8.49', rowsEarning: '8.49' });
    const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.id, user.id));
    expect(me).toBeDefined();
  });
});
