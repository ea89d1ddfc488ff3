import { useQuery } from '@tanstack/react-query';
import { ListOrdered } from 'lucide-react';
import { useRef, useState } from 'react';
import { LazyChapterTocDialog } from '../../components/lazy-chapter-toc';
import { buttonClass } from '../../components/ui/button';
import { storyQueries } from '../../lib/stories';

/**
 * "Contents" on the story page (docs/reference/reading.md#contents): the story's table of contents (GET
 * /api/stories/{id}/toc, no text; the readers reuse it), where choosing a chapter opens the reader
 * there (`onSelect` with the chapter id). Disabled until the contents have loaded.
 */
export function ContentsButton({
  storyId,
  onSelect,
}: {
  storyId: number;
  onSelect: (chapterId: number) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toc = useQuery(storyQueries.toc(storyId));
  const entries = toc.data ?? [];
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass('outline')}
        aria-haspopup="dialog"
        disabled={entries.length === 0}
        onClick={() => setOpen(true)}
      >
        <ListOrdered aria-hidden="true" className="h-4 w-4" /> Contents
      </button>
      <LazyChapterTocDialog
        open={isOpen}
        onOpenChange={setOpen}
        toc={entries}
        returnFocusRef={buttonRef}
        onSelect={(index) => {
          const entry = entries[index];
          if (entry) onSelect(entry.id);
        }}
      />
    </>
  );
}
