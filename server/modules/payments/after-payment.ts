import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gifts, notifications, payments } from '../../db/schema.js';
import type { EmailJob } from '../mail/email-job.js';
import { queueEmail } from '../mail/mail-job.js';
import { publishNotifications } from '../notifications/notifications.service.js';

/*
 * What follows a payment once its transaction has committed (docs/reference/money.md#emails): the
 * notifications the ledger inserted with it go out (live frame, push, and email as their preferences
 * say), and its receipt is queued. Also the emails a billing event causes (a failed renewal, a
 * cancellation), queued after the commit that recorded the event.
 *
 * The gap: a crash between the commit and these calls loses the live frame and push (the in-app
 * notification is kept) and the queueing of the receipt. The receipt is bounded by the hourly
 * `queue-money-emails` job (money-emails.ts), which queues the receipt of every payment completed in the
 * last two days that has no sent receipt; the `sent_emails` key keeps that to one email.
 */

/** What publishing and queueing need: the app's database, pubsub, job queue and log. */
export type AfterPaymentDeps = Pick<FastifyInstance, 'db' | 'pubsub' | 'jobs' | 'log'>;

/** What a transaction did that must be announced after it commits. */
export interface PaymentEffects {
  /** Payments this transaction completed. */
  completed: number[];
  /** Emails to queue (e.g. payment-failed, subscription-cancelled). */
  emails: EmailJob[];
}

/** An empty list of effects, to fill inside a transaction. */
export function noEffects(): PaymentEffects {
  return { completed: [], emails: [] };
}

/**
 * After payment `paymentId` completed and committed: publishes the notifications its completion inserted
 * (dedupe keys `payment:{id}`, `subscriber:{subscriptionId}`, `welcome:{subscriptionId}`, `gift:{giftId}`, created in the
 * completing transaction: `created_at` equals the payment's `completed_at`, both that transaction's
 * `now()`, so a renewal does not publish the first period's rows again) and queues its receipt. Never
 * throws: the payment stands whatever happens here (failures are logged).
 */
export async function afterPaymentCompleted(deps: AfterPaymentDeps, paymentId: number): Promise<void> {
  try {
    const [payment] = await deps.db
      .select({
        status: payments.status,
        completedAt: payments.completedAt,
        subscriptionId: payments.subscriptionId,
      })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (payment?.status !== 'completed' || !payment.completedAt) return;
    const keys = [`payment:${paymentId}`];
    if (payment.subscriptionId !== null) {
      keys.push(`subscriber:${payment.subscriptionId}`, `welcome:${payment.subscriptionId}`);
    }
    // A gift to a named recipient: their `gift_received` (ADR 0042).
    const [gift] = await deps.db.select({ id: gifts.id }).from(gifts).where(eq(gifts.paymentId, paymentId));
    if (gift) keys.push(`gift:${gift.id}`);
    const rows = await deps.db
      .select()
      .from(notifications)
      .where(
        and(
          inArray(notifications.dedupeKey, keys),
          sql`${notifications.createdAt} = (SELECT completed_at FROM ${payments} WHERE id = ${paymentId})`,
        ),
      );
    await publishNotifications(deps, rows);
    await queueEmail(deps.jobs, { kind: 'receipt', paymentId });
  } catch (error) {
    deps.log.error({ err: error, paymentId }, 'announcing a completed payment failed');
  }
}

/**
 * Announces `effects` after their transaction committed: each completed payment (`afterPaymentCompleted`)
 * and each email queued. Does nothing without `deps` (a caller outside the app, e.g. a unit test).
 * Never throws.
 */
export async function applyPaymentEffects(
  deps: AfterPaymentDeps | undefined,
  effects: PaymentEffects,
): Promise<void> {
  if (!deps) return;
  for (const id of effects.completed) await afterPaymentCompleted(deps, id);
  for (const email of effects.emails) await queueEmailSafely(deps, email);
}

/** `queueEmail` that logs instead of throwing: the change that caused the email has committed. */
export async function queueEmailSafely(
  deps: Pick<AfterPaymentDeps, 'jobs' | 'log'>,
  email: EmailJob,
): Promise<void> {
  try {
    await queueEmail(deps.jobs, email);
  } catch (error) {
    deps.log.error({ err: error, kind: email.kind }, 'queueing an email failed');
  }
}
