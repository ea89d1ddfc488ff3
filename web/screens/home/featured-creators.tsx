import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/ui/button';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { api } from '../../lib/api';
import { useRovingFocus } from '../../lib/use-roving-focus';
import { HubSection } from './hub-section';

export const featuredCreatorsKey = ['/api/creators/featured'] as const;

/**
 * Featured Creators (docs/reference/routes.md#home): up to 6 authors of trending stories with their real
 * subscriber, follower (docs/reference/people.md#follows) and story counts; Subscribe goes to the author page. Hidden when there are none. The row is one Tab stop
 * (the arrow keys move along it, `useRovingFocus`), so the stories below are a few Tab stops from the top.
 */
export function FeaturedCreators() {
  const [, navigate] = useLocation();
  const creators = useQuery({
    queryKey: featuredCreatorsKey,
    queryFn: () => api.GET('/api/creators/featured'),
  });
  const roving = useRovingFocus(creators.data?.length ?? 0);

  // Offline with nothing cached, the query waits for the network: home's offline notice says so, and
  // placeholders that would never fill are left out.
  if (creators.isPending && creators.fetchStatus === 'paused') return null;
  if (creators.isPending) {
    return (
      <HubSection title="Featured Creators">
        <div className="flex gap-3 overflow-hidden pb-2">
          <Skeleton className="h-56 w-40 shrink-0" />
          <Skeleton className="h-56 w-40 shrink-0" />
        </div>
      </HubSection>
    );
  }
  if (creators.isError) {
    return (
      <HubSection title="Featured Creators">
        <ErrorState error={creators.error} onRetry={() => creators.refetch()} />
      </HubSection>
    );
  }
  if (creators.data.length === 0) return null;

  return (
    <HubSection title="Featured Creators">
      <ul
        onKeyDown={roving.onKeyDown}
        className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none]"
      >
        {creators.data.map((creator, index) => (
          <li
            key={creator.id}
            // A fixed height, the skeleton's: the cards replace it without moving what follows (CLS).
            className="flex h-56 w-40 shrink-0 flex-col items-center gap-2 rounded-2xl border border-line bg-panel p-4 text-center"
          >
            <Avatar name={creator.displayName} imageUrl={creator.profileImageUrl} size={56} />
            <h3 className="w-full shrink-0 truncate text-sm font-semibold text-white">
              {creator.displayName}
            </h3>
            <p className="-mt-1 w-full shrink-0 truncate text-xs text-neutral-400">@{creator.username}</p>
            <p className="flex w-full flex-col text-xs text-neutral-300 [&>span]:truncate">
              <span>
                {creator.subscriberCount.toLocaleString()}{' '}
                {creator.subscriberCount === 1 ? 'subscriber' : 'subscribers'}
              </span>
              <span>
                {creator.followerCount.toLocaleString()}{' '}
                {creator.followerCount === 1 ? 'follower' : 'followers'} · {creator.storyCount}{' '}
                {creator.storyCount === 1 ? 'story' : 'stories'}
              </span>
            </p>
            <Button
              size="sm"
              className="mt-auto w-full"
              aria-label={`Subscribe to ${creator.displayName}`}
              onClick={() => navigate(`/author/${encodeURIComponent(creator.username)}`)}
              {...roving.itemProps(index)}
            >
              Subscribe
            </Button>
          </li>
        ))}
      </ul>
    </HubSection>
  );
}
