import type { ReactNode } from 'react';

// `_words_` between non-letters: the plain-text italics of Project Gutenberg books and many manuscripts.
const EMPHASIS = /(?<![\p{L}\p{N}_])_([^_\n]*[^_\s])_(?![\p{L}\p{N}_])/gu;

/**
 * Renders plain-text emphasis (`_like this_`) as <em>, as text nodes only (story text is never HTML).
 * Anything else, including a marker split across two reader pages, is left as written.
 */
export function withEmphasis(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    const start = match.index ?? 0;
    if (start > last) nodes.push(text.slice(last, start));
    nodes.push(<em key={start}>{match[1]}</em>);
    last = start + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
