import { and, eq, isNull } from 'drizzle-orm';
import { emailVerificationTokens, passwordResetTokens, users } from '../../db/schema.js';
import { type Composer, type EmailJob, mailOrigin } from './email-job.js';
import * as templates from './templates.js';
import { hashEmailToken, newEmailToken } from './tokens.js';

/** The jobs of account emails. */
export type AccountEmailJob = Extract<
  EmailJob,
  { kind: 'verify-email' | 'password-reset' | 'password-changed' | 'email-changed' }
>;

/**
 * The account emails (verification, reset, the notices after a reset or an email change), or null when
 * there is nothing (left) to send: row gone, used or expired, or the account's email changed since.
 */
export const composeAccountEmail: Composer<AccountEmailJob> = async (deps, job) => {
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
};
