import { Sparkles } from 'lucide-react';
import { useAiStatus } from '../lib/ai';

/**
 * One quiet line saying which writer drafts the text wherever AI actions are offered: the built-in
 * offline writer (templates, no model) or the configured model. Nothing while the status is unknown or
 * AI is off (the screens say that themselves).
 */
export function AiProviderNotice({ className = '' }: { className?: string }) {
  const ai = useAiStatus();
  if (!ai.isAvailable || !ai.provider) return null;
  return (
    <p role="note" className={`flex items-start gap-1.5 text-xs text-neutral-400 ${className}`}>
      <Sparkles aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0 text-accent-soft" />
      <span>
        {ai.provider === 'offline'
          ? "Offline writer: Storyloom's built-in writer drafts this text from templates; no AI model is connected."
          : `AI: ${ai.model}`}
      </span>
    </p>
  );
}
