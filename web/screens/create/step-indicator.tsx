import { Check } from 'lucide-react';
import type { CreateStep } from './create-form';

/** The middle step is named for what it holds: the AI draft's review, or the chapters being written. */
function labelsFor(step: CreateStep): readonly string[] {
  return ['Create', step === 'writing' ? 'Write' : 'Review', 'Publish'];
}

/** Which of the three header steps a screen step belongs to. */
function stepIndex(step: CreateStep): number {
  if (step === 'create') return 0;
  if (step === 'publishing') return 2;
  return 1;
}

/**
 * The three-step indicator of the creation header (docs/reference/routes.md#create): Create, Review, Publish;
 * on the writing step (the multi-chapter editor) the middle step reads "Write", since nothing is reviewed
 * there.
 */
export function StepIndicator({ step }: { step: CreateStep }) {
  const current = stepIndex(step);
  const steps = labelsFor(step);
  return (
    <ol aria-label="Progress" className="mx-auto flex max-w-3xl items-center gap-2 px-4 pb-3">
      {steps.map((label, index) => {
        const isDone = index < current;
        const isCurrent = index === current;
        return (
          <li
            key={label}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex flex-1 items-center gap-2"
          >
            <span
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                isCurrent
                  ? 'bg-accent text-white'
                  : isDone
                    ? 'bg-accent/30 text-accent-soft'
                    : 'bg-white/10 text-neutral-400'
              }`}
            >
              {isDone ? <Check aria-hidden="true" className="h-4 w-4" /> : index + 1}
            </span>
            <span className={`text-sm ${isCurrent ? 'font-semibold text-white' : 'text-neutral-400'}`}>
              {label}
            </span>
            {index < steps.length - 1 ? <span aria-hidden="true" className="h-px flex-1 bg-line" /> : null}
          </li>
        );
      })}
    </ol>
  );
}
