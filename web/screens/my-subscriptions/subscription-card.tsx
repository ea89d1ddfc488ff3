import { Link } from 'wouter';
import { toCents } from '../../../contract/money';
import type { UserSubscription } from '../../../contract/subscriptions';
import { Avatar } from '../../components/avatar';
import { Button, buttonClass } from '../../components/ui/button';
import { formatDate } from '../../lib/dates';
import { formatCents } from '../../lib/money';

/** The author page of a subscription's author (Resubscribe and View Profile lead there). */
function authorHref(subscription: UserSubscription): string {
  return `/author/${encodeURIComponent(subscription.author.username ?? '')}`;
}

/** Where a subscription stands for its card: renewing, cancelled with access left, or ended. */
export type CardState = 'active' | 'cancelling' | 'ended';

/** The card's state: cancelling while the reader cancelled and the paid period still runs. */
export function cardState(subscription: UserSubscription): CardState {
  if (!subscription.isActive || subscription.status === 'canceled') return 'ended';
  return subscription.cancelAtPeriodEnd || subscription.status === 'canceling' ? 'cancelling' : 'active';
}

/**
 * The card's period line (docs/reference/routes.md#my-subscriptions): "Renews on {date}" (or "Active" before
 * a period is known), "Access until {date}" while cancelling, "Ended on {date}" once lapsed. The date is the
 * paid period's end (`currentPeriodEnd`).
 */
export function periodText(subscription: UserSubscription): string {
  const end = subscription.currentPeriodEnd ?? subscription.endDate;
  const state = cardState(subscription);
  if (state === 'ended') {
    return `Ended on ${formatDate(end ?? subscription.canceledAt ?? subscription.createdAt)}`;
  }
  if (subscription.isGift && end) return `Gift · Access until ${formatDate(end)}`;
  if (subscription.status === 'trialing' && subscription.trialEndsAt) {
    return `Free trial until ${formatDate(subscription.trialEndsAt)}`;
  }
  if (!end) return 'Active';
  return state === 'cancelling' ? `Access until ${formatDate(end)}` : `Renews on ${formatDate(end)}`;
}

/** The price per month this subscriber pays, in cents (the tier's for older answers), or null when unknown. */
export function priceCentsOf(subscription: UserSubscription): number | null {
  return subscription.priceCents ?? (subscription.tier ? toCents(subscription.tier.price) : null);
}

/** The price per period as this subscriber pays it ("$3.00/month", "$28.80/year"), or "—" when unknown. */
export function priceText(subscription: UserSubscription): string {
  const cents = priceCentsOf(subscription);
  return cents === null ? '—' : `${formatCents(cents)}/${subscription.billingPeriod ?? 'month'}`;
}

/**
 * The card's notes (docs/reference/routes.md#my-subscriptions): a pending price move ("From {date}: $X.XX per
 * month") and a downgrade's credit ("$X.XX credit on your next renewal").
 */
export function membershipNotes(subscription: UserSubscription): string[] {
  const notes: string[] = [];
  if (subscription.pendingPriceCents !== null && subscription.pendingPriceCents !== undefined) {
    const from = subscription.priceChangeAt ? `From ${formatDate(subscription.priceChangeAt)}` : 'Soon';
    notes.push(
      `${from}: ${formatCents(subscription.pendingPriceCents)} per ${subscription.billingPeriod ?? 'month'}`,
    );
  }
  if ((subscription.creditCents ?? 0) > 0) {
    notes.push(`${formatCents(subscription.creditCents)} credit on your next renewal`);
  }
  return notes;
}

/** Whether the reader may change tier: a paid subscription that renews (not a trial, gift or cancelling one). */
export function canChangeTier(subscription: UserSubscription): boolean {
  return cardState(subscription) === 'active' && subscription.status === 'active' && !subscription.isGift;
}

const BADGES: Record<CardState, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-emerald-500/20 text-emerald-300' },
  cancelling: { label: 'Cancelling', className: 'bg-amber-500/20 text-amber-200' },
  ended: { label: 'Cancelled', className: 'bg-neutral-700 text-neutral-100' },
};

/** A gift's badge while it gives access (it never renews, so it is neither Active nor Cancelling). */
const GIFT_BADGE = { label: 'Gift', className: 'bg-pink-500/20 text-pink-200' };

/**
 * One subscription card of /my-subscriptions (docs/reference/routes.md#my-subscriptions): avatar or initial,
 * author name, a badge, @username, tier (default "Basic") and the price per month the subscriber pays. Active
 * cards say "Renews on {date}" with View Profile and Cancel; cancelling ones "Access until {date}" with
 * Resume (POST /api/subscriptions/{id}/resume); ended ones "Ended on {date}" with Resubscribe (the author page).
 * A trial says "Free trial until {date}", a gift "Gift · Access until {date}" (no Resume or Cancel), a yearly
 * one wears a "Yearly" badge; active paid ones offer "Change tier" (`onChangeTier`).
 */
export function SubscriptionCard({
  subscription,
  onCancel,
  onResume,
  onChangeTier,
  isResuming = false,
}: {
  subscription: UserSubscription;
  onCancel?: (subscription: UserSubscription) => void;
  onResume?: (subscription: UserSubscription) => void;
  onChangeTier?: (subscription: UserSubscription) => void;
  isResuming?: boolean;
}) {
  const { author, tier } = subscription;
  const state = cardState(subscription);
  const isGift = subscription.isGift === true;
  const notes = membershipNotes(subscription);
  const badge = isGift && state !== 'ended' ? GIFT_BADGE : BADGES[state];
  const headingId = `subscription-${subscription.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-4"
    >
      <div className="flex items-center gap-3">
        <Avatar name={author.displayName} imageUrl={author.profileImageUrl} size={44} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="truncate font-semibold text-white">
              {author.displayName}
            </h3>
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${badge.className}`}>
              {badge.label}
            </span>
            {subscription.billingPeriod === 'year' ? (
              <span className="rounded-full bg-sky-500/20 px-2 py-0.5 text-xs font-medium text-sky-200">
                Yearly
              </span>
            ) : null}
          </div>
          {author.username ? <p className="truncate text-sm text-neutral-400">@{author.username}</p> : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-neutral-400">Tier</dt>
          <dd className="text-white">{tier?.name ?? 'Basic'}</dd>
        </div>
        <div>
          <dt className="text-neutral-400">Price</dt>
          <dd className="text-white">{priceText(subscription)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-neutral-400">{state === 'active' && !isGift ? 'Next billing' : 'Access'}</dt>
          <dd className="text-white">{periodText(subscription)}</dd>
        </div>
      </dl>
      {notes.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-amber-100">
          {notes.map((note) => (
            <li key={note} className="rounded-lg bg-amber-500/10 px-2 py-1">
              {note}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {state === 'ended' ? (
          <Link
            href={authorHref(subscription)}
            className={buttonClass('primary', 'md', 'min-w-[7.5rem] flex-1 whitespace-nowrap')}
          >
            Resubscribe
          </Link>
        ) : (
          <>
            <Link
              href={authorHref(subscription)}
              className={buttonClass('secondary', 'md', 'min-w-[7.5rem] flex-1 whitespace-nowrap')}
            >
              View Profile
            </Link>
            {state === 'cancelling' && !isGift && onResume ? (
              <Button
                className="min-w-[7.5rem] flex-1 whitespace-nowrap"
                aria-describedby={headingId}
                disabled={isResuming}
                onClick={() => onResume(subscription)}
              >
                {isResuming ? 'Resuming...' : 'Resume'}
              </Button>
            ) : null}
            {canChangeTier(subscription) && onChangeTier ? (
              <Button
                variant="secondary"
                className="min-w-[7.5rem] flex-1 whitespace-nowrap"
                aria-describedby={headingId}
                onClick={() => onChangeTier(subscription)}
              >
                Change tier
              </Button>
            ) : null}
            {state === 'active' && !isGift && onCancel ? (
              <Button
                variant="outline"
                className="min-w-[7.5rem] flex-1 whitespace-nowrap"
                aria-describedby={headingId}
                onClick={() => onCancel(subscription)}
              >
                Cancel
              </Button>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
}
