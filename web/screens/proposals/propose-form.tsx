import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PROPOSAL_IDEA_MAX, PROPOSAL_IDEA_MIN, PROPOSAL_TITLE_MAX } from '../../../contract/ai';
import { AiProviderNotice } from '../../components/ai-provider-notice';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/field';
import { generateContinuationIdea, generationFailureMessage, useAiStatus } from '../../lib/ai';
import { showToast } from '../../lib/toast';

/**
 * A chapter idea as the form holds it (spec section 5 "Proposal"). The proposal request itself arrives
 * with the voting issue; until then this schema only guides the author.
 */
const ZIdeaDraft = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'Title is required' })
    .max(PROPOSAL_TITLE_MAX, { error: 'Title too long' }),
  idea: z
    .string()
    .trim()
    .min(PROPOSAL_IDEA_MIN, { error: `Idea must be at least ${PROPOSAL_IDEA_MIN} characters` })
    .max(PROPOSAL_IDEA_MAX, { error: 'Idea too long - keep it concise' }),
});
type IdeaDraft = z.input<typeof ZIdeaDraft>;

/**
 * The idea form of /propose: Title (at most 100 characters) and Idea with the "N / 500" counter (spec
 * sections 2 and 5), "AI Assist" (POST /api/ai/generate-continuation {storyId, chapterId}) filling
 * both, and Cancel. Submitting opens with chapter voting, which has no endpoint yet: the button is
 * disabled and says so.
 */
export function ProposeForm({
  storyId,
  chapterId,
  onCancel,
}: {
  storyId: number;
  chapterId: number;
  onCancel: () => void;
}) {
  const ai = useAiStatus();
  const [status, setStatus] = useState('');
  const form = useForm<IdeaDraft, unknown, z.output<typeof ZIdeaDraft>>({
    resolver: zodResolver(ZIdeaDraft),
    defaultValues: { title: '', idea: '' },
    mode: 'onTouched',
  });
  const idea = form.watch('idea');
  const { errors } = form.formState;
  const assist = useMutation({ mutationFn: () => generateContinuationIdea({ storyId, chapterId }) });

  const runAssist = () => {
    setStatus('Writing an idea…');
    assist.mutate(undefined, {
      onSuccess: (result) => {
        form.setValue('title', result.title.slice(0, PROPOSAL_TITLE_MAX), { shouldValidate: true });
        form.setValue('idea', result.content.slice(0, PROPOSAL_IDEA_MAX), { shouldValidate: true });
        setStatus('Idea ready. Review it and make it yours.');
        showToast('Generated!', 'Review the idea and make it yours.');
        form.setFocus('idea');
      },
      onError: (error) => {
        setStatus('Generation failed.');
        showToast('Error', generationFailureMessage(error, 'Failed to generate continuation.'), {
          destructive: true,
        });
      },
    });
  };

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-4">
      {ai.isAvailable ? (
        <div className="flex flex-col gap-2 rounded-2xl border border-line bg-panel p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-neutral-300">Stuck? Let the AI suggest where the story goes next.</p>
            <Button variant="outline" size="sm" onClick={runAssist} disabled={assist.isPending}>
              <Sparkles aria-hidden="true" className={`h-4 w-4 ${assist.isPending ? 'animate-pulse' : ''}`} />
              {assist.isPending ? 'Writing…' : 'AI Assist'}
            </Button>
          </div>
          <AiProviderNotice />
          <p role="status" aria-live="polite" className="sr-only">
            {status}
          </p>
        </div>
      ) : null}
      <Field label="Title" htmlFor="idea-title" error={errors.title?.message}>
        <Input
          id="idea-title"
          autoComplete="off"
          maxLength={PROPOSAL_TITLE_MAX}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={errors.title ? 'idea-title-error' : undefined}
          {...form.register('title')}
        />
      </Field>
      <Field
        label="Idea"
        htmlFor="idea-content"
        error={errors.idea?.message}
        aside={
          <span id="idea-counter" className="text-xs tabular-nums text-neutral-400">
            {idea.length} / {PROPOSAL_IDEA_MAX}
          </span>
        }
      >
        <Textarea
          id="idea-content"
          rows={7}
          maxLength={PROPOSAL_IDEA_MAX}
          placeholder="What should happen in the next chapter?"
          aria-invalid={Boolean(errors.idea)}
          aria-describedby={errors.idea ? 'idea-content-error idea-counter' : 'idea-counter'}
          {...form.register('idea')}
        />
      </Field>
      <div className="flex flex-col gap-2">
        <div className="flex gap-2">
          <Button variant="secondary" size="lg" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="lg" className="flex-1" disabled aria-describedby="idea-submit-note">
            Submit Idea
          </Button>
        </div>
        <p id="idea-submit-note" className="text-sm text-neutral-400">
          Submitting ideas opens with chapter voting.
        </p>
      </div>
    </form>
  );
}
