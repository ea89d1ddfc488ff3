import { ErrorState } from '../../components/ui/states';
import { useCurrentUser } from '../../lib/auth';
import { useFeedPosts } from '../../lib/posts';
import { PostCard } from '../post/post-card';
import { HubSection } from './hub-section';

/** Posts the home shows at most (the newest of the feed). */
const HOME_POSTS = 3;

/**
 * "From authors you follow" (docs/reference/routes.md#home, docs/reference/people.md#posts): the newest
 * posts of the authors the reader follows or subscribes to, locked ones with a way in. Hidden while it
 * loads and when there are none (a reader who follows no one sees no empty box).
 */
export function FollowedPosts() {
  const user = useCurrentUser();
  const feed = useFeedPosts(Boolean(user.data));
  if (feed.isError) {
    return (
      <HubSection title="From authors you follow">
        <ErrorState error={feed.error} onRetry={() => feed.refetch()} title="Posts could not load" />
      </HubSection>
    );
  }
  const posts = feed.data?.pages[0]?.posts.slice(0, HOME_POSTS) ?? [];
  if (posts.length === 0) return null;
  return (
    <HubSection title="From authors you follow">
      <ul className="flex flex-col gap-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </HubSection>
  );
}
