import { and, desc, eq, sql } from 'drizzle-orm';
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
import { subscribableTier } from '../tiers/tiers.service.js';
import { clearCancelAtPeriodEnd } from './cancel-resume.js';
import { addMonth } from './period.js';
import { scheduleRenewal } from './renewal-job.js';
import { isLive, presentSubscription } from './subscriptions.query.js';

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
 * resumes). Otherwise (new, lapsed, another tier) a monthly period starting now is paid: demo completes at
 * once; Stripe answers the invoice's client secret and activates on its webhook. The decision and the pending
 * payment are made under a row lock on the subscription, so a double click pays one period.
 * @throws AppError CANNOT_PAY_YOURSELF, TIER_NOT_FOUND (not an active tier of this author),
 *   PAYMENT_PROVIDER_ERROR
 */
export async function subscribe(
  deps: SubscriptionDeps,
  user: SessionUser,
  input: { authorId: number; tierId: number },
): Promise<SubscribeResult> {
  if (input.authorId === user.id) throw new AppError('CANNOT_PAY_YOURSELF');
  const tier = await subscribableTier(deps.db, input.authorId, input.tierId);
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
    const split = splitFee(toCents(tier.price), deps.config.platformFeePercent);
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
        periodEnd: addMonth(start),
      })
      .returning();
    return { sub, payment: payment! };
  });

  const { sub } = decision;
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
      stripePriceId: tier.stripePriceId,
      stripePriceCents: tier.stripePriceCents,
      createdAtMs: tier.createdAt.getTime(),
    },
    payer: await loadPayer(deps.db, user),
    providerSubscriptionId: sub.stripeSubscriptionId,
  });
  await recordProviderPayment(deps.db, user.id, payment.id, started);
  if (started.stripePrice) {
    await deps.db
      .update(subscriptionTiers)
      .set({ stripePriceId: started.stripePrice.id, stripePriceCents: started.stripePrice.cents })
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
