import { and, eq, sql } from 'drizzle-orm';
import { addBillingPeriod } from '../../../contract/billing-period.js';
import type { DbOrTx } from '../../db/client.js';
import { authorSubscriptions, gifts, type payments, subscriptionTiers, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { insertNotification, type NotificationRow } from '../notifications/notifications.query.js';

type PaymentRow = typeof payments.$inferSelect;
export type GiftRow = typeof gifts.$inferSelect;
type SubscriptionRow = typeof authorSubscriptions.$inferSelect;

/** Whether `sub` gives access now through a paid subscription (not a gift): a gift would be wasted on it. */
export function hasPaidAccess(sub: SubscriptionRow | undefined, now = Date.now()): boolean {
  return (
    sub !== undefined &&
    sub.provider !== 'gift' &&
    sub.isActive &&
    sub.status !== 'pending' &&
    (sub.endDate === null || sub.endDate.getTime() > now)
  );
}

/**
 * Opens `gift`'s tier for `recipientId` (ADR 0042, docs/reference/money.md#gifts), inside the caller's
 * transaction: the recipient's one `author_subscriptions` row for the author (unique user+author; reused,
 * created when missing, locked) becomes provider 'gift', status 'canceling' with `cancelAtPeriodEnd` (no
 * renewal: the renewal job renews demo rows only), active, on the gift's tier, until now + the gift's
 * period (`addBillingPeriod`; a second gift running on from the end of a live one), with `gift_id` set.
 * The recipient is told (`gift_received`, dedupe key `gift:{giftId}`).
 * @returns the notification inserted, if any, for publishing after commit
 * @throws AppError GIFT_RECIPIENT_SUBSCRIBED (409) when the recipient has live access through a paid
 *   subscription to the author
 */
export async function applyGift(
  tx: DbOrTx,
  gift: GiftRow,
  recipientId: number,
): Promise<NotificationRow | undefined> {
  if (gift.authorId === null) return undefined; // the author is gone: nothing left to open
  await tx
    .insert(authorSubscriptions)
    .values({
      userId: recipientId,
      authorId: gift.authorId,
      tierId: gift.tierId,
      status: 'pending',
      isActive: false,
      endDate: null,
      provider: 'gift',
    })
    .onConflictDoNothing({ target: [authorSubscriptions.userId, authorSubscriptions.authorId] });
  const [sub] = await tx
    .select()
    .from(authorSubscriptions)
    .where(and(eq(authorSubscriptions.userId, recipientId), eq(authorSubscriptions.authorId, gift.authorId)))
    .for('update');
  if (!sub) throw new AppError('INTERNAL_ERROR');
  if (hasPaidAccess(sub)) throw new AppError('GIFT_RECIPIENT_SUBSCRIBED');
  const now = new Date();
  const liveGiftEnd =
    sub.provider === 'gift' && sub.isActive && sub.endDate && sub.endDate > now ? sub.endDate : null;
  const period = gift.period === 'year' ? 'year' : 'month';
  await tx
    .update(authorSubscriptions)
    .set({
      provider: 'gift',
      status: 'canceling',
      cancelAtPeriodEnd: true,
      canceledAt: null,
      isActive: true,
      tierId: gift.tierId,
      ...(liveGiftEnd ? {} : { startDate: now }),
      endDate: addBillingPeriod(liveGiftEnd ?? now, period),
      giftId: gift.id,
      billingPeriod: period,
      trialEndsAt: null,
      pendingPriceCents: null,
      priceChangeAt: null,
      creditCents: 0,
      updatedAt: sql`now()`,
    })
    .where(eq(authorSubscriptions.id, sub.id));
  const [names] = await tx
    .select({
      tier: subscriptionTiers.name,
      author: sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.username}, 'an author')`,
      username: users.username,
      from: sql<string>`(SELECT coalesce(nullif(display_name, ''), username, 'Someone') FROM users WHERE id = ${gift.purchaserId})`,
    })
    .from(users)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, gift.tierId ?? -1))
    .where(eq(users.id, gift.authorId));
  const tierName = names?.tier ?? 'a membership';
  return insertNotification(tx, {
    userId: recipientId,
    actorId: gift.purchaserId,
    type: 'gift_received',
    title: `You received a gift: ${tierName} by ${names?.author ?? 'an author'}`.slice(0, 200),
    body: `${names?.from ?? 'Someone'} gave you a ${period} of ${tierName}. Enjoy the stories; it ends by itself, nothing renews.`,
    link: names?.username ? `/author/${names.username}` : '/my-subscriptions',
    dedupeKey: `gift:${gift.id}`,
  });
}

/**
 * Inside the transaction that completes a `gift` payment (ledger.ts `completePayment`, ADR 0042): a gift
 * to a named recipient opens its tier for them (`applyGift`); a code gift waits for its redemption. A
 * recipient who subscribed meanwhile (paid access) keeps their subscription: the gift stays unapplied and
 * the payment stands (the purchaser may be refunded).
 */
export async function grantGift(tx: DbOrTx, row: PaymentRow): Promise<void> {
  const [gift] = await tx.select().from(gifts).where(eq(gifts.paymentId, row.id));
  if (!gift || gift.recipientId === null || gift.authorId === null) return;
  const [sub] = await tx
    .select()
    .from(authorSubscriptions)
    .where(
      and(eq(authorSubscriptions.userId, gift.recipientId), eq(authorSubscriptions.authorId, gift.authorId)),
    );
  if (hasPaidAccess(sub)) return;
  await applyGift(tx, gift, gift.recipientId);
}

/**
 * Inside the transaction that refunds a `gift` payment (ledger.ts `refundPayment`, ADR 0042): the access
 * it gave ends now (the recipient's row, while this gift pays it: status canceled, inactive). An
 * unredeemed code cannot be redeemed any more (its payment is no longer completed).
 */
export async function revokeGift(tx: DbOrTx, row: PaymentRow): Promise<void> {
  const [gift] = await tx.select().from(gifts).where(eq(gifts.paymentId, row.id));
  if (!gift) return;
  await tx
    .update(authorSubscriptions)
    .set({
      isActive: false,
      status: 'canceled',
      cancelAtPeriodEnd: false,
      endDate: sql`least(${authorSubscriptions.endDate}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(authorSubscriptions.giftId, gift.id), eq(authorSubscriptions.provider, 'gift')));
}
