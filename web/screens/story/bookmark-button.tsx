import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useBookmarkToggle } from '../../lib/bookmarks';

/** The story page's bookmark toggle (aria-pressed reflects the state). */
export function BookmarkButton({ storyId }: { storyId: number }) {
  const bookmark = useBookmarkToggle(storyId);
  const Icon = bookmark.isBookmarked ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant="secondary"
      aria-pressed={bookmark.isBookmarked}
      disabled={bookmark.isPending}
      onClick={bookmark.toggle}
    >
      <Icon aria-hidden="true" className={`h-4 w-4 ${bookmark.isBookmarked ? 'text-accent-soft' : ''}`} />
      {bookmark.isBookmarked ? 'Bookmarked' : 'Bookmark'}
    </Button>
  );
}
