import { and, desc, eq, type SQL } from 'drizzle-orm';
import type {
  Subscriber,
  SubscriptionStatus,
  SubscriptionStatusResult,
  UserSubscription,
} from '../../../contract/subscriptions.js';
import type { DbOrTx } from '../../db/client.js';
import { authorSubscriptions, subscriptionTiers, users } from '../../db/schema.js';
import { toCents } from '../../lib/money.js';
import { liveSubscription } from '../access/live-subscription.js';

export type SubscriptionRow = typeof authorSubscriptions.$inferSelect;

/** Whether `row` grants access now (the rule in live.ts, evaluated in code). */
export function isLive(row: SubscriptionRow, now = Date.now()): boolean {
  return row.isActive && (row.endDate === null || row.endDate.getTime() > now) && row.status !== 'pending';
}

/** The status readers see: a period that ran out before the renewal job lapsed it reads as canceled. */
function effectiveStatus(row: SubscriptionRow): SubscriptionStatus {
  if (row.status !== 'pending' && !isLive(row)) return 'canceled';
  return row.status as SubscriptionStatus;
}

const tierColumns = {
  id: subscriptionTiers.id,
  name: subscriptionTiers.name,
  price: subscriptionTiers.price,
};

/**
 * Subscriptions matching `where` with their author and tier, newest first, as `ZUserSubscription` (`priceCents`:
 * what the subscriber pays, docs/reference/money.md#subscriptions).
 */
export async function selectUserSubscriptions(
  db: DbOrTx,
  where: SQL | undefined,
): Promise<UserSubscription[]> {
  const rows = await db
    .select({
      sub: authorSubscriptions,
      author: {
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        profileImageUrl: users.profileImageUrl,
      },
      tier: tierColumns,
    })
    .from(authorSubscriptions)
    .innerJoin(users, eq(users.id, authorSubscriptions.authorId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, authorSubscriptions.tierId))
    .where(where)
    .orderBy(desc(authorSubscriptions.createdAt), desc(authorSubscriptions.id));
  return rows.map(({ sub, author, tier }) => {
    const periodEnd = sub.status === 'pending' ? null : (sub.endDate?.toISOString() ?? null);
    return {
      id: sub.id,
      isActive: isLive(sub),
      status: effectiveStatus(sub),
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      startDate: sub.startDate.toISOString(),
      endDate: periodEnd,
      currentPeriodEnd: periodEnd,
      // The price kept on the subscription; rows from before it was kept fall back to the tier's.
      priceCents: sub.priceCents ?? (tier?.id ? toCents(tier.price) : null),
      billingPeriod: sub.billingPeriod === 'year' ? 'year' : 'month',
      trialEndsAt: sub.status === 'trialing' ? (sub.trialEndsAt?.toISOString() ?? null) : null,
      pendingPriceCents: sub.pendingPriceCents,
      priceChangeAt: sub.priceChangeAt?.toISOString() ?? null,
      creditCents: sub.creditCents,
      isGift: sub.provider === 'gift',
      canceledAt: sub.canceledAt?.toISOString() ?? null,
      provider: sub.provider === 'stripe' || sub.provider === 'gift' ? sub.provider : 'demo',
      author: {
        id: author.id,
        username: author.username,
        displayName: author.displayName ?? author.username ?? 'Unknown',
        profileImageUrl: author.profileImageUrl,
      },
      tier: tier?.id ? { id: tier.id, name: tier.name, price: tier.price } : null,
      createdAt: sub.createdAt.toISOString(),
    };
  });
}

/** GET /api/user/subscriptions: every subscription of the reader (Active, Cancelled tabs), newest first. */
export function userSubscriptions(db: DbOrTx, userId: number): Promise<UserSubscription[]> {
  return selectUserSubscriptions(db, eq(authorSubscriptions.userId, userId));
}

/**
 * GET /api/user/subscription-status/{authorId}: whether the reader's subscription to `authorId` is
 * active, that subscription (the newest, whatever its state) or null when there never was one, and
 * whether a free trial would start (one per reader and author, docs/reference/money.md#subscriptions).
 */
export async function subscriptionStatus(
  db: DbOrTx,
  userId: number,
  authorId: number,
): Promise<SubscriptionStatusResult> {
  const [subscription] = await selectUserSubscriptions(
    db,
    and(eq(authorSubscriptions.userId, userId), eq(authorSubscriptions.authorId, authorId)),
  );
  const [row] = await db
    .select({ trialUsedAt: authorSubscriptions.trialUsedAt })
    .from(authorSubscriptions)
    .where(and(eq(authorSubscriptions.userId, userId), eq(authorSubscriptions.authorId, authorId)));
  const isSubscribed = subscription?.isActive ?? false;
  return {
    isSubscribed,
    subscription: subscription ?? null,
    trialAvailable: !isSubscribed && !row?.trialUsedAt,
  };
}

/** One subscription by id, presented, or undefined. */
export async function presentSubscription(db: DbOrTx, id: number): Promise<UserSubscription | undefined> {
  const [sub] = await selectUserSubscriptions(db, eq(authorSubscriptions.id, id));
  return sub;
}

/**
 * GET /api/creator/subscribers: the author's readers with access now, newest first (the dashboard shows 10,
 * docs/reference/limits.md#lists).
 */
export async function creatorSubscribers(db: DbOrTx, authorId: number, limit = 100): Promise<Subscriber[]> {
  const rows = await db
    .select({
      sub: authorSubscriptions,
      user: {
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        profileImageUrl: users.profileImageUrl,
      },
      tier: tierColumns,
    })
    .from(authorSubscriptions)
    .innerJoin(users, eq(users.id, authorSubscriptions.userId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, authorSubscriptions.tierId))
    .where(and(eq(authorSubscriptions.authorId, authorId), liveSubscription))
    .orderBy(desc(authorSubscriptions.createdAt), desc(authorSubscriptions.id))
    .limit(limit);
  return rows.map(({ sub, user, tier }) => ({
    id: sub.id,
    user: {
      id: user.id,
      username: user.username,
      displayName: user.displayName ?? user.username ?? 'A reader',
      profileImageUrl: user.profileImageUrl,
    },
    tier: tier?.id ? { id: tier.id, name: tier.name, price: tier.price } : null,
    status: effectiveStatus(sub),
    endDate: sub.endDate?.toISOString() ?? null,
    createdAt: sub.createdAt.toISOString(),
  }));
}
