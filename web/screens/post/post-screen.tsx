import { useQuery } from '@tanstack/react-query';
import { MissingResource } from '../../components/missing-resource';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { ErrorState, ListSkeleton } from '../../components/ui/states';
import { ApiError } from '../../lib/api';
import { postQueries } from '../../lib/posts';
import { PostCard } from './post-card';

/**
 * /posts/{id} (docs/reference/people.md#posts): one author post with its poll, as the viewer may see it
 * (locked outside its audience). An unknown or deleted post is "Post not found" (the server answers the
 * page with 404 too, ADR 0019).
 */
export function PostScreen({ postId }: { postId: number }) {
  const post = useQuery({ ...postQueries.one(postId), enabled: postId > 0 });
  const backHref = post.data ? `/author/${encodeURIComponent(post.data.author.username)}` : '/';
  const header = (
    <ScreenHeader title={post.data?.author.displayName ?? 'Post'} backHref={backHref} isHeading={false} />
  );

  if (postId === 0 || (post.error instanceof ApiError && post.error.status === 404)) {
    return (
      <ScreenLayout header={<ScreenHeader title="Post not found" backHref="/" />}>
        <MissingResource title="Post not found" description="This post does not exist or was deleted." />
      </ScreenLayout>
    );
  }
  return (
    <ScreenLayout header={header}>
      {post.isPending ? (
        <ListSkeleton rows={1} label="Loading post..." />
      ) : post.isError ? (
        <ErrorState error={post.error} onRetry={() => post.refetch()} />
      ) : (
        <PostCard post={post.data} isPage />
      )}
    </ScreenLayout>
  );
}
