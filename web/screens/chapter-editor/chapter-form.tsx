import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles, Square } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ZUpdateChapterRequest } from '../../../contract/chapters';
import { AiProviderNotice } from '../../components/ai-provider-notice';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/field';
import { showToast } from '../../lib/toast';
import { countWords } from '../../lib/words';
import {
  type ChapterInput,
  type ChapterValues,
  type ContinuationRequest,
  useChapterAi,
} from './use-chapter-ai';

export type { ChapterValues } from './use-chapter-ai';

/**
 * The chapter title + content form shared by the add and edit screens (spec section 5: both must be
 * non-blank, "Validation Error" toast otherwise; the buttons are disabled while a field is empty).
 * With `generationRequest` (the server offers AI) a `generateLabel` button streams a chapter into the
 * form and turns into Stop while it writes; the save then carries the generation's `aiGenerationId`.
 */
export function ChapterForm({
  defaultValues,
  submitLabel,
  isSubmitting,
  onSubmit,
  generationRequest,
  generateLabel,
  extraActions,
}: {
  defaultValues: ChapterValues;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (values: ChapterValues) => void;
  generationRequest?: () => ContinuationRequest | null;
  generateLabel: string;
  extraActions?: ReactNode;
}) {
  const form = useForm<ChapterInput, unknown, ChapterValues>({
    resolver: zodResolver(ZUpdateChapterRequest),
    defaultValues,
  });
  const title = form.watch('title');
  const content = form.watch('content');
  const isBlank = !title || !content;
  const ai = useChapterAi(form, generationRequest);
  const { ref: registerContentRef, ...contentField } = form.register('content');

  const submit = form.handleSubmit(
    (values) => onSubmit({ ...values, aiGenerationId: ai.generationId }),
    () => showToast('Validation Error', 'Please fill in both title and content.', { destructive: true }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label="Chapter Title" htmlFor="chapter-title">
        <Input id="chapter-title" autoComplete="off" readOnly={ai.isGenerating} {...form.register('title')} />
      </Field>
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
