import { Merge, Scissors } from 'lucide-react';
import { memo } from 'react';
import { Button } from '../../components/ui/button';
import { withEmphasis } from '../../lib/emphasis';
import type { ImportChapter } from './import-chapters';

/**
 * One imported chapter: editable title, first line, word count, "Merge with next" and "Split".
 * Memoised: typing in one title re-renders only that row, which keeps 100+ chapter books responsive.
 */
export const ChapterRow = memo(function ChapterRow({
  chapter,
  index,
  isLast,
  onRename,
  onMerge,
  onSplit,
}: {
  chapter: ImportChapter;
  index: number;
  isLast: boolean;
  onRename: (index: number, title: string) => void;
  onMerge: (index: number) => void;
  onSplit: (index: number) => void;
}) {
  const inputId = `import-chapter-${chapter.id}`;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-panel p-3">
      <div className="flex items-center gap-2">
        <span className="w-8 shrink-0 text-right text-sm text-neutral-400" aria-hidden="true">
          {index + 1}.
        </span>
        <label htmlFor={inputId} className="sr-only">
          Title of chapter {index + 1}
        </label>
        <input
          id={inputId}
          value={chapter.title}
          onChange={(event) => onRename(index, event.target.value)}
          aria-invalid={!chapter.title.trim()}
          className="h-10 min-w-0 flex-1 rounded-lg border border-transparent bg-transparent px-2 font-medium text-white hover:border-line focus:border-accent-soft focus:outline-none aria-[invalid=true]:border-red-500"
        />
      </div>
      <p className="truncate pl-10 text-sm text-neutral-400">
        {chapter.firstLine ? withEmphasis(chapter.firstLine) : 'No text'}
      </p>
      <div className="flex items-center justify-between gap-2 pl-10">
        <span className="text-xs text-neutral-400">{chapter.wordCount.toLocaleString()} words</span>
        <div className="flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            disabled={isLast}
            aria-describedby={inputId}
            onClick={() => onMerge(index)}
          >
            <Merge aria-hidden="true" className="h-4 w-4" /> Merge with next
          </Button>
          <Button size="sm" variant="ghost" aria-describedby={inputId} onClick={() => onSplit(index)}>
            <Scissors aria-hidden="true" className="h-4 w-4" /> Split
          </Button>
        </div>
      </div>
    </li>
  );
});
