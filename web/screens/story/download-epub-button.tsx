import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { downloadFile } from '../../lib/download';
import { showErrorToast } from '../../lib/toast';

/**
 * "Download EPUB" on the story page (docs/reference/platform.md#formats): GET /api/stories/{id}/export.epub,
 * saved under the server's file name. The author gets the whole story; a reader the chapters they may read
 * (the server decides). Fetched by `downloadFile` (a binary answer); errors keep the API's `{code, message}`
 * and show as a toast.
 */
export function DownloadEpubButton({ storyId, isAuthor }: { storyId: number; isAuthor: boolean }) {
  const [isPending, setIsPending] = useState(false);
  const download = async () => {
    setIsPending(true);
    try {
      await downloadFile(`/api/stories/${storyId}/export.epub`, 'story.epub');
    } catch (error) {
      showErrorToast(error, 'Download failed', 'The EPUB could not be created. Please try again.');
    } finally {
      setIsPending(false);
    }
  };
  return (
    <Button
      variant="outline"
      onClick={download}
      disabled={isPending}
      aria-describedby={`epub-note-${storyId}`}
    >
      <Download aria-hidden="true" className="h-4 w-4" /> {isPending ? 'Preparing...' : 'Download EPUB'}
      <span id={`epub-note-${storyId}`} className="sr-only">
        {isAuthor ? 'The whole story, as an e-book' : 'The chapters you can read, as an e-book'}
      </span>
    </Button>
  );
}
