import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZUpdateChapterRequest } from '../../../contract/chapters';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/field';
import { showToast } from '../../lib/toast';
import { countWords } from '../../lib/words';

type ChapterInput = z.input<typeof ZUpdateChapterRequest>;
export type ChapterValues = z.output<typeof ZUpdateChapterRequest>;

/**
 * The chapter title + content form shared by the add and edit screens (spec section 5: both must be
 * non-blank, "Validation Error" toast otherwise; the buttons are disabled while a field is empty).
 * `onGenerate` fills the form from the AI; it resolves to the generated values or null on failure.
 * Without `onGenerate` (the server offers no AI) there is no generate button.
 */
export function ChapterForm({
  defaultValues,
  submitLabel,
  isSubmitting,
  onSubmit,
  onGenerate,
  generateLabel,
  extraActions,
}: {
  defaultValues: ChapterValues;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (values: ChapterValues) => void;
  onGenerate?: () => Promise<ChapterValues | null>;
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
  const [isGenerating, setIsGenerating] = useState(false);

  const submit = form.handleSubmit(onSubmit, () =>
    showToast('Validation Error', 'Please fill in both title and content.', { destructive: true }),
  );

  const generate = async () => {
    if (!onGenerate) return;
    setIsGenerating(true);
    const values = await onGenerate().finally(() => setIsGenerating(false));
    if (values) {
      form.setValue('title', values.title, { shouldDirty: true });
      form.setValue('content', values.content, { shouldDirty: true });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label="Chapter Title" htmlFor="chapter-title">
        <Input id="chapter-title" autoComplete="off" {...form.register('title')} />
      </Field>
      <Field
        label="Content"
        htmlFor="chapter-content"
        hint={`${countWords(content ?? '').toLocaleString()} words`}
        aside={
          onGenerate ? (
            <Button size="sm" variant="outline" onClick={generate} disabled={isGenerating || isSubmitting}>
              <Sparkles aria-hidden="true" className="h-4 w-4" />{' '}
              {isGenerating ? 'Generating...' : generateLabel}
            </Button>
          ) : null
        }
      >
        <Textarea
          id="chapter-content"
          rows={16}
          className="min-h-[50dvh] font-serif"
          {...form.register('content')}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg" disabled={isBlank || isSubmitting} className="flex-1">
          {submitLabel}
        </Button>
        {extraActions}
      </div>
    </form>
  );
}
