import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { ResetPasswordRequest } from '../../../contract/auth.js';
import type { Db } from '../../db/client.js';
import { emailVerificationTokens, passwordResetTokens, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { consumeOrRefuse, limitKey } from '../../lib/rate-limits.js';
import type { JobQueue } from '../../plugins/jobs.js';
import { endOtherSessions } from '../account/sessions.service.js';
import { hashPassword } from '../auth/auth.service.js';
import { queueEmail } from '../mail/mail-job.js';
import { hashEmailToken, RESET_TOKEN_TTL_MS } from '../mail/tokens.js';
import { createEmailVerification } from '../mail/verification.js';

/*
 * Account recovery and email verification (docs/reference/people.md#email; OWASP Forgot Password and
 * Authentication Cheat Sheets). Requests only write token rows and queue the email; the send job draws
 * each token (server/modules/mail/mail-job.ts), so token text is never stored.
 */

/**
 * "Forgot password?": for an account with `email`, and at most 3 times an hour per address
 * (`perEmail`), records a reset (valid 1 hour) and queues its email. Does the same work whether or not
 * the account exists up to that point and never says which: the route answers 202 either way.
 */
export async function requestPasswordReset(
  db: Db,
  jobs: Pick<JobQueue, 'send'>,
  perEmail: RateLimiterDrizzle,
  rawEmail: string,
): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  try {
    await consumeOrRefuse(perEmail, limitKey(email), 'Too many reset emails.');
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return; // silently: no enumeration
    throw error;
  }
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const [row] = await db
    .insert(passwordResetTokens)
    .values({ userId: user.id, email, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) })
    .returning({ id: passwordResetTokens.id });
  await queueEmail(jobs, { kind: 'password-reset', tokenId: row!.id });
}

/**
 * Sets a new password with a reset token: argon2id as at sign-up, the token used up (with every other
 * open reset of the account), EVERY session of the account ended, and the email marked verified (the
 * link proved it). The caller queues the notice and closes the live sockets.
 * @returns the user id and the token row id (the notice's key)
 * @throws AppError RESET_TOKEN_INVALID (400): unknown, used, expired, or the account's email changed since
 */
export async function resetPassword(
  db: Db,
  input: ResetPasswordRequest,
): Promise<{ userId: number; tokenId: number }> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashEmailToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!token) throw new AppError('RESET_TOKEN_INVALID', undefined, { field: 'body.token' });
    const [user] = await tx
      .update(users)
      .set({
        password: passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: now,
      })
      .where(and(eq(users.id, token.userId), eq(users.email, token.email)))
      .returning({ id: users.id });
    if (!user) throw new AppError('RESET_TOKEN_INVALID', undefined, { field: 'body.token' });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await endOtherSessions(tx, user.id, null);
    return { userId: user.id, tokenId: token.id };
  });
}

/**
 * Verifies an email with the token from its link (once): sets `users.email_verified_at`, if the account's
 * email is still the one the link was sent to.
 * @throws AppError VERIFY_TOKEN_INVALID (400): unknown, used, expired, or the email changed since
 */
export async function verifyEmail(db: Db, token: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashEmailToken(token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!row) throw new AppError('VERIFY_TOKEN_INVALID', undefined, { field: 'body.token' });
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, row.userId), eq(users.email, row.email)))
      .returning({ id: users.id });
    if (!user) throw new AppError('VERIFY_TOKEN_INVALID', undefined, { field: 'body.token' });
  });
}

/**
 * "Resend" the verification email of the signed-in user: at most 3 an hour (`perUser`).
 * @throws AppError USER_NOT_FOUND, EMAIL_ALREADY_VERIFIED (409), RATE_LIMITED (429)
 */
export async function resendVerification(
  db: Db,
  jobs: Pick<JobQueue, 'send'>,
  perUser: RateLimiterDrizzle,
  userId: number,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (user.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
  await consumeOrRefuse(perUser, limitKey(userId), 'You asked for several verification emails already.');
  const tokenId = await createEmailVerification(db, userId, user.email);
  await queueEmail(jobs, { kind: 'verify-email', tokenId });
}
