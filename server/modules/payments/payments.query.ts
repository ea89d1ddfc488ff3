import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAYMENT_TYPE_LABELS, type Payment, type PaymentType } from '../../../contract/payments.js';
import type { DbOrTx } from '../../db/client.js';
import { payments, stories, users } from '../../db/schema.js';
import { fromCents } from '../../lib/money.js';
import { earningByPayment } from './earning-splits.js';

/** docs/reference/routes.md#my-subscriptions History: up to 20 payments. */
export const USER_PAYMENTS_MAX = 20;

/** The names shown for a party whose account is gone (ADR 0024), also stored as the row's snapshot. */
export const DELETED_AUTHOR = 'Deleted author';
export const DELETED_READER = 'Deleted reader';

const payer = alias(users, 'payer');
const author = alias(users, 'author');

/** Payments matching `where`, newest first, as `ZPayment` (author and payer names, story title). */
export async function selectPayments(db: DbOrTx, where: SQL | undefined, limit: number): Promise<Payment[]> {
  const rows = await db
    .select({
      payment: payments,
      authorName: author.displayName,
      authorUsername: author.username,
      payerName: payer.displayName,
      payerUsername: payer.username,
      storyTitle: stories.title,
    })
    .from(payments)
    // Either party may have deleted the account: the payment stays, shown with the name snapshot.
    .leftJoin(author, eq(author.id, payments.authorId))
    .leftJoin(payer, eq(payer.id, payments.userId))
    .leftJoin(stories, eq(stories.id, payments.storyId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
  return rows.map(({ payment: p, ...r }) => {
    const type = p.type as PaymentType;
    return {
      id: p.id,
      type,
      label: PAYMENT_TYPE_LABELS[type] ?? 'Content Purchase',
      status: p.status as Payment['status'],
      amount: p.amount,
      platformFee: p.platformFee,
      authorEarning: p.authorEarning,
      authorId: p.authorId,
      authorName:
        p.authorId === null
          ? (p.authorNameSnapshot ?? DELETED_AUTHOR)
          : (r.authorName ?? r.authorUsername ?? 'Unknown'),
      authorUsername: r.authorUsername,
      payerName:
        p.userId === null
          ? (p.payerNameSnapshot ?? DELETED_READER)
          : (r.payerName ?? r.payerUsername ?? 'A reader'),
      storyId: p.storyId,
      storyTitle: r.storyTitle,
      chapterId: p.chapterId,
      message: p.message,
      provider: p.provider === 'stripe' ? 'stripe' : 'demo',
      demo: p.provider !== 'stripe',
      createdAt: p.createdAt.toISOString(),
    };
  });
}

/**
 * GET /api/user/payments: the signed-in reader's 20 newest payments
 * (docs/reference/routes.md#my-subscriptions History).
 */
export function userPayments(db: DbOrTx, userId: number): Promise<Payment[]> {
  return selectPayments(db, eq(payments.userId, userId), USER_PAYMENTS_MAX);
}

/**
 * GET /api/creator/payments: payments made to the signed-in author, newest first; `authorEarning` is
 * the author's own part when the payment was split with collaborators
 * (docs/reference/money.md#earning-splits).
 */
export async function creatorPayments(db: DbOrTx, authorId: number, limit: number): Promise<Payment[]> {
  const rows = await selectPayments(db, eq(payments.authorId, authorId), limit);
  const parts = await earningByPayment(
    db,
    authorId,
    rows.map((p) => p.id),
  );
  return rows.map((p) => {
    const part = parts.get(p.id);
    return part === undefined ? p : { ...p, authorEarning: fromCents(part) };
  });
}

/** One payment to `authorId` by id, or undefined. */
export async function findAuthorPayment(db: DbOrTx, authorId: number, paymentId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.authorId, authorId)));
  return row;
}
