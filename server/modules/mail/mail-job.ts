import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { emailVerificationTokens, passwordResetTokens, sentEmails, users } from '../../db/schema.js';
import type { JobQueue, RunningJob } from '../../plugins/jobs.js';
import * as templates from './templates.js';
import { hashEmailToken, newEmailToken } from './tokens.js';
import { deliverEmail } from './transport.js';

/** The queue of the job that sends one email (server/jobs.ts). */
export const SEND_EMAIL_JOB = 'send-email';

/**
 * What to send, by the row it is about (the handler re-reads it). Token emails name the token row: the
 * job draws the token itself, so its text is never stored anywhere but in the email.
 * - `verify-email`: the verification link of `email_verification_tokens.id = tokenId`;
 * - `password-reset`: the reset link of `password_reset_tokens.id = tokenId`;
 * - `password-changed`: the notice after that reset was used;
 * - `email-changed`: the notice to the old address, `tokenId` being the new address's verification.
 */
export type EmailJob =
  | { kind: 'verify-email' | 'password-reset' | 'password-changed'; tokenId: number }
  | { kind: 'email-changed'; tokenId: number; oldEmail: string };

/** The dedupe key of an email (`sent_emails.key`): one email per kind and row. */
export function emailKey(job: EmailJob): string {
  return `${job.kind}:${job.tokenId}`;
}

/**
 * Queues one email (keyed by `emailKey`, so a second queueing while it waits is dropped). Never sends
 * from the request: the job does, with retries (ADR 0036).
 * @throws the queue's error (the database is unreachable)
 */
export async function queueEmail(jobs: Pick<JobQueue, 'send'>, job: EmailJob): Promise<void> {
  await jobs.send<EmailJob>(SEND_EMAIL_JOB, job, { singletonKey: emailKey(job) });
}

/**
 * The origin of links in emails: PUBLIC_ORIGIN, else http://localhost:PORT. Never the request's Host
 * header, which a client chooses (OWASP Forgot Password Cheat Sheet: host header injection).
 */
export function mailOrigin(config: Pick<AppConfig, 'publicOrigin' | 'port'>): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`;
}

type Deps = Pick<FastifyInstance, 'db' | 'config' | 'log'>;

interface Composed {
  to: string;
  content: templates.EmailContent;
  /** Stores the hash of the token the email carries (token emails only), in the sending transaction. */
  store?: (tx: DbOrTx) => Promise<void>;
}

/** The email a job describes, or null when there is nothing (left) to send: row gone, used or expired. */
async function compose(deps: Deps, job: EmailJob): Promise<Composed | null> {
  const origin = mailOrigin(deps.config);
  const forgotLink = `${origin}/forgot-password`;
  const now = new Date();
  const nameOf = (u: { displayName: string | null; username: string | null }) =>
    u.displayName || u.username || 'reader';
  if (job.kind === 'verify-email' || job.kind === 'email-changed') {
    const [row] = await deps.db
      .select({ token: emailVerificationTokens, user: users })
      .from(emailVerificationTokens)
      .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
      .where(eq(emailVerificationTokens.id, job.tokenId));
    if (!row) return null;
    const name = nameOf(row.user);
    if (job.kind === 'email-changed') {
      return {
        to: job.oldEmail,
        content: templates.emailChanged({ name, newEmail: row.token.email, forgotLink }),
      };
    }
    if (row.token.usedAt || row.token.expiresAt <= now || row.user.email !== row.token.email) return null;
    const token = newEmailToken();
    return {
      to: row.token.email,
      content: templates.verifyEmail({
        name,
        email: row.token.email,
        link: `${origin}/verify-email?token=${token}`,
      }),
      store: async (tx) => {
        await tx
          .update(emailVerificationTokens)
          .set({ tokenHash: hashEmailToken(token) })
          .where(eq(emailVerificationTokens.id, job.tokenId));
      },
    };
  }
  const [row] = await deps.db
    .select({ token: passwordResetTokens, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.id, job.tokenId));
  if (!row) return null;
  const name = nameOf(row.user);
  if (job.kind === 'password-changed') {
    return { to: row.user.email, content: templates.passwordChanged({ name, forgotLink }) };
  }
  if (row.token.usedAt || row.token.expiresAt <= now || row.user.email !== row.token.email) return null;
  const token = newEmailToken();
  return {
    to: row.token.email,
    content: templates.passwordReset({ name, link: `${origin}/reset-password?token=${token}` }),
    store: async (tx) => {
      await tx
        .update(passwordResetTokens)
        .set({ tokenHash: hashEmailToken(token) })
        .where(and(eq(passwordResetTokens.id, job.tokenId), isNull(passwordResetTokens.usedAt)));
    },
  };
}

/**
 * The job: sends one email, once (ADR 0036). In one transaction it records `sent_emails` (key
 * `emailKey(job)`; a second run finds it and sends nothing), stores the hash of the token it drew, and
 * hands the email to the transport; a failed delivery rolls all three back and fails the run, which
 * pg-boss retries with backoff (a retry draws a new token). At least once: if the commit fails after the
 * SMTP server took the email, the retry sends it again (its earlier link then does not work).
 */
export async function runSendEmail(deps: Deps, job: RunningJob<EmailJob>): Promise<void> {
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
    const delivery = await deliverEmail(deps.config, { ...email.content, to: email.to, key });
    const messageId = delivery.via === 'smtp' ? delivery.messageId : delivery.file;
    await tx.update(sentEmails).set({ messageId }).where(eq(sentEmails.key, key));
    if (delivery.via === 'outbox') deps.log.info({ file: delivery.file, key }, 'email written to the outbox');
  });
}
