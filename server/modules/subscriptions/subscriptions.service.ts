import { and, desc, eq, sql } from 'drizzle-orm';
import { addBillingPeriod, type BillingPeriod } from '../../../contract/billing-period.js';
import type { SubscribeResult, UserSubscription } from '../../../contract/subscriptions.js';
import type { Db } from '../../db/client.js';
import { authorSubscriptions, payments, subscriptionTiers } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { fromCents, splitFee, toCents } from '../../lib/money.js';
import type { SessionUser } from '../../lib/session-user.js';
import type { JobQueue } from '../../plugins/jobs.js';
import { afterPaymentCompleted } from '../payments/after-payment.js';
import { completePayment, type PaymentRow } from '../payments/ledger.js';
import { type PaymentDeps, presentResult } from '../payments/one-off.js';
import { loadPayer, recordProviderPayment } from '../payments/payer.js';
import { paymentKey } from '../payments/providers/provider.js';
import { destinationFor } from '../payouts/payout-account.js';
import { annualOptionCents, subscribableTier } from '../tiers/tiers.service.js';
import { clearCancelAtPeriodEnd } from './cancel-resume.js';
import { scheduleRenewal } from './renewal-job.js';
import { isLive, presentSubscription } from './subscriptions.query.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionDeps extends PaymentDeps {
  jobs: JobQueue;
}

async function present(db: Db, id: number): Promise<UserSubscription> {
  const sub = await presentSubscription(db, id);
  if (!sub) throw new AppError('SUBSCRIPTION_NOT_FOUND');
  return sub;
}

/**
 * POST /api/subscriptions and POST /api/create-subscription (docs/reference/money.md#subscriptions): one
 * subscription per reader and author. Same tier while live: nothing is charged (one that was cancelling
 * resumes). Otherwise (new, lapsed, another tier) a period of `period` ('month' at the tier's price, 'year'
 * at `annualPriceCents`, contract/billing-period.ts) starting now is paid: demo completes at once; Stripe
 * answers the invoice's client secret and activates on its webhook. A tier with `trialDays` > 0 starts a
 * free trial instead (status trialing, access until `trialEndsAt`, no charge) when nothing is live and this
 * reader never had a trial of this author (`trial_used_at`, set now; ADR 0042); the demo renewal job charges
 * the first period at its end. The decision and the pending payment are made under a row lock on the
 * subscription, so a double click pays one period.
 * @throws AppError CANNOT_PAY_YOURSELF, TIER_NOT_FOUND (not an active tier of this author),
 *   ANNUAL_NOT_OFFERED (409: 'year' on a tier with no annual discount), PAYMENT_PROVIDER_ERROR
 */
export async function subscribe(
  deps: SubscriptionDeps,
  user: SessionUser,
  input: { authorId: number; tierId: number; period?: BillingPeriod },
): Promise<SubscribeResult> {
  if (input.authorId === user.id) throw new AppError('CANNOT_PAY_YOURSELF');
  const tier = await subscribableTier(deps.db, input.authorId, input.tierId);
  const period: BillingPeriod = input.period ?? 'month';
  const annual = annualOptionCents(tier);
  if (period === 'year' && annual === null) throw new AppError('ANNUAL_NOT_OFFERED');
  const periodCents = period === 'year' ? annual! : toCents(tier.price);
  const provider = deps.payments.provider;
  const decision = await deps.db.transaction(async (tx) => {
    await tx
      .insert(authorSubscriptions)
      .values({
        userId: user.id,
        authorId: input.authorId,
        tierId: tier.id,
        status: 'pending',
        isActive: false,
        endDate: null,
        provider: provider.name,
      })
      .onConflictDoNothing({ target: [authorSubscriptions.userId, authorSubscriptions.authorId] });
    const [sub] = await tx
      .select()
      .from(authorSubscriptions)
      .where(and(eq(authorSubscriptions.userId, user.id), eq(authorSubscriptions.authorId, input.authorId)))
      .for('update');
    if (!sub) throw new AppError('INTERNAL_ERROR');
    if (isLive(sub) && sub.tierId === tier.id) return { sub, payment: null };
    // A free trial (ADR 0042): once per reader and author, only when nothing is live (not a re-tiering).
    // Demo only here: the renewal job charges the first period at the trial's end.
    const trialEligible = tier.trialDays > 0 && sub.trialUsedAt === null && !isLive(sub);
    if (trialEligible && provider.name === 'demo') {
      const start = new Date();
      const trialEnd = new Date(start.getTime() + tier.trialDays * DAY_MS);
      await tx
        .update(payments)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(and(eq(payments.subscriptionId, sub.id), eq(payments.status, 'pending')));
      const [trialing] = await tx
        .update(authorSubscriptions)
        .set({
          tierId: tier.id,
          status: 'trialing',
          isActive: true,
          cancelAtPeriodEnd: false,
          canceledAt: null,
          startDate: start,
          endDate: trialEnd,
          trialEndsAt: trialEnd,
          trialUsedAt: start,
          priceCents: periodCents,
          billingPeriod: period,
          pendingPriceCents: null,
          priceChangeAt: null,
          creditCents: 0,
          giftId: null,
          provider: provider.name,
          updatedAt: sql`now()`,
        })
        .where(eq(authorSubscriptions.id, sub.id))
        .returning();
      return { sub: trialing!, payment: null, trial: true };
    }
    const [open] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.subscriptionId, sub.id),
          eq(payments.tierId, tier.id),
          eq(payments.status, 'pending'),
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    if (open) return { sub, payment: open };
    // Another tier chosen before paying for the last one: that payment is superseded (Stripe: its
    // unpaid subscription is replaced, its invoice voided).
    await tx
      .update(payments)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(and(eq(payments.subscriptionId, sub.id), eq(payments.status, 'pending')));
    const split = splitFee(periodCents, deps.config.platformFeePercent);
    const start = new Date();
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: user.id,
        authorId: input.authorId,
        amount: fromCents(split.amountCents),
        platformFee: fromCents(split.platformFeeCents),
        authorEarning: fromCents(split.authorEarningCents),
        type: 'subscription',
        status: 'pending',
        provider: provider.name,
        subscriptionId: sub.id,
        tierId: tier.id,
        periodStart: start,
        periodEnd: addBillingPeriod(start, period),
      })
      .returning();
    return { sub, payment: payment!, trialEligible };
  });

  const { sub } = decision;
  if ('trial' in decision) {
    await scheduleRenewal(deps.jobs, sub);
    return { subscription: await present(deps.db, sub.id), payment: null };
  }
  if (!decision.payment) {
    if (sub.cancelAtPeriodEnd) await clearCancelAtPeriodEnd(deps, sub);
    return { subscription: await present(deps.db, sub.id), payment: null };
  }
  const payment: PaymentRow = decision.payment;
  if (payment.stripePaymentId && payment.provider === 'stripe') {
    // A retried click while Stripe waits for this period's invoice: the same invoice's secret.
    const clientSecret = await provider.clientSecretFor(payment.stripePaymentId);
    return { subscription: await present(deps.db, sub.id), payment: presentResult(payment, clientSecret) };
  }
  const started = await provider.subscribe({
    subscriptionId: sub.id,
    paymentId: payment.id,
    idempotencyKey: paymentKey(payment),
    authorId: input.authorId,
    tier: {
      id: tier.id,
      name: tier.name,
      priceCents: toCents(payment.amount),
      interval: period,
      stripePriceId: period === 'year' ? tier.stripeAnnualPriceId : tier.stripePriceId,
      stripePriceCents: period === 'year' ? tier.stripeAnnualPriceCents : tier.stripePriceCents,
      createdAtMs: tier.createdAt.getTime(),
    },
    payer: await loadPayer(deps.db, user),
    providerSubscriptionId: sub.stripeSubscriptionId,
    ...(decision.trialEligible ? { trialDays: tier.trialDays } : {}),
    ...(await destinationOf(deps, input.authorId)),
  });
  await recordProviderPayment(deps.db, user.id, payment.id, started);
  if (started.stripePrice) {
    await deps.db
      .update(subscriptionTiers)
      .set(
        period === 'year'
          ? { stripeAnnualPriceId: started.stripePrice.id, stripeAnnualPriceCents: started.stripePrice.cents }
          : { stripePriceId: started.stripePrice.id, stripePriceCents: started.stripePrice.cents },
      )
      .where(eq(subscriptionTiers.id, tier.id));
  }
  if (started.providerSubscriptionId) {
    await deps.db
      .update(authorSubscriptions)
      .set({
        stripeSubscriptionId: started.providerSubscriptionId,
        provider: provider.name,
        updatedAt: sql`now()`,
      })
      .where(eq(authorSubscriptions.id, sub.id));
  }
  if (started.trialEnd) {
    // Stripe started a free trial: nothing is paid now (its $0 invoice records no payment), so the
    // pending row goes; the first real invoice, at trial end, is recorded as a renewal (ADR 0042).
    const trialEnd = started.trialEnd;
    await deps.db.transaction(async (tx) => {
      await tx.delete(payments).where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
      await tx
        .update(authorSubscriptions)
        .set({
          tierId: tier.id,
          status: 'trialing',
          isActive: true,
          cancelAtPeriodEnd: false,
          canceledAt: null,
          startDate: new Date(),
          endDate: trialEnd,
          trialEndsAt: trialEnd,
          trialUsedAt: sql`now()`,
          priceCents: periodCents,
          billingPeriod: period,
          updatedAt: sql`now()`,
        })
        .where(eq(authorSubscriptions.id, sub.id));
    });
    return { subscription: await present(deps.db, sub.id), payment: null };
  }
  if (started.completed) {
    const done = await deps.db.transaction((tx) =>
      completePayment(tx, payment.id, { reference: started.reference }),
    );
    if (done) {
      await scheduleRenewalOf(deps, sub.id);
      if (deps.app) await afterPaymentCompleted(deps.app, done.id);
    }
  }
  const [now] = await deps.db.select().from(payments).where(eq(payments.id, payment.id));
  return {
    subscription: await present(deps.db, sub.id),
    payment: presentResult(now ?? payment, started.clientSecret),
  };
}

/** Queues the demo renewal of subscription `id` at its current period's end. */
async function scheduleRenewalOf(deps: SubscriptionDeps, id: number) {
  const [sub] = await deps.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, id));
  if (sub?.provider === 'demo' && sub.endDate && isLive(sub)) await scheduleRenewal(deps.jobs, sub);
}

/**
 * The destination of a Stripe subscription to `authorId`: their ready connected account, with the
 * platform fee as a percent (ADR 0041); nothing for demo or an author not ready (earnings then wait in
 * the platform balance and are transferred later).
 */
async function destinationOf(
  deps: SubscriptionDeps,
  authorId: number,
): Promise<{ destination?: { accountId: string; feePercent: number } }> {
  if (deps.payments.provider.name !== 'stripe') return {};
  const account = await destinationFor(deps.db, authorId);
  return account
    ? { destination: { accountId: account.accountId, feePercent: deps.config.platformFeePercent } }
    : {};
}
