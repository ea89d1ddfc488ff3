import { useLocation } from 'wouter';
import { StoryCard } from '../../components/story-card';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/ui/states';
import { useBookmarks } from '../../lib/bookmarks';
import { useAuthoredStories } from '../../lib/stories';

/** The user's own stories, published and drafts; an empty state leads to /create. */
export function MyStoriesList({ onRead }: { onRead: (storyId: number) => void }) {
  const [, navigate] = useLocation();
  const stories = useAuthoredStories();
  if (stories.isPending) return <ListSkeleton rows={2} />;
  if (stories.isError) return <ErrorState error={stories.error} onRetry={() => stories.refetch()} />;
  if (stories.data.length === 0) {
    return (
      <EmptyState title="No stories yet" description="Your stories will appear here.">
        <Button onClick={() => navigate('/create')}>Write Your First Story</Button>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {stories.data.map((story) => (
        <li key={story.id}>
          <StoryCard story={story} onRead={onRead} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}

/** The user's bookmarked stories. */
export function ReadingList({ onRead }: { onRead: (storyId: number) => void }) {
  const [, navigate] = useLocation();
  const bookmarks = useBookmarks();
  if (bookmarks.isPending) return <ListSkeleton rows={2} />;
  if (bookmarks.isError) return <ErrorState error={bookmarks.error} onRetry={() => bookmarks.refetch()} />;
  if (bookmarks.data.length === 0) {
    return (
      <EmptyState title="No saved stories" description="Bookmark stories to keep them here.">
        <Button variant="secondary" onClick={() => navigate('/discover')}>
          Discover Stories
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {bookmarks.data.map((bookmark) => (
        <li key={bookmark.storyId}>
          <StoryCard story={bookmark.story} onRead={onRead} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
