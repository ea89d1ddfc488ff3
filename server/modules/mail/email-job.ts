import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import type { EmailContent } from './template-kit.js';

/**
 * What to send, by the rows it is about (the composer re-reads them when the job runs, so an email says
 * what is true when it goes out, and follows access then). Token emails name the token row: the job draws
 * the token itself, so its text is never stored anywhere but in the email.
 * - account (compose-account.ts): `verify-email`, `password-reset`, `password-changed` (the notice after
 *   that reset was used), `email-changed` (to the old address; `tokenId` is the new address's verification);
 * - notifications (compose-notification.ts): `notification`, one in-app notification by email at once;
 *   `digest`, one user's notifications of a UTC day (`day` = YYYY-MM-DD) whose email choice is 'digest';
 * - money (compose-money.ts): `receipt` of a completed payment to its payer; `statement`, an author's
 *   earnings of a calendar month (`month` = YYYY-MM); `renewal-reminder` before a subscription renews at
 *   `periodEnd` (ISO date); `payment-failed`, a renewal that could not be charged (`attempt` names the try:
 *   the invoice id, or the period end); `subscription-cancelled`, access kept until `accessUntil` (ISO date).
 */
export type EmailJob =
  | { kind: 'verify-email' | 'password-reset' | 'password-changed'; tokenId: number }
  | { kind: 'email-changed'; tokenId: number; oldEmail: string }
  | { kind: 'notification'; notificationId: number }
  | { kind: 'digest'; userId: number; day: string }
  | { kind: 'receipt'; paymentId: number }
  | { kind: 'statement'; authorId: number; month: string }
  | { kind: 'renewal-reminder'; subscriptionId: number; periodEnd: string }
  | { kind: 'payment-failed'; subscriptionId: number; attempt: string }
  | { kind: 'subscription-cancelled'; subscriptionId: number; accessUntil: string };

export type EmailKind = EmailJob['kind'];

/** The dedupe key of an email (`sent_emails.key`): one email per kind and the rows it is about. */
export function emailKey(job: EmailJob): string {
  switch (job.kind) {
    case 'verify-email':
    case 'password-reset':
    case 'password-changed':
    case 'email-changed':
      return `${job.kind}:${job.tokenId}`;
    case 'notification':
      return `notification:${job.notificationId}`;
    case 'digest':
      return `digest:${job.userId}:${job.day}`;
    case 'receipt':
      return `receipt:${job.paymentId}`;
    case 'statement':
      return `statement:${job.authorId}:${job.month}`;
    case 'renewal-reminder':
      return `renewal-reminder:${job.subscriptionId}:${job.periodEnd}`;
    case 'payment-failed':
      return `payment-failed:${job.subscriptionId}:${job.attempt}`;
    case 'subscription-cancelled':
      return `subscription-cancelled:${job.subscriptionId}:${job.accessUntil}`;
  }
}

/**
 * The origin of links in emails: PUBLIC_ORIGIN, else http://localhost:PORT. Never the request's Host
 * header, which a client chooses (OWASP Forgot Password Cheat Sheet: host header injection).
 */
export function mailOrigin(config: Pick<AppConfig, 'publicOrigin' | 'port'>): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`;
}

/** What a composer and the send job need: the database, the configuration (origin, mail) and the log. */
export type ComposeDeps = Pick<FastifyInstance, 'db' | 'config' | 'log'>;

/** One email ready to send, as a composer builds it. */
export interface ComposedEmail {
  to: string;
  content: EmailContent;
  /** Extra header lines, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
  /** Stores what the email carries (a token's hash), in the sending transaction. */
  store?: (tx: DbOrTx) => Promise<void>;
}

/** Builds the email a job describes, or null when there is nothing (left) to send. */
export type Composer<J extends EmailJob = EmailJob> = (
  deps: ComposeDeps,
  job: J,
) => Promise<ComposedEmail | null>;
