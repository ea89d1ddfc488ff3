import { CircleCheck, Plus } from 'lucide-react';
import { AiProviderNotice } from '../../components/ai-provider-notice';
import { Button } from '../../components/ui/button';
import { ChapterEditor, isDraftComplete } from './chapter-editor';
import type { DraftChapter } from './create-form';

/**
 * The multi-chapter editor (docs/reference/routes.md#create): a
 * chapter picker, the active chapter's editor, "Add Chapter", and "Ready to Publish" (disabled until a
 * chapter is complete). Without `onGenerate` (the server offers no AI) the editor has no "AI Write Chapter"
 * button. `aiStatus` is announced politely when a generation starts or ends.
 */
export function WritingStep({
  storyTitle,
  chapters,
  activeKey,
  targetWordCount,
  estimatedChapters,
  generatingKey,
  onSelect,
  onChange,
  onAdd,
  onGenerate,
  onStopGenerating,
  aiStatus,
  onBack,
  onReady,
}: {
  storyTitle: string;
  chapters: DraftChapter[];
  activeKey: number;
  targetWordCount: number;
  estimatedChapters: number;
  generatingKey: number | null;
  onSelect: (key: number) => void;
  onChange: (chapter: DraftChapter) => void;
  onAdd: () => void;
  onGenerate?: (chapter: DraftChapter) => void;
  onStopGenerating: () => void;
  aiStatus: string;
  onBack: () => void;
  onReady: () => void;
}) {
  const active = chapters.find((c) => c.key === activeKey) ?? chapters[0];
  const completeCount = chapters.filter(isDraftComplete).length;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-white">Write Your Chapters</h1>
        {storyTitle ? <p className="mt-1 truncate text-neutral-400">{storyTitle}</p> : null}
      </div>
      <nav aria-label="Chapters" className="-mx-4 min-w-0">
        <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
          {chapters.map((chapter) => {
            const isActive = chapter.key === active?.key;
            return (
              <li key={chapter.key} className="shrink-0">
                <button
                  type="button"
                  aria-current={isActive ? 'true' : undefined}
                  onClick={() => onSelect(chapter.key)}
                  className={`inline-flex h-10 max-w-48 items-center gap-1.5 rounded-xl border px-3 text-sm ${
                    isActive
                      ? 'border-accent bg-accent/20 text-white'
                      : 'border-line bg-panel text-neutral-300'
                  }`}
                >
                  {isDraftComplete(chapter) ? (
                    <CircleCheck aria-label="complete" className="h-4 w-4 shrink-0 text-emerald-300" />
                  ) : null}
                  <span className="truncate">{chapter.title || 'Untitled'}</span>
                </button>
              </li>
            );
          })}
          <li className="shrink-0">
            <Button variant="secondary" onClick={onAdd} className="h-10">
              <Plus aria-hidden="true" className="h-4 w-4" /> Add Chapter
            </Button>
          </li>
        </ul>
      </nav>
      {active ? (
        <ChapterEditor
          key={active.key}
          chapter={active}
          targetWordCount={targetWordCount}
          estimatedChapters={estimatedChapters}
          onChange={onChange}
          onGenerate={onGenerate ? () => onGenerate(active) : undefined}
          onStop={onStopGenerating}
          isGenerating={generatingKey === active.key}
          isAiBusy={generatingKey !== null}
        />
      ) : null}
      {onGenerate ? (
        <div className="flex flex-col gap-1">
          <p role="status" aria-live="polite" className="text-sm text-neutral-300 empty:hidden">
            {aiStatus}
          </p>
          <AiProviderNotice />
        </div>
      ) : null}
      <p className="text-sm text-neutral-400" aria-live="polite">
        {completeCount} of {chapters.length} {chapters.length === 1 ? 'chapter' : 'chapters'} complete. Only
        complete chapters are published.
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="lg" onClick={onBack}>
          Back
        </Button>
        <Button
          size="lg"
          className="flex-1"
          onClick={onReady}
          disabled={completeCount === 0 || generatingKey !== null}
        >
          Ready to Publish
        </Button>
      </div>
    </div>
  );
}
