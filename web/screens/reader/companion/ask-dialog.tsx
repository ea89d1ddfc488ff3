import { CornerDownRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Answer } from '../../../../contract/companion';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { AskForm } from './ask-form';
import { CompanionError } from './companion-error';
import { citedChapterHeading } from './companion-text';
import { CompanionWriter } from './companion-writer';
import type { Companion } from './use-companion';

/**
 * "Ask about this story" (docs/reference/reading.md#ask): the question box, then the answer (when a model
 * wrote one) and the quoted passages, each citing its chapter with a button that takes the reader there
 * (`onOpenChapter` with the chapter's id). Answers come only from chapters the reader has reached.
 */
export function AskDialog({
  companion,
  onOpenChapter,
}: {
  companion: Companion;
  onOpenChapter: (chapterId: number) => void;
}) {
  const { ask } = companion;
  let result: ReactNode = null;
  if (ask.isPending) {
    result = <Spinner label="Looking through the chapters you've read..." />;
  } else if (ask.isError) {
    const question = ask.variables?.question;
    result = (
      <CompanionError
        error={ask.error}
        fallback="The question could not be answered just now."
        onRetry={question ? () => companion.sendQuestion(question) : undefined}
      />
    );
  } else if (ask.data) {
    result = (
      <AnswerView
        question={ask.variables?.question ?? ''}
        answer={ask.data}
        onOpenChapter={(chapterId) => {
          companion.closeDialog();
          onOpenChapter(chapterId);
        }}
      />
    );
  }

  return (
    <Dialog
      open={companion.dialog === 'ask'}
      onOpenChange={(open) => (open ? undefined : companion.closeDialog())}
      title="Ask about this story"
      variant="sheet"
      returnFocusRef={companion.menuButtonRef}
    >
      <div data-no-page-keys="" className="flex flex-col gap-4">
        <AskForm isPending={ask.isPending} onAsk={companion.sendQuestion} />
        {result}
      </div>
    </Dialog>
  );
}

function AnswerView({
  question,
  answer,
  onOpenChapter,
}: {
  question: string;
  answer: Answer;
  onOpenChapter: (chapterId: number) => void;
}) {
  return (
    <section aria-label="Answer" className="flex flex-col gap-3 border-t border-line pt-3">
      <p className="text-sm text-neutral-400 wrap-anywhere">
        You asked: <span className="text-neutral-200">{question}</span>
      </p>
      {answer.answer !== null ? (
        <p className="text-[0.95rem] leading-relaxed text-neutral-100 wrap-anywhere">{answer.answer}</p>
      ) : null}
      {answer.passages.length === 0 ? (
        <p className="text-sm text-neutral-200">I couldn't find that in the chapters you've read so far.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Passages from the story">
          {answer.passages.map((passage, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: passages come best first and never reorder
            <li key={index} className="flex flex-col gap-1.5 rounded-xl border border-line bg-ink/60 p-3">
              <blockquote className="border-l-2 border-accent-soft/60 pl-3 text-sm leading-relaxed text-neutral-200 wrap-anywhere">
                {passage.text}
              </blockquote>
              <button
                type="button"
                className="flex min-h-11 items-center gap-1.5 self-start rounded-lg px-2 text-left text-sm font-medium text-accent-soft hover:bg-white/5"
                onClick={() => onOpenChapter(passage.chapter.id)}
              >
                <CornerDownRight aria-hidden="true" className="size-4 shrink-0" />
                <span className="wrap-anywhere">{citedChapterHeading(passage.chapter)}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <CompanionWriter kind="answer" result={answer} />
    </section>
  );
}
