/**
 * A tip's message on the dashboard (docs/reference/money.md#tips), quoted as the reader typed it: React
 * renders it as text (never HTML), line breaks kept, long words wrapped.
 */
export function TipMessage({ message }: { message: string }) {
  return (
    <blockquote className="mt-1 whitespace-pre-line break-words border-l-2 border-accent/60 pl-2 text-sm text-neutral-200">
      <span className="sr-only">Message: </span>“{message}”
    </blockquote>
  );
}
