import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { CompanionError } from './companion-error';
import { coveredChapters } from './companion-text';
import { CompanionWriter } from './companion-writer';
import type { Companion } from './use-companion';

/**
 * "Previously on {story}" (docs/reference/reading.md#recap): the recap of the chapters before the one shown,
 * which chapters it covers and which writer produced it; "Writing your recap..." meanwhile, an actionable
 * error on failure. A modal sheet (focus trapped, Escape closes, focus back to the companion menu).
 */
export function RecapDialog({ companion, storyTitle }: { companion: Companion; storyTitle: string }) {
  const { recap } = companion;
  const close = companion.closeDialog;
  let body: ReactNode;
  if (recap.isPending) {
    body = <Spinner label="Writing your recap..." />;
  } else if (recap.isError) {
    body = (
      <CompanionError
        error={recap.error}
        fallback="The recap could not be written just now."
        onRetry={companion.retryRecap}
      />
    );
  } else if (recap.data && recap.data.paragraphs.length === 0) {
    body = (
      <p className="text-sm text-neutral-300">
        Nothing to recap yet. Once you have finished a chapter, its recap will be here.
      </p>
    );
  } else if (recap.data) {
    const covered = coveredChapters(recap.data.chapters);
    body = (
      <div className="flex flex-col gap-4">
        <section
          aria-label="Recap"
          className="flex flex-col gap-3 text-[0.95rem] leading-relaxed text-neutral-100"
        >
          {recap.data.paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a recap's paragraphs never reorder
            <p key={index} className="wrap-anywhere">
              {paragraph}
            </p>
          ))}
        </section>
        <div className="flex flex-col gap-1 border-t border-line pt-3">
          {covered ? <p className="text-xs text-neutral-300">Covers {covered}</p> : null}
          <CompanionWriter kind="recap" result={recap.data} />
        </div>
      </div>
    );
  }

  return (
    <Dialog
      open={companion.dialog === 'recap'}
      onOpenChange={(open) => (open ? undefined : close())}
      title={`Previously on ${storyTitle}`}
      variant="sheet"
      returnFocusRef={companion.menuButtonRef}
    >
      <div data-no-page-keys="" className="flex flex-col gap-4">
        {body}
        <p role="status" className="sr-only">
          {recap.isSuccess ? 'Recap ready.' : ''}
        </p>
        <Button className="w-full" onClick={close}>
          Continue reading
        </Button>
      </div>
    </Dialog>
  );
}
