import { z } from 'zod';

/**
 * Payouts (docs/reference/money.md#payouts, ADR 0041): where an author's earnings stand, and how they
 * reach the author's bank. Amounts are integer cents.
 */

/** A payout's state: on its way to the bank, arrived, or failed (its lines back to available). */
export const PAYOUT_STATUSES = ['in_transit', 'paid', 'failed'] as const;

/**
 * GET /api/creator/payouts/account: the author's payout account. `ready` is what earnings wait for: demo
 * once onboarded; Stripe when the connected account has payouts enabled and submitted its details.
 */
export const ZPayoutAccount = z.object({
  provider: z.enum(['demo', 'stripe']),
  /** False until the author has started onboarding. */
  onboarded: z.boolean(),
  detailsSubmitted: z.boolean(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  /** Stripe's `requirements.currently_due`, e.g. ["external_account"]. */
  requirementsDue: z.array(z.string()),
  ready: z.boolean(),
  /** False while the author's email is unverified: payouts wait for it (403 EMAIL_NOT_VERIFIED). */
  emailVerified: z.boolean(),
});
export type PayoutAccount = z.infer<typeof ZPayoutAccount>;

/** POST /api/creator/payouts/onboarding: Stripe's Account Link to follow, or null when done at once (demo). */
export const ZOnboardingResult = z.object({ url: z.string().nullable(), account: ZPayoutAccount });
export type OnboardingResult = z.infer<typeof ZOnboardingResult>;

/**
 * GET /api/creator/balance: the author's earnings by where they stand, in cents. Pending: within the hold
 * (PAYOUT_HOLD_DAYS) or held by an open dispute; available: ready for the next payout; in transit: paid out,
 * not yet arrived; paid out: arrived. `reversedCents`: refunds and lost disputes taken back (positive).
 * The identity `earnedCents = pendingCents + availableCents + inTransitCents + paidOutCents` holds
 * (net of reversals, which sit in the bucket they were netted in).
 */
export const ZBalance = z.object({
  pendingCents: z.number().int(),
  availableCents: z.number().int(),
  inTransitCents: z.number().int(),
  paidOutCents: z.number().int(),
  reversedCents: z.number().int(),
  earnedCents: z.number().int(),
  /** The smallest payout on request (PAYOUT_MINIMUM_CENTS). */
  minimumPayoutCents: z.number().int(),
  /** When the weekly payout job next runs (ISO), null when nothing would be paid. */
  nextPayoutAt: z.string().nullable(),
  holdDays: z.number().int(),
});
export type Balance = z.infer<typeof ZBalance>;

/** One payout, GET /api/creator/payouts (newest first) and the answer of POST /api/creator/payouts. */
export const ZPayout = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  trigger: z.enum(['schedule', 'request']),
  createdAt: z.string(),
  arrivalDate: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof ZPayout>;

export const ZPayoutList = z.object({ payouts: z.array(ZPayout) });
export type PayoutList = z.infer<typeof ZPayoutList>;
