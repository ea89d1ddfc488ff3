import type { PaymentProviderName } from '../../../../contract/payments.js';

/** Who pays, as a provider needs it (Stripe: one Customer per user, docs/reference/money.md#providers). */
export interface Payer {
  userId: number;
  email: string;
  name: string;
  /** users.stripe_customer_id, when one was made before. */
  stripeCustomerId: string | null;
  /** When the user was created (ms): part of provider idempotency keys, unique across database resets. */
  createdAtMs: number;
}

/** A one-off charge: a purchase or a tip (Stripe: a PaymentIntent). */
export interface ChargeRequest {
  /** Our payments.id (metadata, so a webhook finds the row). */
  paymentId: number;
  /**
   * The provider's idempotency key for this payment (`paymentKey`): a retried request makes one charge.
   */
  idempotencyKey: string;
  amountCents: number;
  description: string;
  payer: Payer;
  metadata: Record<string, string>;
  /**
   * A Stripe destination charge (ADR 0041): the author's connected account and the platform fee (cents)
   * kept as the application fee; absent or null: the money stays in the platform balance.
   */
  destination?: { accountId: string; applicationFeeCents: number } | null;
}

/** What a provider says about a payment it started. */
export interface ProviderPayment {
  /** demo_… or pi_… / in_…: stored as payments.stripe_payment_id. */
  reference: string;
  /** For Stripe.js (Payment Element); null when nothing is left for the payer to do. */
  clientSecret: string | null;
  /** True: paid now (demo). False: pending until the provider confirms (Stripe webhook). */
  completed: boolean;
  /** A Stripe Customer made for the payer (to store on the user), if any. */
  stripeCustomerId?: string;
}

/** A tier as the provider bills it (Stripe: one recurring Price per tier, interval and amount). */
export interface BilledTier {
  id: number;
  name: string;
  /** Cents per `interval`. */
  priceCents: number;
  /** How often the Price recurs (ADR 0042); 'month' when absent. */
  interval?: 'month' | 'year';
  stripePriceId: string | null;
  stripePriceCents: number | null;
  /** When the tier was created (ms), for the Price's idempotency key. */
  createdAtMs: number;
}

/** Starts a monthly subscription, or moves one to another tier starting a new period now. */
export interface SubscriptionRequest {
  subscriptionId: number;
  paymentId: number;
  /** `paymentKey` of the period's payment row. */
  idempotencyKey: string;
  authorId: number;
  tier: BilledTier;
  payer: Payer;
  /** The provider's subscription when changing tier or resubscribing (Stripe: sub_…). */
  providerSubscriptionId: string | null;
  /** Free days before the first charge (Stripe `trial_period_days`), for a new subscription only. */
  trialDays?: number;
  /**
   * The author's ready connected account (Stripe Connect destination charges, ADR 0041): Billing sends each
   * invoice's payment there less `feePercent` (`application_fee_percent`, PLATFORM_FEE_PERCENT).
   */
  destination?: { accountId: string; feePercent: number };
}

/**
 * Switches a live provider subscription to another Price inside its period (ADR 0042): a tier change
 * (`always_invoice`: an upgrade's difference invoiced and charged now; `create_prorations`: a downgrade's
 * credit left for the next invoice) or a price move at its date (`none`: the new price from the next period).
 */
export interface TierChangeRequest {
  /** sub_…; null: ours alone (demo), nothing to do. */
  providerSubscriptionId: string | null;
  idempotencyKey: string;
  proration: 'always_invoice' | 'create_prorations' | 'none';
  tier: BilledTier;
}

export interface ProviderSubscription extends ProviderPayment {
  /** sub_… with Stripe; null for demo (our renewal job bills it). */
  providerSubscriptionId: string | null;
  /** A Stripe Price made for the tier (to store on the tier), if any. */
  stripePrice?: { id: string; cents: number };
  /** The end of a free trial the provider started (nothing to pay until then), if any. */
  trialEnd?: Date;
}

/**
 * The one payment provider interface (docs/reference/money.md#providers; ADR 0015). The services above it
 * record every payment the same way whatever the provider: a pending row, then `completePayment` (ledger.ts)
 * when the provider confirms: at once for `demo`, by verified webhook for `stripe`.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Starts a one-off charge. @throws AppError PAYMENT_PROVIDER_ERROR */
  charge(request: ChargeRequest): Promise<ProviderPayment>;
  /**
   * The client secret of a payment already started (`reference`: pi_… or in_…), for a retried request;
   * null when nothing is left to pay or the provider has none (demo). @throws AppError PAYMENT_PROVIDER_ERROR
   */
  clientSecretFor(reference: string): Promise<string | null>;
  /** Starts (or re-tiers) a monthly subscription. @throws AppError PAYMENT_PROVIDER_ERROR */
  subscribe(request: SubscriptionRequest): Promise<ProviderSubscription>;
  /**
   * Switches a live subscription's price (`TierChangeRequest`); answers a Stripe Price made for the tier
   * (to store on the tier), if any. @throws AppError PAYMENT_PROVIDER_ERROR
   */
  changeTier(request: TierChangeRequest): Promise<{ id: string; cents: number } | null>;
  /**
   * Sets or clears cancel-at-period-end on the provider's subscription (null: ours alone, nothing to do);
   * `immediately` ends one that never started (unpaid). @throws AppError PAYMENT_PROVIDER_ERROR
   */
  setCancelAtPeriodEnd(
    providerSubscriptionId: string | null,
    cancel: boolean,
    immediately?: boolean,
  ): Promise<void>;
}

/**
 * The idempotency key of payment row `row` at the provider: its id and creation time, so a retry of the
 * same payment reuses it while a payment of a reset database with the same id does not collide with it
 * (Stripe keeps keys 24 hours, across all of an account's requests).
 */
export function paymentKey(row: { id: number; createdAt: Date }): string {
  return `storyloom-payment-${row.id}-${row.createdAt.getTime()}`;
}
