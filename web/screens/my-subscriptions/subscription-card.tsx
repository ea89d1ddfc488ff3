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
  if (!end) return 'Active';
  return state === 'cancelling' ? `Access until ${formatDate(end)}` : `Renews on ${formatDate(end)}`;
}

/** The price per month this subscriber pays, in cents (the tier's for older answers), or null when unknown. */
export function priceCentsOf(subscription: UserSubscription): number | null {
  return subscription.priceCents ?? (subscription.tier ? toCents(subscription.tier.price) : null);
}

/** The price per month as this subscriber pays it ("$3.00/month"), or "—" when unknown. */
export function priceText(subscription: UserSubscription): string {
  const cents = priceCentsOf(subscription);
  return cents === null ? '—' : `${formatCents(cents)}/month`;
}

const BADGES: Record<CardState, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-emerald-500/20 text-emerald-300' },
  cancelling: { label: 'Cancelling', className: 'bg-amber-500/20 text-amber-200' },
  ended: { label: 'Cancelled', className: 'bg-neutral-700 text-neutral-100' },
};

/**
 * One subscription card of /my-subscriptions (docs/reference/routes.md#my-subscriptions): avatar or initial,
 * author name, a badge, @username, tier (default "Basic") and the price per month the subscriber pays. Active
 * cards say "Renews on {date}" with View Profile and Cancel; cancelling ones "Access until {date}" with
 * Resume (POST /api/subscriptions/{id}/resume); ended ones "Ended on {date}" with Resubscribe (the author page).
 */
export function SubscriptionCard({
  subscription,
  onCancel,
  onResume,
  isResuming = false,
}: {
  subscription: UserSubscription;
  onCancel?: (subscription: UserSubscription) => void;
  onResume?: (subscription: UserSubscription) => void;
  isResuming?: boolean;
}) {
  const { author, tier } = subscription;
  const state = cardState(subscription);
  const badge = BADGES[state];
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
          <dt className="text-neutral-400">{state === 'active' ? 'Next billing' : 'Access'}</dt>
          <dd className="text-white">{periodText(subscription)}</dd>
        </div>
      </dl>
      <div className="flex gap-2">
        {state === 'ended' ? (
          <Link href={authorHref(subscription)} className={buttonClass('primary', 'md', 'flex-1')}>
            Resubscribe
          </Link>
        ) : (
          <>
            <Link href={authorHref(subscription)} className={buttonClass('secondary', 'md', 'flex-1')}>
              View Profile
            </Link>
            {state === 'cancelling' && onResume ? (
              <Button
                className="flex-1"
                aria-describedby={headingId}
                disabled={isResuming}
                onClick={() => onResume(subscription)}
              >
                {isResuming ? 'Resuming...' : 'Resume'}
              </Button>
            ) : null}
            {state === 'active' && onCancel ? (
              <Button
                variant="outline"
                className="flex-1"
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
