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

/**
 * Renders XHTML to plain-text paragraphs with htmlparser2: block elements and `<br>` break paragraphs,
 * runs of ASCII whitespace collapse to one space (NBSP is kept), script/style/head and Storyloom's own
 * notes (`STORYLOOM_NOTE_CLASS`) are skipped and images contribute nothing. Entities are decoded.
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
        const id = attributes.id;
        if (id !== undefined && !anchors.has(id)) anchors.set(id, paragraphs.length);
        const type = attributes['epub:type'];
        if (type && !sectionTypes.has(paragraphs.length)) sectionTypes.set(paragraphs.length, type);
      },
      ontext(text) {
        if (skipDepth === 0 && noteDepth === 0) current += text.replace(/[ \t\n\r\f]+/g, ' ');
      },
      onclosetag(name) {
        if (SKIPPED_TAGS.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        if (BLOCK_TAGS.has(name)) flush();
        if (HEADING_TAG.test(name)) headingDepth = Math.max(0, headingDepth - 1);
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
