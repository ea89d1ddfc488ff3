import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { StoryFunnel } from '../../../contract/funnel';
import { Field, Select } from '../../components/ui/field';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { api } from '../../lib/api';
import { creatorKeys } from '../../lib/creator';
import { useAuthoredStories } from '../../lib/stories';

// recharts is large: it loads with this section only, never in other routes' bundles.
const FunnelChart = lazy(() => import('./funnel-chart'));

/**
 * "Reader Funnel" on the Analytics tab (docs/reference/people.md#dashboard, beyond the spec): for one of the
 * author's stories, how many readers reached each chapter, how many stopped there, and the purchases and
 * subscriptions at each chapter (GET /api/creator/stories/{id}/funnel), as a chart and a table.
 */
export function FunnelSection() {
  const stories = useAuthoredStories();
  const [chosen, setChosen] = useState<number | null>(null);
  const storyId = chosen ?? stories.data?.[0]?.id ?? null;
  const funnel = useQuery({
    queryKey: creatorKeys.funnel(storyId ?? 0),
    queryFn: () => api.GET('/api/creator/stories/{id}/funnel', { params: { path: { id: storyId ?? 0 } } }),
    enabled: storyId !== null,
  });
  return (
    <section aria-labelledby="funnel-heading" className="flex flex-col gap-3">
      <h2 id="funnel-heading" className="text-lg font-semibold text-white">
        Reader Funnel
      </h2>
      {stories.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : stories.isError ? (
        <ErrorState error={stories.error} onRetry={() => stories.refetch()} />
      ) : stories.data.length === 0 ? (
        <p className="text-sm text-neutral-400">
          Publish a story to see where readers stay and where they leave.
        </p>
      ) : (
        <>
          <Field label="Story" htmlFor="funnel-story">
            <Select
              id="funnel-story"
              value={storyId ?? ''}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {stories.data.map((story) => (
                <option key={story.id} value={story.id}>
                  {story.title}
                </option>
              ))}
            </Select>
          </Field>
          {funnel.isPending ? (
            <Skeleton className="h-56 w-full" />
          ) : funnel.isError ? (
            <ErrorState error={funnel.error} onRetry={() => funnel.refetch()} />
          ) : funnel.data.readers === 0 ? (
            <p className="text-sm text-neutral-400">No readers yet.</p>
          ) : (
            <>
              <Suspense fallback={<Skeleton className="h-56 w-full" />}>
                <FunnelChart chapters={funnel.data.chapters} />
              </Suspense>
              <FunnelTable funnel={funnel.data} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function FunnelTable({ funnel }: { funnel: StoryFunnel }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-panel">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Readers per chapter of {funnel.title}</caption>
        <thead className="text-neutral-400">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Chapter
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Reached
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Left here
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Bought
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Subscribed
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line text-neutral-100">
          {funnel.chapters.map((c, i) => (
            <tr key={c.chapterId}>
              <th scope="row" className="max-w-[8rem] truncate px-3 py-2 font-normal" title={c.title}>
                {i + 1}. {c.title}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{c.reached}</td>
              <td className="px-2 py-2 text-right tabular-nums">
                {c.dropOff} <span className="text-xs text-neutral-400">({c.dropOffRate}%)</span>
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{c.purchases}</td>
              <td className="px-3 py-2 text-right tabular-nums">{c.subscriptions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
