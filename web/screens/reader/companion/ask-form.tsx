import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { QUESTION_MAX, ZAskRequest } from '../../../../contract/companion';

const ZQuestionForm = ZAskRequest.pick({ question: true });

/**
 * The question box of "Ask about this story": a labelled input (3 to 300 characters, the server's own
 * rule from contract/companion.ts), Enter or Ask sends, and Ask is disabled while a question is on its
 * way. The input empties once the question is answered (`onAsk` calls `onAnswered` then).
 */
export function AskForm({
  isPending,
  onAsk,
}: {
  isPending: boolean;
  onAsk: (question: string, onAnswered: () => void) => void;
}) {
  const id = useId();
  const form = useForm<z.input<typeof ZQuestionForm>, unknown, z.output<typeof ZQuestionForm>>({
    resolver: zodResolver(ZQuestionForm),
    defaultValues: { question: '' },
  });
  const error = form.formState.errors.question?.message;
  const onSubmit = form.handleSubmit(({ question }) => {
    if (isPending) return;
    onAsk(question, () => form.reset({ question: '' }));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-question`} className="text-sm font-medium text-neutral-200">
        Your question
      </label>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-question`}
          autoComplete="off"
          enterKeyHint="send"
          maxLength={QUESTION_MAX}
          placeholder="Who is…? Where is…?"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-ink px-3 text-base text-neutral-100 placeholder:text-neutral-400 focus:border-accent-soft focus:outline-none aria-[invalid=true]:border-red-500"
          {...form.register('question')}
        />
        <button
          type="submit"
          disabled={isPending}
          className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-xl bg-accent px-4 font-medium text-sm text-white hover:bg-violet-500 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Send aria-hidden="true" className={`size-4 ${isPending ? 'animate-pulse' : ''}`} />
          Ask
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-neutral-400">
        Answers only use the chapters you've reached, so nothing ahead is spoiled.
      </p>
    </form>
  );
}
