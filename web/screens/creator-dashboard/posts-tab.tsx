import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Post } from '../../../contract/posts';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadMore } from '../../components/ui/load-more';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/ui/states';
import { useCurrentUser } from '../../lib/auth';
import { useAuthorPosts, useDeletePost } from '../../lib/posts';
import { showToast } from '../../lib/toast';
import { PostCard } from '../post/post-card';
import { NewPostForm } from './new-post-form';

/**
 * The dashboard's Posts tab (docs/reference/people.md#posts): the "New post" composer, then the author's
 * posts newest first as readers see them, each with Delete (confirmed).
 */
export function PostsTab() {
  const user = useCurrentUser();
  const username = user.data?.username ?? '';
  return (
    <div className="flex flex-col gap-6">
      <NewPostForm />
      <section aria-labelledby="your-posts-heading" className="flex flex-col gap-3">
        <h2 id="your-posts-heading" className="text-lg font-semibold text-white">
          Your posts
        </h2>
        {username ? <OwnPosts username={username} /> : null}
      </section>
    </div>
  );
}

function OwnPosts({ username }: { username: string }) {
  const posts = useAuthorPosts(username);
  const remove = useDeletePost();
  const [toDelete, setToDelete] = useState<Post | null>(null);
  if (posts.isPending) return <ListSkeleton rows={2} label="Loading your posts..." />;
  if (posts.isError) return <ErrorState error={posts.error} onRetry={() => posts.refetch()} />;
  const all = posts.data.pages.flatMap((page) => page.posts);
  if (all.length === 0) {
    return (
      <EmptyState
        title="No posts yet"
        description="Tell your readers what is coming, or ask them in a poll."
        headingLevel={3}
      />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Your posts">
        {all.map((post) => (
          <li key={post.id} className="flex flex-col gap-2">
            <PostCard post={post} />
            <Button
              variant="ghost"
              size="sm"
              className="self-end"
              aria-label={`Delete post “${post.title}”`}
              onClick={() => setToDelete(post)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
            </Button>
          </li>
        ))}
      </ul>
      <LoadMore pages={posts} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? null : setToDelete(null))}
        title="Delete this post?"
        description="The post and its poll votes are deleted for everyone. This cannot be undone."
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              showToast('Post deleted', toDelete.title);
              setToDelete(null);
            },
          });
        }}
      />
    </>
  );
}
