import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useSignInPrompt } from '../../../lib/sign-in-prompt';
import { companionFailure } from './companion-text';

/**
 * A failed recap or question, said so the reader can act: a limit's own message (it says when to try
 * again) with Retry, a lost session with Sign in, else `fallback` with Retry.
 */
export function CompanionError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry?: () => void;
}) {
  const promptSignIn = useSignInPrompt();
  const failure = companionFailure(error, fallback);
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-red-900/60 bg-red-950/20 p-3">
      <p className="flex items-start gap-2 text-sm text-neutral-200">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-400" />
        <span>{failure.message}</span>
      </p>
      {failure.needsSignIn ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => promptSignIn('Sign in to use the story companion.')}
        >
          Sign in
        </Button>
      ) : failure.canRetry && onRetry ? (
        <Button variant="secondary" size="sm" className="self-start" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}
