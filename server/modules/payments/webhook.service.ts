import { and, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db, DbOrTx } from '../../db/client.js';
import { payments, stripeEvents } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { toCents } from '../../lib/money.js';
import { queueTransferWaiting } from '../payouts/transfers.js';
import {
  type AfterPaymentDeps,
  applyPaymentEffects,
  noEffects,
  type PaymentEffects,
} from './after-payment.js';
import { completePayment, failPayment, type PaymentRow, refundPayment } from './ledger.js';
import { applyInvoice, applySubscription, type EventContext } from './webhook-billing.js';
import {
  applyConnect,
  type ConnectEffects,
  type FreshConnect,
  markDestinationCharge,
  rereadConnect,
} from './webhook-connect.js';

export interface WebhookDeps {
  db: Db;
  stripe: Stripe;
  platformFeePercent: number;
  log: FastifyBaseLogger;
  /** For what follows a committed event (after-payment.ts): notifications, receipts, billing emails. */
  app?: AfterPaymentDeps;
}

/** The current state of the object an event was about, re-read from Stripe (never the event's copy). */
type Fresh =
  | { kind: 'payment_intent'; intent: Stripe.PaymentIntent }
  | { kind: 'invoice'; invoice: Stripe.Invoice }
  | { kind: 'subscription'; subscription: Stripe.Subscription }
  | { kind: 'charge'; charge: Stripe.Charge }
  | { kind: 'connect'; connect: FreshConnect }
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
 * Applies one verified Stripe event (docs/reference/money.md#providers): the object is re-read from Stripe
 * first, so events in any order converge on Stripe's current state; then, in ONE transaction, the event id is
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
  const effects = noEffects();
  const connect: ConnectEffects = { accountReady: false };
  const outcome = await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, objectId })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!stored) return 'duplicate' as const;
    if (fresh?.kind === 'connect') await applyConnect(tx, fresh.connect, connect);
    else if (fresh) await apply(deps, tx, fresh, { effects, eventType: event.type });
    return 'applied' as const;
  });
  // After the commit: the completions' notifications and receipts, the billing emails.
  if (outcome === 'applied') await applyPaymentEffects(deps.app, effects);
  // An account just ready: its waiting earnings are transferred by the job (ADR 0041).
  if (connect.accountReady && deps.app) {
    await queueTransferWaiting(deps.app.jobs).catch((error: unknown) =>
      deps.log.error({ err: error }, 'could not queue the waiting transfers'),
    );
  }
  return outcome;
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
      default: {
        const connect = await rereadConnect(stripe, event);
        return connect ? { kind: 'connect', connect } : null;
      }
    }
  } catch (error) {
    throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, { cause: error });
  }
}

async function apply(
  deps: WebhookDeps,
  tx: DbOrTx,
  fresh: NonNullable<Fresh>,
  event: EventContext,
): Promise<void> {
  switch (fresh.kind) {
    case 'payment_intent':
      return applyIntent(deps, tx, fresh.intent, event.effects);
    case 'invoice':
      return applyInvoice(deps, tx, fresh.invoice, event);
    case 'subscription':
      return applySubscription(tx, fresh.subscription, event.effects);
    case 'charge':
      return applyCharge(tx, fresh.charge);
    case 'connect':
      return; // applied by applyConnect
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

async function applyIntent(
  deps: WebhookDeps,
  tx: DbOrTx,
  intent: Stripe.PaymentIntent,
  effects: PaymentEffects,
): Promise<void> {
  const row = await paymentForIntent(tx, intent);
  if (!row || row.type === 'subscription') return; // subscription payments follow their invoice
  if (intent.status === 'succeeded') {
    if (intent.amount_received !== toCents(row.amount) && intent.amount !== toCents(row.amount)) {
      deps.log.error({ paymentId: row.id, intent: intent.id }, 'Stripe amount differs from the payment row');
      return;
    }
    const done = await completePayment(tx, row.id, { reference: intent.id });
    if (done) {
      await markDestinationCharge(tx, done.id, intent);
      effects.completed.push(done.id);
    }
  } else if (
    intent.status === 'canceled' ||
    (intent.status === 'requires_payment_method' && intent.last_payment_error)
  ) {
    await failPayment(tx, row.id);
  }
}

/**
 * A fully refunded charge refunds our payment (docs/reference/money.md#refunds); partial refunds are left to
 * the author.
 */
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
