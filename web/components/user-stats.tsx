import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { ErrorState, Skeleton } from './ui/states';

export const userStatsKey = ['/api/user/stats'] as const;

/** The signed-in user's stories, reads and votes (GET /api/user/stats) as three tiles. */
export function UserStatsTiles() {
  const stats = useQuery({ queryKey: userStatsKey, queryFn: () => api.GET('/api/user/stats') });
  if (stats.isPending) return <Skeleton className="h-20 w-full" />;
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => stats.refetch()} />;
  const tiles = [
    { label: 'Stories', value: stats.data.totalStories },
    { label: 'Reads', value: stats.data.totalReads },
    { label: 'Votes', value: stats.data.totalVotes },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-2xl border border-line bg-panel p-3 text-center">
          <dt className="text-xs text-neutral-400">{tile.label}</dt>
          <dd className="text-xl font-bold text-white">{tile.value.toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  );
}
