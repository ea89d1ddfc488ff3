import { Repeat } from 'lucide-react';
import type { WritingMode } from './create-form';

export const modeLabels: Record<WritingMode, string> = {
  full: 'Full AI',
  guided: 'AI Guided',
  manual: 'Manual',
};

const descriptions: Record<WritingMode, string> = {
  full: 'Pick a genre and tags; the AI writes the title, summary and first chapter for you to review.',
  guided: 'Write with AI help: generate the title, summary or first chapter one at a time.',
  manual: 'Write everything yourself, chapter by chapter.',
};

const next: Record<WritingMode, WritingMode> = { full: 'guided', guided: 'manual', manual: 'full' };

/**
 * The writing-mode button (docs/reference/routes.md#create): each press cycles Full AI -> AI Guided ->
 * Manual. With `isAiOff` (the server offers no AI) the two AI modes say so under their description and point
 * to Manual. `isDisabled` holds the mode while a generation runs.
 */
export function ModeSwitcher({
  mode,
  onChange,
  isAiOff = false,
  isDisabled = false,
}: {
  mode: WritingMode;
  onChange: (mode: WritingMode) => void;
  isAiOff?: boolean;
  isDisabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-line bg-panel p-4">
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-neutral-400" id="mode-label">
          Writing mode
        </span>
        <button
          type="button"
          aria-describedby="mode-description"
          onClick={() => onChange(next[mode])}
          disabled={isDisabled}
          className="inline-flex h-10 disabled:cursor-not-allowed disabled:opacity-50 items-center gap-2 rounded-xl border border-accent-soft/60 px-3 text-sm font-medium text-accent-soft hover:bg-accent/10"
        >
          <Repeat aria-hidden="true" className="h-4 w-4" />
          Mode: {modeLabels[mode]}
        </button>
      </div>
      <p id="mode-description" aria-live="polite" className="text-sm text-neutral-300">
        {descriptions[mode]}
      </p>
      {isAiOff && mode !== 'manual' ? (
        <p
          role="status"
          className="rounded-xl border border-amber-300/30 bg-amber-300/10 px-3 py-2 text-sm text-amber-100"
        >
          AI writing isn't switched on for this Storyloom yet. Switch to Manual to write your story yourself.
        </p>
      ) : null}
    </div>
  );
}
