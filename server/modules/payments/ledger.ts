import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { addBillingPeriod } from '../../../contract/billing-period.js';
import type { DbOrTx } from '../../db/client.js';
import { authorEarnings, authorSubscriptions, contentPurchases, payments } from '../../db/schema.js';
import { fromCents, toCents } from '../../lib/money.js';
import { grantGift, revokeGift } from '../gifts/gift-grant.js';
import { insertPaymentNotification } from '../notifications/notifications.query.js';
import { recordBalanceEarnings, recordBalanceReversals } from '../payouts/balance-entries.js';
import { insertWelcomeNotification } from '../tiers/welcome-note.js';
import { monthEarningSql, recordSplit, splitLinesOf } from './earning-splits.js';
import { yieldClaim } from './purchase-claim.js';

/**
 * The ledger (docs/reference/money.md#ledger): the only code that moves a payment between statuses. Each
 * function runs inside the caller's transaction, so a payment's status, the access it buys and the author's
 * earnings change together or not at all; each is guarded in SQL by the status it expects, so running
 * it twice (a retried request, a redelivered webhook, a job run again) changes nothing the second time.
 */

export type PaymentRow = typeof payments.$inferSelect;

/** What the provider told us when it confirmed a payment (Stripe invoices fix the period). */
export interface Confirmation {
  reference?: string;
  paymentIntentId?: string | null;
  periodStart?: Date;
  periodEnd?: Date;
}

/**
 * pending|failed -> completed: grants what the payment bought (purchase: a content_purchases row with no
 * expiry; subscription: the subscription active until the paid period's end, on the paid tier) and adds
 * the author's earning: a purchase of a story with accepted collaborators holding a share is split
 * among them and the owner, recorded in `payment_splits` and added to each recipient's totals
 * (docs/reference/money.md#earning-splits); otherwise all of it goes to the author. Returns the row, or
 * null when it was not pending or failed (nothing changed).
 */
export async function completePayment(
  tx: DbOrTx,
  paymentId: number,
  confirmation: Confirmation = {},
): Promise<PaymentRow | null> {
  const isDuplicate = await yieldClaim(tx, paymentId);
  const [row] = await tx
    .update(payments)
    .set({
      status: 'completed',
      completedAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(confirmation.reference
        ? { stripePaymentId: sql`coalesce(${payments.stripePaymentId}, ${confirmation.reference})` }
        : {}),
      ...(confirmation.paymentIntentId ? { stripePaymentIntentId: confirmation.paymentIntentId } : {}),
      ...(confirmation.periodStart ? { periodStart: confirmation.periodStart } : {}),
      ...(confirmation.periodEnd ? { periodEnd: confirmation.periodEnd } : {}),
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['pending', 'failed'])))
    .returning();
  if (!row) return null;
  // A payer who deleted the account (userId null) gets no access, but the author keeps the earning;
  // a second payment for an item already paid (isDuplicate) is recorded and grants nothing new.
  if (row.type === 'purchase' && row.storyId !== null && row.userId !== null && !isDuplicate) {
    await tx
      .insert(contentPurchases)
      .values({ userId: row.userId, storyId: row.storyId, chapterId: row.chapterId, paymentId: row.id })
      .onConflictDoUpdate({
        target: [contentPurchases.userId, contentPurchases.storyId, contentPurchases.chapterId],
        targetWhere: sql`${contentPurchases.userId} IS NOT NULL AND ${contentPurchases.storyId} IS NOT NULL`,
        set: { paymentId: row.id, accessGrantedAt: sql`now()`, expiresAt: null },
      });
  }
  if (row.type === 'subscription' && row.subscriptionId !== null && row.periodEnd) {
    await activateSubscription(tx, row as PaymentRow & { subscriptionId: number; periodEnd: Date });
  }
  if (row.type === 'gift') await grantGift(tx, row);
  // An author who deleted the account (authorId null) has no totals left to add to; the row is the record.
  if (row.authorId === null) {
    await recordBalanceEarnings(tx, row, null);
    return row;
  }
  const split = await recordSplit(tx, row);
  if (split === null) await addEarning(tx, row.authorId, toCents(row.authorEarning));
  // By user id, as in reverseEarning: two transactions lock the recipients' totals in one order.
  else for (const line of byUser(split)) await addEarning(tx, line.userId, line.amountCents);
  // The author's side of the ledger: balance lines that payouts move (ADR 0041).
  await recordBalanceEarnings(tx, row, split);
  // The author is told in the same transaction (docs/reference/people.md#notifications); unique per
  // payment/subscription.
  if (row.userId !== null) {
    await insertPaymentNotification(tx, {
      ...row,
      userId: row.userId,
      authorId: row.authorId,
      amountCents: toCents(row.amount),
    });
    // A subscription's first payment welcomes the subscriber with the tier's note, in the same transaction.
    await insertWelcomeNotification(tx, { ...row, userId: row.userId });
  }
  return row;
}

/**
 * A paid period: the subscription is active on the paid tier until the period's end. A renewal never
 * shortens a later end (webhooks may arrive out of order); a re-tiering by subscribing again starts its own
 * period now (ADR 0015). A subscription that had lapsed (or never started) restarts at the period's start.
 * The first payment, a re-tiering and a restart fix `price_cents` to the amount paid and `billing_period`
 * to the paid period's length (twelve months: 'year', else 'month'); renewals keep both, so a later change
 * of the tier's price applies to new subscribers only, a downgrade's credit taken off a renewal does not
 * become the price, and a prorated tier change (change-tier, which sets the tier and price itself before
 * its payment completes, ADR 0042) keeps the new tier's full price (docs/reference/money.md#subscriptions).
 * The first charge after a free trial ends the trial (`trial_ends_at` cleared).
 */
async function activateSubscription(
  tx: DbOrTx,
  row: PaymentRow & { subscriptionId: number; periodEnd: Date },
) {
  const [sub] = await tx
    .select()
    .from(authorSubscriptions)
    .where(eq(authorSubscriptions.id, row.subscriptionId))
    .for('update');
  if (!sub) return;
  const now = Date.now();
  const live =
    sub.isActive && (sub.endDate === null || sub.endDate.getTime() > now) && sub.status !== 'pending';
  const restart = !sub.isActive || sub.status === 'pending' || sub.status === 'canceled';
  const tierChanged = row.tierId !== null && row.tierId !== sub.tierId;
  const end =
    live && !tierChanged && sub.endDate && sub.endDate > row.periodEnd ? sub.endDate : row.periodEnd;
  const yearly =
    row.periodStart !== null &&
    addBillingPeriod(row.periodStart, 'year').getTime() <= row.periodEnd.getTime() + 86_400_000;
  await tx
    .update(authorSubscriptions)
    .set({
      tierId: row.tierId ?? sub.tierId,
      isActive: true,
      status: 'active',
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endDate: end,
      trialEndsAt: null,
      ...(live ? {} : { startDate: row.periodStart ?? new Date(now) }),
      ...(restart || tierChanged || sub.priceCents === null ? { priceCents: toCents(row.amount) } : {}),
      ...(restart || tierChanged ? { billingPeriod: yearly ? 'year' : 'month' } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(authorSubscriptions.id, sub.id));
}

/** pending -> failed (a declined card); a completed or refunded payment stays as it is. */
export async function failPayment(tx: DbOrTx, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * completed|pending -> refunded (docs/reference/money.md#refunds). A completed payment's access is revoked
 * (purchase: `expires_at` now; subscription: the period it paid ends now and the subscription is cancelled)
 * and its earning reversed: each recipient's recorded part of a split payment, else the author's whole
 * earning (docs/reference/money.md#earning-splits); a recipient whose account is gone has no totals to
 * reverse (ADR 0024). A pending one (its refund reached us before its success) is only marked. Returns
 * the refunded row, or null when it was already refunded or failed.
 */
export async function refundPayment(tx: DbOrTx, paymentId: number): Promise<PaymentRow | null> {
  const [before] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!before || (before.status !== 'completed' && before.status !== 'pending')) return null;
  const [row] = await tx
    .update(payments)
    .set({ status: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId))
    .returning();
  if (before.status !== 'completed' || !row) return row ?? null;
  if (row.type === 'purchase') {
    await tx
      .update(contentPurchases)
      .set({ expiresAt: sql`now()` })
      .where(
        and(
          eq(contentPurchases.paymentId, row.id),
          or(isNull(contentPurchases.expiresAt), gt(contentPurchases.expiresAt, sql`now()`)),
        ),
      );
  }
  if (row.type === 'subscription' && row.subscriptionId !== null && row.periodEnd) {
    // Only the payment of the current period ends access; refunding an older period changes no access.
    await tx
      .update(authorSubscriptions)
      .set({ endDate: sql`now()`, isActive: false, status: 'canceled', updatedAt: sql`now()` })
      .where(
        and(
          eq(authorSubscriptions.id, row.subscriptionId),
          sql`${authorSubscriptions.endDate} <= ${row.periodEnd}`,
          sql`${authorSubscriptions.endDate} > now()`,
        ),
      );
  }
  if (row.type === 'gift') await revokeGift(tx, row);
  await reverseEarning(tx, row);
  await recordBalanceReversals(tx, row);
  return row;
}

/**
 * Takes a completed payment's earning back from the totals it was added to: each recipient's recorded
 * split line (a deleted recipient's line, user null, is skipped: ADR 0024), or, unsplit, the author's
 * whole earning. Used by every reversal (a refund), so that reversals follow the split recorded at
 * completion and never the shares in force now.
 */
async function reverseEarning(tx: DbOrTx, row: PaymentRow) {
  const lines = await splitLinesOf(tx, row.id);
  if (lines.length === 0) {
    if (row.authorId !== null) await addEarning(tx, row.authorId, -toCents(row.authorEarning));
    return;
  }
  for (const line of byUser(lines)) {
    if (line.userId !== null) await addEarning(tx, line.userId, -line.amountCents);
  }
}

/**
 * Split lines in ascending user id: totals rows are locked in one global order, so two payments whose
 * recipients overlap (A owns one story B helps on, and the other way round) cannot deadlock.
 */
function byUser<T extends { userId: number | null }>(lines: T[]): T[] {
  return [...lines].sort((a, b) => (a.userId ?? 0) - (b.userId ?? 0));
}

/**
 * Adds `cents` (integer cents; negative: a reversal) to a recipient's totals in `author_earnings` (an
 * author, or a collaborator paid by a split), creating the row, and recomputes this month's earnings
 * from the ledger's earning lines (split-aware, `monthEarningSql`) in the same transaction.
 */
async function addEarning(tx: DbOrTx, authorId: number, cents: number) {
  const amount = fromCents(cents);
  const month = monthEarningSql(authorId);
  await tx
    .insert(authorEarnings)
    .values({
      authorId,
      totalEarned: amount,
      pendingPayout: amount,
      currentMonthEarnings: sql`${month}`,
    })
    .onConflictDoUpdate({
      target: authorEarnings.authorId,
      set: {
        totalEarned: sql`${authorEarnings.totalEarned} + ${amount}::numeric`,
        pendingPayout: sql`${authorEarnings.pendingPayout} + ${amount}::numeric`,
        currentMonthEarnings: sql`${month}`,
        updatedAt: sql`now()`,
      },
    });
}
