import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorSubscriptions, contentPricing, contentPurchases, payments } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildPremiumSale, buildTier, ledgerOf } from './test-money.js';

/*
 * Nobody is charged twice (ADR 0024), on the demo provider: 50 requests of one reader at once, with no
 * Idempotency-Key or each with its own, make one payment for one item; the repeats answer the same
 * payment or "already yours". Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const N = 50;

function post(cookie: string, url: string, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

const premiumStory = (price: string) => buildPremiumSale(t, price);

const paymentsOf = (userId: number) => t.db.select().from(payments).where(eq(payments.userId, userId));

/** Every answer is the one payment (200, same id) or "already yours" (409 ALREADY_PURCHASED). */
function expectOneAnswer(answers: Awaited<ReturnType<typeof post>>[], paymentId: number) {
  for (const res of answers) {
    if (res.statusCode === 200) expect(res.json().paymentId).toBe(paymentId);
    else
      expect({ status: res.statusCode, code: res.json().code }).toEqual({
        status: 409,
        code: 'ALREADY_PURCHASED',
      });
  }
}

describe('one payment per item and click (demo provider)', () => {
  it(`${N} simultaneous purchases of one story without an Idempotency-Key make one payment`, async () => {
    const { author, story, reader, cookie } = await premiumStory('2.83');
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        post(cookie, '/api/purchase-content', { storyId: story.id, amount: '2.83' }),
      ),
    );
    const rows = await paymentsOf(reader.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'completed', itemKey: `story:${story.id}` });
    expectOneAnswer(answers, rows[0]!.id);
    expect(answers.some((r) => r.statusCode === 200)).toBe(true);
    expect(await ledgerOf(t.db, author.id)).toMatchObject({ totalEarned: '2.41', rowsEarning: '2.41' });
    expect(
      await t.db.select().from(contentPurchases).where(eq(contentPurchases.userId, reader.id)),
    ).toHaveLength(1);
  });

  it(`${N} simultaneous purchases of one chapter, each with its own Idempotency-Key, make one payment`, async () => {
    const { story, reader, cookie } = await premiumStory('5.00');
    const chapters = await t.db.query.chapters.findMany({ where: (c, { eq }) => eq(c.storyId, story.id) });
    const chapterId = chapters[1]!.id;
    await t.db.insert(contentPricing).values({ storyId: story.id, chapterId, price: '0.99' });
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        post(cookie, '/api/purchase-content', { storyId: story.id, chapterId, amount: '0.99' }, `tab-${i}`),
      ),
    );
    const rows = await paymentsOf(reader.id);
    expect(rows).toHaveLength(1);
    expectOneAnswer(answers, rows[0]!.id);
    // The whole story is another item: it can still be bought.
    const whole = await post(cookie, '/api/purchase-content', { storyId: story.id, amount: '5.00' });
    expect(whole.json()).toMatchObject({ status: 'completed', chapterId: null });
  });

  it('a refunded purchase frees the item: the reader may buy it again, once', async () => {
    const { author, story, reader, cookie } = await premiumStory('3.00');
    const first = (await post(cookie, '/api/purchase-content', { storyId: story.id, amount: '3.00' })).json();
    const authorCookie = await signIn(t.app, author);
    expect(
      (await post(authorCookie, `/api/creator/payments/${first.paymentId}/refund`, {})).json().status,
    ).toBe('refunded');
    const again = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(cookie, '/api/purchase-content', { storyId: story.id, amount: '3.00' }),
      ),
    );
    const rows = await paymentsOf(reader.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['completed', 'refunded']);
    expectOneAnswer(again, rows.find((r) => r.status === 'completed')!.id);
  });

  it(`${N} simultaneous subscriptions to one tier make one payment and one live subscription`, async () => {
    const author = await buildUser(t.db);
    const tier = await buildTier(t.db, author, '4.99');
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        post(cookie, '/api/subscriptions', { authorId: author.id, tierId: tier.id }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    const rows = await paymentsOf(reader.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'subscription', status: 'completed' });
    const subs = await t.db
      .select()
      .from(authorSubscriptions)
      .where(eq(authorSubscriptions.userId, reader.id));
    expect(subs).toEqual([expect.objectContaining({ status: 'active', isActive: true, tierId: tier.id })]);
    expect(await ledgerOf(t.db, author.id)).toMatchObject({ totalEarned: '4.24', rowCount: 1 });
  });

  it(`${N} copies of one tip click (one Idempotency-Key) make one tip; a second click makes a second`, async () => {
    const author = await buildUser(t.db, { tipJarEnabled: true });
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    const tip = { authorId: author.id, amount: '5.00', message: 'Thanks' };
    const answers = await Promise.all(
      Array.from({ length: N }, () => post(cookie, '/api/tips', tip, 'click-1')),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    expect(new Set(answers.map((r) => r.json().paymentId)).size).toBe(1);
    expect(await paymentsOf(reader.id)).toHaveLength(1);
    expect((await post(cookie, '/api/tips', tip, 'click-2')).statusCode).toBe(200);
    expect(await paymentsOf(reader.id)).toHaveLength(2);
    expect(await ledgerOf(t.db, author.id)).toMatchObject({ totalEarned: '8.50', rowsEarning: '8.50' });
  });

  it('records of two deleted chapters bought by one reader do not collide', async () => {
    const { author, story, reader, cookie } = await premiumStory('5.00');
    const chapters = await t.db.query.chapters.findMany({ where: (c, { eq }) => eq(c.storyId, story.id) });
    for (const chapter of chapters) {
      await t.db.insert(contentPricing).values({ storyId: story.id, chapterId: chapter.id, price: '0.99' });
      const res = await post(cookie, '/api/purchase-content', {
        storyId: story.id,
        chapterId: chapter.id,
        amount: '0.99',
      });
      expect(res.json().status).toBe('completed');
    }
    expect(
      (await post(cookie, '/api/purchase-content', { storyId: story.id, amount: '5.00' })).statusCode,
    ).toBe(200);
    const authorCookie = await signIn(t.app, author);
    for (const chapter of chapters) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/chapters/${chapter.id}`,
        headers: { cookie: authorCookie },
      });
      expect(res.statusCode).toBe(200);
    }
    const rows = await paymentsOf(reader.id);
    expect(rows.map((r) => [r.status, r.chapterId])).toEqual([
      ['completed', null],
      ['completed', null],
      ['completed', null],
    ]);
  });
});
