import { Parser } from 'htmlparser2';

/** A document rendered to plain paragraphs, with the paragraph index where each element id starts. */
export interface RenderedDocument {
  paragraphs: string[];
  anchors: Map<string, number>;
  /** `epub:type` values of sections that start at each paragraph index (e.g. "titlepage", "chapter"). */
  sectionTypes: Map<number, string>;
  /** Indexes of paragraphs that come from `<h1>` … `<h6>` elements. */
  headings: Set<number>;
}

const HEADING_TAG = /^h[1-6]$/;

/** Elements that end a paragraph before and after them. */
const BLOCK_TAGS = new Set(
  'address article aside blockquote body br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table td th tr ul'.split(
    ' ',
  ),
);
/** Elements whose text is never shown as prose. */
const SKIPPED_TAGS = new Set('head script style svg math noscript template title'.split(' '));

/**
 * The class of Storyloom's own notes in the EPUBs it exports (the "AI-generated" / "AI-assisted"
 * label under a chapter's heading, server/modules/export/): shown to readers, but not the book's text,
 * so an exported story re-imports to the same chapters (docs/reference/platform.md#formats).
 */
export const STORYLOOM_NOTE_CLASS = 'storyloom-note';

const isStoryloomNote = (attributes: Record<string, string>) =>
  (attributes.class ?? '').split(/\s+/).includes(STORYLOOM_NOTE_CLASS);

/** An open `<ol>` or `<ul>`: the next item's number for an ordered list, its numbering type and direction. */
interface OpenList {
  ordered: boolean;
  next: number;
  type: string;
  step: 1 | -1;
}

const parseInteger = (value: string | undefined): number | null =>
  value !== undefined && /^\s*-?\d{1,9}\s*$/.test(value) ? Number(value) : null;

function toRoman(n: number): string {
  const digits: [number, string][] = [
    [1000, 'm'],
    [900, 'cm'],
    [500, 'd'],
    [400, 'cd'],
    [100, 'c'],
    [90, 'xc'],
    [50, 'l'],
    [40, 'xl'],
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let rest = n;
  let roman = '';
  for (const [value, letters] of digits) {
    while (rest >= value) {
      roman += letters;
      rest -= value;
    }
  }
  return roman;
}

function toLetters(n: number): string {
  let rest = n;
  let letters = '';
  while (rest > 0) {
    letters = String.fromCharCode(97 + ((rest - 1) % 26)) + letters;
    rest = Math.floor((rest - 1) / 26);
  }
  return letters;
}

/**
 * An ordered list item's marker as a browser shows it (HTML `<ol type>`: "1", "a", "A", "i", "I"): "3. ",
 * "c. ", "iv. "; decimal for numbers letters and numerals cannot write (0, negatives, over 3999).
 */
function listMarker(n: number, type: string): string {
  const fits = n > 0 && n < 4000;
  if (fits && (type === 'a' || type === 'A'))
    return `${type === 'A' ? toLetters(n).toUpperCase() : toLetters(n)}. `;
  if (fits && (type === 'i' || type === 'I'))
    return `${type === 'I' ? toRoman(n).toUpperCase() : toRoman(n)}. `;
  return `${n}. `;
}

/**
 * Renders XHTML to plain-text paragraphs with htmlparser2: block elements and `<br>` break paragraphs,
 * runs of ASCII whitespace collapse to one space (NBSP is kept), script/style/head and Storyloom's own
 * notes (`STORYLOOM_NOTE_CLASS`) are skipped and images contribute nothing. Entities are decoded. An
 * ordered list's items keep the number a reader sees ("1. ", "b. ", "iv. "), honouring `start`, `type`,
 * `reversed` and an item's `value` (HTML Living Standard, "The ol element"); so no word is lost
 * (docs/decisions/0034-lossless-import.md).
 */
export function renderXhtml(source: string): RenderedDocument {
  const paragraphs: string[] = [];
  const anchors = new Map<string, number>();
  const sectionTypes = new Map<number, string>();
  const headings = new Set<number>();
  let current = '';
  let skipDepth = 0;
  let headingDepth = 0;
  /** Open elements inside (and including) a Storyloom note; 0 outside one. */
  let noteDepth = 0;
  const lists: OpenList[] = [];
  /** The marker of a list item whose text has not started yet. */
  let marker = '';
  const flush = () => {
    const text = current.replace(/^[ \t\n\r\f]+|[ \t\n\r\f]+$/g, '');
    if (text !== '' && headingDepth > 0) headings.add(paragraphs.length);
    if (text !== '') paragraphs.push(text);
    current = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (noteDepth > 0 || isStoryloomNote(attributes)) noteDepth++;
        if (SKIPPED_TAGS.has(name)) skipDepth++;
        if (BLOCK_TAGS.has(name)) flush();
        if (HEADING_TAG.test(name)) headingDepth++;
        if (name === 'ol' || name === 'ul') {
          const reversed = name === 'ol' && attributes.reversed !== undefined;
          lists.push({
            ordered: name === 'ol',
            next: parseInteger(attributes.start) ?? 1,
            type: attributes.type ?? '1',
            step: reversed ? -1 : 1,
          });
        } else if (name === 'li') {
          const list = lists[lists.length - 1];
          if (list?.ordered) {
            const value = parseInteger(attributes.value) ?? list.next;
            marker = listMarker(value, list.type);
            list.next = value + list.step;
          }
        }
        const id = attributes.id;
        if (id !== undefined && !anchors.has(id)) anchors.set(id, paragraphs.length);
        const type = attributes['epub:type'];
        if (type && !sectionTypes.has(paragraphs.length)) sectionTypes.set(paragraphs.length, type);
      },
      ontext(text) {
        if (skipDepth !== 0 || noteDepth !== 0) return;
        const collapsed = text.replace(/[ \t\n\r\f]+/g, ' ');
        if (marker !== '' && collapsed.trim() !== '') {
          current = `${current.trimStart()}${marker}${collapsed.trimStart()}`;
          marker = '';
        } else current += collapsed;
      },
      onclosetag(name) {
        if (SKIPPED_TAGS.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        if (BLOCK_TAGS.has(name)) flush();
        if (HEADING_TAG.test(name)) headingDepth = Math.max(0, headingDepth - 1);
        if (name === 'ol' || name === 'ul') lists.pop();
        if (name === 'li') marker = '';
        if (noteDepth > 0) noteDepth--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(source);
  parser.end();
  flush();
  return { paragraphs, anchors, sectionTypes, headings };
}
