import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, splitFee, toCents } from '../../../contract/money.js';
import { payments } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { ledgerOf } from './test-money.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** docs/reference/money.md: money sums in earnings equal the payment rows to the cent. */
describe('the ledger adds up', () => {
  it('after concurrent purchases and tips at awkward amounts and some refunds, to the cent', async () => {
    const author = await buildUser(t.db, { tipJarEnabled: true });
    const authorCookie = await signIn(t.app, author);
    // Prices and tips whose 15 % fee has every kind of fraction (…x.5 ties included), fixed seed.
    const amounts = fc.sample(fc.integer({ min: 100, max: 50_000 }), { numRuns: 24, seed: 15 });
    const readers = await Promise.all(amounts.map(() => buildUser(t.db)));
    const cookies = await Promise.all(readers.map((r) => signIn(t.app, r)));
    const stories = await Promise.all(
      amounts
        .slice(0, 12)
        .map((cents) =>
          buildStory(
            t.db,
            author,
            { accessLevel: 'premium', isPremium: true, individualPrice: fromCents(cents) },
            1,
          ),
        ),
    );
    const answers = await Promise.all(
      amounts.map((cents, i) =>
        t.app.inject({
          method: 'POST',
          url: i < 12 ? '/api/purchase-content' : '/api/tips',
          payload:
            i < 12
              ? { storyId: stories[i]!.id, amount: fromCents(cents) }
              : { authorId: author.id, amount: fromCents(cents) },
          headers: { cookie: cookies[i]! },
        }),
      ),
    );
    expect(answers.map((a) => a.json().status)).toEqual(Array(24).fill('completed'));
    const refunds = answers.filter((_, i) => i % 4 === 0).map((a) => a.json().paymentId as number);
    await Promise.all(
      refunds.map((id) =>
        t.app.inject({
          method: 'POST',
          url: `/api/creator/payments/${id}/refund`,
          headers: { cookie: authorCookie },
        }),
      ),
    );

    const rows = await t.db.select().from(payments).where(eq(payments.authorId, author.id));
    expect(rows).toHaveLength(24);
    let earned = 0;
    for (const row of rows) {
      const split = splitFee(toCents(row.amount), 15);
      expect([row.platformFee, row.authorEarning]).toEqual([
        fromCents(split.platformFeeCents),
        fromCents(split.authorEarningCents),
      ]);
      if (row.status === 'completed') earned += split.authorEarningCents;
      else expect(row.status).toBe('refunded');
    }
    const ledger = await ledgerOf(t.db, author.id);
    expect(ledger.totalEarned).toBe(fromCents(earned));
    expect(ledger.rowsEarning).toBe(fromCents(earned));
    expect(ledger.pendingPayout).toBe(fromCents(earned));
    expect(toCents(ledger.rowsFees) + toCents(ledger.rowsEarning)).toBe(toCents(ledger.rowsGross));
    const dashboard = (
      await t.app.inject({ url: '/api/creator/earnings', headers: { cookie: authorCookie } })
    ).json();
    expect(dashboard).toMatchObject({
      totalEarnings: fromCents(earned),
      monthlyEarnings: fromCents(earned),
      grossRevenue: ledger.rowsGross,
    });
  }, 60_000);
});
