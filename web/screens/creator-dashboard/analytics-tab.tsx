import { Avatar } from '../../components/avatar';
import { ErrorState, ListSkeleton } from '../../components/ui/states';
import { useCreatorSubscribers, useQuickStats } from '../../lib/creator';
import { formatAmount } from '../../lib/money';
import { followerGrowth } from './followers-tab';
import { FunnelSection } from './funnel-section';

/** docs/reference/limits.md#lists: the subscriber list shows the first 10. */
export const SUBSCRIBERS_SHOWN = 10;

/**
 * The dashboard's Analytics tab (docs/reference/routes.md#creator-dashboard): Subscribers, Story Views,
 * Followers with their 30-day growth (docs/reference/people.md#follows) and "Performance Metrics"
 * (Subscriber Growth as +% this month, Engagement Rate %, Average Revenue per User in dollars) from
 * GET /api/creator/quick-stats, the per-chapter reader funnel of a story, then the first 10
 * subscribers.
 */
export function AnalyticsTab() {
  const stats = useQuickStats();
  const subscribers = useCreatorSubscribers();
  if (stats.isPending) return <ListSkeleton rows={2} label="Loading analytics..." />;
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => stats.refetch()} />;
  const s = stats.data;
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl border border-line bg-panel p-4">
          <dt className="text-sm text-neutral-400">Subscribers</dt>
          <dd className="text-xl font-bold text-white">{(s.subscribers ?? 0).toLocaleString()}</dd>
        </div>
        <div className="rounded-2xl border border-line bg-panel p-4">
          <dt className="text-sm text-neutral-400">Story Views</dt>
          <dd className="text-xl font-bold text-white">{(s.totalViews ?? 0).toLocaleString()}</dd>
        </div>
        <div className="col-span-2 rounded-2xl border border-line bg-panel p-4">
          <dt className="text-sm text-neutral-400">Followers</dt>
          <dd className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-xl font-bold text-white">{(s.followerCount ?? 0).toLocaleString()}</span>
            <span className="text-sm text-emerald-400">{followerGrowth(s.followersGained30d ?? 0)}</span>
          </dd>
        </div>
      </dl>
      <section aria-labelledby="metrics-heading" className="flex flex-col gap-2">
        <h2 id="metrics-heading" className="text-lg font-semibold text-white">
          Performance Metrics
        </h2>
        <dl className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-panel">
          <div className="flex justify-between px-4 py-3">
            <dt className="text-neutral-300">Subscriber Growth</dt>
            <dd className="font-semibold text-white">+{s.subscriberGrowth ?? 0}% this month</dd>
          </div>
          <div className="flex justify-between px-4 py-3">
            <dt className="text-neutral-300">Engagement Rate</dt>
            <dd className="font-semibold text-white">{s.engagementRate ?? 0}%</dd>
          </div>
          <div className="flex justify-between px-4 py-3">
            <dt className="text-neutral-300">Average Revenue per User</dt>
            <dd className="font-semibold text-white">{formatAmount(s.arpu)}</dd>
          </div>
        </dl>
      </section>
      <FunnelSection />
      <section aria-labelledby="subscribers-heading" className="flex flex-col gap-2">
        <h2 id="subscribers-heading" className="text-lg font-semibold text-white">
          Subscribers
        </h2>
        {subscribers.isPending ? (
          <ListSkeleton rows={2} label="Loading subscribers..." />
        ) : subscribers.isError ? (
          <ErrorState error={subscribers.error} onRetry={() => subscribers.refetch()} />
        ) : subscribers.data.length === 0 ? (
          <p className="text-sm text-neutral-400">No subscribers yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {subscribers.data.slice(0, SUBSCRIBERS_SHOWN).map((subscriber) => (
              <li
                key={subscriber.id}
                className="flex items-center gap-3 rounded-xl border border-line bg-panel px-3 py-2"
              >
                <Avatar
                  name={subscriber.user.displayName}
                  imageUrl={subscriber.user.profileImageUrl}
                  size={32}
                />
                <span className="min-w-0 flex-1 truncate text-white">{subscriber.user.displayName}</span>
                <span className="text-sm text-neutral-400">
                  {subscriber.tier
                    ? `${subscriber.tier.name} · ${formatAmount(subscriber.tier.price)}`
                    : 'Basic'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
