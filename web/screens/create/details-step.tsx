import { CircleCheck, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { WritingMode } from './create-form';
import { ModeSwitcher } from './mode-switcher';
import { DetailFields, GenreField, LengthFields, type StoryForm, TitleSummaryFields } from './story-fields';

export interface GenerationState {
  /** 25, 50, 75 or 100 while the full story is generated (spec section 4), else null. */
  progress: number | null;
  /** The guided-mode part being generated: "title", "summary" or "chapter". */
  busyField: string | null;
}

/**
 * The first creation step (spec section 2 "Story creation screen"): the mode switcher and the mode's
 * fields. Full AI: genre and tags with "Generate Story"; AI Guided: per-part Generate buttons; Manual:
 * everything typed. The AI buttons show only when the server offers AI (`ai.isAvailable`); once it is
 * known not to, the AI modes show a notice pointing to Manual instead.
 */
export function DetailsStep({
  form,
  mode,
  onModeChange,
  ai,
  generation,
  hasFirstChapter,
  onGenerateStory,
  onGenerateField,
  onGenerateFirstChapter,
  onContinue,
}: {
  form: StoryForm;
  mode: WritingMode;
  onModeChange: (mode: WritingMode) => void;
  ai: { isAvailable: boolean; isPending: boolean };
  generation: GenerationState;
  hasFirstChapter: boolean;
  onGenerateStory: () => void;
  onGenerateField: (field: 'title' | 'summary') => void;
  onGenerateFirstChapter: () => void;
  onContinue: () => void;
}) {
  const isBusy = generation.progress !== null || generation.busyField !== null;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-white">Create a Story</h1>
      <ModeSwitcher mode={mode} onChange={onModeChange} isAiOff={!ai.isAvailable && !ai.isPending} />
      {mode === 'full' ? (
        <>
          <GenreField form={form} />
          <DetailFields form={form} areTagsRequired />
          {generation.progress !== null ? (
            <div className="flex flex-col gap-2" aria-live="polite">
              <p className="text-sm text-neutral-300">Generating your story... {generation.progress}%</p>
              <div
                role="progressbar"
                aria-label="Story generation"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={generation.progress}
                className="h-2 overflow-hidden rounded-full bg-white/10"
              >
                <div
                  className="h-full bg-accent transition-all"
                  style={{ width: `${generation.progress}%` }}
                />
              </div>
            </div>
          ) : null}
          {ai.isAvailable ? (
            <Button size="lg" onClick={onGenerateStory} disabled={isBusy}>
              <Sparkles aria-hidden="true" className="h-5 w-5" /> Generate Story
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <TitleSummaryFields
            form={form}
            onGenerate={mode === 'guided' && ai.isAvailable ? onGenerateField : undefined}
            busyField={generation.busyField}
          >
            <GenreField form={form} />
          </TitleSummaryFields>
          <DetailFields form={form} />
          <LengthFields form={form} />
          {mode === 'guided' && ai.isAvailable ? (
            <div className="flex flex-col gap-2 rounded-2xl border border-line bg-panel p-4">
              <p className="text-sm text-neutral-300">
                {hasFirstChapter ? (
                  <span className="inline-flex items-center gap-1.5 text-emerald-300">
                    <CircleCheck aria-hidden="true" className="h-4 w-4" /> First chapter generated. Review it
                    in the editor.
                  </span>
                ) : (
                  'Let the AI draft chapter 1 from your title, genre and summary.'
                )}
              </p>
              <Button variant="outline" onClick={onGenerateFirstChapter} disabled={isBusy}>
                <Sparkles aria-hidden="true" className="h-4 w-4" />
                {generation.busyField === 'chapter' ? 'Generating...' : 'Generate First Chapter'}
              </Button>
            </div>
          ) : null}
          <Button size="lg" onClick={onContinue} disabled={isBusy}>
            Start Writing
          </Button>
        </>
      )}
    </div>
  );
}
