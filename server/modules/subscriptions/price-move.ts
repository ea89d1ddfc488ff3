import { and, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { annualPriceCents } from '../../../contract/billing-period.js';
import type { MoveSubscribersResult } from '../../../contract/subscriptions.js';
import type { Db } from '../../db/client.js';
import { authorSubscriptions, subscriptionTiers, users } from '../../db/schema.js';
import { formatUsd, toCents } from '../../lib/money.js';
import type { SessionUser } from '../../lib/session-user.js';
import type { JobQueue, RunningJob } from '../../plugins/jobs.js';
import { insertNotification, type NotificationRow } from '../notifications/notifications.query.js';
import { publishNotifications } from '../notifications/notifications.service.js';
import type { Payments } from '../payments/providers/index.js';
import { ownTier } from '../tiers/tiers.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The queue of the job that switches a Stripe subscription's price when a price move takes effect. */
export const MOVE_STRIPE_PRICE_JOB = 'move-stripe-price';

export interface MoveStripePriceJob {
  subscriptionId: number;
}

export interface PriceMoveDeps {
  db: Db;
  jobs: JobQueue;
  payments: Payments;
  /** For publishing the notifications (in-app, push, email); without it they are only inserted. */
  app?: Pick<FastifyInstance, 'pubsub' | 'log' | 'jobs' | 'db'>;
}

/**
 * POST /api/creator/subscription-tiers/{id}/move-subscribers (ADR 0042, docs/reference/money.md#subscriptions):
 * every live paid subscriber of the author's tier paying another price than the tier's for their billing
 * period (monthly: the tier's price; yearly: its annual price, `annualPriceCents`) gets
 * `pending_price_cents` = that price and `price_change_at` = now + `noticeDays` days (≥ 30, the contract).
 * Each is told at once with a `price_change` notification (in the app, and by email through the
 * notification email path): the new price and the date. Demo: the renewal on or after the date charges
 * the new price and makes it the kept price (renewal-job.ts). Stripe: a `move-stripe-price` job queued
 * for the date switches the Stripe subscription's Price with `proration_behavior: 'none'`, so Stripe bills
 * it from the next period on (https://docs.stripe.com/billing/subscriptions/change-price). Gifts are not
 * moved. Running it again moves nobody new (the pending price already equals the tier's).
 * @throws AppError TIER_NOT_FOUND (not the author's tier)
 */
export async function moveSubscribers(
  deps: PriceMoveDeps,
  author: SessionUser,
  tierId: number,
  noticeDays: number,
): Promise<MoveSubscribersResult> {
  const tier = await ownTier(deps.db, author, tierId);
  const monthCents = toCents(tier.price);
  // A yearly subscriber of a tier that no longer offers a discount pays twelve months.
  const yearCents = annualPriceCents(monthCents, tier.annualDiscountPercent);
  const effectiveAt = new Date(Date.now() + noticeDays * DAY_MS);
  const [owner] = await deps.db
    .select({ displayName: users.displayName, username: users.username })
    .from(users)
    .where(eq(users.id, author.id));
  const authorName = owner?.displayName || owner?.username || 'Your author';
  const target = sql<number>`(CASE WHEN ${authorSubscriptions.billingPeriod} = 'year' THEN ${yearCents}::int ELSE ${monthCents}::int END)`;
  const { moved, notes } = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(authorSubscriptions)
      .set({ pendingPriceCents: target, priceChangeAt: effectiveAt, updatedAt: sql`now()` })
      .where(
        and(
          eq(authorSubscriptions.tierId, tier.id),
          eq(authorSubscriptions.isActive, true),
          sql`${authorSubscriptions.endDate} > now()`,
          ne(authorSubscriptions.status, 'pending'),
          ne(authorSubscriptions.provider, 'gift'),
          isNotNull(authorSubscriptions.priceCents),
          sql`coalesce(${authorSubscriptions.pendingPriceCents}, ${authorSubscriptions.priceCents}) <> ${target}`,
        ),
      )
      .returning();
    const notes: NotificationRow[] = [];
    for (const sub of rows) {
      const per = sub.billingPeriod === 'year' ? 'year' : 'month';
      const day = dayFormat.format(effectiveAt);
      const note = await insertNotification(tx, {
        userId: sub.userId,
        actorId: author.id,
        type: 'price_change',
        title: `${tier.name} will cost ${formatUsd(sub.pendingPriceCents!)} per ${per} from ${day}`.slice(
          0,
          200,
        ),
        body: `${authorName} moved subscribers of ${tier.name} to its current price: from your first renewal on or after ${day} you pay ${formatUsd(sub.pendingPriceCents!)} per ${per} instead of ${formatUsd(sub.priceCents!)}. You can cancel any time before then.`,
        link: '/my-subscriptions',
        dedupeKey: `price-change:${sub.id}:${effectiveAt.getTime()}`,
      });
      if (note) notes.push(note);
    }
    return { moved: rows, notes };
  });
  for (const sub of moved) {
    if (sub.provider === 'stripe') {
      await deps.jobs.send<MoveStripePriceJob>(
        MOVE_STRIPE_PRICE_JOB,
        { subscriptionId: sub.id },
        { startAfter: effectiveAt, singletonKey: `${sub.id}@${effectiveAt.toISOString()}` },
      );
    }
  }
  if (deps.app) await publishNotifications(deps.app, notes);
  return { moved: moved.length, effectiveAt: effectiveAt.toISOString() };
}

/**
 * The `move-stripe-price` job: when a Stripe subscription's `price_change_at` has come, switches its
 * Price to the tier's Price for `pending_price_cents` with no proration (Stripe bills it from the next
 * period) and makes it the kept price. Re-reads the row: nothing when the move was dropped (a tier change)
 * or is not yet due. Running it twice switches to the same Price (idempotency key).
 * @throws AppError PAYMENT_PROVIDER_ERROR (pg-boss retries the job)
 */
export async function runMoveStripePriceJob(
  deps: Pick<PriceMoveDeps, 'db' | 'payments'>,
  job: Pick<RunningJob<MoveStripePriceJob>, 'data'>,
): Promise<'moved' | 'nothing'> {
  const [row] = await deps.db
    .select({ sub: authorSubscriptions, tier: subscriptionTiers })
    .from(authorSubscriptions)
    .innerJoin(subscriptionTiers, eq(subscriptionTiers.id, authorSubscriptions.tierId))
    .where(
      and(
        eq(authorSubscriptions.id, job.data.subscriptionId),
        eq(authorSubscriptions.provider, 'stripe'),
        isNotNull(authorSubscriptions.pendingPriceCents),
        lte(authorSubscriptions.priceChangeAt, sql`now()`),
      ),
    );
  if (!row) return 'nothing';
  const { sub, tier } = row;
  const yearly = sub.billingPeriod === 'year';
  const price = await deps.payments.provider.changeTier({
    providerSubscriptionId: sub.stripeSubscriptionId,
    idempotencyKey: `storyloom-price-move-${sub.id}-${sub.priceChangeAt!.getTime()}`,
    proration: 'none',
    tier: {
      id: tier.id,
      name: tier.name,
      priceCents: sub.pendingPriceCents!,
      interval: yearly ? 'year' : 'month',
      stripePriceId: yearly ? tier.stripeAnnualPriceId : tier.stripePriceId,
      stripePriceCents: yearly ? tier.stripeAnnualPriceCents : tier.stripePriceCents,
      createdAtMs: tier.createdAt.getTime(),
    },
  });
  await deps.db.transaction(async (tx) => {
    if (price) {
      await tx
        .update(subscriptionTiers)
        .set(
          yearly
            ? { stripeAnnualPriceId: price.id, stripeAnnualPriceCents: price.cents }
            : { stripePriceId: price.id, stripePriceCents: price.cents },
        )
        .where(eq(subscriptionTiers.id, tier.id));
    }
    await tx
      .update(authorSubscriptions)
      .set({
        priceCents: sub.pendingPriceCents,
        pendingPriceCents: null,
        priceChangeAt: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(authorSubscriptions.id, sub.id),
          eq(authorSubscriptions.pendingPriceCents, sub.pendingPriceCents!),
        ),
      );
  });
  return 'moved';
}
