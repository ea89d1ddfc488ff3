import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { DiscoverCreator } from '../../../contract/creators';
import { Avatar } from '../../components/avatar';
import { EmptyState, ErrorState, Skeleton } from '../../components/ui/states';
import { HubSection } from '../home/hub-section';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/**
 * A creator card of /discover (docs/reference/routes.md#discover): the whole
 * card is one link, named by the display name, with recent readers, subscribers, followers
 * (docs/reference/people.md#follows), stories and top genres.
 */
export function CreatorCard({ creator }: { creator: DiscoverCreator }) {
  return (
    <Link
      href={`/author/${encodeURIComponent(creator.username)}`}
      aria-label={`${creator.displayName} (@${creator.username})`}
      className="flex h-56 w-44 flex-col items-center gap-1 rounded-2xl border border-line bg-panel p-4 text-center text-xs text-neutral-300 transition-colors hover:border-accent-soft [&>span]:w-full [&>span]:shrink-0 [&>span]:truncate"
    >
      <Avatar name={creator.displayName} imageUrl={creator.profileImageUrl} size={48} />
      <span className="mt-1 text-sm font-semibold text-white">{creator.displayName}</span>
      <span className="text-neutral-400">@{creator.username}</span>
      <span className="mt-1">{plural(creator.recentReaders, 'reader', 'readers')} · 30 days</span>
      <span>{plural(creator.subscriberCount, 'subscriber', 'subscribers')}</span>
      <span>
        {plural(creator.followerCount, 'follower', 'followers')} ·{' '}
        {plural(creator.storyCount, 'story', 'stories')}
      </span>
      {creator.topGenres.length > 0 ? (
        <span className="mt-auto text-accent-soft">{creator.topGenres.join(' · ')}</span>
      ) : null}
    </Link>
  );
}

/**
 * A titled, horizontally scrolling row of creator cards for a query, with loading (skeletons of the
 * cards' size), error (retry) and empty states; `max` caps the cards shown; `hideWhenEmpty` drops the whole section instead.
 */
export function CreatorShelf({
  title,
  query,
  emptyTitle,
  emptyText,
  hideWhenEmpty = false,
  max,
}: {
  title: string;
  query: UseQueryResult<DiscoverCreator[]>;
  emptyTitle: string;
  emptyText?: string;
  hideWhenEmpty?: boolean;
  /** Show at most this many of the query's creators. */
  max?: number;
}) {
  if (query.isSuccess && query.data.length === 0 && hideWhenEmpty) return null;
  return (
    <HubSection title={title}>
      {query.isPending ? (
        <div className="flex gap-3 overflow-hidden pb-2" role="status" aria-label={`Loading ${title}...`}>
          <Skeleton className="h-56 w-44 shrink-0" />
          <Skeleton className="h-56 w-44 shrink-0" />
          <Skeleton className="h-56 w-44 shrink-0" />
        </div>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={emptyTitle} description={emptyText} headingLevel={3} />
      ) : (
        <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none]">
          {query.data.slice(0, max).map((creator) => (
            <li key={creator.id} className="shrink-0">
              <CreatorCard creator={creator} />
            </li>
          ))}
        </ul>
      )}
    </HubSection>
  );
}
