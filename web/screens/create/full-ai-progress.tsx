import { ProgressBar } from '../../components/ui/progress-bar';
import { countWords } from '../../lib/words';
import { FULL_AI_STEPS, type FullAiStep } from './use-story-ai';

/**
 * The Full AI progress (docs/reference/routes.md#create: 25, 50, 75 and 100 %): the step's label, the bar,
 * and while the first chapter streams, its words so far (not announced; the live region names only the
 * steps).
 */
export function FullAiProgress({ step, chapterText }: { step: FullAiStep; chapterText: string | undefined }) {
  const { progress, label } = FULL_AI_STEPS[step];
  const words = step === 'chapter' && chapterText ? countWords(chapterText) : 0;
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-line bg-panel p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-neutral-100">{label}</span>
        <span className="tabular-nums text-neutral-300">{progress}%</span>
      </div>
      <ProgressBar
        label="Story generation"
        percent={progress}
        valueText={`${progress}%: ${label}`}
        fillClassName="transition-all duration-500"
      />
      <ol className="grid grid-cols-3 gap-2 text-xs text-neutral-400">
        {(['title', 'summary', 'chapter'] as const).map((part) => (
          <li
            key={part}
            className={FULL_AI_STEPS[part].progress <= progress ? 'text-neutral-100' : undefined}
            aria-current={part === step ? 'step' : undefined}
          >
            {part === 'chapter' ? 'First chapter' : part === 'title' ? 'Title' : 'Summary'}
          </li>
        ))}
      </ol>
      {words > 0 ? (
        <p className="text-xs text-neutral-400 tabular-nums">{words.toLocaleString()} words written</p>
      ) : null}
    </div>
  );
}
