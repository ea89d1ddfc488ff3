import { EPub } from 'epub2';
import { Parser } from 'htmlparser2';
import { countWordsAs, isCjkText } from '../../../contract/words.js';
import { AppError } from '../../lib/errors.js';
import { chaptersFromToc, type TocTarget } from './epub-chapters.js';
import { parseNavDocument, parseNcx, resolveHref, type TocEntry } from './epub-toc.js';
import { gutenbergTextRange } from './gutenberg.js';
import type { ParsedText } from './txt-parser.js';
import { renderXhtml } from './xhtml-text.js';
import { inspectZip } from './zip-guard.js';

/** The linear reading order rendered to paragraphs, with where each spine file and anchor starts. */
export interface BookStream {
  paragraphs: string[];
  /** Paragraph index of each spine file ("OPS/ch1.xhtml") and anchor ("OPS/ch1.xhtml#p3"). */
  positions: Map<string, number>;
  /** `epub:type` of sections starting at a paragraph index ("titlepage", "chapter" …). */
  sectionTypes: Map<number, string>;
  /** Paragraph index where each spine document starts, in reading order. */
  fileStarts: number[];
  /** Indexes of paragraphs rendered from `<h1>` … `<h6>`. */
  headings: Set<number>;
}

const HTML_MEDIA_TYPES = new Set(['application/xhtml+xml', 'text/html', 'application/x-dtbook+xml']);

const corrupt = (fileName: string, reason: string) =>
  new AppError('IMPORT_CORRUPT', `"${fileName}" is not a valid EPUB: ${reason}.`);

/** epub2 reports problems as English sentences, some quoting the whole input; keep only what helps. */
function describeEpubError(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/mimetype/i.test(message)) return 'it has no "mimetype" file saying application/epub+zip';
  if (/mime type/i.test(message)) return 'its "mimetype" file does not say application/epub+zip';
  if (/rootfile|container/i.test(message))
    return 'META-INF/container.xml does not point to a readable package file';
  if (/Invalid\/missing file|No files/i.test(message)) return 'it could not be opened as a ZIP archive';
  return 'its package (OPF) file could not be read';
}

async function openEpub(bytes: Uint8Array, fileName: string): Promise<EPub> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    // epub2 types its argument as a path, but hands it to adm-zip, which also takes a Buffer.
    return await EPub.createAsync(buffer as unknown as string);
  } catch (error) {
    throw corrupt(fileName, describeEpubError(error));
  }
}

function readEntry(epub: EPub, path: string): Promise<string | null> {
  return new Promise((resolve) => {
    try {
      epub.zip.readFile(path, (error, data) => {
        resolve(error || !data ? null : new TextDecoder('utf-8').decode(data));
      });
    } catch {
      resolve(null);
    }
  });
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
async function readToc(epub: EPub): Promise<{ entries: TocEntry[]; file: string }> {
  const ncx = epub.spine.toc?.href;
  if (ncx) {
    const source = await readEntry(epub, ncx);
    const entries = source ? parseNcx(source) : [];
    if (entries.length > 0) return { entries, file: ncx };
  }
  // epub2 keeps manifest attributes it does not type, such as EPUB 3 `properties="nav"`.
  const nav = Object.values(epub.manifest).find((item) =>
    /\bnav\b/.test(String((item as { properties?: unknown }).properties ?? '')),
  );
  const source = nav?.href ? await readEntry(epub, nav.href) : null;
  return { entries: source ? parseNavDocument(source) : [], file: nav?.href ?? '' };
}

async function buildStream(epub: EPub, skipped: Set<string>): Promise<BookStream> {
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
    const source = await readEntry(epub, item.href);
    if (source === null) continue;
    const rendered = renderXhtml(source);
    const offset = stream.paragraphs.length;
    const path = resolveHref(item.href, '').path;
    stream.positions.set(path, offset);
    if (rendered.paragraphs.length > 0) stream.fileStarts.push(offset);
    for (const [id, index] of rendered.anchors) stream.positions.set(`${path}#${id}`, offset + index);
    for (const [index, type] of rendered.sectionTypes) stream.sectionTypes.set(offset + index, type);
    for (const index of rendered.headings) stream.headings.add(offset + index);
    stream.paragraphs.push(...rendered.paragraphs);
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

/** Without a usable TOC, each spine document is a section, labelled by the heading it opens with. */
function spineTargets(stream: BookStream, cjk: boolean): TocTarget[] {
  return stream.fileStarts.map((position, i) => {
    const first = stream.paragraphs[position] ?? '';
    const isHeading = stream.headings.has(position) && countWordsAs(first, cjk) <= 20;
    return { label: isHeading ? first : `Chapter ${i + 1}`, level: 0, position };
  });
}

const metadataText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.replace(/\s+/g, ' ').trim() : null;

/**
 * Parses an EPUB 2 or 3: the archive is inspected before anything is extracted (see `inspectZip`), then
 * epub2 reads the container, package metadata (dc:title, dc:creator), manifest and spine. Linear spine
 * documents are rendered to paragraphs and split at the table of contents' targets (NCX or navigation
 * document, `file#anchor` targets resolved inside the files); see `chaptersFromToc` for the grouping.
 * @throws AppError IMPORT_UNSAFE_ARCHIVE, IMPORT_CORRUPT, IMPORT_NO_TEXT
 */
export async function parseEpub(bytes: Uint8Array, fileName: string): Promise<ParsedText> {
  inspectZip(bytes, fileName);
  const epub = await openEpub(bytes, fileName);
  const opf = await readEntry(epub, epub.rootFile);
  const stream = withoutGutenbergBoilerplate(await buildStream(epub, nonLinearIds(opf ?? '')));
  if (stream.paragraphs.length === 0) {
    throw new AppError(
      'IMPORT_NO_TEXT',
      `"${fileName}" has no readable text: its spine holds no text documents.`,
    );
  }
  const targets = tocTargets(await readToc(epub), stream);
  const title = metadataText(epub.metadata.title);
  const cjk = isCjkText(stream.paragraphs.join('\n'));
  const result = chaptersFromToc(
    targets.length > 0 ? targets : spineTargets(stream, cjk),
    stream,
    title,
    cjk,
  );
  if (result.chapters.every((c) => c.wordCount === 0)) {
    throw new AppError('IMPORT_NO_TEXT', `"${fileName}" has no readable text to import.`);
  }
  return { title, author: metadataText(epub.metadata.creator), ...result };
}
