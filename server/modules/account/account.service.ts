import { eq } from 'drizzle-orm';
import type { ChangeEmailRequest, ChangePasswordRequest } from '../../../contract/account.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { pgError } from '../../lib/pg-errors.js';
import { hashPassword, type UserRow, verifyPassword } from '../auth/auth.service.js';
import { createEmailVerification } from '../mail/verification.js';
import { endOtherSessions } from './sessions.service.js';

/**
 * The user's row once `password` is confirmed as theirs (docs/reference/people.md#settings: the current
 * password is required for account changes).
 * @throws AppError USER_NOT_FOUND, WRONG_PASSWORD (403, field body.currentPassword)
 */
export async function confirmPassword(db: DbOrTx, userId: number, password: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (!(await verifyPassword(user.password, password))) {
    throw new AppError('WRONG_PASSWORD', undefined, { field: 'body.currentPassword' });
  }
  return user;
}

/**
 * Changes the sign-in email (stored lower-cased, docs/reference/data.md#entities) and signs out every other
 * session. A new address is unverified until its link is opened (docs/reference/people.md#email): the
 * verification row is written here; the caller queues its email and the notice to the old address.
 * @returns the updated user, how many other sessions ended, the previous email, and the verification row
 *   id (null when the address did not change)
 * @throws AppError WRONG_PASSWORD, EMAIL_TAKEN (409, field body.email)
 */
export async function changeEmail(
  db: Db,
  userId: number,
  input: ChangeEmailRequest,
  keepSid: string | null,
): Promise<{ user: UserRow; signedOut: number; previousEmail: string; verificationId: number | null }> {
  const before = await confirmPassword(db, userId, input.currentPassword);
  const email = input.email.trim().toLowerCase();
  const changed = email !== before.email;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ email, updatedAt: new Date(), ...(changed ? { emailVerifiedAt: null } : {}) })
        .where(eq(users.id, userId))
        .returning();
      const signedOut = await endOtherSessions(tx, userId, keepSid);
      const verificationId = changed ? await createEmailVerification(tx, userId, email) : null;
      return { user: user!, signedOut, previousEmail: before.email, verificationId };
    });
  } catch (error) {
    if (pgError(error)?.code === '23505') {
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists', { field: 'body.email' });
    }
    throw error;
  }
}

/**
 * Sets a new password (argon2id, as at sign-up) and signs out every other session (OWASP Session
 * Management Cheat Sheet: renew sessions after a password change).
 * @returns how many other sessions ended
 * @throws AppError WRONG_PASSWORD
 */
export async function changePassword(
  db: Db,
  userId: number,
  input: ChangePasswordRequest,
  keepSid: string | null,
): Promise<number> {
  await confirmPassword(db, userId, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ password: passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    return endOtherSessions(tx, userId, keepSid);
  });
}
