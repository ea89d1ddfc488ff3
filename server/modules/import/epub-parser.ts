import type { EPub } from 'epub2';
import { Parser } from 'htmlparser2';
import { countWordsAs, isCjkText } from '../../../contract/words.js';
import { AppError } from '../../lib/errors.js';
import {
  type BookStream,
  chaptersFromToc,
  FRONT_MATTER_LABEL,
  type TocTarget,
  UNTITLED_SECTION_TITLE,
} from './epub-chapters.js';
import { entryName, readEpubPackage } from './epub-package.js';
import { parseNavDocument, parseNcx, resolveHref, type TocEntry } from './epub-toc.js';
import { gutenbergTextRange } from './gutenberg.js';
import { CONTENTS_LINE, classifyLine } from './heading-patterns.js';
import { openSafeZip, type SafeZip } from './safe-zip.js';
import type { ParsedText } from './txt-parser.js';
import { renderXhtml } from './xhtml-text.js';
import { inspectZip } from './zip-guard.js';

const HTML_MEDIA_TYPES = new Set(['application/xhtml+xml', 'text/html', 'application/x-dtbook+xml']);

/**
 * An entry's text, or null when the archive has no such entry (a manifest may name files it lacks).
 * @throws AppError IMPORT_CORRUPT, IMPORT_UNSAFE_ARCHIVE when the entry's data is damaged or a zip bomb
 */
async function readEntry(zip: SafeZip, path: string): Promise<string | null> {
  const data = await zip.read(entryName(zip, path));
  return data ? new TextDecoder('utf-8').decode(data) : null;
}

/** Spine item ids marked `linear="no"` in the package file (epub2 does not keep the attribute). */
function nonLinearIds(opf: string): Set<string> {
  const ids = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'itemref' && attributes.linear === 'no' && attributes.idref) ids.add(attributes.idref);
      },
    },
    { xmlMode: true, lowerCaseTags: true },
  );
  parser.write(opf);
  parser.end();
  return ids;
}

/** The table of contents: the NCX when it has entries, else the EPUB 3 navigation document. */
async function readToc(epub: EPub, zip: SafeZip): Promise<{ entries: TocEntry[]; file: string }> {
  const ncx = epub.spine.toc?.href;
  if (ncx) {
    const source = await readEntry(zip, ncx);
    const entries = source ? parseNcx(source) : [];
    if (entries.length > 0) return { entries, file: ncx };
  }
  // epub2 keeps manifest attributes it does not type, such as EPUB 3 `properties="nav"`.
  const nav = Object.values(epub.manifest).find((item) =>
    /\bnav\b/.test(String((item as { properties?: unknown }).properties ?? '')),
  );
  const source = nav?.href ? await readEntry(zip, nav.href) : null;
  return { entries: source ? parseNavDocument(source) : [], file: nav?.href ?? '' };
}

async function buildStream(epub: EPub, zip: SafeZip, skipped: Set<string>): Promise<BookStream> {
  const stream: BookStream = {
    paragraphs: [],
    positions: new Map(),
    sectionTypes: new Map(),
    fileStarts: [],
    headings: new Set(),
  };
  for (const item of epub.flow) {
    const mediaType = item.mediaType ?? item['media-type'] ?? '';
    if (!item.href || (item.id && skipped.has(item.id)) || !HTML_MEDIA_TYPES.has(mediaType)) continue;
    const source = await readEntry(zip, item.href);
    if (source === null) continue;
    const rendered = renderXhtml(source);
    const offset = stream.paragraphs.length;
    const path = resolveHref(item.href, '').path;
    stream.positions.set(path, offset);
    if (rendered.paragraphs.length > 0) stream.fileStarts.push(offset);
    for (const [id, index] of rendered.anchors) stream.positions.set(`${path}#${id}`, offset + index);
    for (const [index, type] of rendered.sectionTypes) stream.sectionTypes.set(offset + index, type);
    for (const index of rendered.headings) stream.headings.add(offset + index);
    // One push per paragraph: spreading a long document's paragraphs as arguments overflows the stack.
    for (const paragraph of rendered.paragraphs) stream.paragraphs.push(paragraph);
  }
  return stream;
}

/** Cuts a Project Gutenberg header and licence out of the stream, shifting positions to match. */
function withoutGutenbergBoilerplate(stream: BookStream): BookStream {
  const [start, end] = gutenbergTextRange(stream.paragraphs);
  if (start === 0 && end === stream.paragraphs.length) return stream;
  const shift = (index: number) => Math.min(Math.max(index - start, 0), end - start);
  return {
    paragraphs: stream.paragraphs.slice(start, end),
    positions: new Map([...stream.positions].map(([key, index]) => [key, shift(index)])),
    sectionTypes: new Map([...stream.sectionTypes].map(([index, type]) => [shift(index), type])),
    fileStarts: [...new Set(stream.fileStarts.map(shift))].filter((index) => index < end - start),
    headings: new Set(
      [...stream.headings].map((index) => index - start).filter((i) => i >= 0 && i < end - start),
    ),
  };
}

/** TOC entries resolved to stream positions (unresolvable ones, e.g. into non-linear items, dropped). */
function tocTargets(toc: { entries: TocEntry[]; file: string }, stream: BookStream): TocTarget[] {
  const targets: TocTarget[] = [];
  for (const entry of toc.entries) {
    const { path, fragment } = resolveHref(toc.file, entry.href);
    const position =
      stream.positions.get(fragment ? `${path}#${fragment}` : path) ?? stream.positions.get(path);
    if (position !== undefined) targets.push({ label: entry.label, level: entry.level, position });
  }
  return targets.sort((a, b) => a.position - b.position); // stable: TOC order is kept for equal positions
}

/**
 * Longest heading paragraph taken for a section label, in words: a long chapter title is still a title
 * (`fitChapterTitle` keeps one over 255 characters in the text as well).
 */
const MAX_LABEL_WORDS = 80;

/** The heading a paragraph is, when it is an `<h1>` … `<h6>` of at most `MAX_LABEL_WORDS` words; else null. */
function headingAt(stream: BookStream, position: number, cjk: boolean): string | null {
  const text = stream.paragraphs[position] ?? '';
  return stream.headings.has(position) && countWordsAs(text, cjk) <= MAX_LABEL_WORDS ? text : null;
}

/** Without a usable TOC, each spine document is a section, labelled by the heading it opens with. */
function spineTargets(stream: BookStream, cjk: boolean): TocTarget[] {
  return stream.fileStarts.map((position, i) => ({
    label: headingAt(stream, position, cjk) ?? `Chapter ${i + 1}`,
    level: 0,
    position,
  }));
}

/**
 * Sections before the first TOC target, which the TOC does not name (Frankenstein's four letters before
 * "Chapter 1"): one at each spine document start and at each heading that reads like a chapter, part or
 * section heading ("Letter 1", "Preface") or names front matter ("Contents"). Marked `inferred`.
 */
function leadingTargets(stream: BookStream, firstPosition: number, cjk: boolean): TocTarget[] {
  const positions = new Set(stream.fileStarts.filter((position) => position < firstPosition));
  for (const position of stream.headings) {
    const heading = position < firstPosition ? headingAt(stream, position, cjk) : null;
    if (heading === null) continue;
    if (classifyLine(heading) !== null || FRONT_MATTER_LABEL.test(heading) || CONTENTS_LINE.test(heading))
      positions.add(position);
  }
  if (firstPosition > 0) positions.add(0);
  return [...positions]
    .sort((a, b) => a - b)
    .map((position) => ({
      label: headingAt(stream, position, cjk) ?? UNTITLED_SECTION_TITLE,
      level: 0,
      position,
      inferred: true,
    }));
}

/**
 * Spine documents after the first TOC target that open with a heading but hold no TOC target: the
 * chapters the TOC leaves out (calibre's one "Start" entry over fifteen `<h2>` files).
 */
function uncoveredHeadingFiles(stream: BookStream, targets: TocTarget[], cjk: boolean): number[] {
  const firstPosition = targets[0]?.position ?? 0;
  let next = 0; // targets are sorted by position: one pass over both lists
  return stream.fileStarts.filter((start, i) => {
    const end = stream.fileStarts[i + 1] ?? stream.paragraphs.length;
    while (next < targets.length && (targets[next]?.position ?? 0) < start) next++;
    const covered = next < targets.length && (targets[next]?.position ?? 0) < end;
    return start > firstPosition && !covered && headingAt(stream, start, cjk) !== null;
  });
}

/**
 * Chapters from the TOC, with the text before its first entry kept (`leadingTargets`); when the TOC
 * leaves out spine documents that open with a heading and the spine and its headings show more chapters
 * than the TOC, the spine and headings win (ADR 0034).
 */
function chaptersOf(stream: BookStream, targets: TocTarget[], title: string | null, cjk: boolean) {
  const spine = () => chaptersFromToc(spineTargets(stream, cjk), stream, title, cjk);
  if (targets.length === 0) return spine();
  const fromToc = chaptersFromToc(
    [...leadingTargets(stream, targets[0]?.position ?? 0, cjk), ...targets],
    stream,
    title,
    cjk,
  );
  if (uncoveredHeadingFiles(stream, targets, cjk).length === 0) return fromToc;
  const fromSpine = spine();
  return fromSpine.chapters.length > fromToc.chapters.length ? fromSpine : fromToc;
}

const metadataText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.replace(/\s+/g, ' ').trim() : null;

/**
 * Parses an EPUB 2 or 3: the archive's directory is inspected before anything is extracted (see
 * `inspectZip`), then only the entries the text needs are inflated, each within a hard limit (see
 * `openSafeZip`): epub2 reads the container, package metadata (dc:title, dc:creator), manifest and
 * spine; linear spine documents are rendered to paragraphs and split at the table of contents' targets
 * (NCX or navigation document, `file#anchor` targets resolved inside the files); see `chaptersFromToc`
 * for the grouping. Images and styles are never inflated.
 * @throws AppError IMPORT_UNSAFE_ARCHIVE, IMPORT_CORRUPT (also when a document the text needs is
 *   damaged: better no import than a book with a chapter silently missing), IMPORT_NO_TEXT
 */
export async function parseEpub(bytes: Uint8Array, fileName: string): Promise<ParsedText> {
  inspectZip(bytes, fileName);
  const zip = await openSafeZip(bytes, fileName);
  const epub = await readEpubPackage(zip, fileName);
  const opf = await readEntry(zip, epub.rootFile);
  const stream = withoutGutenbergBoilerplate(await buildStream(epub, zip, nonLinearIds(opf ?? '')));
  if (stream.paragraphs.length === 0) {
    throw new AppError(
      'IMPORT_NO_TEXT',
      `"${fileName}" has no readable text: its spine holds no text documents.`,
    );
  }
  const targets = tocTargets(await readToc(epub, zip), stream);
  const title = metadataText(epub.metadata.title);
  const cjk = isCjkText(stream.paragraphs.join('\n'));
  const result = chaptersOf(stream, targets, title, cjk);
  if (result.chapters.every((c) => c.wordCount === 0)) {
    throw new AppError('IMPORT_NO_TEXT', `"${fileName}" has no readable text to import.`);
  }
  return { title, author: metadataText(epub.metadata.creator), ...result };
}
