import mammoth from 'mammoth';
import { isCjkText } from '../../../contract/words.js';
import { AppError } from '../../lib/errors.js';
import { buildChapter, type ImportedChapter } from './chapter.js';
import { DOCX_KIND, type DocxArchive, openDocxArchive } from './docx-archive.js';
import { type DocxText, renderDocxHtml } from './docx-text.js';
import { type BookStream, chaptersFromToc, type TocTarget, UNTITLED_SECTION_TITLE } from './epub-chapters.js';
import { type ParsedText, parsePlainText } from './txt-parser.js';

/** What the .docx parser finds: the plain-text parser's result plus notes for the review screen. */
export interface ParsedDocx extends ParsedText {
  /** What was left out or moved, for the author ("2 images were left out."). */
  notes: string[];
}

/**
 * mammoth's style map (ADR 0033): Heading 1 and 2 become `h1`/`h2` (chapter boundaries), the Title
 * style `title` (the story's title, not its text); mammoth's defaults still turn italic and bold runs
 * into `em`/`strong` and Heading 3 to 6 into `h3` to `h6` (kept as text). Both the style name and the
 * style id are matched: Word writes "heading 1" / "Heading1", LibreOffice "Heading 1".
 */
const STYLE_MAP = [
  "p[style-name='Title'] => title:fresh",
  'p.Title => title:fresh',
  "p[style-name='Heading 1'] => h1:fresh",
  'p.Heading1 => h1:fresh',
  "p[style-name='Heading 2'] => h2:fresh",
  'p.Heading2 => h2:fresh',
];

type MammothInput = Parameters<typeof mammoth.convertToHtml>[0];
type MammothOptions = NonNullable<Parameters<typeof mammoth.convertToHtml>[1]>;

const corrupt = (fileName: string, reason: string) =>
  new AppError('IMPORT_CORRUPT', `"${fileName}" is not a valid ${DOCX_KIND}: ${reason}.`);

/** mammoth reports problems as English sentences; keep only what helps the uploader. */
function describeMammothError(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/main document part/i.test(message)) return 'it has no main document (word/document.xml)';
  return 'its document could not be read';
}

/**
 * Converts the document to HTML with mammoth, reading the archive through `openDocxArchive`'s limits.
 * Images are never read: the converter only counts them and returns no element.
 */
async function convert(archive: DocxArchive, fileName: string): Promise<{ html: string; images: number }> {
  let images = 0;
  const dropImage = () => {
    images++;
    return [];
  };
  let html: string;
  try {
    // mammoth takes an archive object as `{ file }` (lib/unzip.js); its typings list only path/buffer.
    const input = { file: archive.mammoth } as unknown as MammothInput;
    const result = await mammoth.convertToHtml(input, {
      styleMap: STYLE_MAP,
      includeEmbeddedStyleMap: false,
      externalFileAccess: false,
      convertImage: dropImage as unknown as MammothOptions['convertImage'],
    });
    html = result.value;
  } catch (error) {
    throw archive.failure() ?? corrupt(fileName, describeMammothError(error));
  }
  // A failed read mammoth recovered from (it reports some as warnings) still means a damaged file.
  const failure = archive.failure();
  if (failure) throw failure;
  return { html, images };
}

/** The document without its Title paragraphs, which name the book rather than open its text. */
function withoutTitles(text: DocxText): DocxText {
  if (text.titles.length === 0) return text;
  const dropped = new Set(text.titles);
  const newIndex: number[] = [];
  let kept = 0;
  for (let i = 0; i < text.plain.length; i++) {
    newIndex.push(kept);
    if (!dropped.has(i)) kept++;
  }
  const keep = (_: string, i: number) => !dropped.has(i);
  return {
    paragraphs: text.paragraphs.filter(keep),
    plain: text.plain.filter(keep),
    headings: text.headings
      .filter((h) => !dropped.has(h.index))
      .map((h) => ({ ...h, index: newIndex[h.index] ?? 0 })),
    titles: [],
    // A note referred to from the title stays with the paragraph after it.
    notes: text.notes.map((note) => ({ ...note, ref: newIndex[note.ref] ?? 0 })),
  };
}

/**
 * Chapters from heading styles, as the EPUB side splits at its table of contents (`chaptersFromToc`):
 * each Heading 1 / Heading 2 paragraph is an entry; when both levels are used and a Heading 1 is
 * followed by Heading 2s, Heading 1 entries are one level up, so a Heading 1 with no text of its own
 * becomes a part folded into its first chapter's title ("Part One — Chapter 1"). Text before the first
 * heading is an untitled section the EPUB side weighs as it does text before a book's first TOC entry.
 */
function chaptersFromHeadings(text: DocxText, bookTitle: string | null, cjk: boolean) {
  const { headings } = text;
  const hasParts = headings.some((h, i) => h.level === 1 && headings[i + 1]?.level === 2);
  const targets: TocTarget[] = headings.map((h) => ({
    label: text.plain[h.index] ?? '',
    level: hasParts ? h.level - 1 : 0,
    position: h.index,
  }));
  const first = headings[0]?.index ?? 0;
  if (first > 0) {
    // Text before the first heading: a title page when short, else an untitled opening chapter (ADR 0034).
    targets.unshift({ label: UNTITLED_SECTION_TITLE, level: 0, position: 0, inferred: true });
  }
  const stream: BookStream = {
    paragraphs: text.plain,
    positions: new Map(),
    sectionTypes: new Map(),
    fileStarts: [0],
    headings: new Set(headings.map((h) => h.index)),
  };
  return chaptersFromToc(targets, stream, bookTitle, cjk);
}

/** Paragraph indexes by text, to find where a chapter's paragraphs came from. */
function indexByText(paragraphs: readonly string[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  paragraphs.forEach((paragraph, i) => {
    const list = index.get(paragraph);
    if (list) list.push(i);
    else index.set(paragraph, [i]);
  });
  return index;
}

/** The first entry of a sorted list that is at least `min`, by binary search; undefined when none is. */
function firstAtLeast(list: readonly number[], min: number): number | undefined {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((list[mid] ?? 0) < min) low = mid + 1;
    else high = mid;
  }
  return list[low];
}

/**
 * Chapters (and front matter sections, in reading order) were split on the plain paragraphs; this puts
 * each paragraph's inline markup back and adds the notes referred to in a chapter at its end. A chapter's paragraphs are the document's paragraphs
 * in order (chapter detection only leaves out headings and front matter), so each is found at or after
 * the previous one; one that is not found (changed by the detector) stays as it is.
 * @returns the chapters, and the notes whose reference mark is in no chapter (front matter)
 */
function withMarkupAndNotes(
  chapters: ImportedChapter[],
  text: DocxText,
  cjk: boolean,
): { chapters: ImportedChapter[]; strayNotes: string[] } {
  const byText = indexByText(text.plain);
  const chapterOf = new Map<number, number>();
  let next = 0;
  const marked = chapters.map((chapter, c) =>
    chapter.content.split('\n\n').map((paragraph) => {
      const at = firstAtLeast(byText.get(paragraph) ?? [], next);
      if (at === undefined) return paragraph;
      next = at + 1;
      chapterOf.set(at, c);
      return text.paragraphs[at] ?? paragraph;
    }),
  );
  const notesOf = chapters.map((): string[] => []);
  const strayNotes: string[] = [];
  for (const note of text.notes) {
    const c = chapterOf.get(note.ref);
    if (c === undefined) strayNotes.push(note.text);
    else notesOf[c]?.push(note.text);
  }
  return {
    chapters: chapters.map((chapter, c) =>
      buildChapter(chapter.title, [...(marked[c] ?? []), ...(notesOf[c] ?? [])], cjk),
    ),
    strayNotes,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Parses a Word manuscript (.docx, Office Open XML) with mammoth (ADR 0033): the archive is opened
 * under the EPUB limits (`openDocxArchive`), converted to HTML with the style map above, and rendered
 * with the EPUB side's XHTML renderer (`renderDocxHtml`). Chapters: Heading 1 / Heading 2 paragraphs
 * (`chaptersFromHeadings`); without heading styles (or with one heading opening the file, which is its
 * title) the text goes to the plain-text importer's chapter detection (`parsePlainText`: "Chapter 1"
 * lines and the other patterns it knows, else one chapter). The title suggestion is the Title-styled
 * paragraph, else docProps/core.xml's title, else (plain-text path) the title page. Italic and bold runs
 * are kept as inline markup; images are left out; footnotes and endnotes are kept at the end of the
 * chapter that refers to them, numbered as in the text ("[1] …"). `notes` says what was left out or
 * moved (docs/reference/platform.md#import).
 * @throws AppError IMPORT_CORRUPT, IMPORT_UNSAFE_ARCHIVE (422), IMPORT_TOO_COMPLEX (413) for archives
 *   (`openDocxArchive`); IMPORT_NO_TEXT (422) when the document has no text
 */
export async function parseDocx(bytes: Uint8Array, fileName: string): Promise<ParsedDocx> {
  const archive = await openDocxArchive(bytes, fileName);
  const { html, images } = await convert(archive, fileName);
  const rendered = renderDocxHtml(html);
  const titleParagraph = rendered.titles.map((i) => rendered.plain[i] ?? '').find((t) => t !== '') ?? null;
  let text = withoutTitles(rendered);
  if (text.plain.every((p) => p.trim() === '')) {
    throw new AppError('IMPORT_NO_TEXT', `"${fileName}" has no readable text to import.`);
  }
  let bookTitle = titleParagraph ?? archive.coreTitle;
  const [onlyHeading] = text.headings;
  if (text.headings.length === 1 && onlyHeading?.index === 0) {
    // One heading opening the document names the book, as a single leading "# Title" does in Markdown.
    bookTitle ??= text.plain[0] ?? null;
    text = withoutTitles({ ...text, headings: [], titles: [0] });
  }
  const cjk = isCjkText(text.plain.join('\n'));
  const parsed: ParsedText =
    text.headings.length > 0
      ? { title: bookTitle, author: null, ...chaptersFromHeadings(text, bookTitle, cjk) }
      : parsePlainText(text.plain.join('\n\n'), fileName);
  // Front matter sections (offered in the review screen) come before the chapters in reading order.
  const front = parsed.frontMatter ?? [];
  const { chapters: sections, strayNotes } = withMarkupAndNotes([...front, ...parsed.chapters], text, cjk);
  const chapters = sections.slice(front.length);
  const notes: string[] = [];
  if (images > 0) notes.push(`${plural(images, 'image was', 'images were')} left out.`);
  const kept = text.notes.length - strayNotes.length;
  if (kept > 0) {
    notes.push(
      `${plural(kept, 'footnote was', 'footnotes were')} kept at the end of the chapter that refers to ${kept === 1 ? 'it' : 'them'}.`,
    );
  }
  if (strayNotes.length > 0) {
    const n = strayNotes.length;
    notes.push(
      `${plural(n, 'footnote', 'footnotes')} in the front matter ${n === 1 ? 'was' : 'were'} left out.`,
    );
  }
  return {
    ...parsed,
    ...(parsed.frontMatter ? { frontMatter: sections.slice(0, front.length) } : {}),
    title: bookTitle ?? parsed.title,
    chapters,
    notes,
  };
}
