import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Select } from '../../components/ui/field';
import { withoutEmphasisMarkers } from '../../lib/emphasis';
import { type ImportChapter, paragraphsOf } from './import-chapters';

/** Shortened first line of a paragraph for the split picker. */
function preview(paragraph: string): string {
  const line = withoutEmphasisMarkers(paragraph).trim().replace(/\s+/g, ' ');
  return line.length > 70 ? `${line.slice(0, 70)}...` : line;
}

/**
 * Picks the paragraph a chapter is split before. The paragraphs are computed only when the dialog
 * opens, so long books are not split up front.
 */
export function SplitDialog({
  chapter,
  onSplit,
  onClose,
}: {
  chapter: ImportChapter | null;
  onSplit: (at: number) => void;
  onClose: () => void;
}) {
  const paragraphs = useMemo(() => (chapter ? paragraphsOf(chapter.content) : []), [chapter]);
  const [at, setAt] = useState(1);
  return (
    <Dialog
      open={chapter !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Split "${chapter?.title ?? ''}"`}
      description="The new chapter starts at the paragraph you choose."
    >
      {paragraphs.length < 2 ? (
        <p className="text-sm text-neutral-300">This chapter has only one paragraph and cannot be split.</p>
      ) : (
        <div className="flex flex-col gap-4">
          <Field label="New chapter starts at" htmlFor="split-at">
            <Select id="split-at" value={at} onChange={(event) => setAt(Number(event.target.value))}>
              {paragraphs.slice(1).map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the position is the option's identity
                <option key={index + 1} value={index + 1}>
                  {index + 2}. {preview(paragraph)}
                </option>
              ))}
            </Select>
          </Field>
          <Button onClick={() => onSplit(at)}>Split Chapter</Button>
        </div>
      )}
    </Dialog>
  );
}
