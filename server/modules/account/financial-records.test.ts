import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION } from '../../../contract/account.js';
import { authorEarnings, contentPurchases, payments } from '../../db/schema.js';
import { buildStory, buildUser, signIn, TEST_PASSWORD, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/*
 * Every money record outlives account deletion (ADR 0024): payments, content purchases and earnings
 * stay with the deleted party set to null and shown as "Deleted author" / "Deleted reader".
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function deleteAccount(user: UserRow) {
  const res = await t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { cookie: await signIn(t.app, user) },
    payload: { currentPassword: TEST_PASSWORD, confirmation: DELETE_CONFIRMATION },
  });
  expect(res.statusCode).toBe(200);
}

/** An author with a premium story bought by `readers` readers (demo payments, 2.99 each). */
async function soldStory(readers: number) {
  const author = await buildUser(t.db, { displayName: 'Ada Author' });
  const story = await buildStory(t.db, author, {
    accessLevel: 'premium',
    isPremium: true,
    individualPrice: '2.99',
  });
  const buyers: { user: UserRow; cookie: string }[] = [];
  for (let i = 0; i < readers; i++) {
    const user = await buildUser(t.db);
    const cookie = await signIn(t.app, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/purchase-content',
      headers: { cookie },
      payload: { storyId: story.id, amount: '2.99' },
    });
    expect(res.json().status).toBe('completed');
    buyers.push({ user, cookie });
  }
  return { author, story, buyers };
}

describe('money records outlive account deletion', () => {
  it("an author's deletion keeps the 3 payments made to them, their readers' purchases and the unpaid earnings", async () => {
    const { author, buyers } = await soldStory(3);
    const exported = await t.app.inject({
      url: '/api/account/export',
      headers: { cookie: await signIn(t.app, author) },
    });
    expect(JSON.parse(exported.body).earnings).toEqual([
      expect.objectContaining({ totalEarned: '7.62', pendingPayout: '7.62' }),
    ]);
    const before = await t.db.select().from(payments).where(eq(payments.authorId, author.id));
    expect(before).toHaveLength(3);

    await deleteAccount(author);

    const kept = await t.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          before.map((p) => p.id),
        ),
      );
    expect(kept).toHaveLength(3);
    for (const row of kept) {
      expect(row).toMatchObject({
        authorId: null,
        authorNameSnapshot: 'Deleted author',
        status: 'completed',
      });
    }
    const history = await t.app.inject({ url: '/api/user/payments', headers: { cookie: buyers[0]!.cookie } });
    expect(history.json()).toEqual([
      expect.objectContaining({
        authorId: null,
        authorName: 'Deleted author',
        amount: '2.99',
        status: 'completed',
      }),
    ]);
    const purchases = await t.db
      .select()
      .from(contentPurchases)
      .where(
        inArray(
          contentPurchases.userId,
          buyers.map((b) => b.user.id),
        ),
      );
    expect(purchases).toHaveLength(3);
    expect(purchases.every((p) => p.storyId === null)).toBe(true);
    const earnings = await t.db
      .select()
      .from(authorEarnings)
      .where(eq(authorEarnings.authorNameSnapshot, 'Deleted author'));
    expect(earnings).toContainEqual(
      expect.objectContaining({ authorId: null, totalEarned: '7.62', pendingPayout: '7.62' }),
    );
  });

  it('a reader\'s deletion keeps the author\'s earnings and the payment, shown as "Deleted reader"', async () => {
    const { author, buyers } = await soldStory(2);
    await deleteAccount(buyers[0]!.user);
    await deleteAccount(buyers[1]!.user); // two deleted buyers of one story do not collide
    const [earned] = await t.db.select().from(authorEarnings).where(eq(authorEarnings.authorId, author.id));
    expect(earned).toMatchObject({ totalEarned: '5.08', pendingPayout: '5.08' });
    const received = await t.app.inject({
      url: '/api/creator/payments',
      headers: { cookie: await signIn(t.app, author) },
    });
    expect(received.json()).toEqual([
      expect.objectContaining({ payerName: 'Deleted reader', amount: '2.99', status: 'completed' }),
      expect.objectContaining({ payerName: 'Deleted reader', amount: '2.99', status: 'completed' }),
    ]);
    const purchases = await t.db
      .select()
      .from(contentPurchases)
      .where(
        inArray(
          contentPurchases.paymentId,
          (await t.db.select().from(payments).where(eq(payments.authorId, author.id))).map((p) => p.id),
        ),
      );
    expect(purchases).toHaveLength(2);
    expect(purchases.every((p) => p.userId === null)).toBe(true);
  });
});
