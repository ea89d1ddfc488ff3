import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles, Square } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MAX_AUTHOR_NOTE_LENGTH } from '../../../contract/author-notes';
import type { ZUpdateChapterRequest } from '../../../contract/chapters';
import { AiProviderNotice } from '../../components/ai-provider-notice';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/field';
import { showToast } from '../../lib/toast';
import { countWords } from '../../lib/words';
import { ReleaseFields } from './release-fields';
import { type ReleaseState, releaseDefaults, releaseRequest, ZChapterForm } from './release-schedule';
import {
  type ChapterInput,
  type ChapterValues,
  type ContinuationRequest,
  useChapterAi,
} from './use-chapter-ai';

/** What the form submits: the API's chapter save request (title, content, AI ids, release settings). */
export type ChapterSave = z.input<typeof ZUpdateChapterRequest>;

/**
 * The chapter title + content form shared by the add and edit screens (docs/reference/limits.md#chapters:
 * both must be non-blank, "Validation Error" toast otherwise; the buttons are disabled while a field is
 * empty). With `generationRequest` (the server offers AI) a `generateLabel` button streams a chapter into the
 * form and turns into Stop while it writes; the save then carries the generations' `aiGenerationIds` (docs/reference/ai.md#ai-share).
 * `release` adds the release time and paid-then-free fields (docs/reference/platform.md#formats,
 * `ReleaseFields`). The author's notes before and after the chapter are two plain-text fields around the
 * text (docs/reference/stories.md#notes: 2,000 characters each; empty is none).
 */
export function ChapterForm({
  defaultValues,
  submitLabel,
  isSubmitting,
  onSubmit,
  generationRequest,
  generateLabel,
  extraActions,
  onDirtyChange,
  release,
}: {
  /**
   * The starting title and text, and the author's notes (docs/reference/stories.md#notes): a new chapter's
   * are the story's default notes, an edited one's its own; '' for none.
   */
  defaultValues: Pick<ChapterValues, 'title' | 'content'> & { noteBefore: string; noteAfter: string };
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (values: ChapterSave) => void;
  generationRequest?: () => ContinuationRequest | null;
  generateLabel: string;
  extraActions?: ReactNode;
  /** Told whether the fields differ from `defaultValues` (the screen asks before leaving unsaved work). */
  onDirtyChange?: (isDirty: boolean) => void;
  release: ReleaseState;
}) {
  const form = useForm<ChapterInput, unknown, ChapterValues>({
    resolver: zodResolver(ZChapterForm),
    defaultValues: { ...defaultValues, ...releaseDefaults(release) },
  });
  const title = form.watch('title');
  const content = form.watch('content');
  // Blank after trimming, as the server checks (docs/reference/limits.md#chapters: buttons disabled when blank).
  const isBlank = !title?.trim() || !content?.trim();
  const ai = useChapterAi(form, generationRequest);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const { ref: registerContentRef, ...contentField } = form.register('content');

  const submit = form.handleSubmit(
    ({ releaseLocal, freeAfterDays, ...values }) =>
      onSubmit({
        ...values,
        aiGenerationIds: ai.generationIds.length > 0 ? ai.generationIds : undefined,
        ...releaseRequest({ releaseLocal, freeAfterDays }, release),
      }),
    (errors) => {
      // Release fields show their own message beside the input.
      if (errors.title || errors.content) {
        showToast('Validation Error', 'Please fill in both title and content.', { destructive: true });
      }
    },
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label="Chapter Title" htmlFor="chapter-title">
        <Input id="chapter-title" autoComplete="off" readOnly={ai.isGenerating} {...form.register('title')} />
      </Field>
      <NoteField form={form} name="noteBefore" label="Author's note before the chapter" />
      <Field
        label="Content"
        htmlFor="chapter-content"
        hint={`${countWords(content ?? '').toLocaleString()} words`}
        aside={
          generationRequest ? (
            ai.isGenerating ? (
              <Button size="sm" variant="outline" onClick={ai.stop}>
                <Square aria-hidden="true" className="h-3.5 w-3.5" fill="currentColor" /> Stop
              </Button>
            ) : (
              <Button size="sm" variant="outline" onClick={ai.generate} disabled={isSubmitting}>
                <Sparkles aria-hidden="true" className="h-4 w-4" /> {generateLabel}
              </Button>
            )
          ) : null
        }
      >
        <Textarea
          id="chapter-content"
          rows={16}
          className="min-h-[50dvh] font-serif"
          readOnly={ai.isGenerating}
          aria-busy={ai.isGenerating}
          {...contentField}
          ref={(element) => {
            registerContentRef(element);
            ai.contentRef.current = element;
          }}
        />
      </Field>
      <NoteField form={form} name="noteAfter" label="Author's note after the chapter" />
      <ReleaseFields form={form} state={release} />
      {generationRequest ? (
        <div className="flex flex-col gap-1">
          <p role="status" aria-live="polite" className="text-sm text-neutral-300 empty:hidden">
            {ai.status}
          </p>
          <AiProviderNotice />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="lg"
          disabled={isBlank || isSubmitting || ai.isGenerating}
          className="flex-1"
        >
          {submitLabel}
        </Button>
        {extraActions}
      </div>
    </form>
  );
}

/** One author's note field (docs/reference/stories.md#notes): optional plain text, at most 2,000 characters. */
function NoteField({
  form,
  name,
  label,
}: {
  form: ReturnType<typeof useForm<ChapterInput, unknown, ChapterValues>>;
  name: 'noteBefore' | 'noteAfter';
  label: string;
}) {
  const id = name === 'noteBefore' ? 'chapter-note-before' : 'chapter-note-after';
  const error = form.formState.errors[name]?.message;
  return (
    <Field label={label} htmlFor={id} hint="Optional. Shown in a box readers can hide." error={error}>
      <Textarea id={id} rows={3} maxLength={MAX_AUTHOR_NOTE_LENGTH} {...form.register(name)} />
    </Field>
  );
}
