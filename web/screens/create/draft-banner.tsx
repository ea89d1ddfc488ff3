import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { formatDateTime } from '../../lib/dates';

/**
 * Says that the wizard (or the story edit screen) reopened a saved draft (ADR 0021) and offers to discard
 * it, after a confirmation.
 * @param savedAt when the draft was last saved, ms since the epoch
 * @param description the confirmation's text: what discarding deletes (default: the wizard's)
 */
export function DraftBanner({
  savedAt,
  onDiscard,
  description = 'The title, summary and chapters you wrote here will be deleted from this device.',
}: {
  savedAt: number;
  onDiscard: () => void;
  description?: string;
}) {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-panel px-4 py-3 text-sm text-neutral-200"
    >
      <History aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-soft" />
      <p className="min-w-0 flex-1">Draft restored from {formatDateTime(savedAt)}.</p>
      <Button size="sm" variant="outline" onClick={() => setIsConfirmOpen(true)}>
        Discard draft
      </Button>
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title="Discard this draft?"
        description={description}
        confirmLabel="Discard"
        onConfirm={() => {
          setIsConfirmOpen(false);
          onDiscard();
        }}
      />
    </div>
  );
}
