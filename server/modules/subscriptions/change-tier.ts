import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { prorateTierChange } from '../../../contract/billing-period.js';
import type { ChangeTierResult } from '../../../contract/subscriptions.js';
import { authorSubscriptions, payments, subscriptionTiers } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { fromCents, splitFee, toCents } from '../../lib/money.js';
import type { SessionUser } from '../../lib/session-user.js';
import { afterPaymentCompleted } from '../payments/after-payment.js';
import { completePayment } from '../payments/ledger.js';
import { presentResult } from '../payments/one-off.js';
import { annualOptionCents, subscribableTier } from '../tiers/tiers.service.js';
import { isLive, presentSubscription } from './subscriptions.query.js';
import type { SubscriptionDeps } from './subscriptions.service.js';

/**
 * POST /api/subscriptions/{id}/change-tier (ADR 0042, docs/reference/money.md#subscriptions): moves a paid,
 * active subscription to another active tier of the same author inside its paid period, prorated with
 * `prorateTierChange` (contract/billing-period.ts) on the subscription's kept price (cents per billing
 * period) and the new tier's price for the same billing period (monthly: `price`; yearly: the annual price).
 * The period end stays. The tier and `price_cents` change at once (the new tier's full price, never the
 * proration amount) and a pending price move of the old tier is dropped.
 * - Upgrade (`dueCents` > 0), demo: a `subscription` payment of `dueCents` for [now, period end] completes in
 *   the same transaction (its own `period_start`, so the unique (subscription_id, period_start) holds).
 * - Upgrade, Stripe: the Stripe subscription's price changes with `proration_behavior: 'always_invoice'`;
 *   Stripe invoices the difference and its `invoice.paid` webhook records the payment.
 * - Downgrade (`dueCents` ≤ 0): −`dueCents` is added to `credit_cents`, taken off the next renewal (demo);
 *   Stripe: `proration_behavior: 'create_prorations'` (Stripe credits the next invoice itself).
 * The decision is made under a row lock on the subscription: concurrent clicks make one change and one
 * charge; the later ones find the subscription on the tier already (400 SAME_TIER).
 * @throws AppError SUBSCRIPTION_NOT_FOUND (404, not the reader's), SUBSCRIPTION_NOT_CHANGEABLE (409: not
 *   active and paid, e.g. trialing, cancelling, past due or a gift), SAME_TIER (400), TIER_NOT_FOUND (404:
 *   not an active tier of this author), ANNUAL_NOT_OFFERED (409: a yearly subscription to a tier with no
 *   annual option), PAYMENT_PROVIDER_ERROR
 */
export async function changeTier(
  deps: SubscriptionDeps,
  user: SessionUser,
  id: number,
  tierId: number,
): Promise<ChangeTierResult> {
  const provider = deps.payments.provider;
  const decided = await deps.db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(authorSubscriptions)
      .where(and(eq(authorSubscriptions.id, id), eq(authorSubscriptions.userId, user.id)))
      .for('update');
    if (!sub) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    if (sub.tierId === tierId && isLive(sub)) throw new AppError('SAME_TIER');
    if (
      !isLive(sub) ||
      sub.status !== 'active' ||
      sub.cancelAtPeriodEnd ||
      sub.provider === 'gift' ||
      !sub.endDate ||
      sub.provider !== provider.name
    ) {
      throw new AppError('SUBSCRIPTION_NOT_CHANGEABLE');
    }
    const tier = await subscribableTier(tx, sub.authorId, tierId);
    const yearly = sub.billingPeriod === 'year';
    const annual = annualOptionCents(tier);
    if (yearly && annual === null) throw new AppError('ANNUAL_NOT_OFFERED');
    const newCents = yearly ? annual! : toCents(tier.price);
    const [oldTier] = sub.tierId
      ? await tx.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, sub.tierId))
      : [];
    const oldCents = sub.priceCents ?? (oldTier ? toCents(oldTier.price) : newCents);
    // The current period's start: the earliest start of the completed payments that end with it (a
    // proration payment of an earlier change starts later inside the same period).
    const [current] = await tx
      .select({ periodStart: payments.periodStart })
      .from(payments)
      .where(
        and(
          eq(payments.subscriptionId, sub.id),
          eq(payments.status, 'completed'),
          sql`date_trunc('milliseconds', ${payments.periodEnd}) = ${sub.endDate.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(payments.periodStart))
      .limit(1);
    const periodStart = current?.periodStart ?? sub.startDate;
    const now = new Date();
    const proration = prorateTierChange({ oldCents, newCents, periodStart, periodEnd: sub.endDate, now });
    await tx
      .update(authorSubscriptions)
      .set({
        tierId: tier.id,
        priceCents: newCents,
        pendingPriceCents: null,
        priceChangeAt: null,
        ...(proration.dueCents < 0 && provider.name === 'demo'
          ? { creditCents: sql`${authorSubscriptions.creditCents} + ${-proration.dueCents}` }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(authorSubscriptions.id, sub.id));
    if (provider.name !== 'demo') {
      // Stripe: the price switch is sent inside the lock, so a second click waits and then finds the tier.
      const price = await provider.changeTier({
        providerSubscriptionId: sub.stripeSubscriptionId,
        idempotencyKey: `storyloom-change-tier-${sub.id}-${tier.id}-${now.getTime()}`,
        proration: proration.dueCents > 0 ? 'always_invoice' : 'create_prorations',
        tier: {
          id: tier.id,
          name: tier.name,
          priceCents: newCents,
          interval: yearly ? 'year' : 'month',
          stripePriceId: yearly ? tier.stripeAnnualPriceId : tier.stripePriceId,
          stripePriceCents: yearly ? tier.stripeAnnualPriceCents : tier.stripePriceCents,
          createdAtMs: tier.createdAt.getTime(),
        },
      });
      if (price) {
        await tx
          .update(subscriptionTiers)
          .set(
            yearly
              ? { stripeAnnualPriceId: price.id, stripeAnnualPriceCents: price.cents }
              : { stripePriceId: price.id, stripePriceCents: price.cents },
          )
          .where(eq(subscriptionTiers.id, tier.id));
      }
      return { subId: sub.id, paymentId: null, dueCents: proration.dueCents };
    }
    if (proration.dueCents <= 0) return { subId: sub.id, paymentId: null, dueCents: proration.dueCents };
    const split = splitFee(proration.dueCents, deps.config.platformFeePercent);
    const [row] = await tx
      .insert(payments)
      .values({
        userId: user.id,
        authorId: sub.authorId,
        amount: fromCents(split.amountCents),
        platformFee: fromCents(split.platformFeeCents),
        authorEarning: fromCents(split.authorEarningCents),
        type: 'subscription',
        status: 'pending',
        provider: 'demo',
        stripePaymentId: `demo_${randomUUID()}`,
        subscriptionId: sub.id,
        tierId: tier.id,
        periodStart: now,
        periodEnd: sub.endDate,
      })
      .returning();
    await completePayment(tx, row!.id);
    return { subId: sub.id, paymentId: row!.id, dueCents: proration.dueCents };
  });
  if (decided.paymentId !== null && deps.app) await afterPaymentCompleted(deps.app, decided.paymentId);
  const subscription = await presentSubscription(deps.db, decided.subId);
  if (!subscription) throw new AppError('SUBSCRIPTION_NOT_FOUND');
  const [payment] =
    decided.paymentId !== null
      ? await deps.db.select().from(payments).where(eq(payments.id, decided.paymentId))
      : [];
  return {
    subscription,
    payment: payment ? presentResult(payment, null) : null,
    prorationCents: decided.dueCents,
  };
}
