import { Users } from 'lucide-react';
import { Link } from 'wouter';
import { Avatar } from '../../components/avatar';
import { LoadMore } from '../../components/ui/load-more';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/ui/states';
import { useCurrentUser } from '../../lib/auth';
import { formatDate } from '../../lib/dates';
import { useFollowers } from '../../lib/follows';

/** "+12 in 30 days": the follows of the last 30 days that still stand (docs/reference/people.md#follows). */
export function followerGrowth(gained30d: number): string {
  return `+${gained30d.toLocaleString()} in 30 days`;
}

/**
 * The dashboard's Followers tab (docs/reference/people.md#follows): the follower count with its 30-day
 * growth, then the followers newest first (name, @username, "Subscriber" when they also pay, the day they
 * followed) with "Load more"; with none, a link to the author page to share.
 */
export function FollowersTab() {
  const user = useCurrentUser();
  const followers = useFollowers();
  if (followers.isPending) return <ListSkeleton rows={2} label="Loading followers..." />;
  if (followers.isError) return <ErrorState error={followers.error} onRetry={() => followers.refetch()} />;
  const first = followers.data.pages[0];
  const list = followers.data.pages.flatMap((page) => page.followers);
  const username = user.data?.username;
  const pagePath = username ? `/author/${encodeURIComponent(username)}` : null;
  return (
    <section aria-labelledby="followers-heading" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="followers-heading" className="text-lg font-semibold text-white">
          {(first?.total ?? 0).toLocaleString()} {first?.total === 1 ? 'follower' : 'followers'}
        </h2>
        <p className="text-sm text-emerald-400">{followerGrowth(first?.gained30d ?? 0)}</p>
      </div>
      {list.length === 0 ? (
        <EmptyState
          title="No followers yet"
          headingLevel={3}
          icon={<Users className="h-10 w-10" />}
          description={
            pagePath ? (
              <>
                Share your author page:{' '}
                <Link href={pagePath} className="break-all text-accent-soft underline">
                  {`${window.location.origin}${pagePath}`}
                </Link>
              </>
            ) : (
              'Share your author page.'
            )
          }
        />
      ) : (
        <ul aria-label="Followers" className="flex flex-col gap-2">
          {list.map((follower) => (
            <li
              key={follower.id}
              className="flex items-center gap-3 rounded-xl border border-line bg-panel px-3 py-2"
            >
              <Avatar name={follower.displayName} imageUrl={follower.profileImageUrl} size={32} />
              <div className="flex min-w-0 flex-1 flex-col">
                <Link
                  href={`/author/${encodeURIComponent(follower.username)}`}
                  className="truncate text-white hover:underline"
                >
                  {follower.displayName}
                </Link>
                <span className="truncate text-xs text-neutral-400">
                  @{follower.username} · since {formatDate(follower.followedAt)}
                </span>
              </div>
              {follower.isSubscriber ? (
                <span className="shrink-0 rounded-full bg-accent/20 px-2 py-0.5 text-xs text-accent-soft">
                  Subscriber
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <LoadMore pages={followers} className="" />
    </section>
  );
}
