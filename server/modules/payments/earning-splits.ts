import { and, asc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Cents } from '../../../contract/money.js';
import type { DbOrTx } from '../../db/client.js';
import { earningLinesOf } from '../../db/earning-lines.js';
import { paymentSplits, payments, storyCollaborators } from '../../db/schema.js';
import { fromCents, toCents } from '../../lib/money.js';

// The derived table of earning lines lives with the schema, so that any module may sum earnings.
export { earningLinesOf };

/*
 * How a story's author earning is shared among its owner and collaborators
 * (docs/reference/money.md#earning-splits): computed once, when a purchase completes, from the shares
 * in force then, and recorded per payment in `payment_splits`. Everything that later reads "what did
 * this user earn" (totals, this month, the dashboard's transactions, refunds) reads the recorded lines,
 * never the current shares.
 */

/** A basis point is 1/100 of a percent: 10 000 bps are the whole author earning. */
export const WHOLE_BPS = 10_000;

/** The first instant of the current calendar month in UTC ("this month" in earnings). */
export const monthStart = sql`(date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;

/** A collaborator's share of a story's author earnings, in basis points (1..10000). */
export interface Share {
  userId: number;
  role: 'coauthor' | 'editor';
  shareBps: number;
}

/** One recipient's part of one payment's author earning, in integer cents. */
export interface SplitLine {
  userId: number;
  role: 'owner' | 'coauthor' | 'editor';
  shareBps: number;
  amountCents: Cents;
}

/**
 * Splits `earningCents` (a payment's author earning, integer cents) between `ownerId` and `shares`
 * (docs/reference/money.md#earning-splits): each collaborator gets floor(earning × shareBps / 10000)
 * cents, in the order given; the owner gets the remainder, so the lines add up to `earningCents` to the
 * cent and the rounding is always in the owner's favour. Shares adding up to more than 10000 bps (never
 * allowed by the owner's form, but a split must never fail once money moved) are served in order until
 * the earning runs out. The owner's line comes first and is always present, even at 0 cents; its
 * `shareBps` is what the collaborators leave (0 when they take it all).
 * @throws Error when `earningCents` is not a non-negative integer or a share is outside 0..10000
 */
export function splitEarning(earningCents: Cents, ownerId: number, shares: readonly Share[]): SplitLine[] {
  if (!Number.isSafeInteger(earningCents) || earningCents < 0) {
    throw new Error(`Earning must be a non-negative integer of cents: ${earningCents}`);
  }
  let left = earningCents;
  let bpsLeft = WHOLE_BPS;
  const lines: SplitLine[] = [];
  for (const share of shares) {
    if (!Number.isInteger(share.shareBps) || share.shareBps < 0 || share.shareBps > WHOLE_BPS) {
      throw new Error(`Share out of range: ${share.shareBps}`);
    }
    const amountCents = Math.min(left, Math.floor((earningCents * share.shareBps) / WHOLE_BPS));
    left -= amountCents;
    bpsLeft = Math.max(0, bpsLeft - share.shareBps);
    lines.push({ ...share, amountCents });
  }
  return [{ userId: ownerId, role: 'owner', shareBps: bpsLeft, amountCents: left }, ...lines];
}

/**
 * The story's accepted collaborators with a share above 0, in the order they were invited (the order
 * `splitEarning` serves them), leaving out the owner should they appear as a collaborator.
 */
async function sharesOf(tx: DbOrTx, storyId: number, ownerId: number): Promise<Share[]> {
  const rows = await tx
    .select({
      userId: storyCollaborators.userId,
      role: storyCollaborators.role,
      shareBps: storyCollaborators.shareBps,
    })
    .from(storyCollaborators)
    .where(
      and(
        eq(storyCollaborators.storyId, storyId),
        eq(storyCollaborators.status, 'accepted'),
        gt(storyCollaborators.shareBps, 0),
        ne(storyCollaborators.userId, ownerId),
      ),
    )
    .orderBy(asc(storyCollaborators.id));
  return rows.map((r) => ({ ...r, role: r.role === 'editor' ? 'editor' : 'coauthor' }));
}

/**
 * Records the split of a purchase that is being completed, inside the completing transaction
 * (docs/reference/money.md#earning-splits). Only a purchase of a story that still has an owner and at
 * least one accepted collaborator with a share is split; tips and subscriptions pay the author, not a
 * story. Returns the lines this call inserted (the caller adds each to its recipient's totals), `[]`
 * when a split of this payment was already recorded (a second run adds nothing), or null when the
 * payment is not split (the whole earning goes to `payments.author_id`, as before).
 */
export async function recordSplit(
  tx: DbOrTx,
  payment: Pick<typeof payments.$inferSelect, 'id' | 'type' | 'storyId' | 'authorId' | 'authorEarning'>,
): Promise<SplitLine[] | null> {
  if (payment.type !== 'purchase' || payment.storyId === null || payment.authorId === null) return null;
  const existing = await splitLinesOf(tx, payment.id);
  if (existing.length > 0) return [];
  const shares = await sharesOf(tx, payment.storyId, payment.authorId);
  if (shares.length === 0) return null;
  const lines = splitEarning(toCents(payment.authorEarning), payment.authorId, shares);
  const inserted = await tx
    .insert(paymentSplits)
    .values(
      lines.map((line) => ({
        paymentId: payment.id,
        userId: line.userId,
        role: line.role,
        shareBps: line.shareBps,
        amount: fromCents(line.amountCents),
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: paymentSplits.userId });
  const added = new Set(inserted.map((r) => r.userId));
  return lines.filter((line) => added.has(line.userId));
}

/**
 * The recorded split of a payment, owner first, amounts in cents; `userId` null for a recipient who
 * deleted the account since (ADR 0024). Empty when the payment was not split.
 */
export async function splitLinesOf(
  db: DbOrTx,
  paymentId: number,
): Promise<Array<Omit<SplitLine, 'userId'> & { userId: number | null }>> {
  const rows = await db
    .select()
    .from(paymentSplits)
    .where(eq(paymentSplits.paymentId, paymentId))
    .orderBy(asc(paymentSplits.id));
  return rows.map((r) => ({
    userId: r.userId,
    role: r.role as SplitLine['role'],
    shareBps: r.shareBps,
    amountCents: toCents(r.amount),
  }));
}

/**
 * This month's (UTC, `monthStart`) earnings of `userId` as a numeric SQL expression: the sum of their
 * earning lines (`earningLinesOf`) of payments completed this month.
 */
export function monthEarningSql(userId: number): SQL {
  return sql`(SELECT coalesce(sum(l.earning), 0) FROM ${earningLinesOf(userId)} l JOIN ${payments} p ON p.id = l.payment_id WHERE p.status = 'completed' AND p.completed_at >= ${monthStart})`;
}

/**
 * What `userId` earned from each of `paymentIds` (their earning line, `earningLinesOf`), in integer
 * cents by payment id; a payment that did not pay them is absent.
 */
export async function earningByPayment(
  db: DbOrTx,
  userId: number,
  paymentIds: number[],
): Promise<Map<number, Cents>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sql<number>`l.payment_id`, earning: sql<string>`l.earning::text` })
    .from(sql`${earningLinesOf(userId)} l`)
    .where(inArray(sql`l.payment_id`, paymentIds));
  return new Map(rows.map((r) => [Number(r.id), toCents(r.earning)]));
}
