import type { ReactNode } from 'react';

// `_words_` between non-letters: the plain-text italics of Project Gutenberg books and many manuscripts.
const EMPHASIS = /(?<![\p{L}\p{N}_])_([^_\n]*[^_\s])_(?![\p{L}\p{N}_])/gu;

// `**words**` between non-letters: bold, as Markdown writes it and Word imports keep it (ADR 0033).
const STRONG = /(?<![\p{L}\p{N}*])\*\*([^*\s](?:[^*\n]*[^*\s])?)\*\*(?![\p{L}\p{N}*])/gu;

/** `_italics_` only: the text of one bold run, or text outside any. */
function withItalics(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    const start = match.index ?? 0;
    if (start > last) nodes.push(text.slice(last, start));
    nodes.push(<em key={`${keyPrefix}${start}`}>{match[1]}</em>);
    last = start + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/**
 * Renders plain-text emphasis (`_like this_`) as <em> and bold (`**like this**`, italics inside it
 * too) as <strong>, as text nodes only (story text is never HTML; docs/reference/platform.md#import).
 * Anything else, including a marker split across two reader pages, is left as written.
 */
export function withEmphasis(text: string): ReactNode[] {
  if (!text.includes('**')) return withItalics(text, '');
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(STRONG)) {
    const start = match.index ?? 0;
    if (start > last) nodes.push(...withItalics(text.slice(last, start), `${last}-`));
    nodes.push(<strong key={`b${start}`}>{withItalics(match[1] ?? '', `b${start}-`)}</strong>);
    last = start + match[0].length;
  }
  if (last < text.length) nodes.push(...withItalics(text.slice(last), `${last}-`));
  return nodes;
}

/**
 * The text without its emphasis markers (`_x_` and `**x**` become x), by the same rules as
 * `withEmphasis`: for places that can only hold plain text, such as a <select>'s options.
 */
export function withoutEmphasisMarkers(text: string): string {
  return text.replace(STRONG, '$1').replace(EMPHASIS, '$1');
}
