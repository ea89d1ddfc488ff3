import { and, eq, inArray, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { DbOrTx } from '../../db/client.js';
import { authorSubscriptions, payments } from '../../db/schema.js';
import { fromCents, splitFee } from '../../lib/money.js';
import { markDestinationLines } from '../payouts/balance-entries.js';
import type { PaymentEffects } from './after-payment.js';
import { completePayment, failPayment, type PaymentRow } from './ledger.js';

/*
 * Stripe Billing events (docs/reference/money.md#providers): invoices pay subscription periods, subscription
 * objects carry cancellation and lapse. Both run inside the webhook's transaction (webhook.service.ts), on
 * the object as re-read from Stripe.
 */

/** What billing reads of the webhook's dependencies (`WebhookDeps` of webhook.service.ts): the fee in %. */
type BillingDeps = { platformFeePercent: number };

/** The event being applied: its type, and what to announce once its transaction commits. */
export interface EventContext {
  eventType: string;
  effects: PaymentEffects;
}

const seconds = (s: number) => new Date(s * 1000);

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const sub = invoice.parent?.subscription_details?.subscription;
  if (!sub) return null;
  return typeof sub === 'string' ? sub : sub.id;
}

/**
 * A subscription invoice: paid -> the payment of its period completes (the first one is the row made
 * when the reader subscribed, found by its reference or metadata; a renewal gets a row of its own,
 * unique per subscription and period start); failed -> that row fails. An `invoice.payment_failed` of
 * a renewal (billing reason `subscription_cycle`) still unpaid queues the failed-renewal notice, keyed
 * by the invoice (docs/reference/money.md#emails): Stripe's retries of one invoice send one notice.
 * A free trial's $0 first invoice records nothing; the first real invoice (at trial end) is a renewal row
 * and completes as usual (ADR 0042).
 */
export async function applyInvoice(
  deps: BillingDeps,
  tx: DbOrTx,
  invoice: Stripe.Invoice,
  event: EventContext,
): Promise<void> {
  const stripeSubId = invoiceSubscriptionId(invoice);
  if (!stripeSubId || !invoice.id) return;
  const metadata = invoice.parent?.subscription_details?.metadata ?? {};
  const [local] = await tx
    .select()
    .from(authorSubscriptions)
    .where(
      or(
        eq(authorSubscriptions.stripeSubscriptionId, stripeSubId),
        eq(authorSubscriptions.id, Number(metadata.subscriptionId) || -1),
      ),
    )
    .limit(1);
  if (!local) return;
  // A free trial's $0 invoice (Stripe bills nothing until trial_end): no payment to record (ADR 0042).
  if (invoice.billing_reason === 'subscription_create' && invoice.amount_due === 0) return;
  if (
    event.eventType === 'invoice.payment_failed' &&
    invoice.status !== 'paid' &&
    invoice.billing_reason === 'subscription_cycle'
  ) {
    event.effects.emails.push({ kind: 'payment-failed', subscriptionId: local.id, attempt: invoice.id });
  }
  let [row] = await tx.select().from(payments).where(eq(payments.stripePaymentId, invoice.id));
  if (!row && invoice.billing_reason !== 'subscription_cycle' && Number(metadata.paymentId) > 0) {
    [row] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, Number(metadata.paymentId)),
          eq(payments.subscriptionId, local.id),
          inArray(payments.status, ['pending', 'failed']),
        ),
      );
  }
  if (invoice.status === 'paid') {
    const line = invoice.lines.data[0];
    const periodStart = seconds(line?.period.start ?? invoice.period_start);
    const periodEnd = seconds(line?.period.end ?? invoice.period_end);
    if (!row) row = await renewalRow(deps, tx, local, invoice, periodStart, periodEnd);
    if (!row) return;
    const intent = invoice.payments?.data[0]?.payment.payment_intent;
    const done = await completePayment(tx, row.id, {
      reference: invoice.id,
      paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      periodStart,
      periodEnd,
    });
    if (done) {
      event.effects.completed.push(done.id);
      // Billing sent this invoice's payment to the author's connected account (destination charge):
      // its balance lines must not be transferred again (ADR 0041).
      if (metadata.destination) await markDestinationLines(tx, done.id);
    }
  } else if (row && (invoice.status === 'uncollectible' || invoice.status === 'void')) {
    await failPayment(tx, row.id);
  }
}

/** The pending row of a renewal period Stripe billed (one per subscription and period start). */
async function renewalRow(
  deps: BillingDeps,
  tx: DbOrTx,
  local: typeof authorSubscriptions.$inferSelect,
  invoice: Stripe.Invoice,
  periodStart: Date,
  periodEnd: Date,
): Promise<PaymentRow | undefined> {
  const split = splitFee(invoice.amount_paid, deps.platformFeePercent);
  await tx
    .insert(payments)
    .values({
      userId: local.userId,
      authorId: local.authorId,
      amount: fromCents(split.amountCents),
      platformFee: fromCents(split.platformFeeCents),
      authorEarning: fromCents(split.authorEarningCents),
      type: 'subscription',
      status: 'pending',
      provider: 'stripe',
      subscriptionId: local.id,
      tierId: local.tierId,
      periodStart,
      periodEnd,
      stripePaymentId: invoice.id,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      or(
        eq(payments.stripePaymentId, invoice.id!),
        and(eq(payments.subscriptionId, local.id), eq(payments.periodStart, periodStart)),
      ),
    );
  return row;
}

/**
 * A subscription's state: cancel at period end (access kept until `end_date`), past due, or ended
 * (`is_active` false). Activation itself only follows a paid invoice. A subscription that starts
 * cancelling here (cancelled in Stripe's portal or Dashboard) queues the cancellation confirmation,
 * keyed as `cancelSubscription` keys it, so one email either way (docs/reference/money.md#emails).
 */
export async function applySubscription(
  tx: DbOrTx,
  subscription: Stripe.Subscription,
  effects: PaymentEffects,
): Promise<void> {
  const [local] = await tx
    .select()
    .from(authorSubscriptions)
    .where(eq(authorSubscriptions.stripeSubscriptionId, subscription.id));
  if (!local) return;
  const ended = ['canceled', 'incomplete_expired', 'unpaid'].includes(subscription.status);
  if (ended) {
    const endedAt = subscription.ended_at ? seconds(subscription.ended_at) : new Date();
    await tx
      .update(authorSubscriptions)
      .set({
        isActive: false,
        status: 'canceled',
        cancelAtPeriodEnd: false,
        endDate: local.endDate && local.endDate < endedAt ? local.endDate : endedAt,
        updatedAt: new Date(),
      })
      .where(eq(authorSubscriptions.id, local.id));
    return;
  }
  if (local.status === 'pending' || local.status === 'canceled') return;
  const status = subscription.cancel_at_period_end
    ? 'canceling'
    : subscription.status === 'past_due'
      ? 'past_due'
      : subscription.status === 'trialing'
        ? 'trialing'
        : 'active';
  await tx
    .update(authorSubscriptions)
    .set({
      status,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      canceledAt: subscription.canceled_at ? seconds(subscription.canceled_at) : null,
      updatedAt: new Date(),
    })
    .where(eq(authorSubscriptions.id, local.id));
  if (status === 'canceling' && !local.cancelAtPeriodEnd && local.endDate) {
    effects.emails.push({
      kind: 'subscription-cancelled',
      subscriptionId: local.id,
      accessUntil: local.endDate.toISOString(),
    });
  }
}
