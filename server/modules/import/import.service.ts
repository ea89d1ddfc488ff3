import { toXmlText } from '../../../contract/xml-text.js';
import { AppError } from '../../lib/errors.js';
import type { ImportedChapter } from './chapter.js';
import { decodeText } from './decode-text.js';
import { parseDocx } from './docx-parser.js';
import { parseEpub } from './epub-parser.js';
import { MAX_MANUSCRIPT_BYTES } from './limits.js';
import { parsePlainText } from './txt-parser.js';

export { countWords } from '../../../contract/words.js';
export type { ImportedChapter } from './chapter.js';
export { MAX_MANUSCRIPT_BYTES } from './limits.js';

/** A manuscript split into chapters, ready to become a draft story. */
export interface ImportedManuscript {
  /** Detected book title, e.g. "Pride and Prejudice"; null when the file does not say. */
  title: string | null;
  /** Detected author, e.g. "Jane Austen"; null when the file does not say. */
  author: string | null;
  /** Chapters in reading order; never empty. */
  chapters: ImportedChapter[];
  /** Words of the front matter (title page, contents, notes before the first chapter) that were skipped. */
  skippedFrontMatterWords: number;
  /**
   * That front matter as titled sections, offered in the review screen to keep as chapters (ADR 0034);
   * absent when the format does not split it.
   */
  frontMatter?: ImportedChapter[];
  /** What the author should know about the import ("2 images were left out."); often empty. */
  notes: string[];
  format: 'txt' | 'md' | 'epub' | 'docx';
}

const FORMAT_BY_EXTENSION: Record<string, ImportedManuscript['format']> = {
  txt: 'txt',
  md: 'md',
  markdown: 'md',
  docx: 'docx',
  epub: 'epub',
};

/** The Word MIME types (IANA): a file without a known extension is read by its type. */
const DOCX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC_MIME_TYPE = 'application/msword';

function formatOf(fileName: string, mimeType?: string): ImportedManuscript['format'] {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const format = FORMAT_BY_EXTENSION[extension];
  if (format) return format;
  const type = mimeType?.split(';')[0]?.trim().toLowerCase();
  if (type === DOCX_MIME_TYPE && extension !== 'doc') return 'docx';
  if (extension === 'doc' || type === DOC_MIME_TYPE) {
    throw new AppError(
      'IMPORT_UNSUPPORTED_TYPE',
      `"${fileName}" is an older Word document (.doc), which cannot be imported. Open it in Word, LibreOffice or Google Docs, save it as a .docx file and upload that.`,
    );
  }
  throw new AppError(
    'IMPORT_UNSUPPORTED_TYPE',
    `"${fileName}" is not a supported manuscript. Upload a .txt, .md, .markdown, .docx or .epub file.`,
  );
}

/**
 * Parses a manuscript into title, author and chapters. Pure: reads only `bytes`, writes nothing.
 * The size is checked before anything else, then the extension, then the content.
 * @param input.fileName the uploaded file's name; its extension picks the format (.txt, .md, .markdown,
 *   .docx, .epub; docs/reference/platform.md#import)
 * @param input.mimeType the upload's declared type; read only when the name has no known extension
 *   (the Word type means .docx)
 * @param input.bytes the file's content, at most `MAX_MANUSCRIPT_BYTES` (10 MiB)
 * @throws AppError PAYLOAD_TOO_LARGE (413) over 10 MiB; IMPORT_UNSUPPORTED_TYPE (415) for other extensions
 *   (for .doc, saying to save it as .docx); IMPORT_EMPTY, IMPORT_BINARY, IMPORT_CORRUPT,
 *   IMPORT_UNSAFE_ARCHIVE, IMPORT_NO_TEXT (422), IMPORT_TOO_COMPLEX (413) for bad content.
 */
export async function parseManuscript(input: {
  fileName: string;
  mimeType?: string;
  bytes: Uint8Array;
}): Promise<ImportedManuscript> {
  const { fileName, mimeType, bytes } = input;
  if (bytes.byteLength > MAX_MANUSCRIPT_BYTES) {
    const megabytes = (bytes.byteLength / 1024 / 1024).toFixed(1);
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `"${fileName}" is ${megabytes} MB; manuscripts can be at most ${MAX_MANUSCRIPT_BYTES / 1024 / 1024} MB.`,
    );
  }
  const format = formatOf(fileName, mimeType);
  if (bytes.byteLength === 0)
    throw new AppError('IMPORT_EMPTY', `"${fileName}" is empty: it has no text to import.`);
  if (format === 'docx') return { ...withXmlText(await parseDocx(bytes, fileName)), format };
  const parsed =
    format === 'epub'
      ? await parseEpub(bytes, fileName)
      : parsePlainText(decodeText(bytes, fileName), fileName);
  return { ...withXmlText(parsed), notes: [], format };
}

/**
 * The manuscript without the characters XML 1.0 forbids (`toXmlText`: Word's U+000B line break becomes
 * a line feed, a U+000C page break a paragraph break, the rest are dropped), so what is imported can be
 * sent in feeds and exports as it is stored.
 */
function withXmlText<T extends Omit<ImportedManuscript, 'format' | 'notes'>>(manuscript: T): T {
  const line = (text: string) => toXmlText(text, { singleLine: true });
  const clean = <C extends { title: string; content: string; firstLine: string }>(chapter: C): C => ({
    ...chapter,
    title: line(chapter.title),
    content: toXmlText(chapter.content),
    firstLine: line(chapter.firstLine),
  });
  return {
    ...manuscript,
    title: manuscript.title === null ? null : line(manuscript.title),
    author: manuscript.author === null ? null : line(manuscript.author),
    chapters: manuscript.chapters.map(clean),
    ...(manuscript.frontMatter ? { frontMatter: manuscript.frontMatter.map(clean) } : {}),
  };
}
