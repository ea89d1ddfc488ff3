import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  authorSubscriptions,
  balanceEntries,
  contentPurchases,
  paymentDisputes,
  payments,
} from '../../db/schema.js';
import { refundPayment } from './ledger.js';

type DisputeRow = typeof paymentDisputes.$inferSelect;

/**
 * Opens a dispute (chargeback) on a completed payment (ADR 0041; Stripe `charge.dispute.created`): the
 * payment's balance lines are `held` (pending, out of any payout) and what it bought is locked while the
 * dispute is open: a purchase's content_purchases rows of this payment get `expires_at = now()`; a
 * subscription paid by it ends now (`end_date` now, inactive). Gifts are left as they are (the gift's
 * access is restored only by `closeDispute` won, so it is not taken here). Idempotent by `reference`
 * (unique): a second call changes nothing. Returns the dispute, or null when the payment is unknown.
 * `amountCents`: the disputed amount (cents).
 */
export async function openDispute(
  tx: DbOrTx,
  paymentId: number,
  dispute: { reference: string; amountCents: number; reason: string | null },
): Promise<DisputeRow | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) return null;
  const [row] = await tx
    .insert(paymentDisputes)
    .values({
      paymentId,
      reference: dispute.reference,
      status: 'open',
      amountCents: dispute.amountCents,
      reason: dispute.reason,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await tx.update(balanceEntries).set({ held: true }).where(eq(balanceEntries.paymentId, paymentId));
  if (payment.status !== 'completed') return row;
  if (payment.type === 'purchase') {
    await tx
      .update(contentPurchases)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(contentPurchases.paymentId, paymentId), isNull(contentPurchases.expiresAt)));
  }
  if (payment.type === 'subscription' && payment.subscriptionId !== null && payment.periodEnd) {
    await tx
      .update(authorSubscriptions)
      .set({ isActive: false, endDate: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(authorSubscriptions.id, payment.subscriptionId),
          sql`${authorSubscriptions.endDate} <= ${payment.periodEnd}`,
          sql`${authorSubscriptions.endDate} > now()`,
        ),
      );
  }
  return row;
}

/**
 * Closes a dispute (ADR 0041; Stripe `charge.dispute.closed`). Won: the lines are released (`held`
 * false) and the access comes back (the purchase's rows `expires_at` null; the subscription active to
 * the paid period's end). Lost: like a refund (`refundPayment`: reversal lines, payment 'refunded',
 * access revoked), then the lines are released so the earning and its reversal net out. Guarded by the
 * dispute's status: closing twice changes nothing. Returns the closed dispute, or null.
 */
export async function closeDispute(
  tx: DbOrTx,
  reference: string,
  outcome: 'won' | 'lost',
): Promise<DisputeRow | null> {
  const [row] = await tx
    .update(paymentDisputes)
    .set({ status: outcome, closedAt: sql`now()` })
    .where(and(eq(paymentDisputes.reference, reference), eq(paymentDisputes.status, 'open')))
    .returning();
  if (!row) return null;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, row.paymentId));
  if (!payment) return row;
  if (outcome === 'lost') {
    await refundPayment(tx, payment.id);
  } else if (payment.status === 'completed') {
    if (payment.type === 'purchase') {
      await tx
        .update(contentPurchases)
        .set({ expiresAt: null })
        .where(eq(contentPurchases.paymentId, payment.id));
    }
    if (payment.type === 'subscription' && payment.subscriptionId !== null && payment.periodEnd) {
      await tx
        .update(authorSubscriptions)
        .set({ isActive: true, endDate: payment.periodEnd, updatedAt: sql`now()` })
        .where(
          and(
            eq(authorSubscriptions.id, payment.subscriptionId),
            sql`${authorSubscriptions.endDate} < ${payment.periodEnd}`,
          ),
        );
    }
  }
  // Another dispute of the same payment still open keeps the hold.
  const [stillOpen] = await tx
    .select({ id: paymentDisputes.id })
    .from(paymentDisputes)
    .where(and(eq(paymentDisputes.paymentId, payment.id), eq(paymentDisputes.status, 'open')));
  if (!stillOpen) {
    await tx.update(balanceEntries).set({ held: false }).where(eq(balanceEntries.paymentId, payment.id));
  }
  return row;
}
