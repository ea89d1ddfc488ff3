import { CircleCheck, Sparkles, Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { countWords } from '../../lib/words';

/**
 * AI Guided's first chapter: "Generate First Chapter" (Stop while it writes), the chapter streaming
 * into a read-only preview, and once generated its title and length (it is then chapter 1 in the
 * editor).
 */
export function GuidedChapterPanel({
  draft,
  isGenerating,
  isBusy,
  firstChapter,
  onGenerate,
  onStop,
}: {
  /** The chapter as it streams in. */
  draft: { title: string; content: string } | null;
  isGenerating: boolean;
  /** Another generation runs. */
  isBusy: boolean;
  /** The generated first chapter already in the editor, if any. */
  firstChapter: { title: string; content: string } | null;
  onGenerate: () => void;
  onStop: () => void;
}) {
  const previewRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const preview = previewRef.current;
    if (preview && draft) preview.scrollTop = preview.scrollHeight;
  }, [draft]);
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-4">
      {isGenerating ? (
        <section
          ref={previewRef}
          aria-busy="true"
          aria-label="First chapter preview"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls; keyboard users reach it
          tabIndex={0}
          className="max-h-64 overflow-y-auto rounded-xl border border-line bg-black/20 p-3 font-serif text-sm leading-relaxed whitespace-pre-wrap text-neutral-200"
        >
          {draft?.title ? <p className="mb-2 font-sans font-semibold text-white">{draft.title}</p> : null}
          {draft?.content || <span className="text-neutral-400">Waiting for the first words…</span>}
        </section>
      ) : firstChapter ? (
        <p className="inline-flex items-start gap-1.5 text-sm text-emerald-300">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            First chapter generated: “{firstChapter.title}”,{' '}
            {countWords(firstChapter.content).toLocaleString()} words. Review it in the editor.
          </span>
        </p>
      ) : (
        <p className="text-sm text-neutral-300">
          Let the AI draft chapter 1 from your title, genre and summary.
        </p>
      )}
      {isGenerating ? (
        <Button variant="outline" onClick={onStop}>
          <Square aria-hidden="true" className="h-3.5 w-3.5" fill="currentColor" /> Stop
        </Button>
      ) : (
        <Button variant="outline" onClick={onGenerate} disabled={isBusy}>
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          {firstChapter ? 'Regenerate First Chapter' : 'Generate First Chapter'}
        </Button>
      )}
    </div>
  );
}
