import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DeleteAccountRequest } from '../../../contract/account.js';
import type { Db } from '../../db/client.js';
import {
  authorEarnings,
  authorSubscriptions,
  notifications,
  payments,
  sessions,
  users,
} from '../../db/schema.js';
import { DELETED_AUTHOR, DELETED_READER } from '../payments/payments.query.js';
import type { PaymentProvider } from '../payments/providers/provider.js';
import { confirmPassword } from './account.service.js';

/**
 * Deletes the account and the user's content and personal data (docs/reference/people.md#settings), after the
 * typed confirmation (checked by the contract) and the current password. The database's cascades remove
 * stories with their chapters, bookmarks, progress, votes, proposals, chat and direct messages,
 * subscriptions, tiers, ratings, images and push subscriptions. Financial records outlive the account
 * (ADR 0024): payments made or received, content purchases and the author's earnings (unpaid payout
 * included) stay, the deleted party set to null by the foreign keys and shown by the snapshot
 * "Deleted reader" / "Deleted author"; the tip message and idempotency data are wiped. Subscriptions
 * billed by the provider (as subscriber or as author) are cancelled there first, so nobody is charged
 * for an account that is gone; a provider failure stops the deletion (nothing deleted, retry later).
 * Anonymous read counts stay (`story_reads.user_id` set null). Removed by hand because no foreign key
 * reaches them: the user's sessions (user id inside JSON) and other people's notifications about the
 * user (their text names the user). One transaction: all of it or nothing.
 * @throws AppError USER_NOT_FOUND, WRONG_PASSWORD, PAYMENT_PROVIDER_ERROR
 */
export async function deleteAccount(
  db: Db,
  userId: number,
  input: DeleteAccountRequest,
  provider?: PaymentProvider,
): Promise<void> {
  await confirmPassword(db, userId, input.currentPassword);
  if (provider) await cancelBilledSubscriptions(db, userId, provider);
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({
        message: null,
        idempotencyKey: null,
        requestFingerprint: null,
        payerNameSnapshot: DELETED_READER,
        updatedAt: new Date(),
      })
      .where(eq(payments.userId, userId));
    await tx
      .update(payments)
      .set({ authorNameSnapshot: DELETED_AUTHOR, updatedAt: new Date() })
      .where(eq(payments.authorId, userId));
    await tx
      .update(authorEarnings)
      .set({ authorNameSnapshot: DELETED_AUTHOR, updatedAt: new Date() })
      .where(eq(authorEarnings.authorId, userId));
    await tx.delete(notifications).where(eq(notifications.actorId, userId));
    await tx.delete(sessions).where(sql`((${sessions.sess}->>'userId')::int) = ${userId}`);
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** Ends at the provider, at once, every not yet ended subscription the user pays or is paid by. */
async function cancelBilledSubscriptions(db: Db, userId: number, provider: PaymentProvider) {
  const billed = await db
    .select({ id: authorSubscriptions.stripeSubscriptionId })
    .from(authorSubscriptions)
    .where(
      and(
        or(eq(authorSubscriptions.userId, userId), eq(authorSubscriptions.authorId, userId)),
        isNotNull(authorSubscriptions.stripeSubscriptionId),
        inArray(authorSubscriptions.status, ['pending', 'active', 'canceling', 'past_due']),
      ),
    );
  for (const { id } of billed) await provider.setCancelAtPeriodEnd(id, true, true);
}
