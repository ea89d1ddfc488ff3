import { and, eq, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db, DbOrTx } from '../../db/client.js';
import { authorSubscriptions, payments, stripeEvents } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { fromCents, splitFee, toCents } from '../../lib/money.js';
import { completePayment, failPayment, type PaymentRow, refundPayment } from './ledger.js';

export interface WebhookDeps {
  db: Db;
  stripe: Stripe;
  platformFeePercent: number;
  log: FastifyBaseLogger;
}

/** The current state of the object an event was about, re-read from Stripe (never the event's copy). */
type Fresh =
  | { kind: 'payment_intent'; intent: Stripe.PaymentIntent }
  | { kind: 'invoice'; invoice: Stripe.Invoice }
  | { kind: 'subscription'; subscription: Stripe.Subscription }
  | { kind: 'charge'; charge: Stripe.Charge }
  | null;

/**
 * Verifies a webhook's `Stripe-Signature` over the raw body with STRIPE_WEBHOOK_SECRET (Stripe docs
 * "Verify webhook signatures"; default 5-minute tolerance).
 * @throws AppError WEBHOOK_SIGNATURE_INVALID (400) when the header is missing or does not match
 */
export function verifyEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: unknown,
  secret: string,
): Stripe.Event {
  if (typeof signature !== 'string' || signature === '') throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  }
}

/**
 * Applies one verified Stripe event (issue "Money" §2): the object is re-read from Stripe first, so
 * events in any order converge on Stripe's current state; then, in ONE transaction, the event id is
 * stored (primary key) and the effect applied. A duplicate (stored id) changes nothing; a crash before
 * the commit leaves neither, so Stripe's redelivery applies the event once.
 * @returns 'applied' or 'duplicate'
 * @throws AppError PAYMENT_PROVIDER_ERROR when Stripe cannot be read (Stripe retries the delivery)
 */
export async function handleStripeEvent(
  deps: WebhookDeps,
  event: Stripe.Event,
): Promise<'applied' | 'duplicate'> {
  const [seen] = await deps.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (seen) return 'duplicate';
  const fresh = await reread(deps.stripe, event);
  const objectId = (event.data.object as { id?: string }).id ?? null;
  return deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, objectId })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!stored) return 'duplicate';
    if (fresh) await apply(deps, tx, fresh);
    return 'applied';
  });
}

async function reread(stripe: Stripe, event: Stripe.Event): Promise<Fresh> {
  const object = event.data.object as { id?: string; object?: string };
  if (!object.id) return null;
  try {
    switch (object.object) {
      case 'payment_intent':
        return { kind: 'payment_intent', intent: await stripe.paymentIntents.retrieve(object.id) };
      case 'invoice':
        return {
          kind: 'invoice',
          invoice: await stripe.invoices.retrieve(object.id, { expand: ['payments'] }),
        };
      case 'subscription':
        return { kind: 'subscription', subscription: await stripe.subscriptions.retrieve(object.id) };
      case 'charge':
        return {
          kind: 'charge',
          charge: await stripe.charges.retrieve(object.id, { expand: ['payment_intent'] }),
        };
      default:
        return null;
    }
  } catch (error) {
    throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, { cause: error });
  }
}

async function apply(deps: WebhookDeps, tx: DbOrTx, fresh: NonNullable<Fresh>): Promise<void> {
  switch (fresh.kind) {
    case 'payment_intent':
      return applyIntent(deps, tx, fresh.intent);
    case 'invoice':
      return applyInvoice(deps, tx, fresh.invoice);
    case 'subscription':
      return applySubscription(tx, fresh.subscription);
    case 'charge':
      return applyCharge(tx, fresh.charge);
  }
}

/** Our payment for a PaymentIntent: by the paymentId we put in its metadata, else by its id. */
async function paymentForIntent(tx: DbOrTx, intent: Stripe.PaymentIntent): Promise<PaymentRow | undefined> {
  const id = Number(intent.metadata?.paymentId);
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      Number.isSafeInteger(id) && id > 0
        ? and(eq(payments.id, id), eq(payments.provider, 'stripe'))
        : or(eq(payments.stripePaymentId, intent.id), eq(payments.stripePaymentIntentId, intent.id)),
    );
  return row;
}

async function applyIntent(deps: WebhookDeps, tx: DbOrTx, intent: Stripe.PaymentIntent): Promise<void> {
  const row = await paymentForIntent(tx, intent);
  if (!row || row.type === 'subscription') return; // subscription payments follow their invoice
  if (intent.status === 'succeeded') {
    if (intent.amount_received !== toCents(row.amount) && intent.amount !== toCents(row.amount)) {
      deps.log.error({ paymentId: row.id, intent: intent.id }, 'Stripe amount differs from the payment row');
      return;
    }
    await completePayment(tx, row.id, { reference: intent.id });
  } else if (
    intent.status === 'canceled' ||
    (intent.status === 'requires_payment_method' && intent.last_payment_error)
  ) {
    await failPayment(tx, row.id);
  }
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
 * unique per subscription and period start); failed -> that row fails.
 */
async function applyInvoice(deps: WebhookDeps, tx: DbOrTx, invoice: Stripe.Invoice): Promise<void> {
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
    await completePayment(tx, row.id, {
      reference: invoice.id,
      paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      periodStart,
      periodEnd,
    });
  } else if (row && (invoice.status === 'uncollectible' || invoice.status === 'void')) {
    await failPayment(tx, row.id);
  }
}

/** The pending row of a renewal period Stripe billed (one per subscription and period start). */
async function renewalRow(
  deps: WebhookDeps,
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
 * (`is_active` false). Activation itself only follows a paid invoice.
 */
async function applySubscription(tx: DbOrTx, subscription: Stripe.Subscription): Promise<void> {
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
}

/** A fully refunded charge refunds our payment (issue "Money" §3); partial refunds are left to the author. */
async function applyCharge(tx: DbOrTx, charge: Stripe.Charge): Promise<void> {
  if (!charge.refunded) return;
  const intent = charge.payment_intent;
  if (!intent) return;
  const intentId = typeof intent === 'string' ? intent : intent.id;
  const paymentId = typeof intent === 'string' ? Number.NaN : Number(intent.metadata?.paymentId);
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      or(
        eq(payments.stripePaymentId, intentId),
        eq(payments.stripePaymentIntentId, intentId),
        Number.isSafeInteger(paymentId) && paymentId > 0
          ? and(eq(payments.id, paymentId), eq(payments.provider, 'stripe'))
          : undefined,
      ),
    );
  if (row) await refundPayment(tx, row.id);
}
