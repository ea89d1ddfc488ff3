import { Link } from 'wouter';
import type { UserSubscription } from '../../../contract/subscriptions';
import { Avatar } from '../../components/avatar';
import { Button, buttonClass } from '../../components/ui/button';
import { formatDate } from '../../lib/dates';
import { formatAmount } from '../../lib/money';

/** The author page of a subscription's author (Resubscribe and View Profile lead there). */
function authorHref(subscription: UserSubscription): string {
  return `/author/${encodeURIComponent(subscription.author.username ?? '')}`;
}

/**
 * One subscription card of /my-subscriptions (docs/reference/routes.md#my-subscriptions): avatar or initial,
 * author name, the Active or Cancelled badge, @username, tier (default "Basic") and price per month. Active
 * cards show "Next billing" (the end date, else "Active") with View Profile and Cancel; cancelled cards show
 * "Cancelled on {end date}" with Resubscribe.
 */
export function SubscriptionCard({
  subscription,
  onCancel,
}: {
  subscription: UserSubscription;
  onCancel?: (subscription: UserSubscription) => void;
}) {
  const { author, tier } = subscription;
  const isCancelled = !onCancel;
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
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${isCancelled ? 'bg-neutral-700 text-neutral-100' : 'bg-emerald-500/20 text-emerald-300'}`}
            >
              {isCancelled ? 'Cancelled' : 'Active'}
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
          <dd className="text-white">{tier ? `${formatAmount(tier.price)}/month` : '—'}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-neutral-400">{isCancelled ? 'Access' : 'Next billing'}</dt>
          <dd className="text-white">
            {isCancelled
              ? `Cancelled on ${formatDate(subscription.endDate ?? subscription.canceledAt ?? subscription.createdAt)}`
              : subscription.endDate
                ? formatDate(subscription.endDate)
                : 'Active'}
          </dd>
        </div>
      </dl>
      <div className="flex gap-2">
        {isCancelled ? (
          <Link href={authorHref(subscription)} className={buttonClass('primary', 'md', 'flex-1')}>
            Resubscribe
          </Link>
        ) : (
          <>
            <Link href={authorHref(subscription)} className={buttonClass('secondary', 'md', 'flex-1')}>
              View Profile
            </Link>
            <Button
              variant="outline"
              className="flex-1"
              aria-describedby={headingId}
              onClick={() => onCancel(subscription)}
            >
              Cancel
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
