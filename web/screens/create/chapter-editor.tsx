import { CircleCheck, Sparkles, Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/field';
import { ProgressBar } from '../../components/ui/progress-bar';
import { chapterProgressPercent, countWords, isChapterComplete } from '../../lib/words';
import type { DraftChapter } from './create-form';
import { chapterContentId } from './use-chapter-writer';

/** Whether an editor chapter will be published: AI-written, or content over 100 characters. */
export function isDraftComplete(chapter: DraftChapter): boolean {
  return chapter.isGenerated || isChapterComplete(chapter.content);
}

/**
 * The editor of one chapter: title, content, word count, completeness and the meter toward the
 * per-chapter target (target words / estimated chapters, capped at 100 %, docs/reference/limits.md#chapters).
 * "AI Write Chapter" shows only with `onGenerate` (the server offers AI); while this chapter is being
 * written it turns into Stop, the text is read-only and follows the words as they arrive.
 */
export function ChapterEditor({
  chapter,
  targetWordCount,
  estimatedChapters,
  onChange,
  onGenerate,
  onStop,
  isGenerating,
  isAiBusy,
}: {
  chapter: DraftChapter;
  targetWordCount: number;
  estimatedChapters: number;
  onChange: (chapter: DraftChapter) => void;
  onGenerate?: () => void;
  onStop: () => void;
  /** This chapter is being written by the AI. */
  isGenerating: boolean;
  /** Some chapter is being written (one generation at a time). */
  isAiBusy: boolean;
}) {
  const words = countWords(chapter.content);
  const percent = chapterProgressPercent(words, targetWordCount, estimatedChapters);
  const perChapter = estimatedChapters > 0 ? Math.round(targetWordCount / estimatedChapters) : 0;
  const isComplete = isDraftComplete(chapter);
  const id = `chapter-${chapter.key}`;
  const contentRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const area = contentRef.current;
    if (isGenerating && area && chapter.content) area.scrollTop = area.scrollHeight;
  }, [isGenerating, chapter.content]);
  return (
    <section aria-label={`Editing ${chapter.title || 'untitled chapter'}`} className="flex flex-col gap-4">
      <Field label="Chapter Title" htmlFor={`${id}-title`}>
        <Input
          id={`${id}-title`}
          value={chapter.title}
          readOnly={isGenerating}
          onChange={(event) => onChange({ ...chapter, title: event.target.value })}
        />
      </Field>
      <Field
        label="Chapter Content"
        htmlFor={chapterContentId(chapter.key)}
        aside={
          !onGenerate ? null : isGenerating ? (
            <Button size="sm" variant="outline" onClick={onStop}>
              <Square aria-hidden="true" className="h-3.5 w-3.5" fill="currentColor" /> Stop
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={onGenerate} disabled={isAiBusy}>
              <Sparkles aria-hidden="true" className="h-4 w-4" /> AI Write Chapter
            </Button>
          )
        }
      >
        <Textarea
          id={chapterContentId(chapter.key)}
          ref={contentRef}
          readOnly={isGenerating}
          aria-busy={isGenerating}
          rows={14}
          className="min-h-[45dvh] font-serif"
          placeholder="Start writing your chapter..."
          value={chapter.content}
          onChange={(event) => onChange({ ...chapter, content: event.target.value, isGenerated: false })}
        />
      </Field>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-neutral-300">
            {words.toLocaleString()} / {perChapter.toLocaleString()} words
          </span>
          {isComplete ? (
            <span className="inline-flex items-center gap-1 text-emerald-300">
              <CircleCheck aria-hidden="true" className="h-4 w-4" /> Complete
            </span>
          ) : (
            <span className="text-neutral-400">Complete after 100 characters</span>
          )}
        </div>
        <ProgressBar label="Progress toward the chapter word target" percent={percent} />
      </div>
    </section>
  );
}
