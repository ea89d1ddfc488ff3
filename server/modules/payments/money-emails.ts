import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { authorSubscriptions, payments, sentEmails } from '../../db/schema.js';
import type { JobQueue } from '../../plugins/jobs.js';
import { queueEmail } from '../mail/mail-job.js';
import { earnersOfMonth, previousMonth } from '../mail/statement.query.js';

/*
 * The recurring side of the money emails (docs/reference/money.md#emails), declared in server/jobs.ts.
 * Each only queues `send-email` jobs; the `sent_emails` key of each email (email-job.ts) makes a second
 * queueing, on another day or another instance, send nothing.
 */

/** How long before a period ends its renewal reminder goes out. */
export const RENEWAL_REMINDER_DAYS = 3;
/** Statements of last month are queued on the first days of a month (a missed day is caught up). */
export const STATEMENT_DAYS = 3;

type Deps = { db: Db; jobs: Pick<JobQueue, 'send'> };

/**
 * Queues the renewal reminder (`renewal-reminder`, keyed by subscription and period end) of each live,
 * auto-renewing subscription (status active, not cancelling, either provider) whose period ends within
 * RENEWAL_REMINDER_DAYS of `now`. Returns how many were queued (already-sent ones included).
 */
export async function queueRenewalReminders(deps: Deps, now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + RENEWAL_REMINDER_DAYS * 24 * 3600 * 1000);
  const due = await deps.db
    .select({ id: authorSubscriptions.id, endDate: authorSubscriptions.endDate })
    .from(authorSubscriptions)
    .where(
      and(
        eq(authorSubscriptions.isActive, true),
        eq(authorSubscriptions.status, 'active'),
        eq(authorSubscriptions.cancelAtPeriodEnd, false),
        isNotNull(authorSubscriptions.endDate),
        gt(authorSubscriptions.endDate, now),
        lte(authorSubscriptions.endDate, horizon),
      ),
    );
  for (const sub of due) {
    await queueEmail(deps.jobs, {
      kind: 'renewal-reminder',
      subscriptionId: sub.id,
      periodEnd: sub.endDate!.toISOString(),
    });
  }
  return due.length;
}

/**
 * On the first STATEMENT_DAYS days of a month (UTC), queues last month's statement for everyone who
 * earned from a payment completed in it; on other days, nothing. Returns how many were queued.
 */
export async function queueMonthlyStatements(deps: Deps, now = new Date()): Promise<number> {
  if (now.getUTCDate() > STATEMENT_DAYS) return 0;
  const month = previousMonth(now);
  const earners = await earnersOfMonth(deps.db, month);
  for (const authorId of earners) await queueEmail(deps.jobs, { kind: 'statement', authorId, month });
  return earners.length;
}

/**
 * The bound of the gap in after-payment.ts: queues the receipt of each payment completed between two
 * days and ten minutes ago (the request that completed it has long finished) that has no sent receipt.
 * Returns how many were queued.
 */
export async function queueMissedReceipts(deps: Deps): Promise<number> {
  const rows = await executeRows<{ id: number }>(
    deps.db,
    sql`SELECT p.id FROM ${payments} p
        WHERE p.status = 'completed' AND p.user_id IS NOT NULL
          AND p.completed_at > now() - interval '2 days' AND p.completed_at < now() - interval '10 minutes'
          AND NOT EXISTS (SELECT 1 FROM ${sentEmails} e WHERE e.key = 'receipt:' || p.id)`,
  );
  for (const row of rows) await queueEmail(deps.jobs, { kind: 'receipt', paymentId: Number(row.id) });
  return rows.length;
}
