import { Inbox, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api';
import { isNetworkError } from '../../lib/retry-policy';
import { Button } from './button';

/** An empty list or screen: icon, heading, optional text and actions. */
export function EmptyState({
  title,
  description,
  icon,
  children,
  headingLevel = 2,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 py-10 text-center">
      <div className="text-neutral-500" aria-hidden="true">
        {icon ?? <Inbox className="h-10 w-10" />}
      </div>
      <Heading className="text-lg font-semibold text-neutral-100">{title}</Heading>
      {description ? <p className="max-w-sm text-sm text-neutral-400">{description}</p> : null}
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}

/**
 * What a request that got no answer says (offline, or the server down): what still works offline
 * (ADR 0018: saved stories), instead of the browser's "Failed to fetch".
 */
export const UNREACHABLE_MESSAGE =
  "Storyloom can't be reached right now. Stories saved to your Library stay readable offline.";

/**
 * The message to show for a failed request: the server's own message when there is one,
 * UNREACHABLE_MESSAGE when no answer came.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || error.message;
  if (isNetworkError(error)) return UNREACHABLE_MESSAGE;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** A failed load: the server message and a Retry button. */
export function ErrorState({
  error,
  onRetry,
  title = 'Something went wrong',
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-900/60 bg-red-950/20 px-6 py-8 text-center"
    >
      <TriangleAlert aria-hidden="true" className="h-8 w-8 text-red-400" />
      <h2 className="text-base font-semibold text-neutral-100">{title}</h2>
      <p className="max-w-sm text-sm text-neutral-300">{errorMessage(error)}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

/** A pulsing placeholder block. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-xl bg-white/5 ${className}`} />;
}

/** Placeholder rows for a loading list, announced as "Loading..." to screen readers. */
export function ListSkeleton({ rows = 3, label = 'Loading...' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <Skeleton key={i} className="h-24 w-full" />
      ))}
    </div>
  );
}
