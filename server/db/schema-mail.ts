/**
 * Email (docs/reference/people.md#email; ADR 0036): the one-time tokens behind "Forgot password?" and
 * "Verify your email", and the ledger of emails sent, re-exported by `schema.ts`. A token is stored only
 * as the SHA-256 of its text; the text itself exists only in the email (the job that sends it draws it,
 * so it is never stored, not even in the job queue).
 */
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './schema-core.js';

/**
 * The columns of a one-time email token, shared by the two token tables so they cannot drift apart.
 * `tokenHash` (hex SHA-256) is null until the mail job draws the token (base64url of 32 random bytes) and
 * is replaced if a failed delivery is retried. A token works until `expiresAt`, once (`usedAt`), and only
 * while the account's email is still `email`.
 */
const tokenColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 255 }).notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A password reset asked for by `POST /api/auth/forgot-password` (`tokenColumns`), valid 1 hour. */
export const passwordResetTokens = pgTable('password_reset_tokens', tokenColumns(), (t) => [
  index('password_reset_tokens_user_idx').on(t.userId),
]);

/**
 * An email address to verify (sign-up, an email change, "Resend"; `tokenColumns`), valid 7 days; using it
 * sets `users.email_verified_at` if the account's email is still `email`.
 */
export const emailVerificationTokens = pgTable('email_verification_tokens', tokenColumns(), (t) => [
  index('email_verification_tokens_user_idx').on(t.userId),
]);

/**
 * One row per email handed to the transport, keyed by what the email is about (`password-reset:<tokenId>`).
 * The send job inserts it in the transaction that sends, so a retried job sends nothing twice (ADR 0036:
 * at least once; a crash after the server accepted the mail but before the commit sends it again).
 * No address and no user reference: nothing personal outlives a deleted account here.
 */
export const sentEmails = pgTable('sent_emails', {
  key: varchar('key', { length: 255 }).primaryKey(),
  kind: varchar('kind', { length: 50 }).notNull(),
  /** The transport's message id (SMTP) or the outbox file name. */
  messageId: text('message_id'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
