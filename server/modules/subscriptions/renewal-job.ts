import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authorSubscriptions, payments, subscriptionTiers } from '../../db/schema.js';
import { fromCents, splitFee, toCents } from '../../lib/money.js';
import type { JobQueue, RunningJob } from '../../plugins/jobs.js';
import { completePayment } from '../payments/ledger.js';
import { addMonth } from './period.js';

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
 * or inactive): it lapses (`is_active` false, status canceled). Due otherwise: the next month is paid at the
 * tier's current price; the payment row is unique per (subscription, period start), so however often the job
 * runs a period is paid once, and the completion (access, ledger, earnings) is one transaction.
 * @returns what it did, for tests and logs
 */
export async function runRenewalJob(
  deps: RenewalDeps,
  job: Pick<RunningJob<RenewSubscriptionJob>, 'data'>,
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
  const split = splitFee(toCents(tier.price), deps.platformFeePercent);
  const renewed = await deps.db.transaction(async (tx) => {
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
        periodStart: sub.endDate!,
        periodEnd: addMonth(sub.endDate!),
      })
      .onConflictDoNothing({ target: [payments.subscriptionId, payments.periodStart] })
      .returning({ id: payments.id });
    if (!row) return false;
    return Boolean(await completePayment(tx, row.id));
  });
  const [after] = await deps.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, sub.id));
  if (after) await scheduleRenewal(deps.jobs, after);
  return renewed ? 'renewed' : 'already-renewed';
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
        inArray(authorSubscriptions.status, ['active', 'canceling', 'past_due']),
      ),
    );
  let queued = 0;
  for (const sub of subs) if (await scheduleRenewal(deps.jobs, sub)) queued++;
  return queued;
}
