import { type CSSProperties, useMemo } from 'react';
import { withEmphasis } from '../lib/emphasis';
import { splitParagraphs } from '../lib/pagination';

/**
 * The preview of a locked chapter (docs/reference/access.md#policy: the server sends only the first
 * `previewLength` characters), as paragraphs that fade out, marked as a preview for screen readers. Renders
 * nothing when the server sent no preview (18+ locks). Paragraphs set their own direction and break long
 * words (docs/reference/reading.md#readers).
 */
export function ChapterPreview({
  text,
  className = '',
  style,
}: {
  text: string;
  className?: string;
  style?: CSSProperties;
}) {
  const paragraphs = useMemo(() => splitParagraphs(text), [text]);
  if (paragraphs.length === 0) return null;
  return (
    <section
      aria-label="Preview"
      className={`relative flex min-w-0 flex-col gap-[0.8em] wrap-anywhere ${className}`}
      style={{ ...style, maskImage: 'linear-gradient(to bottom, black 55%, transparent)' }}
    >
      {paragraphs.map((paragraph, index) => (
        // Paragraphs of one preview never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} dir="auto">
          {withEmphasis(paragraph)}
          {index === paragraphs.length - 1 ? '…' : null}
        </p>
      ))}
    </section>
  );
}
