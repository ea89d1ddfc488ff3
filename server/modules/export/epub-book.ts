import type epubModule from 'epub-gen-memory';
import { type AiAssistance, aiLabel } from '../../../contract/ai-assistance.js';
import { splitParagraphs } from '../../../contract/paragraphs.js';
import { toXmlText } from '../../../contract/xml-text.js';
import { decodeInlineImage } from '../images/inline-image.js';
import { STORYLOOM_NOTE_CLASS } from '../import/xhtml-text.js';
import { EPUB_PACKAGE_TEMPLATE } from './epub-package-template.js';

let loaded: Promise<typeof epubModule> | undefined;

/**
 * epub-gen-memory, imported on the first export (~140 ms and ~12 MB per process otherwise paid at
 * start; docs/reference/performance.md). It is CommonJS with an ES default export: under Node's ESM loader
 * the function sits on `.default` of the module's default, under bundlers on the default itself.
 */
function loadEpubGenerator(): Promise<typeof epubModule> {
  loaded ??= import('epub-gen-memory').then(
    (module) =>
      ((module.default as unknown as { default?: typeof epubModule }).default ??
        module.default) as typeof epubModule,
  );
  return loaded;
}

/** One chapter of an exported book. */
export interface BookChapter {
  title: string;
  /** Plain text as stored: paragraphs separated by blank lines. */
  content: string;
  aiAssistance: AiAssistance;
  /** The chapter's AI share 0..1 (docs/reference/ai.md#ai-share), null when none or a legacy chapter. */
  aiShare: number | null;
}

/** A story to write as an EPUB. */
export interface Book {
  title: string;
  author: string;
  summary: string | null;
  genre: string;
  /** The story's cover as stored (an inline data: image is embedded; URLs are never fetched). */
  coverUrl: string | null;
  /**
   * An uploaded cover's bytes (its largest stored size, docs/reference/stories.md#covers), embedded
   * instead of `coverUrl` when given.
   */
  coverImage?: { contentType: string; bytes: Buffer } | null;
  chapters: BookChapter[];
  /** Lines for the title page after the author (who the copy is for, chapters left out ...). */
  notes: string[];
  exportedAt: Date;
}

/** XML-escapes text for element content and attribute values. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** A single-line text (title, name, paragraph) as XML may hold it (`toXmlText`). */
const line = (text: string) => toXmlText(text, { singleLine: true });

/** A paragraph element; `dir="auto"` lays out right-to-left paragraphs right-to-left. */
const paragraph = (text: string, className?: string) =>
  `<p dir="auto"${className ? ` class="${className}"` : ''}>${escapeXml(line(text))}</p>`;

/**
 * The book's language (BCP 47) for `dc:language`, guessed from its script since stories do not store
 * one: Japanese for kana, Korean for Hangul, Chinese for other Han text, Russian for Cyrillic, else
 * English. Readers use it for hyphenation and fonts; the text itself is unaffected.
 */
export function guessLanguage(sample: string): string {
  if (/[\u3040-\u30ff]/.test(sample)) return 'ja';
  if (/[\uac00-\ud7af]/.test(sample)) return 'ko';
  if (/[\u4e00-\u9fff]/.test(sample)) return 'zh';
  if (/[\u0400-\u04ff]/.test(sample)) return 'ru';
  return 'en';
}

/**
 * The uploaded cover, else an inline raster cover, as a File for epub-gen-memory (no URL is ever
 * fetched); else undefined.
 */
function coverFile(book: Pick<Book, 'coverUrl' | 'coverImage'>): File | undefined {
  const image = book.coverImage
    ? { contentType: book.coverImage.contentType, body: book.coverImage.bytes }
    : book.coverUrl
      ? decodeInlineImage(book.coverUrl)
      : null;
  const extension = image && /^image\/(png|jpeg|gif|webp)$/.exec(image.contentType)?.[1];
  if (!image || !extension) return undefined;
  return new File([new Uint8Array(image.body)], `cover.${extension === 'jpeg' ? 'jpg' : extension}`, {
    type: image.contentType,
  });
}

const STYLE = `body { font-family: serif; line-height: 1.5; }
h1 { text-align: center; margin: 1em 0; }
p { margin: 0 0 0.8em; text-indent: 0; }
.${STORYLOOM_NOTE_CLASS} { text-align: center; font-style: italic; font-size: 0.9em; color: #555; }
.title-page { text-align: center; }`;

/**
 * Writes `book` as an EPUB 3 (epub-gen-memory, ADR 0020): `mimetype` first and stored uncompressed,
 * META-INF/container.xml, an OPF 3.0 package (dc:identifier, dc:title, dc:language, dc:creator,
 * dcterms:modified; `EPUB_PACKAGE_TEMPLATE`), a navigation document (and an NCX for older readers), a
 * title page before the table of contents, then one XHTML file per chapter under an `<h1>` of its title,
 * with its AI-use label ("About 35% AI-drafted", contract/ai-assistance-labels.ts `aiLabel`) below the
 * heading as a Storyloom note.
 * Everything is built from `book` in memory: no image, font or cover is fetched from the network.
 * @returns the .epub file's bytes
 */
export async function buildEpub(book: Book): Promise<Buffer> {
  const sample = `${book.title} ${book.chapters
    .slice(0, 3)
    .map((c) => c.content.slice(0, 2000))
    .join(' ')}`;
  const titlePage = [
    `<div class="title-page" epub:type="titlepage">`,
    `<h1>${escapeXml(line(book.title))}</h1>`,
    paragraph(`by ${book.author}`),
    ...(book.summary ? [paragraph(book.summary)] : []),
    ...book.notes.map((note) => paragraph(note)),
    '</div>',
  ].join('\n');
  const chapters = book.chapters.map((chapter, index) => {
    const label = aiLabel(chapter);
    const body = splitParagraphs(toXmlText(chapter.content)).map((text) => paragraph(text));
    return {
      title: line(chapter.title),
      filename: `chapter-${String(index + 1).padStart(4, '0')}.xhtml`,
      content: [...(label ? [paragraph(label, STORYLOOM_NOTE_CLASS)] : []), ...body].join('\n'),
    };
  });
  const generateEpub = await loadEpubGenerator();
  return generateEpub(
    {
      title: line(book.title),
      author: line(book.author),
      publisher: 'Storyloom',
      description: toXmlText(book.summary ?? ''),
      cover: coverFile(book),
      lang: guessLanguage(sample),
      date: book.exportedAt.toISOString(),
      tocTitle: 'Contents',
      numberChaptersInTOC: false,
      prependChapterTitles: true,
      css: STYLE,
      contentOPF: EPUB_PACKAGE_TEMPLATE,
      ignoreFailedDownloads: false,
      verbose: false,
    },
    [
      {
        title: book.title,
        filename: 'title-page.xhtml',
        content: titlePage,
        beforeToc: true,
        excludeFromToc: true,
      },
      ...chapters,
    ],
  );
}
