import { Megaphone } from 'lucide-react';
import { LoadMore } from '../../components/ui/load-more';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/ui/states';
import { useAuthorPosts } from '../../lib/posts';
import { PostCard } from '../post/post-card';

/**
 * The author page's Posts tab (docs/reference/people.md#posts): the author's announcements and polls,
 * newest first, with "Load more". Posts outside the reader's audience show their title, who they are for
 * and a Subscribe button (`onSubscribe` opens the Subscribe tab).
 */
export function PostsTab({ username, onSubscribe }: { username: string; onSubscribe: () => void }) {
  const posts = useAuthorPosts(username);
  if (posts.isPending) return <ListSkeleton rows={2} label="Loading posts..." />;
  if (posts.isError) return <ErrorState error={posts.error} onRetry={() => posts.refetch()} />;
  const all = posts.data.pages.flatMap((page) => page.posts);
  if (all.length === 0) {
    return (
      <EmptyState
        title="No posts yet"
        description="Announcements and polls from this author will appear here."
        icon={<Megaphone className="h-10 w-10" />}
        headingLevel={3}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" aria-label="Posts">
        {all.map((post) => (
          <li key={post.id}>
            <PostCard post={post} onSubscribe={onSubscribe} />
          </li>
        ))}
      </ul>
      <LoadMore pages={posts} />
    </div>
  );
}
