import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PROPOSAL_IDEA_MAX, PROPOSAL_TITLE_MAX, ZCreateProposalRequest } from '../../../contract/proposals';
import { AiProviderNotice } from '../../components/ai-provider-notice';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/field';
import { generateContinuationIdea, generationFailureMessage, useAiStatus } from '../../lib/ai';
import { ApiError } from '../../lib/api';
import { useCreateProposal } from '../../lib/proposals';
import { showToast } from '../../lib/toast';

/**
 * The form's part of POST /api/branch-proposals (docs/reference/limits.md#proposals: title 1-100, idea
 * 30-500).
 */
const ZIdeaDraft = ZCreateProposalRequest.pick({ title: true, content: true });
type IdeaDraft = z.input<typeof ZIdeaDraft>;

/**
 * The toast text of a refused proposal: the server's reason for 400/409/429, else
 * the texts of docs/reference/texts.md#proposals.
 */
function proposalFailureMessage(error: unknown): string {
  const hasReason = error instanceof ApiError && [400, 403, 409, 429].includes(error.status);
  return hasReason ? error.serverMessage : 'Failed to submit proposal.';
}

/**
 * The idea form of /propose: Title (at most 100 characters) and Idea with the "N / 500" counter
 * (docs/reference/routes.md#proposals, docs/reference/limits.md#proposals), "AI Assist" (POST
 * /api/ai/generate-continuation {storyId, chapterId}) filling both, Cancel, and Submit Idea (POST
 * /api/branch-proposals; "Success", then `onSubmitted` with the chapter the idea was filed under).
 */
export function ProposeForm({
  storyId,
  chapterId,
  onCancel,
  onSubmitted,
  closedReason,
}: {
  storyId: number;
  chapterId: number;
  onCancel: () => void;
  onSubmitted: (chapterId: number) => void;
  /** Why this chapter takes no ideas now (voting off, closed, not the latest chapter), if so. */
  closedReason?: string | null;
}) {
  const ai = useAiStatus();
  const [status, setStatus] = useState('');
  const form = useForm<IdeaDraft, unknown, z.output<typeof ZIdeaDraft>>({
    resolver: zodResolver(ZIdeaDraft),
    defaultValues: { title: '', content: '' },
    mode: 'onTouched',
  });
  const idea = form.watch('content');
  const { errors } = form.formState;
  const assist = useMutation({ mutationFn: () => generateContinuationIdea({ storyId, chapterId }) });
  const create = useCreateProposal();

  const onSubmit = form.handleSubmit((draft) => {
    if (create.isPending) return;
    create.mutate(
      { storyId, chapterId, ...draft },
      {
        onSuccess: (proposal) => {
          showToast('Success', 'Your idea has been submitted for voting.');
          onSubmitted(proposal?.chapterId ?? chapterId);
        },
        onError: (error) => showToast('Error', proposalFailureMessage(error), { destructive: true }),
      },
    );
  });

  const runAssist = () => {
    setStatus('Writing an idea…');
    assist.mutate(undefined, {
      onSuccess: (result) => {
        form.setValue('title', result.title.slice(0, PROPOSAL_TITLE_MAX), { shouldValidate: true });
        form.setValue('content', result.content.slice(0, PROPOSAL_IDEA_MAX), { shouldValidate: true });
        setStatus('Idea ready. Review it and make it yours.');
        showToast('Generated!', 'Review the idea and make it yours.');
        form.setFocus('content');
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
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
        error={errors.content?.message}
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
          aria-invalid={Boolean(errors.content)}
          aria-describedby={errors.content ? 'idea-content-error idea-counter' : 'idea-counter'}
          {...form.register('content')}
        />
      </Field>
      <div className="flex flex-col gap-2">
        <div className="flex gap-2">
          <Button variant="secondary" size="lg" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            size="lg"
            className="flex-1"
            disabled={create.isPending || Boolean(closedReason)}
            aria-describedby={closedReason ? 'idea-submit-note' : undefined}
          >
            {create.isPending ? 'Submitting...' : 'Submit Idea'}
          </Button>
        </div>
        {closedReason ? (
          <p id="idea-submit-note" className="text-sm text-neutral-400">
            {closedReason}
          </p>
        ) : null}
      </div>
    </form>
  );
}
