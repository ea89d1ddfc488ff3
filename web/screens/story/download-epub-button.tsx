import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { errorFromResponse } from '../../lib/api';
import { showErrorToast } from '../../lib/toast';

/** The file name a Content-Disposition header suggests (RFC 6266: `filename*` first), else `fallback`. */
export function dispositionFileName(header: string | null, fallback: string): string {
  const encoded = header && /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  return (header && /filename="([^"]+)"/i.exec(header)?.[1]) || fallback;
}

/**
 * "Download EPUB" on the story page (issue 11 §4): GET /api/stories/{id}/export.epub, saved under the
 * server's file name. The author gets the whole story; a reader the chapters they may read (the server
 * decides). A binary answer, so it is fetched here rather than through `api` (which parses JSON);
 * errors keep the API's `{code, message}` through `errorFromResponse` and show as a toast.
 */
export function DownloadEpubButton({ storyId, isAuthor }: { storyId: number; isAuthor: boolean }) {
  const [isPending, setIsPending] = useState(false);
  const download = async () => {
    setIsPending(true);
    try {
      const response = await fetch(`/api/stories/${storyId}/export.epub`, { credentials: 'include' });
      if (!response.ok) throw await errorFromResponse(response);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = dispositionFileName(response.headers.get('content-disposition'), 'story.epub');
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
