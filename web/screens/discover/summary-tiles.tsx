import { ErrorState, Skeleton } from '../../components/ui/states';
import { useDiscoverSummary } from '../../lib/discover';

/**
 * The two summary tiles of /discover (docs/reference/routes.md#discover, real numbers per
 * docs/reference/people.md#discovery): creators with a published story and distinct signed-in readers over
 * the last 7 days, from /api/creators/discover/summary.
 */
export function SummaryTiles() {
  const summary = useDiscoverSummary();
  if (summary.isError) return <ErrorState error={summary.error} onRetry={() => summary.refetch()} />;
  const tiles = [
    { label: 'Creators', value: summary.data?.creators },
    { label: 'Readers this week', value: summary.data?.readersThisWeek },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3" aria-busy={summary.isPending}>
      {tiles.map((tile) => (
        <div key={tile.label} className="flex flex-col gap-1 rounded-2xl border border-line bg-panel p-4">
          <dt className="text-xs text-neutral-400">{tile.label}</dt>
          <dd className="text-2xl font-semibold text-white">
            {tile.value === undefined ? <Skeleton className="h-8 w-12" /> : tile.value.toLocaleString()}
          </dd>
        </div>
      ))}
    </dl>
  );
}
