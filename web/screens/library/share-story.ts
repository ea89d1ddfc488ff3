import type { Story } from '../../../contract/stories';
import { showToast } from '../../lib/toast';

/**
 * Shares the story page link: the system share sheet when the browser has one, else the clipboard
 * with a toast. A dismissed share sheet is not an error.
 */
export async function shareStory(story: Pick<Story, 'id' | 'title'>): Promise<void> {
  const url = `${window.location.origin}/reading/${story.id}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: story.title, url });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        showToast('Error', 'Could not share the story.', { destructive: true });
      }
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast('Link copied', url);
  } catch {
    showToast('Error', 'Could not copy the link.', { destructive: true });
  }
}
