import { Sparkles } from 'lucide-react';
import type { CompanionSource } from '../../../../contract/companion';
import { companionWriterLabel } from './companion-text';

/** One quiet line naming the writer of a recap or an answer, as the AI studio's notice does. */
export function CompanionWriter({
  kind,
  result,
}: {
  kind: 'recap' | 'answer';
  result: { source: CompanionSource; model: string };
}) {
  return (
    <p className="flex items-start gap-1.5 text-xs text-neutral-400">
      <Sparkles aria-hidden="true" className="mt-px size-3.5 shrink-0 text-accent-soft" />
      <span>{companionWriterLabel(kind, result)}</span>
    </p>
  );
}
