import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage, UNREACHABLE_MESSAGE } from '../../components/ui/states';
import { useOnline } from '../../lib/pwa/use-online';

const button =
  'h-11 rounded-full border border-current/25 px-5 font-medium text-sm transition-colors hover:bg-current/10';
const primaryButton = 'h-11 rounded-full bg-[var(--color-accent)] px-5 font-medium text-sm text-white';

function FullScreenMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
      {children}
    </div>
  );
}

/**
 * Shown while the story, its contents and the saved progress load (or, with `label`, a chapter).
 * Offline, loading waits for the network (web/lib/query-client.ts), and the screen says so and what is
 * readable meanwhile.
 */
export function ReaderLoading({ label = 'Loading story...' }: { label?: string }) {
  const isOnline = useOnline();
  return (
    <FullScreenMessage>
      <LoaderCircle className="size-8 animate-spin opacity-70" aria-hidden />
      <p role="status">{label}</p>
      {isOnline ? null : <p className="max-w-sm text-sm opacity-80">{UNREACHABLE_MESSAGE}</p>}
    </FullScreenMessage>
  );
}

/** Whether a failed load means the story is not there (404): asking again cannot help. */
function isNotFound(error: Error): boolean {
  return 'status' in error && error.status === 404;
}

/** A missing story (404, or an id that is not a number): no retry, a way home. */
export function ReaderNotFound({
  onHome,
  homeLabel = 'Go Home',
}: {
  onHome: () => void;
  homeLabel?: string;
}) {
  return (
    <FullScreenMessage>
      <h2 className="font-semibold text-xl">Story not found</h2>
      <p className="max-w-sm opacity-80">This story does not exist or was deleted.</p>
      <button type="button" className={primaryButton} onClick={onHome}>
        {homeLabel}
      </button>
    </FullScreenMessage>
  );
}

/**
 * Shown when a load fails: the server's message, Try again and a way out; a 404 shows
 * `ReaderNotFound` instead (a missing story is not retryable), leaving by `onHome` or else `onBack`.
 */
export function ReaderError(props: {
  error: Error;
  onRetry: () => void;
  onBack: () => void;
  onHome?: () => void;
}) {
  if (isNotFound(props.error)) {
    return props.onHome ? (
      <ReaderNotFound onHome={props.onHome} />
    ) : (
      <ReaderNotFound onHome={props.onBack} homeLabel="Back to Stories" />
    );
  }
  const message = errorMessage(props.error);
  return (
    <FullScreenMessage>
      <h2 className="font-semibold text-xl">Couldn't open this story</h2>
      <p role="alert" className="max-w-sm opacity-80">
        {message}
      </p>
      <div className="flex gap-3">
        <button type="button" className={primaryButton} onClick={props.onRetry}>
          Try again
        </button>
        <button type="button" className={button} onClick={props.onBack}>
          Back to Stories
        </button>
      </div>
    </FullScreenMessage>
  );
}

/** The empty story screen (docs/reference/routes.md#reader, docs/reference/texts.md#locks). */
export function ReaderNoChapters({ onBack }: { onBack: () => void }) {
  return (
    <FullScreenMessage>
      <h2 className="font-semibold text-xl">No Chapters Yet</h2>
      <p className="max-w-sm opacity-80">
        This story hasn't been written yet. Check back later for the first chapter!
      </p>
      <button type="button" className={primaryButton} onClick={onBack}>
        Back to Stories
      </button>
    </FullScreenMessage>
  );
}
