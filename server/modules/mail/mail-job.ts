import { eq } from 'drizzle-orm';
import { sentEmails } from '../../db/schema.js';
import type { JobQueue, RunningJob } from '../../plugins/jobs.js';
import { composeAccountEmail } from './compose-account.js';
import { composeMoneyEmail } from './compose-money.js';
import { composeNotificationEmail } from './compose-notification.js';
import { type ComposeDeps, type ComposedEmail, type EmailJob, emailKey } from './email-job.js';
import { deliverEmail } from './transport.js';

export { type EmailJob, emailKey, mailOrigin } from './email-job.js';

/** The queue of the job that sends one email (server/jobs.ts). */
export const SEND_EMAIL_JOB = 'send-email';

/**
 * Queues one email (keyed by `emailKey`, so a second queueing while it waits is dropped). Never sends
 * from the request: the job does, with retries (ADR 0036).
 * @throws the queue's error (the database is unreachable)
 */
export async function queueEmail(jobs: Pick<JobQueue, 'send'>, job: EmailJob): Promise<void> {
  await jobs.send<EmailJob>(SEND_EMAIL_JOB, job, { singletonKey: emailKey(job) });
}

/** The email a job describes, by its kind's composer; null when there is nothing (left) to send. */
function compose(deps: ComposeDeps, job: EmailJob): Promise<ComposedEmail | null> {
  switch (job.kind) {
    case 'verify-email':
    case 'password-reset':
    case 'password-changed':
    case 'email-changed':
      return composeAccountEmail(deps, job);
    case 'notification':
    case 'digest':
      return composeNotificationEmail(deps, job);
    case 'receipt':
    case 'statement':
    case 'renewal-reminder':
    case 'payment-failed':
    case 'subscription-cancelled':
      return composeMoneyEmail(deps, job);
  }
}

/**
 * The job: sends one email, once (ADR 0036). In one transaction it records `sent_emails` (key
 * `emailKey(job)`; a second run finds it and sends nothing), stores what the email carries (a token's
 * hash), and hands the email to the transport; a failed delivery rolls all three back and fails the run,
 * which pg-boss retries with backoff (a retry draws a new token). At least once: if the commit fails after
 * the SMTP server took the email, the retry sends it again (its earlier link then does not work). The
 * transport's timeouts (transport.ts) bound how long the transaction stays open.
 */
export async function runSendEmail(deps: ComposeDeps, job: RunningJob<EmailJob>): Promise<void> {
  const email = await compose(deps, job.data);
  if (!email) return;
  const key = emailKey(job.data);
  await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(sentEmails)
      .values({ key, kind: job.data.kind })
      .onConflictDoNothing()
      .returning({ key: sentEmails.key });
    if (!claimed) return;
    await email.store?.(tx);
    const delivery = await deliverEmail(deps.config, {
      ...email.content,
      to: email.to,
      key,
      headers: email.headers,
    });
    const messageId = delivery.via === 'smtp' ? delivery.messageId : delivery.file;
    await tx.update(sentEmails).set({ messageId }).where(eq(sentEmails.key, key));
    if (delivery.via === 'outbox') deps.log.info({ file: delivery.file, key }, 'email written to the outbox');
  });
}
