import { and, asc, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db, DbOrTx } from '../../db/client.js';
import { balanceEntries, payments, storyCollaborators } from '../../db/schema.js';
import type { JobQueue } from '../../plugins/jobs.js';
import { destinationFor } from './payout-account.js';

/** The job that sends waiting earnings to connected accounts (queued on account.updated, and hourly). */
export const TRANSFER_WAITING_JOB = 'payouts-transfer-waiting';

/**
 * Queues one `payouts-transfer-waiting` run now (singleton: one waiting run at a time is enough, it
 * sends every waiting line). Returns the job id, or null when one is already waiting.
 */
export function queueTransferWaiting(jobs: JobQueue): Promise<string | null> {
  return jobs.send(TRANSFER_WAITING_JOB, {}, { singletonKey: 'waiting' });
}

/**
 * Whether a one-off Stripe charge of `authorId` for story `storyId` has a single recipient (ADR 0041):
 * a tip, or a purchase of a story with no accepted collaborator holding a share. A split purchase keeps
 * its money in the platform until the transfers of its lines.
 */
async function singleRecipient(db: Db, storyId: number | null): Promise<boolean> {
  if (storyId === null) return true;
  const [shared] = await db
    .select({ id: storyCollaborators.id })
    .from(storyCollaborators)
    .where(
      and(
        eq(storyCollaborators.storyId, storyId),
        eq(storyCollaborators.status, 'accepted'),
        sql`${storyCollaborators.shareBps} > 0`,
      ),
    )
    .limit(1);
  return !shared;
}

/**
 * The destination charge of a one-off Stripe payment (Stripe docs "Destination charges"): when it has a
 * single recipient whose connected account is ready, `transfer_data.destination` = that account and
 * `application_fee_amount` = the platform fee the ledger records (cents); else null (the money stays in
 * the platform balance, its line 'waiting').
 */
export async function destinationChargeFor(
  db: Db,
  payment: { authorId: number | null; storyId: number | null; platformFeeCents: number },
): Promise<{ accountId: string; applicationFeeCents: number } | null> {
  if (payment.authorId === null || !(await singleRecipient(db, payment.storyId))) return null;
  const destination = await destinationFor(db, payment.authorId);
  return destination
    ? { accountId: destination.accountId, applicationFeeCents: payment.platformFeeCents }
    : null;
}

/**
 * Sends every waiting earning line whose recipient's connected account is ready (ADR 0041): one
 * `transfers.create({amount, currency: 'usd', destination, transfer_group: 'payment-{id}'})` per line,
 * idempotency key `storyloom-transfer-{lineId}` (a rerun after a crash makes the same transfer), then the
 * line is 'transferred' with its `tr_…`. Lines of refunded payments (their reversal written) are skipped:
 * that money goes back to the payer. Returns how many transfers were made; a failed one is left waiting
 * for the next run.
 */
export async function transferWaiting(db: Db, stripe: Stripe | null): Promise<number> {
  if (!stripe) return 0;
  const lines = await db
    .select({
      id: balanceEntries.id,
      userId: balanceEntries.userId,
      amountCents: balanceEntries.amountCents,
      paymentId: balanceEntries.paymentId,
    })
    .from(balanceEntries)
    .innerJoin(payments, eq(payments.id, balanceEntries.paymentId))
    .where(
      and(
        eq(balanceEntries.kind, 'earning'),
        eq(balanceEntries.transfer, 'waiting'),
        eq(payments.status, 'completed'),
        sql`${balanceEntries.userId} IS NOT NULL AND ${balanceEntries.amountCents} > 0`,
      ),
    )
    .orderBy(asc(balanceEntries.id));
  let sent = 0;
  for (const line of lines) {
    const destination = await destinationFor(db, line.userId!);
    if (!destination) continue;
    try {
      const transfer = await stripe.transfers.create(
        {
          amount: line.amountCents,
          currency: 'usd',
          destination: destination.accountId,
          transfer_group: `payment-${line.paymentId}`,
          metadata: { balanceEntryId: String(line.id), paymentId: String(line.paymentId) },
        },
        { idempotencyKey: `storyloom-transfer-${line.id}` },
      );
      await db
        .update(balanceEntries)
        .set({ transfer: 'transferred', stripeTransferId: transfer.id })
        .where(and(eq(balanceEntries.id, line.id), eq(balanceEntries.transfer, 'waiting')));
      sent++;
    } catch {
      // Left waiting: the next run (hourly, or the next account.updated) tries again.
    }
  }
  return sent;
}

/**
 * Refunds a Stripe one-off payment (ADR 0041; Stripe docs "Refunds" with Connect): `refunds.create` on its
 * PaymentIntent with `reverse_transfer` and `refund_application_fee` when it was a destination charge,
 * and a `transfers.createReversal` of each line already transferred. The ledger follows the
 * `charge.refunded` webhook (refundPayment); nothing is changed here.
 */
export async function refundStripePayment(
  db: DbOrTx,
  stripe: Stripe,
  payment: { id: number; stripePaymentId: string | null; stripePaymentIntentId: string | null },
): Promise<void> {
  const intent = payment.stripePaymentIntentId ?? payment.stripePaymentId;
  if (!intent) throw new Error('payment has no PaymentIntent');
  const lines = await db.select().from(balanceEntries).where(eq(balanceEntries.paymentId, payment.id));
  const destination = lines.some((l) => l.kind === 'earning' && l.transfer === 'destination');
  for (const line of lines) {
    if (line.kind !== 'earning' || line.transfer !== 'transferred' || !line.stripeTransferId) continue;
    await stripe.transfers.createReversal(
      line.stripeTransferId,
      { amount: line.amountCents },
      { idempotencyKey: `storyloom-transfer-reversal-${line.id}` },
    );
  }
  await stripe.refunds.create(
    {
      payment_intent: intent,
      ...(destination ? { reverse_transfer: true, refund_application_fee: true } : {}),
      metadata: { paymentId: String(payment.id) },
    },
    { idempotencyKey: `storyloom-refund-${payment.id}` },
  );
}
