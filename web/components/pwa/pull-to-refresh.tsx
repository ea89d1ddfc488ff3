import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { PULL_THRESHOLD_PX } from '../../lib/pwa/pull-gesture';
import { usePullToRefresh } from './use-pull-to-refresh';

/**
 * Pull-to-refresh for a list screen (docs/reference/routes.md#overlays, docs/reference/platform.md#pwa,
 * docs/reference/limits.md#pwa): dragging down at the top of the page shows an indicator that follows the
 * finger (at most 100 px); a release past 50 px refetches the screen's queries (`onRefresh`, by default every
 * active query) and shows "Refreshing..." for 2 s. Render it once anywhere in the screen.
 */
export function PullToRefresh({ onRefresh }: { onRefresh?: () => unknown }) {
  const queryClient = useQueryClient();
  const { distance, isRefreshing } = usePullToRefresh(
    onRefresh ?? (() => queryClient.refetchQueries({ type: 'active' })),
  );
  const offset = isRefreshing ? PULL_THRESHOLD_PX : distance;
  const isArmed = distance > PULL_THRESHOLD_PX;
  if (offset <= 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[45] flex justify-center">
      <div
        role="status"
        className="mt-2 flex items-center gap-2 rounded-full border border-line bg-panel px-3 py-2 text-xs text-neutral-200 shadow-lg"
        style={{
          transform: `translateY(${offset - 8}px)`,
          opacity: Math.min(1, offset / PULL_THRESHOLD_PX),
        }}
        data-testid="pull-to-refresh"
      >
        <RefreshCw
          aria-hidden
          className={`size-4 text-accent-soft ${isRefreshing ? 'animate-spin' : ''}`}
          style={isRefreshing ? undefined : { transform: `rotate(${distance * 3.6}deg)` }}
        />
        {isRefreshing ? 'Refreshing...' : isArmed ? 'Release to refresh' : 'Pull to refresh'}
      </div>
    </div>
  );
}
