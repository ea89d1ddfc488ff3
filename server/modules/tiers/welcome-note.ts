import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments, subscriptionTiers, users } from '../../db/schema.js';
import { insertNotification, type NotificationRow } from '../notifications/notifications.query.js';

/**
 * Inside the transaction that completes a subscription payment: when that payment starts the
 * subscription (no other payment of it was ever completed; a renewal or a tier change is not a start)
 * and the paid tier has a welcome note, inserts the subscriber's `tier_welcome` notification: title
 * "Welcome to {tier} by {author}", body the note, link the author's page, dedupe key
 * `welcome:{subscriptionId}` (so a replayed completion adds nothing). Nothing for an empty note
 * (docs/reference/money.md#subscriptions). Returns the new row, if any.
 */
export async function insertWelcomeNotification(
  tx: DbOrTx,
  payment: {
    id: number;
    type: string;
    userId: number;
    subscriptionId: number | null;
    tierId: number | null;
  },
): Promise<NotificationRow | undefined> {
  if (payment.type !== 'subscription' || payment.subscriptionId === null || payment.tierId === null) {
    return undefined;
  }
  const [earlier] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, payment.subscriptionId),
        ne(payments.id, payment.id),
        inArray(payments.status, ['completed', 'refunded']),
      ),
    )
    .limit(1);
  if (earlier) return undefined;
  const [tier] = await tx
    .select({
      name: subscriptionTiers.name,
      note: subscriptionTiers.welcomeNote,
      authorId: users.id,
      username: users.username,
      displayName: users.displayName,
    })
    .from(subscriptionTiers)
    .innerJoin(users, eq(users.id, subscriptionTiers.authorId))
    .where(eq(subscriptionTiers.id, payment.tierId));
  const note = tier?.note?.trim();
  if (!tier || !note) return undefined;
  const author = tier.displayName || tier.username || 'your author';
  return insertNotification(tx, {
    userId: payment.userId,
    actorId: tier.authorId,
    type: 'tier_welcome',
    title: `Welcome to ${tier.name} by ${author}`.slice(0, 200),
    body: note,
    link: tier.username ? `/author/${tier.username}` : '/my-subscriptions',
    dedupeKey: `welcome:${payment.subscriptionId}`,
  });
}
