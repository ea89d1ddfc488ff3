import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema.js';

/*
 * A purchase "claims" its item: at most one pending or completed purchase per payer and item, held by
 * the unique index payments_purchase_claim_uq over (user_id, item_key) (ADR 0024). A failed or
 * refunded purchase leaves the index's predicate and so frees the item for the next attempt.
 */

type PaymentRow = typeof payments.$inferSelect;

/** Statuses that hold an item: the purchase is open (pending) or done (completed). */
export const CLAIMING_STATUSES = ['pending', 'completed'] as const;

/**
 * The item key of a purchase of `storyId` (whole story when `chapterId` is null): "story:12" or
 * "story:12:chapter:34". Stored on the payment at insert, it never changes when the story or chapter
 * is deleted later, so records of deleted content never collide (ADR 0024).
 */
export function purchaseItemKey(storyId: number, chapterId: number | null): string {
  return chapterId === null ? `story:${storyId}` : `story:${storyId}:chapter:${chapterId}`;
}

/** The payer's pending or completed purchase of `itemKey`, if any (at most one exists). */
export async function findClaim(
  db: DbOrTx,
  userId: number,
  itemKey: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.itemKey, itemKey),
        inArray(payments.status, [...CLAIMING_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Makes room for a failed purchase that is being completed after all (its PaymentIntent was paid
 * later, e.g. with another card): money that moved is always recorded. If the payer has since started
 * another purchase of the item that is still pending, that one is superseded (marked failed); if they
 * already completed one, this payment keeps its record but gives up the item (item_key null: it
 * grants nothing; the author can refund it). Runs inside the completing transaction.
 * @returns true when the payment gave up its item (a second payment for an item already paid)
 */
export async function yieldClaim(tx: DbOrTx, paymentId: number): Promise<boolean> {
  const [row] = await tx
    .select({
      userId: payments.userId,
      itemKey: payments.itemKey,
      status: payments.status,
    })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  if (row?.status !== 'failed' || row.userId === null || row.itemKey === null) return false;
  const [other] = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.userId, row.userId),
        eq(payments.itemKey, row.itemKey),
        inArray(payments.status, [...CLAIMING_STATUSES]),
        ne(payments.id, paymentId),
      ),
    )
    .for('update');
  if (!other) return false;
  if (other.status === 'pending') {
    await tx
      .update(payments)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(and(eq(payments.id, other.id), eq(payments.status, 'pending')));
    return false;
  }
  await tx.update(payments).set({ itemKey: null }).where(eq(payments.id, paymentId));
  return true;
}
