import { eq, inArray, sql } from 'drizzle-orm';
import { fromCents, toCents } from '../../../contract/money.js';
import type { Db } from '../../db/client.js';
import {
  authorEarnings,
  paymentSplits,
  payments,
  storyCollaborators,
  subscriptionTiers,
} from '../../db/schema.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import type { TestContext } from '../../test/test-app.js';

/** Inserts a tier for `author` at `price` ("4.99") per month. */
export async function buildTier(db: Db, author: UserRow, price = '4.99', name = 'Supporter') {
  const [tier] = await db
    .insert(subscriptionTiers)
    .values({ authorId: author.id, name, price, benefits: ['Early chapters', 'Thanks'] })
    .returning();
  return tier!;
}

/**
 * The author's ledger: author_earnings totals next to the sums of the completed payment rows (strings,
 * numeric in SQL, never floats), for "sums in earnings equal the payment rows to the cent".
 */
export async function ledgerOf(db: Db, authorId: number) {
  const [earned] = await db.select().from(authorEarnings).where(eq(authorEarnings.authorId, authorId));
  const [rows] = await db
    .select({
      earning: sql<string>`coalesce(sum(${payments.authorEarning}) FILTER (WHERE ${payments.status} = 'completed'), 0)::numeric(12,2)::text`,
      fees: sql<string>`coalesce(sum(${payments.platformFee}) FILTER (WHERE ${payments.status} = 'completed'), 0)::numeric(12,2)::text`,
      gross: sql<string>`coalesce(sum(${payments.amount}) FILTER (WHERE ${payments.status} = 'completed'), 0)::numeric(12,2)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(payments)
    .where(eq(payments.authorId, authorId));
  return {
    totalEarned: earned?.totalEarned ?? '0.00',
    pendingPayout: earned?.pendingPayout ?? '0.00',
    rowsEarning: rows!.earning,
    rowsFees: rows!.fees,
    rowsGross: rows!.gross,
    rowCount: rows!.count,
  };
}

/**
 * A premium story priced `price` ("2.99") by an author with the tip jar on, and a signed-in reader who
 * has not bought it: the setting of the "one payment per click" tests.
 */
export async function buildPremiumSale(t: TestContext, price: string) {
  const author = await buildUser(t.db, { tipJarEnabled: true });
  const story = await buildStory(t.db, author, {
    accessLevel: 'premium',
    isPremium: true,
    individualPrice: price,
  });
  const reader = await buildUser(t.db);
  return { author, story, reader, cookie: await signIn(t.app, reader) };
}

/**
 * Adds `user` to `story` as a collaborator (inserted directly, as the owner's invitation and the
 * invitee's acceptance would leave it): `role` coauthor|editor, `shareBps` of the author earnings,
 * `status` accepted unless told.
 */
export async function addCollaborator(
  db: Db,
  story: { id: number; authorId: number },
  user: UserRow,
  role: 'coauthor' | 'editor',
  shareBps: number,
  status: 'invited' | 'accepted' = 'accepted',
) {
  const [row] = await db
    .insert(storyCollaborators)
    .values({
      storyId: story.id,
      userId: user.id,
      role,
      status,
      shareBps,
      invitedById: story.authorId,
      acceptedAt: status === 'accepted' ? new Date() : null,
    })
    .returning();
  return row!;
}

/**
 * The ledger identity of every payment made to `ownerId`, recomputed here from the raw rows
 * (docs/reference/money.md#earning-splits): completed gross = fees + earnings; each split payment's
 * lines add up to its author earning; and, per user of `userIds`, what the rows say they earned
 * (`expected`, their split lines, or the whole earning of unsplit payments to them) next to their
 * `author_earnings` totals (`actual`: total earned, pending payout, this month). Decimal strings.
 */
export async function splitLedgerOf(db: Db, ownerId: number, userIds: number[]) {
  const rows = await db.select().from(payments).where(eq(payments.authorId, ownerId));
  const ids = rows.map((r) => r.id);
  const splits = ids.length
    ? await db.select().from(paymentSplits).where(inArray(paymentSplits.paymentId, ids))
    : [];
  let gross = 0;
  let fees = 0;
  let earnings = 0;
  const unbalanced: number[] = [];
  const earned = new Map<number, number>(userIds.map((id) => [id, 0]));
  for (const row of rows) {
    const lines = splits.filter((s) => s.paymentId === row.id);
    const lineSum = lines.reduce((sum, s) => sum + toCents(s.amount), 0);
    if (lines.length > 0 && lineSum !== toCents(row.authorEarning)) unbalanced.push(row.id);
    if (row.status !== 'completed') continue;
    gross += toCents(row.amount);
    fees += toCents(row.platformFee);
    earnings += toCents(row.authorEarning);
    if (lines.length === 0) earned.set(ownerId, (earned.get(ownerId) ?? 0) + toCents(row.authorEarning));
    for (const line of lines) {
      if (line.userId !== null)
        earned.set(line.userId, (earned.get(line.userId) ?? 0) + toCents(line.amount));
    }
  }
  const totals = userIds.length
    ? await db.select().from(authorEarnings).where(inArray(authorEarnings.authorId, userIds))
    : [];
  const expected: Record<number, string> = {};
  const actual: Record<number, { totalEarned: string; pendingPayout: string; month: string }> = {};
  for (const id of userIds) {
    const cents = fromCents(earned.get(id) ?? 0);
    expected[id] = cents;
    const row = totals.find((r) => r.authorId === id);
    actual[id] = {
      totalEarned: fromCents(toCents(row?.totalEarned ?? '0')),
      pendingPayout: fromCents(toCents(row?.pendingPayout ?? '0')),
      month: fromCents(toCents(row?.currentMonthEarnings ?? '0')),
    };
  }
  return {
    grossBalances: gross === fees + earnings,
    unbalanced,
    expected,
    actual,
    splitRows: splits.length,
  };
}
