import { Sparkles, Square } from 'lucide-react';
import type { FormEvent } from 'react';
import { AiProviderNotice } from '../../components/ai-provider-notice';
import { Button } from '../../components/ui/button';
import type { WritingMode } from './create-form';
import { FullAiProgress } from './full-ai-progress';
import { GuidedChapterPanel } from './guided-chapter-panel';
import { ModeSwitcher } from './mode-switcher';
import { DetailFields, GenreField, LengthFields, type StoryForm, TitleSummaryFields } from './story-fields';
import type { GenerationState } from './use-story-ai';

/**
 * The first creation step (docs/reference/routes.md#create): the mode switcher and the mode's
 * fields. Full AI: genre and tags with "Generate Story" (Stop while it runs) and the 25/50/75/100 %
 * progress; AI Guided: per-part Generate buttons and the first chapter streaming into a preview;
 * Manual: everything typed. The AI buttons show only when the server offers AI (`ai.isAvailable`),
 * with a line naming the writer; once it is known not to, the AI modes point to Manual instead.
 */
export function DetailsStep({
  form,
  mode,
  onModeChange,
  ai,
  generation,
  firstChapter,
  onGenerateStory,
  onGenerateField,
  onGenerateFirstChapter,
  onStop,
  onContinue,
}: {
  form: StoryForm;
  mode: WritingMode;
  onModeChange: (mode: WritingMode) => void;
  ai: { isAvailable: boolean; isPending: boolean };
  generation: GenerationState;
  /** The AI-generated chapter 1, if there is one. */
  firstChapter: { title: string; content: string } | null;
  onGenerateStory: () => void;
  onGenerateField: (field: 'title' | 'summary') => void;
  onGenerateFirstChapter: () => void;
  onStop: () => void;
  onContinue: () => void;
}) {
  const isBusy = generation.fullStep !== null || generation.busyField !== null;
  const isAiMode = mode !== 'manual';
  // A form, so Enter in a one-line field (the title) does what the step's main button does.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (mode !== 'full') onContinue();
    else if (ai.isAvailable) onGenerateStory();
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-white">Create a Story</h1>
      <ModeSwitcher
        mode={mode}
        onChange={onModeChange}
        isAiOff={!ai.isAvailable && !ai.isPending}
        isDisabled={isBusy}
      />
      {isAiMode && ai.isAvailable ? <AiProviderNotice className="-mt-2 px-1" /> : null}
      <p role="status" aria-live="polite" className="sr-only">
        {generation.status}
      </p>
      {mode === 'full' ? (
        <>
          <GenreField form={form} />
          <DetailFields form={form} areTagsRequired />
          {generation.fullStep !== null ? (
            <FullAiProgress step={generation.fullStep} chapterText={generation.draft?.content} />
          ) : null}
          {!ai.isAvailable ? null : generation.fullStep !== null ? (
            <Button size="lg" variant="secondary" onClick={onStop}>
              <Square aria-hidden="true" className="h-4 w-4" fill="currentColor" /> Stop Generating
            </Button>
          ) : (
            <Button type="submit" size="lg" disabled={isBusy}>
              <Sparkles aria-hidden="true" className="h-5 w-5" /> Generate Story
            </Button>
          )}
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
            <GuidedChapterPanel
              draft={generation.draft}
              isGenerating={generation.busyField === 'chapter'}
              isBusy={isBusy}
              firstChapter={firstChapter}
              onGenerate={onGenerateFirstChapter}
              onStop={onStop}
            />
          ) : null}
          <Button type="submit" size="lg" disabled={isBusy}>
            Start Writing
          </Button>
        </>
      )}
    </form>
  );
}
