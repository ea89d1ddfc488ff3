import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION } from '../../../contract/account.js';
import { authorEarnings, paymentSplits, payments, storyCollaborators } from '../../db/schema.js';
import { buildStory, buildUser, signIn, TEST_PASSWORD, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { splitEarning } from './earning-splits.js';
import { completePayment } from './ledger.js';
import { addCollaborator, splitLedgerOf } from './test-money.js';

/*
 * docs/reference/money.md#earning-splits: a purchase of a story with collaborators is split among them
 * and the owner when it completes, fixed then, reversed line by line, and the ledger adds up after each
 * step.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A premium story at `price` whose owner has a co-author at 2500 bps and an editor at 1000 bps. */
async function sharedStory(price = '9.99') {
  const owner = await buildUser(t.db, { tipJarEnabled: true });
  const coauthor = await buildUser(t.db);
  const editor = await buildUser(t.db);
  const story = await buildStory(t.db, owner, {
    accessLevel: 'premium',
    isPremium: true,
    individualPrice: price,
  });
  await addCollaborator(t.db, story, coauthor, 'coauthor', 2500);
  await addCollaborator(t.db, story, editor, 'editor', 1000);
  return { owner, coauthor, editor, story };
}

async function buy(storyId: number, price: string, reader?: UserRow) {
  const payer = reader ?? (await buildUser(t.db, { displayName: 'Ada Payer' }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/purchase-content',
    payload: { storyId, amount: price },
    headers: { cookie: await signIn(t.app, payer) },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toBe('completed');
  return { paymentId: res.json().paymentId as number, payer };
}

async function dashboard(user: UserRow) {
  const res = await t.app.inject({
    url: '/api/creator/earnings',
    headers: { cookie: await signIn(t.app, user) },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function splitOf(paymentId: number) {
  const rows = await t.db.select().from(paymentSplits).where(eq(paymentSplits.paymentId, paymentId));
  return Object.fromEntries(rows.map((r) => [r.userId ?? 'deleted', `${r.role}:${r.shareBps}:${r.amount}`]));
}

/** The ledger identity: gross = fees + earnings, each split adds up, each user's totals equal their lines. */
async function expectLedgerHolds(owner: UserRow, users: UserRow[]) {
  const ledger = await splitLedgerOf(
    t.db,
    owner.id,
    users.map((u) => u.id),
  );
  expect(ledger.grossBalances).toBe(true);
  expect(ledger.unbalanced).toEqual([]);
  for (const user of users) {
    const cents = ledger.expected[user.id]!;
    expect(ledger.actual[user.id], `totals of user ${user.id}`).toEqual({
      totalEarned: cents,
      pendingPayout: cents,
      month: cents,
    });
  }
  return ledger;
}

describe('splitEarning', () => {
  it('gives each collaborator the floor of their share and the owner the rest, to the cent', () => {
    // 849 cents: 25 % is 212.25, 10 % is 84.9.
    expect(
      splitEarning(849, 1, [
        { userId: 2, role: 'coauthor', shareBps: 2500 },
        { userId: 3, role: 'editor', shareBps: 1000 },
      ]),
    ).toEqual([
      { userId: 1, role: 'owner', shareBps: 6500, amountCents: 553 },
      { userId: 2, role: 'coauthor', shareBps: 2500, amountCents: 212 },
      { userId: 3, role: 'editor', shareBps: 1000, amountCents: 84 },
    ]);
  });

  it('always adds up, never pays anyone a negative amount, also when shares exceed the whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 6 }),
        (earning, bps) => {
          const lines = splitEarning(
            earning,
            1,
            bps.map((shareBps, i) => ({ userId: i + 2, role: 'coauthor', shareBps })),
          );
          expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(earning);
          for (const line of lines) expect(line.amountCents).toBeGreaterThanOrEqual(0);
          if (bps.reduce((a, b) => a + b, 0) <= 10_000) {
            lines.slice(1).forEach((line, i) => {
              expect(line.amountCents).toBe(Math.floor((earning * bps[i]!) / 10_000));
            });
          }
        },
      ),
      { seed: 35, numRuns: 300 },
    );
  });

  it('refuses a share outside 0..10000 bps and a fractional earning', () => {
    expect(() => splitEarning(100, 1, [{ userId: 2, role: 'editor', shareBps: 10_001 }])).toThrow();
    expect(() => splitEarning(1.5, 1, [])).toThrow();
  });
});

describe('a purchase of a shared story', () => {
  it('splits exactly (odd cents to the owner), shows on each dashboard, and a refund reverses each part', async () => {
    const { owner, coauthor, editor, story } = await sharedStory('9.99');
    const { paymentId } = await buy(story.id, '9.99');
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    // 9.99: fee 1.50 (149.85 rounded), earning 8.49; 25 % = 2.1225 -> 2.12, 10 % = 0.849 -> 0.84.
    expect(payment).toMatchObject({ platformFee: '1.50', authorEarning: '8.49' });
    expect(await splitOf(paymentId)).toEqual({
      [owner.id]: 'owner:6500:5.53',
      [coauthor.id]: 'coauthor:2500:2.12',
      [editor.id]: 'editor:1000:0.84',
    });
    const ledger = await expectLedgerHolds(owner, [owner, coauthor, editor]);
    expect(ledger.expected).toEqual({ [owner.id]: '5.53', [coauthor.id]: '2.12', [editor.id]: '0.84' });

    const description = `Purchase of ${story.title} by Ada Payer`;
    for (const [user, part] of [
      [owner, '5.53'],
      [coauthor, '2.12'],
      [editor, '0.84'],
    ] as const) {
      const board = await dashboard(user);
      expect(board).toMatchObject({
        totalEarnings: part,
        monthlyEarnings: part,
        pendingPayout: part,
        grossRevenue: '9.99',
        platformFees: '1.50',
      });
      expect(board.recentTransactions).toEqual([
        expect.objectContaining({ id: paymentId, amount: part, description, status: 'completed' }),
      ]);
      const quick = await t.app.inject({
        url: '/api/creator/quick-stats',
        headers: { cookie: await signIn(t.app, user) },
      });
      expect(quick.json()).toMatchObject({ monthlyEarnings: part, totalEarnings: part });
    }

    // The owner's list of received payments says what the owner earns from it.
    const received = await t.app.inject({
      url: '/api/creator/payments',
      headers: { cookie: await signIn(t.app, owner) },
    });
    expect(received.json()).toEqual([
      expect.objectContaining({
        id: paymentId,
        amount: '9.99',
        authorEarning: '5.53',
        payerName: 'Ada Payer',
      }),
    ]);

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/creator/payments/${paymentId}/refund`,
      headers: { cookie: await signIn(t.app, owner) },
    });
    expect(refund.statusCode).toBe(200);
    await expectLedgerHolds(owner, [owner, coauthor, editor]);
    for (const [user, part] of [
      [owner, '5.53'],
      [coauthor, '2.12'],
      [editor, '0.84'],
    ] as const) {
      const board = await dashboard(user);
      expect(board).toMatchObject({ totalEarnings: '0.00', monthlyEarnings: '0.00', grossRevenue: '0.00' });
      expect(board.recentTransactions).toEqual([
        expect.objectContaining({ id: paymentId, amount: `-${part}`, status: 'refunded' }),
      ]);
    }
    // The split stays as the record of what was paid and reversed.
    expect(Object.keys(await splitOf(paymentId))).toHaveLength(3);
  });

  it('records one split however often the payment is completed', async () => {
    const { owner, coauthor, editor, story } = await sharedStory('4.99');
    const { paymentId } = await buy(story.id, '4.99');
    expect(await t.db.transaction((tx) => completePayment(tx, paymentId))).toBeNull();

    // A payment that is still pending, completed twice at once (a webhook and its redelivery).
    const [pending] = await t.db
      .insert(payments)
      .values({
        userId: (await buildUser(t.db)).id,
        authorId: owner.id,
        storyId: story.id,
        type: 'purchase',
        status: 'pending',
        amount: '4.99',
        platformFee: '0.75',
        authorEarning: '4.24',
      })
      .returning();
    const results = await Promise.all([
      t.db.transaction((tx) => completePayment(tx, pending!.id)),
      t.db.transaction((tx) => completePayment(tx, pending!.id)),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    for (const id of [paymentId, pending!.id]) expect(Object.keys(await splitOf(id))).toHaveLength(3);
    const ledger = await expectLedgerHolds(owner, [owner, coauthor, editor]);
    // 4.24: 25 % = 1.06, 10 % = 0.424 -> 0.42, owner 2.76; twice.
    expect(ledger.expected).toEqual({ [owner.id]: '5.52', [coauthor.id]: '2.12', [editor.id]: '0.84' });
  });

  it('pays nothing to an invited (not accepted) collaborator or a share of 0', async () => {
    const owner = await buildUser(t.db);
    const invited = await buildUser(t.db);
    const zero = await buildUser(t.db);
    const story = await buildStory(t.db, owner, {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '2.99',
    });
    await addCollaborator(t.db, story, invited, 'coauthor', 3000, 'invited');
    await addCollaborator(t.db, story, zero, 'editor', 0);
    const { paymentId } = await buy(story.id, '2.99');
    expect(await splitOf(paymentId)).toEqual({});
    const ledger = await expectLedgerHolds(owner, [owner, invited, zero]);
    expect(ledger.expected).toEqual({ [owner.id]: '2.54', [invited.id]: '0.00', [zero.id]: '0.00' });
    const board = await dashboard(invited);
    expect(board).toMatchObject({ totalEarnings: '0.00', grossRevenue: '0.00', recentTransactions: [] });

    // Once accepted with a share, the next purchase is split.
    await t.db
      .update(storyCollaborators)
      .set({ status: 'accepted', acceptedAt: new Date() })
      .where(eq(storyCollaborators.userId, invited.id));
    const second = await buy(story.id, '2.99');
    expect(await splitOf(second.paymentId)).toEqual({
      [owner.id]: 'owner:7000:1.78',
      [invited.id]: 'coauthor:3000:0.76',
    });
    await expectLedgerHolds(owner, [owner, invited, zero]);
  });

  it('keeps the split of a past payment when the share changes, and reverses what was recorded', async () => {
    const { owner, coauthor, editor, story } = await sharedStory('10.00');
    const first = await buy(story.id, '10.00');
    await t.db
      .update(storyCollaborators)
      .set({ shareBps: 5000 })
      .where(eq(storyCollaborators.userId, coauthor.id));
    await t.db.delete(storyCollaborators).where(eq(storyCollaborators.userId, editor.id));
    // 10.00: fee 1.50, earning 8.50; then 25 % = 2.125 -> 2.12, 10 % = 0.85.
    expect(await splitOf(first.paymentId)).toEqual({
      [owner.id]: 'owner:6500:5.53',
      [coauthor.id]: 'coauthor:2500:2.12',
      [editor.id]: 'editor:1000:0.85',
    });
    const second = await buy(story.id, '10.00');
    expect(await splitOf(second.paymentId)).toEqual({
      [owner.id]: 'owner:5000:4.25',
      [coauthor.id]: 'coauthor:5000:4.25',
    });
    let ledger = await expectLedgerHolds(owner, [owner, coauthor, editor]);
    expect(ledger.expected).toEqual({ [owner.id]: '9.78', [coauthor.id]: '6.37', [editor.id]: '0.85' });

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/creator/payments/${first.paymentId}/refund`,
      headers: { cookie: await signIn(t.app, owner) },
    });
    expect(refund.statusCode).toBe(200);
    ledger = await expectLedgerHolds(owner, [owner, coauthor, editor]);
    expect(ledger.expected).toEqual({ [owner.id]: '4.25', [coauthor.id]: '4.25', [editor.id]: '0.00' });
  });

  it('does not split tips or purchases of a story without collaborators', async () => {
    const { owner, coauthor, editor } = await sharedStory('2.99');
    const solo = await buildStory(t.db, owner, {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '2.99',
    });
    const bought = await buy(solo.id, '2.99');
    const tipper = await buildUser(t.db);
    const tip = await t.app.inject({
      method: 'POST',
      url: '/api/tips',
      payload: { authorId: owner.id, amount: '5.00' },
      headers: { cookie: await signIn(t.app, tipper) },
    });
    expect(tip.json().status).toBe('completed');
    expect(await splitOf(bought.paymentId)).toEqual({});
    expect(await splitOf(tip.json().paymentId)).toEqual({});
    const ledger = await expectLedgerHolds(owner, [owner, coauthor, editor]);
    expect(ledger.expected).toEqual({ [owner.id]: '6.79', [coauthor.id]: '0.00', [editor.id]: '0.00' });
    expect((await dashboard(owner)).recentTransactions).toHaveLength(2);
  });

  it('keeps the record of a collaborator who deleted the account, and the totals consistent', async () => {
    const { owner, coauthor, editor, story } = await sharedStory('9.99');
    const first = await buy(story.id, '9.99');
    const second = await buy(story.id, '9.99');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: await signIn(t.app, coauthor) },
      payload: { currentPassword: TEST_PASSWORD, confirmation: DELETE_CONFIRMATION },
    });
    expect(gone.statusCode).toBe(200);
    expect(await splitOf(first.paymentId)).toEqual({
      [owner.id]: 'owner:6500:5.53',
      deleted: 'coauthor:2500:2.12',
      [editor.id]: 'editor:1000:0.84',
    });
    // The departed collaborator's earnings row stays (unpaid payout), named by its snapshot (ADR 0024).
    const orphans = await t.db
      .select()
      .from(authorEarnings)
      .where(eq(authorEarnings.authorNameSnapshot, 'Deleted author'));
    expect(orphans.some((r) => r.authorId === null && r.totalEarned === '4.24')).toBe(true);

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/creator/payments/${first.paymentId}/refund`,
      headers: { cookie: await signIn(t.app, owner) },
    });
    expect(refund.statusCode).toBe(200);
    const ledger = await expectLedgerHolds(owner, [owner, editor]);
    expect(ledger.expected).toEqual({ [owner.id]: '5.53', [editor.id]: '0.84' });
    // New purchases no longer name the departed collaborator (their collaborator row went with them).
    const third = await buy(story.id, '9.99');
    expect(await splitOf(third.paymentId)).toEqual({
      [owner.id]: 'owner:9000:7.65',
      [editor.id]: 'editor:1000:0.84',
    });
    expect(second.paymentId).toBeLessThan(third.paymentId);
    await expectLedgerHolds(owner, [owner, editor]);
  });
});
