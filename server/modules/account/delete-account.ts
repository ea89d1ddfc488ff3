import { eq, sql } from 'drizzle-orm';
import type { DeleteAccountRequest } from '../../../contract/account.js';
import type { Db } from '../../db/client.js';
import { notifications, payments, sessions, users } from '../../db/schema.js';
import { confirmPassword } from './account.service.js';

/**
 * Deletes the account and the user's content and personal data (issue "People" §5), after the typed
 * confirmation (checked by the contract) and the current password. The database's cascades (spec
 * section 3) remove stories with their chapters, bookmarks, progress, votes, proposals, chat and direct
 * messages, subscriptions, tiers, ratings, images and push subscriptions. What is kept, without
 * personal data: payments the user made stay in the authors' ledgers with the payer cleared (set null
 * by the foreign key) and the tip message and idempotency data wiped; anonymous read counts
 * (`story_reads.user_id` set null). Removed by hand because no foreign key reaches them: the user's
 * sessions (user id inside JSON) and other people's notifications about the user (their text names
 * the user). One transaction: all of it or nothing.
 * @throws AppError USER_NOT_FOUND, WRONG_PASSWORD
 */
export async function deleteAccount(db: Db, userId: number, input: DeleteAccountRequest): Promise<void> {
  await confirmPassword(db, userId, input.currentPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ message: null, idempotencyKey: null, requestFingerprint: null, updatedAt: new Date() })
      .where(eq(payments.userId, userId));
    await tx.delete(notifications).where(eq(notifications.actorId, userId));
    await tx.delete(sessions).where(sql`((${sessions.sess}->>'userId')::int) = ${userId}`);
    await tx.delete(users).where(eq(users.id, userId));
  });
}
