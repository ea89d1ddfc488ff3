import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useBookmarkToggle } from '../../lib/bookmarks';
import { useSignInPrompt } from '../../lib/sign-in-prompt';

/**
 * The story page's bookmark toggle (aria-pressed reflects the state). A signed-out visitor is asked to
 * sign in and comes back to the story (docs/reference/platform.md#public-reading).
 */
export function BookmarkButton({ storyId }: { storyId: number }) {
  const bookmark = useBookmarkToggle(storyId);
  const promptSignIn = useSignInPrompt();
  const Icon = bookmark.isBookmarked ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant="secondary"
      aria-pressed={bookmark.isBookmarked}
      disabled={bookmark.isSignedIn && bookmark.isPending}
      onClick={
        bookmark.isSignedIn ? bookmark.toggle : () => promptSignIn('Please log in to bookmark stories.')
      }
    >
      <Icon aria-hidden="true" className={`h-4 w-4 ${bookmark.isBookmarked ? 'text-accent-soft' : ''}`} />
      {bookmark.isBookmarked ? 'Bookmarked' : 'Bookmark'}
    </Button>
  );
}
