import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { UserSubscription } from '../../../contract/subscriptions.js';
import { authorSubscriptions, payments } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import type { JobQueue } from '../../plugins/jobs.js';
import { queueEmailSafely } from '../payments/after-payment.js';
import type { PaymentDeps } from '../payments/one-off.js';
import { scheduleRenewal } from './renewal-job.js';
import { isLive, presentSubscription, type SubscriptionRow } from './subscriptions.query.js';

/** What cancelling and resuming need: the database, the payment provider, the job queue, the app for emails. */
export type CancelResumeDeps = PaymentDeps & { jobs: JobQueue };

async function present(deps: CancelResumeDeps, id: number): Promise<UserSubscription> {
  const sub = await presentSubscription(deps.db, id);
  if (!sub) throw new AppError('SUBSCRIPTION_NOT_FOUND');
  return sub;
}

/** The reader's own subscription `id`; another reader's id is answered as missing (no existence leak). */
async function ownSubscription(deps: CancelResumeDeps, user: SessionUser, id: number) {
  const [sub] = await deps.db
    .select()
    .from(authorSubscriptions)
    .where(and(eq(authorSubscriptions.id, id), eq(authorSubscriptions.userId, user.id)));
  if (!sub) throw new AppError('SUBSCRIPTION_NOT_FOUND');
  return sub;
}

/**
 * DELETE /api/subscriptions/{id} (docs/reference/texts.md#subscriptions confirmation;
 * docs/reference/money.md#subscriptions): cancels at the period's end: access stays until `endDate`, then the
 * subscription lapses (demo: the renewal job; Stripe: its `customer.subscription.deleted`). One never paid
 * (pending) ends at once. Cancelling again changes nothing.
 * @throws AppError SUBSCRIPTION_NOT_FOUND (not the reader's), PAYMENT_PROVIDER_ERROR
 */
export async function cancelSubscription(
  deps: CancelResumeDeps,
  user: SessionUser,
  id: number,
): Promise<UserSubscription> {
  const sub = await ownSubscription(deps, user, id);
  const provider = deps.payments.provider;
  if (sub.status === 'pending') {
    await provider.setCancelAtPeriodEnd(sub.stripeSubscriptionId, true, true);
    await deps.db.transaction(async (tx) => {
      await tx
        .update(authorSubscriptions)
        .set({ status: 'canceled', isActive: false, canceledAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(authorSubscriptions.id, sub.id));
      await tx
        .update(payments)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(and(eq(payments.subscriptionId, sub.id), inArray(payments.status, ['pending'])));
    });
  } else if (isLive(sub) && !sub.cancelAtPeriodEnd) {
    await provider.setCancelAtPeriodEnd(sub.stripeSubscriptionId, true);
    await deps.db
      .update(authorSubscriptions)
      .set({ cancelAtPeriodEnd: true, status: 'canceling', canceledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(authorSubscriptions.id, sub.id));
    // The confirmation, "Access until {date}" (docs/reference/money.md#emails); Stripe's webhook for
    // the same change queues the same key, so one email.
    if (sub.endDate && deps.app) {
      await queueEmailSafely(deps.app, {
        kind: 'subscription-cancelled',
        subscriptionId: sub.id,
        accessUntil: sub.endDate.toISOString(),
      });
    }
  }
  return present(deps, sub.id);
}

/**
 * Undoes a cancellation while the paid period runs: Stripe is told `cancel_at_period_end: false` first,
 * then the row goes back to active, guarded in SQL by "cancelling and its period not ended", so a period
 * that ends meanwhile is not revived. Demo: the renewal at the period's end is queued (a no-op when the one
 * queued at subscribe time still waits), and it renews because the row no longer cancels.
 * @returns whether the row was resumed
 * @throws AppError PAYMENT_PROVIDER_ERROR
 */
export async function clearCancelAtPeriodEnd(deps: CancelResumeDeps, sub: SubscriptionRow): Promise<boolean> {
  await deps.payments.provider.setCancelAtPeriodEnd(sub.stripeSubscriptionId, false);
  const [resumed] = await deps.db
    .update(authorSubscriptions)
    .set({ cancelAtPeriodEnd: false, canceledAt: null, status: 'active', updatedAt: sql`now()` })
    .where(
      and(
        eq(authorSubscriptions.id, sub.id),
        eq(authorSubscriptions.cancelAtPeriodEnd, true),
        eq(authorSubscriptions.isActive, true),
        gt(authorSubscriptions.endDate, sql`now()`),
      ),
    )
    .returning();
  if (resumed?.provider === 'demo') await scheduleRenewal(deps.jobs, resumed);
  return resumed !== undefined;
}

/**
 * POST /api/subscriptions/{id}/resume (docs/reference/money.md#subscriptions): the reader keeps a subscription
 * they cancelled, before its paid period ends; it renews at its period's end again, at the price they pay.
 * After the end it has lapsed and the reader subscribes again (POST /api/subscriptions).
 * @throws AppError SUBSCRIPTION_NOT_FOUND (not the reader's), SUBSCRIPTION_NOT_RESUMABLE (not cancelling,
 *   or its period has ended), PAYMENT_PROVIDER_ERROR
 */
export async function resumeSubscription(
  deps: CancelResumeDeps,
  user: SessionUser,
  id: number,
): Promise<UserSubscription> {
  const sub = await ownSubscription(deps, user, id);
  if (!sub.cancelAtPeriodEnd || !isLive(sub)) throw new AppError('SUBSCRIPTION_NOT_RESUMABLE');
  if (!(await clearCancelAtPeriodEnd(deps, sub))) throw new AppError('SUBSCRIPTION_NOT_RESUMABLE');
  return present(deps, sub.id);
}
