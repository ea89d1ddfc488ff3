import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { addBillingPeriod } from '../../../contract/billing-period.js';
import type { Db, Tx } from '../../db/client.js';
import { authorSubscriptions, payments, subscriptionTiers } from '../../db/schema.js';
import { fromCents, splitFee, toCents } from '../../lib/money.js';
import type { JobQueue, RunningJob } from '../../plugins/jobs.js';
import { type AfterPaymentDeps, afterPaymentCompleted, queueEmailSafely } from '../payments/after-payment.js';
import { completePayment } from '../payments/ledger.js';

/** The queue of the job that renews (or lapses) a demo subscription at its period's end. */
export const RENEW_SUBSCRIPTION_JOB = 'renew-subscription';

export interface RenewSubscriptionJob {
  subscriptionId: number;
  /** The period end this job was queued for (ISO); a renewed or changed subscription makes it stale. */
  periodEnd: string;
}

export interface RenewalDeps {
  db: Db;
  jobs: JobQueue;
  platformFeePercent: number;
  /** For what follows a renewal (after-payment.ts): its receipt, or the failed-renewal notice. */
  app?: AfterPaymentDeps;
}

/**
 * Queues the renewal of a demo subscription at its `endDate`; the key makes a second send for the same
 * period (start-up recovery on several instances) a no-op while the first waits. Stripe subscriptions
 * are renewed by Stripe Billing (invoice.paid webhooks), not here.
 */
export function scheduleRenewal(jobs: JobQueue, sub: { id: number; endDate: Date | null }) {
  if (!sub.endDate) return Promise.resolve(null);
  const periodEnd = sub.endDate.toISOString();
  return jobs.send<RenewSubscriptionJob>(
    RENEW_SUBSCRIPTION_JOB,
    { subscriptionId: sub.id, periodEnd },
    { startAfter: sub.endDate, singletonKey: `${sub.id}@${periodEnd}` },
  );
}

/**
 * The renewal job (docs/reference/money.md#subscriptions): trusts its data only for an id and re-reads the
 * subscription. Not yet due or stale: queued again for the current end. Due and cancelling (or its tier gone
 * or inactive): it lapses (`is_active` false, status canceled; a free trial cancelled so ends with no
 * charge). Due otherwise (active, or a trial ending: its first charge): the next period of the subscription's
 * `billing_period` (`addBillingPeriod`) is paid at its kept `price_cents` (a change of the tier's price
 * applies to new subscribers only), or at `pending_price_cents` when the author moved it and
 * `price_change_at` has come (it becomes the kept price), less `credit_cents` (a downgrade's credit,
 * consumed; never below 0) (ADR 0042). Gifts (provider 'gift') are never renewed. The
 * payment row is unique per (subscription, period start), so however often the job
 * runs a period is paid once, and the completion (access, ledger, earnings) is one transaction. After it
 * commits, the payment's receipt is queued (after-payment.ts); a charge that still fails on the job's last
 * attempt queues the failed-renewal notice (docs/reference/money.md#emails).
 * @throws the charging transaction's error (pg-boss retries the job)
 * @returns what it did, for tests and logs
 */
export async function runRenewalJob(
  deps: RenewalDeps,
  job: Pick<RunningJob<RenewSubscriptionJob>, 'data'> & Partial<Pick<RunningJob<unknown>, 'isLastAttempt'>>,
): Promise<'missing' | 'stale' | 'rescheduled' | 'lapsed' | 'renewed' | 'already-renewed'> {
  const [sub] = await deps.db
    .select()
    .from(authorSubscriptions)
    .where(eq(authorSubscriptions.id, job.data.subscriptionId));
  if (sub?.provider !== 'demo' || !sub.endDate || !sub.isActive || sub.status === 'pending') {
    return 'missing';
  }
  if (sub.endDate.toISOString() !== job.data.periodEnd || sub.endDate.getTime() > Date.now()) {
    await scheduleRenewal(deps.jobs, sub);
    return sub.endDate.toISOString() === job.data.periodEnd ? 'rescheduled' : 'stale';
  }
  const [tier] = sub.tierId
    ? await deps.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, sub.tierId))
    : [];
  if (sub.cancelAtPeriodEnd || !tier?.isActive) {
    await deps.db
      .update(authorSubscriptions)
      .set({ isActive: false, status: 'canceled', cancelAtPeriodEnd: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(authorSubscriptions.id, sub.id),
          // JS dates hold milliseconds, PostgreSQL microseconds: compare at the precision both have.
          sql`date_trunc('milliseconds', ${authorSubscriptions.endDate}) = ${sub.endDate.toISOString()}::timestamptz`,
        ),
      );
    return 'lapsed';
  }
  // The subscriber's kept price (rows from before it was kept pay the tier's), or the price the author
  // moved them to once its date has come; less a downgrade's credit (ADR 0042).
  const periodStart = sub.endDate;
  const movedNow =
    sub.pendingPriceCents !== null && sub.priceChangeAt !== null && sub.priceChangeAt <= periodStart;
  const dueCents = movedNow ? sub.pendingPriceCents! : (sub.priceCents ?? toCents(tier.price));
  const creditUsed = Math.min(sub.creditCents, dueCents);
  const split = splitFee(dueCents - creditUsed, deps.platformFeePercent);
  const billingPeriod = sub.billingPeriod === 'year' ? 'year' : 'month';
  const renewed = await chargeRenewal(deps, job, sub.endDate, async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        userId: sub.userId,
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
        periodStart,
        periodEnd: addBillingPeriod(periodStart, billingPeriod),
      })
      .onConflictDoNothing({ target: [payments.subscriptionId, payments.periodStart] })
      .returning({ id: payments.id });
    if (!row) return null;
    // The period's price becomes the kept price and the credit is consumed, with the payment.
    await tx
      .update(authorSubscriptions)
      .set({
        priceCents: dueCents,
        creditCents: sql`greatest(${authorSubscriptions.creditCents} - ${creditUsed}, 0)`,
        ...(movedNow ? { pendingPriceCents: null, priceChangeAt: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(authorSubscriptions.id, sub.id));
    return (await completePayment(tx, row.id))?.id ?? null;
  });
  const [after] = await deps.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, sub.id));
  if (after) await scheduleRenewal(deps.jobs, after);
  if (renewed !== null && deps.app) await afterPaymentCompleted(deps.app, renewed);
  return renewed !== null ? 'renewed' : 'already-renewed';
}

/**
 * Runs the renewal's charging transaction. When it fails on the job's last attempt (pg-boss retried it
 * with backoff and gives up now), the period cannot be paid: the reader is sent the failed-renewal notice
 * (`payment-failed`, attempt = the period end; docs/reference/money.md#emails) and the error is rethrown,
 * so the job is recorded as failed and the subscription lapses at its end date.
 */
async function chargeRenewal<T>(
  deps: RenewalDeps,
  job: Partial<Pick<RunningJob<unknown>, 'isLastAttempt'>> & { data: RenewSubscriptionJob },
  periodEnd: Date,
  charge: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(charge);
  } catch (error) {
    if (job.isLastAttempt && deps.app) {
      await queueEmailSafely(deps.app, {
        kind: 'payment-failed',
        subscriptionId: job.data.subscriptionId,
        attempt: periodEnd.toISOString(),
      });
    }
    throw error;
  }
}

/**
 * Start-up recovery: queues the renewal of every live demo subscription at its period's end (at once when
 * overdue, e.g. the period ended while no server ran). Sends already waiting are not repeated.
 * @returns how many were queued
 */
export async function recoverRenewals(deps: RenewalDeps): Promise<number> {
  const subs = await deps.db
    .select({ id: authorSubscriptions.id, endDate: authorSubscriptions.endDate })
    .from(authorSubscriptions)
    .where(
      and(
        eq(authorSubscriptions.provider, 'demo'),
        eq(authorSubscriptions.isActive, true),
        isNotNull(authorSubscriptions.endDate),
        inArray(authorSubscriptions.status, ['active', 'trialing', 'canceling', 'past_due']),
      ),
    );
  let queued = 0;
  for (const sub of subs) if (await scheduleRenewal(deps.jobs, sub)) queued++;
  return queued;
}
