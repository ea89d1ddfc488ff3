import { lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { emailVerificationTokens, passwordResetTokens, sentEmails } from '../../db/schema.js';

/** A spent token (used or expired) is kept this long for support questions, then deleted: 7 days (ms). */
export const SPENT_TOKEN_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How long a `sent_emails` row is kept: 180 days (ms). Its key only guards a job's retries and the few
 * re-queueings of the recurring mail jobs (a statement is queued during the first 3 days of a month), all
 * within days; past that the row is a delivery record nobody reads.
 */
export const SENT_EMAIL_RETENTION_MS = 180 * 24 * 60 * 60 * 1000;

/**
 * Deletes password-reset and verification tokens used or expired more than SPENT_TOKEN_RETENTION_MS ago
 * (OWASP Forgot Password Cheat Sheet: tokens are single use and expire; a dead one has no reason to stay).
 * Returns how many rows went.
 */
export async function purgeSpentEmailTokens(db: DbOrTx, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SPENT_TOKEN_RETENTION_MS);
  let count = 0;
  for (const table of [passwordResetTokens, emailVerificationTokens]) {
    const gone = await db
      .delete(table)
      .where(or(lt(table.expiresAt, cutoff), lt(table.usedAt, cutoff)))
      .returning({ id: table.id });
    count += gone.length;
  }
  return count;
}

/** Deletes `sent_emails` rows older than SENT_EMAIL_RETENTION_MS. Returns how many went. */
export async function purgeOldSentEmails(db: DbOrTx, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SENT_EMAIL_RETENTION_MS);
  const gone = await db
    .delete(sentEmails)
    .where(lt(sentEmails.sentAt, sql`${cutoff.toISOString()}::timestamptz`))
    .returning({ key: sentEmails.key });
  return gone.length;
}
