import { Sparkles } from 'lucide-react';
import { type AiAssistance, aiAssistanceLabel } from '../../contract/ai-assistance-labels';

const tones = {
  /** On the app's dark panels. */
  app: 'border-accent-soft/40 bg-accent/10 text-accent-soft',
  /** In the readers, whose colours follow the reading theme. */
  theme: 'border-current/30 opacity-90',
};

/**
 * The reader-facing "AI-generated" / "AI-assisted" label of a chapter (contract/ai-assistance.ts); nothing
 * for chapters written by hand.
 */
export function AiAssistanceBadge({
  assistance,
  tone = 'app',
  className = '',
}: {
  assistance: AiAssistance | undefined;
  tone?: keyof typeof tones;
  className?: string;
}) {
  const label = assistance ? aiAssistanceLabel(assistance) : null;
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
