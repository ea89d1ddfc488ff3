import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { CreatorEarnings, CreatorStats, QuickStats } from '../../../contract/creators.js';
import type { DbOrTx } from '../../db/client.js';
import {
  authorEarnings,
  authorSubscriptions,
  payments,
  stories,
  storyReads,
  users,
} from '../../db/schema.js';
import { fromCents, toCents } from '../../lib/money.js';
import { liveSubscription } from '../access/live-subscription.js';
import { followerFigures } from '../follows/follows.query.js';
import { earningByPayment, earningLinesOf, monthEarningSql, monthStart } from '../payments/earning-splits.js';
import { selectPayments } from '../payments/payments.query.js';
import { authorRatingColumns } from '../ratings/ratings.query.js';

/** "Recent Transactions" on the dashboard (docs/reference/routes.md#home): the newest 10. */
export const RECENT_TRANSACTIONS = 10;

const completed = eq(payments.status, 'completed');

async function liveSubscriberCount(db: DbOrTx, authorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authorSubscriptions)
    .where(and(eq(authorSubscriptions.authorId, authorId), liveSubscription));
  return row?.n ?? 0;
}

/**
 * This month's (UTC) earnings of `authorId` from the ledger, in cents: their part of each payment
 * (docs/reference/money.md#earning-splits).
 */
async function monthlyEarningCents(db: DbOrTx, authorId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`${monthEarningSql(authorId)}::numeric(12,2)::text` })
    .from(sql`(SELECT 1) AS one`);
  return toCents(row?.sum ?? '0');
}

/**
 * GET /api/creator/earnings and /api/user/earnings (docs/reference/money.md#ledger): totals kept in
 * author_earnings (updated in each payment's transaction), this month's and gross figures summed from the
 * ledger, and the 10 newest completed or refunded payments as transactions. Everything counts the
 * user's part (docs/reference/money.md#earning-splits): an owner's share of a split payment, a
 * collaborator's split line (the payment listed with the payer's name as the owner sees it), the whole
 * earning of an unsplit payment to the author. Gross and fees are those of the payments that paid the
 * user. Amounts are decimal strings in dollars. A tip's line carries its message for the author it was
 * sent to (docs/reference/money.md#tips).
 */
export async function creatorEarnings(
  db: DbOrTx,
  authorId: number,
  feePercent: number,
): Promise<CreatorEarnings> {
  const [totals] = await db.select().from(authorEarnings).where(eq(authorEarnings.authorId, authorId));
  const lines = earningLinesOf(authorId);
  const [gross] = await db
    .select({
      amount: sql<string>`coalesce(sum(${payments.amount}), 0)::numeric(12,2)::text`,
      fees: sql<string>`coalesce(sum(${payments.platformFee}), 0)::numeric(12,2)::text`,
    })
    .from(payments)
    .where(and(sql`${payments.id} IN (SELECT l.payment_id FROM ${lines} l)`, completed));
  const [author] = await db.select({ tipJar: users.tipJarEnabled }).from(users).where(eq(users.id, authorId));
  const monthly = fromCents(await monthlyEarningCents(db, authorId));
  const total = fromCents(toCents(totals?.totalEarned ?? '0'));
  const recent = await selectPayments(
    db,
    and(
      sql`${payments.id} IN (SELECT l.payment_id FROM ${lines} l)`,
      inArray(payments.status, ['completed', 'refunded']),
    ),
    RECENT_TRANSACTIONS,
  );
  const earned = await earningByPayment(
    db,
    authorId,
    recent.map((p) => p.id),
  );
  return {
    totalEarned: total,
    totalEarnings: total,
    pendingPayout: fromCents(toCents(totals?.pendingPayout ?? '0')),
    monthlyRevenue: monthly,
    monthlyEarnings: monthly,
    grossRevenue: fromCents(toCents(gross?.amount ?? '0')),
    platformFees: fromCents(toCents(gross?.fees ?? '0')),
    platformFeePercent: feePercent,
    subscriberCount: await liveSubscriberCount(db, authorId),
    tipJarEnabled: author?.tipJar ?? false,
    recentTransactions: recent.map((p) => ({
      id: p.id,
      description:
        p.type === 'subscription'
          ? `Subscription from ${p.payerName}`
          : p.type === 'tip'
            ? `Tip from ${p.payerName}`
            : `Purchase of ${p.storyTitle ?? 'a story'} by ${p.payerName}`,
      date: p.createdAt,
      amount: fromCents((p.status === 'refunded' ? -1 : 1) * (earned.get(p.id) ?? toCents(p.authorEarning))),
      type: p.type,
      status: p.status,
      // Only the tip's recipient reads its message (docs/reference/money.md#tips).
      message: p.type === 'tip' && p.authorId === authorId ? p.message : null,
    })),
  };
}

/**
 * GET /api/creator/quick-stats (docs/reference/data.md#entities; definitions in contract/creators.ts).
 */
export async function quickStats(db: DbOrTx, authorId: number): Promise<QuickStats> {
  const subscribers = await liveSubscriberCount(db, authorId);
  const [growth] = await db
    .select({
      base: sql<number>`count(*) FILTER (WHERE ${authorSubscriptions.startDate} < ${monthStart})::int`,
      added: sql<number>`count(*) FILTER (WHERE ${authorSubscriptions.startDate} >= ${monthStart})::int`,
    })
    .from(authorSubscriptions)
    .where(and(eq(authorSubscriptions.authorId, authorId), liveSubscription));
  const [views] = await db
    .select({ n: count() })
    .from(storyReads)
    .innerJoin(stories, eq(stories.id, storyReads.storyId))
    .where(and(eq(stories.authorId, authorId), eq(stories.isPublished, true)));
  const [engagement] = await db
    .select({
      readers: sql<number>`(SELECT count(DISTINCT r.user_id)::int FROM ${storyReads} r JOIN ${stories} s ON s.id = r.story_id WHERE s.author_id = ${authorId} AND r.user_id IS NOT NULL AND r.read_at >= ${monthStart})`,
      payers: sql<number>`(SELECT count(DISTINCT p.user_id)::int FROM ${payments} p WHERE p.author_id = ${authorId} AND p.status = 'completed' AND p.completed_at >= ${monthStart})`,
    })
    .from(sql`(SELECT 1) AS one`);
  const monthly = await monthlyEarningCents(db, authorId);
  const [totals] = await db.select().from(authorEarnings).where(eq(authorEarnings.authorId, authorId));
  const followers = await followerFigures(db, authorId);
  const base = growth?.base ?? 0;
  const added = growth?.added ?? 0;
  const readers = engagement?.readers ?? 0;
  const payers = engagement?.payers ?? 0;
  return {
    subscribers,
    totalViews: views?.n ?? 0,
    subscriberGrowth: base > 0 ? Math.round((added / base) * 1000) / 10 : added > 0 ? 100 : 0,
    engagementRate: readers > 0 ? Math.min(100, Math.round((payers / readers) * 1000) / 10) : 0,
    arpu: fromCents(subscribers > 0 ? Math.floor(monthly / subscribers) : 0),
    monthlyEarnings: fromCents(monthly),
    totalEarnings: fromCents(toCents(totals?.totalEarned ?? '0')),
    followerCount: followers.total,
    followersGained30d: followers.gained30d,
  };
}

/** GET /api/creator/stats (docs/reference/data.md#entities); the average rating of the published stories. */
export async function creatorStats(db: DbOrTx, authorId: number): Promise<CreatorStats> {
  const [published] = await db
    .select({ n: count() })
    .from(stories)
    .where(and(eq(stories.authorId, authorId), eq(stories.isPublished, true)));
  const [reads] = await db
    .select({ n: count() })
    .from(storyReads)
    .innerJoin(stories, eq(stories.id, storyReads.storyId))
    .where(eq(stories.authorId, authorId));
  const [ratings] = await db.select(authorRatingColumns(authorId)).from(sql`(SELECT 1) AS one`);
  return {
    totalStories: published?.n ?? 0,
    totalReads: reads?.n ?? 0,
    averageRating: ratings?.averageRating ?? 0,
  };
}

/** PUT /api/creator/tip-jar: the author turns tips on or off (docs/reference/money.md#prices). */
export async function setTipJar(db: DbOrTx, authorId: number, enabled: boolean) {
  await db.update(users).set({ tipJarEnabled: enabled, updatedAt: new Date() }).where(eq(users.id, authorId));
  return { tipJarEnabled: enabled };
}
