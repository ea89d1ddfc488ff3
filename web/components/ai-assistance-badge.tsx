import { Sparkles } from 'lucide-react';
import { type AiAssistance, aiLabel } from '../../contract/ai-assistance-labels';

const tones = {
  /** On the app's dark panels. */
  app: 'border-accent-soft/40 bg-accent/10 text-accent-soft',
  /** In the readers, whose colours follow the reading theme. */
  theme: 'border-current/30 opacity-90',
};

/**
 * The reader-facing AI label of a chapter, "About 35% AI-drafted" from its `share`
 * (contract/ai-assistance-labels.ts `aiLabel`, docs/reference/ai.md#ai-share; "AI-assisted" for legacy
 * chapters without a share); nothing for chapters written by hand.
 */
export function AiAssistanceBadge({
  assistance,
  share,
  tone = 'app',
  className = '',
}: {
  assistance: AiAssistance | undefined;
  /** The chapter's `aiShare` (0..1, null: no AI involved or a legacy chapter). */
  share: number | null | undefined;
  tone?: keyof typeof tones;
  className?: string;
}) {
  const label = assistance ? aiLabel({ aiAssistance: assistance, aiShare: share }) : null;
  if (!label) return null;
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 font-sans text-[11px] leading-4 font-medium ${tones[tone]} ${className}`}
    >
      <Sparkles aria-hidden="true" className="h-3 w-3" />
      {label}
    </span>
  );
}
