import { renderXhtml } from './xhtml-text.js';

/**
 * Private-use characters that stand for `<em>`, `</em>`, `<strong>`, `</strong>` while the HTML goes
 * through `renderXhtml`, which keeps text and drops tags; they become inline markup afterwards.
 */
const EM_OPEN = '\uE000';
const EM_CLOSE = '\uE001';
const STRONG_OPEN = '\uE002';
const STRONG_CLOSE = '\uE003';
const SENTINELS = /[\uE000-\uE003]/g;

/** Id prefix of the heading and title elements we mark before rendering (mammoth ids never start so). */
const MARK = 'storyloom-docx-';

/** A heading-styled paragraph of the document. */
export interface DocxHeading {
  /** Index into `DocxText.paragraphs`. */
  index: number;
  /** 1 for Heading 1, 2 for Heading 2. */
  level: 1 | 2;
}

/** A footnote or endnote, with the body paragraph that refers to it. */
export interface DocxNote {
  /** Index into `DocxText.paragraphs` of the paragraph holding the reference mark ("[1]"). */
  ref: number;
  /** "[1] The note's text.", numbered as mammoth numbers the reference marks. */
  text: string;
}

/** A converted document as paragraphs, with where its headings, title and notes are. */
export interface DocxText {
  /**
   * Body paragraphs in reading order (notes not included); italics as `_text_` and bold as `**text**`
   * (see `toInlineMarkup`); heading and title paragraphs carry no markup.
   */
  paragraphs: string[];
  /** The same paragraphs without any markup: what chapter detection reads. */
  plain: string[];
  headings: DocxHeading[];
  /** Indexes of Title-styled paragraphs (the book's title, not a chapter). */
  titles: number[];
  notes: DocxNote[];
}

const isWordChar = (char: string | undefined): boolean => char !== undefined && /[\p{L}\p{N}_]/u.test(char);

interface Run {
  text: string;
  em: boolean;
  strong: boolean;
}

/** Splits a paragraph at the sentinels into runs; a span a line break cut in two is closed/opened here. */
function runsOf(paragraph: string): Run[] {
  const firstEm = /[\uE000\uE001]/.exec(paragraph)?.[0];
  const firstStrong = /[\uE002\uE003]/.exec(paragraph)?.[0];
  let em = firstEm === EM_CLOSE;
  let strong = firstStrong === STRONG_CLOSE;
  const runs: Run[] = [];
  let text = '';
  const push = () => {
    const last = runs[runs.length - 1];
    if (last && last.em === em && last.strong === strong) last.text += text;
    else if (text !== '') runs.push({ text, em, strong });
    text = '';
  };
  for (const char of paragraph) {
    if (char === EM_OPEN || char === EM_CLOSE || char === STRONG_OPEN || char === STRONG_CLOSE) {
      push();
      if (char === EM_OPEN) em = true;
      else if (char === EM_CLOSE) em = false;
      else if (char === STRONG_OPEN) strong = true;
      else strong = false;
    } else text += char;
  }
  push();
  return runs;
}

/**
 * A paragraph with its italic and bold runs written as the plain-text inline markup the reader renders
 * (`_italic_`, `**bold**`, `**_both_**`; web/lib/emphasis.tsx, docs/reference/platform.md#import).
 * Spaces at a run's edges move outside the markers, and a run inside a word ("un*believ*able") is kept
 * as plain text: the markers would not be read as emphasis there and would show.
 */
export function toInlineMarkup(paragraph: string): string {
  if (!/[\uE000-\uE003]/.test(paragraph)) return paragraph;
  const runs = runsOf(paragraph);
  let out = '';
  runs.forEach((run, i) => {
    if (!run.em && !run.strong) {
      out += run.text;
      return;
    }
    const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/u.exec(run.text) ?? [];
    const before = lead === '' ? [...out].at(-1) : ' ';
    const after = trail === '' ? [...(runs[i + 1]?.text ?? '')][0] : ' ';
    if (core === '' || isWordChar(before) || isWordChar(after)) {
      out += run.text;
      return;
    }
    const italic = run.em ? `_${core}_` : core;
    out += `${lead}${run.strong ? `**${italic}**` : italic}${trail}`;
  });
  return out;
}

/** Trims ASCII whitespace as `renderXhtml` does (NBSP and the ideographic space are text). */
const trim = (text: string): string => text.replace(/^[ \t\n\r\f]+|[ \t\n\r\f]+$/g, '');
const plain = (paragraph: string): string => trim(paragraph.replace(SENTINELS, ''));

/**
 * mammoth lists the notes after the body as `<ol><li id="footnote-1">…</li>…</ol>`; as `<div>`s they
 * render without list numbers (we number them as the reference marks are numbered).
 */
function withNotesAsBlocks(html: string): string {
  const start = Math.max(html.lastIndexOf('<ol><li id="footnote-'), html.lastIndexOf('<ol><li id="endnote-'));
  if (start === -1) return html;
  const notes = html
    .slice(start)
    .replace(/<\/?ol>/g, '')
    .replace(/<li\b/g, '<div')
    .replace(/<\/li>/g, '</div>');
  return html.slice(0, start) + notes;
}

/** Marks the elements we need to find after rendering: emphasis as sentinels, headings and titles by id. */
function markHtml(html: string): string {
  let n = 0;
  return withNotesAsBlocks(html.replace(SENTINELS, ''))
    .replace(/<(\/?)(em|strong)>/g, (_, close: string, tag: string) =>
      tag === 'em' ? (close ? EM_CLOSE : EM_OPEN) : close ? STRONG_CLOSE : STRONG_OPEN,
    )
    .replace(/<(h1|h2|title)>/g, (_, tag: string) => `<h6 id="${MARK}${tag}-${n++}">`)
    .replace(/<\/(h1|h2|title)>/g, '</h6>');
}

/** mammoth's note ids: `footnote-1` / `endnote-1` on the note, `footnote-ref-1` on its reference mark. */
const NOTE_ID = /^(footnote|endnote)-(\d+)$/;

/**
 * Renders mammoth's HTML of a .docx with the EPUB side's XHTML renderer (`renderXhtml`), keeping what
 * it drops and the importer needs: italic and bold runs as inline markup (`toInlineMarkup`), which
 * paragraphs were Heading 1 / Heading 2 / Title, and the footnotes and endnotes mammoth lists after the
 * body (taken out of the paragraphs, each with the paragraph that refers to it).
 * @param html mammoth's output with the style map of docx-parser.ts (`h1`, `h2`, `title`, `em`, `strong`)
 */
export function renderDocxHtml(html: string): DocxText {
  const rendered = renderXhtml(markHtml(html));
  // The marked element each paragraph came from. An empty element's anchor points at the next
  // paragraph, so of two anchors at one index the later (opened last) owns it.
  const tagAt = new Map<number, string>();
  const noteStarts: { id: string; index: number }[] = [];
  for (const [id, index] of rendered.anchors) {
    if (id.startsWith(MARK) && rendered.headings.has(index))
      tagAt.set(index, id.slice(MARK.length).split('-')[0] ?? '');
    else if (NOTE_ID.test(id)) noteStarts.push({ id, index });
  }
  const headings: DocxHeading[] = [];
  const titles: number[] = [];
  for (const [index, tag] of [...tagAt].sort((a, b) => a[0] - b[0])) {
    if (tag === 'title') titles.push(index);
    else headings.push({ index, level: tag === 'h1' ? 1 : 2 });
  }
  noteStarts.sort((a, b) => a.index - b.index);
  const bodyEnd = noteStarts[0]?.index ?? rendered.paragraphs.length;
  const isMarked = new Set([...headings.map((h) => h.index), ...titles]);
  const body = rendered.paragraphs.slice(0, bodyEnd);
  const paragraphs = body.map((p, i) => (isMarked.has(i) ? plain(p) : trim(toInlineMarkup(p))));
  const notes: DocxNote[] = [];
  noteStarts.forEach((start, i) => {
    const [, kind, number] = NOTE_ID.exec(start.id) ?? [];
    const ref = rendered.anchors.get(`${kind}-ref-${number}`);
    const end = noteStarts[i + 1]?.index ?? rendered.paragraphs.length;
    const text = rendered.paragraphs
      .slice(start.index, end)
      .map(toInlineMarkup)
      .join(' ')
      .replace(/\s*↑$/u, '') // mammoth's link back to the reference mark
      .trim();
    if (ref !== undefined && ref < bodyEnd && text !== '') notes.push({ ref, text: `[${i + 1}] ${text}` });
  });
  return { paragraphs, plain: body.map(plain), headings, titles, notes };
}
