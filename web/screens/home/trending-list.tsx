import type { UseQueryResult } from '@tanstack/react-query';
import type { Story } from '../../../contract/stories';
import { StoryCard } from '../../components/story-card';
import { Spinner } from '../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { HubSection } from './hub-section';

/** A list of story cards for a query, with its loading, error and empty states. */
export function StoryListSection({
  title,
  query,
  loadingLabel,
  emptyTitle,
  emptyText,
  onRead,
}: {
  title: string;
  query: UseQueryResult<Story[]>;
  loadingLabel: string;
  emptyTitle: string;
  emptyText?: string;
  onRead: (storyId: number) => void;
}) {
  return (
    <HubSection title={title}>
      {query.isPending ? (
        <Spinner label={loadingLabel} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={emptyTitle} description={emptyText} headingLevel={3} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {query.data.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} onRead={onRead} />
            </li>
          ))}
        </ul>
      )}
    </HubSection>
  );
}
