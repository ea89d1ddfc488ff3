import Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config.js';
import { AppError } from '../../../lib/errors.js';
import type { BilledTier, Payer, PaymentProvider } from './provider.js';

/**
 * A Stripe client for `config` (the official SDK, unchanged): STRIPE_SECRET_KEY, and STRIPE_API_URL as
 * the API base when set (tests: the local fake Stripe server, server/test/fake-stripe.ts).
 * @throws Error when no secret key is configured
 */
export function createStripeClient(config: PaymentsConfig): Stripe {
  if (!config.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is not set');
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000 };
  if (config.stripeApiUrl) {
    const url = new URL(config.stripeApiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.protocol = protocol;
    options.host = url.hostname;
    options.port = url.port || (protocol === 'http' ? 80 : 443);
  }
  return new Stripe(config.stripeSecretKey, options);
}

/** Runs a Stripe call; any failure becomes 502 PAYMENT_PROVIDER_ERROR (the cause is logged by the handler). */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, { cause: error });
  }
}

/**
 * The Stripe provider (docs/reference/money.md#providers): PaymentIntents for purchases and tips, Stripe
 * Billing for tiers (one Customer per user, one monthly Price per tier and amount). Every create call carries
 * an idempotency key derived from our row ids, so a retried request gets the same Stripe object. Nothing is
 * granted here: access follows the verified webhook (webhook.service.ts).
 */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  async function customerFor(payer: Payer): Promise<string> {
    if (payer.stripeCustomerId) return payer.stripeCustomerId;
    const customer = await stripe.customers.create(
      { email: payer.email, name: payer.name, metadata: { userId: String(payer.userId) } },
      { idempotencyKey: `storyloom-customer-${payer.userId}-${payer.createdAtMs}` },
    );
    return customer.id;
  }

  async function priceFor(tier: BilledTier): Promise<{ id: string; cents: number }> {
    if (tier.stripePriceId && tier.stripePriceCents === tier.priceCents) {
      return { id: tier.stripePriceId, cents: tier.priceCents };
    }
    const price = await stripe.prices.create(
      {
        currency: 'usd',
        unit_amount: tier.priceCents,
        recurring: { interval: tier.interval ?? 'month' },
        product_data: { name: tier.name, metadata: { tierId: String(tier.id) } },
        metadata: { tierId: String(tier.id) },
      },
      {
        // The monthly key is unchanged (Prices made before annual billing keep theirs); a yearly Price
        // has its own (ADR 0042).
        idempotencyKey: `storyloom-price-${tier.id}-${tier.createdAtMs}-${tier.priceCents}${tier.interval === 'year' ? '-year' : ''}`,
      },
    );
    return { id: price.id, cents: tier.priceCents };
  }

  return {
    name: 'stripe',

    charge: (request) =>
      call(async () => {
        const customer = await customerFor(request.payer);
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            customer,
            description: request.description,
            automatic_payment_methods: { enabled: true },
            metadata: { ...request.metadata, paymentId: String(request.paymentId) },
            ...(request.destination
              ? {
                  transfer_data: { destination: request.destination.accountId },
                  application_fee_amount: request.destination.applicationFeeCents,
                }
              : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return {
          reference: intent.id,
          clientSecret: intent.client_secret,
          completed: false,
          stripeCustomerId: customer,
        };
      }),

    subscribe: (request) =>
      call(async () => {
        const customer = await customerFor(request.payer);
        const price = await priceFor(request.tier);
        const metadata = {
          subscriptionId: String(request.subscriptionId),
          paymentId: String(request.paymentId),
          userId: String(request.payer.userId),
          authorId: String(request.authorId),
          tierId: String(request.tier.id),
          // Read back from each invoice (its subscription_details): its balance lines went with the charge.
          ...(request.destination ? { destination: request.destination.accountId } : {}),
        };
        // Destination charges on Billing (Stripe Connect): each invoice's payment goes to the author's
        // connected account, less the platform fee as a percent (ADR 0041).
        const connect = request.destination
          ? {
              transfer_data: { destination: request.destination.accountId },
              application_fee_percent: request.destination.feePercent,
            }
          : {};
        const { idempotencyKey } = request;
        const existing = request.providerSubscriptionId
          ? await stripe.subscriptions.retrieve(request.providerSubscriptionId)
          : null;
        // Only a paying subscription can change price; one never paid (incomplete) is replaced.
        const live =
          existing && ['active', 'trialing', 'past_due'].includes(existing.status) ? existing : null;
        if (existing?.status === 'incomplete') await stripe.subscriptions.cancel(existing.id);
        const subscription = live
          ? // Another tier: a new monthly period at its price starts now, applied once the invoice is paid.
            await stripe.subscriptions.update(
              live.id,
              {
                items: [{ id: live.items.data[0]!.id, price: price.id }],
                proration_behavior: 'none' as const,
                billing_cycle_anchor: { type: 'now' },
                payment_behavior: 'pending_if_incomplete' as const,
                cancel_at_period_end: false,
                metadata,
                ...connect,
                expand: ['latest_invoice.confirmation_secret'],
              },
              { idempotencyKey },
            )
          : await stripe.subscriptions.create(
              {
                customer,
                items: [{ price: price.id }],
                payment_behavior: 'default_incomplete',
                payment_settings: { save_default_payment_method: 'on_subscription' },
                ...(request.trialDays ? { trial_period_days: request.trialDays } : {}),
                metadata,
                ...connect,
                expand: ['latest_invoice.confirmation_secret'],
              },
              { idempotencyKey },
            );
        const invoice = subscription.latest_invoice;
        if (!invoice || typeof invoice === 'string') throw new Error('Stripe sent no invoice');
        // A free trial: Stripe's $0 invoice is paid already; the first real invoice comes at trial_end.
        const trialEnd =
          subscription.status === 'trialing' && subscription.trial_end
            ? new Date(subscription.trial_end * 1000)
            : undefined;
        return {
          ...(trialEnd ? { trialEnd } : {}),
          reference: invoice.id!,
          clientSecret: invoice.confirmation_secret?.client_secret ?? null,
          completed: false,
          providerSubscriptionId: subscription.id,
          stripeCustomerId: customer,
          stripePrice: price,
        };
      }),

    changeTier: (request) =>
      call(async () => {
        if (!request.providerSubscriptionId) return null;
        const price = await priceFor(request.tier);
        const existing = await stripe.subscriptions.retrieve(request.providerSubscriptionId);
        await stripe.subscriptions.update(
          existing.id,
          {
            items: [{ id: existing.items.data[0]!.id, price: price.id }],
            proration_behavior: request.proration,
            metadata: { tierId: String(request.tier.id) },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return price;
      }),

    clientSecretFor: (reference) =>
      call(async () => {
        if (reference.startsWith('in_')) {
          const invoice = await stripe.invoices.retrieve(reference, { expand: ['confirmation_secret'] });
          return invoice.status === 'open' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
        }
        const intent = await stripe.paymentIntents.retrieve(reference);
        return intent.status === 'succeeded' || intent.status === 'canceled' ? null : intent.client_secret;
      }),

    setCancelAtPeriodEnd: (providerSubscriptionId, cancel, immediately = false) =>
      call(async () => {
        if (!providerSubscriptionId) return;
        if (immediately) await stripe.subscriptions.cancel(providerSubscriptionId);
        else await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel });
      }),
  };
}
