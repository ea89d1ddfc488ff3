import { toXmlText } from '../../../contract/xml-text.js';
import { AppError } from '../../lib/errors.js';
import type { ImportedChapter } from './chapter.js';
import { decodeText } from './decode-text.js';
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
  format: 'txt' | 'md' | 'epub';
}

const FORMAT_BY_EXTENSION: Record<string, ImportedManuscript['format']> = {
  txt: 'txt',
  md: 'md',
  markdown: 'md',
  epub: 'epub',
};

function formatOf(fileName: string): ImportedManuscript['format'] {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const format = FORMAT_BY_EXTENSION[extension];
  if (!format) {
    throw new AppError(
      'IMPORT_UNSUPPORTED_TYPE',
      `"${fileName}" is not a supported manuscript. Upload a .txt, .md, .markdown or .epub file.`,
    );
  }
  return format;
}

/**
 * Parses a manuscript into title, author and chapters. Pure: reads only `bytes`, writes nothing.
 * The size is checked before anything else, then the extension, then the content.
 * @param input.fileName the uploaded file's name; its extension picks the format (.txt, .md, .markdown, .epub)
 * @param input.bytes the file's content, at most `MAX_MANUSCRIPT_BYTES` (10 MiB)
 * @throws AppError PAYLOAD_TOO_LARGE (413) over 10 MiB; IMPORT_UNSUPPORTED_TYPE (415) for other extensions;
 *   IMPORT_EMPTY, IMPORT_BINARY, IMPORT_CORRUPT, IMPORT_UNSAFE_ARCHIVE, IMPORT_NO_TEXT (422) for bad content.
 */
export async function parseManuscript(input: {
  fileName: string;
  bytes: Uint8Array;
}): Promise<ImportedManuscript> {
  const { fileName, bytes } = input;
  if (bytes.byteLength > MAX_MANUSCRIPT_BYTES) {
    const megabytes = (bytes.byteLength / 1024 / 1024).toFixed(1);
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `"${fileName}" is ${megabytes} MB; manuscripts can be at most ${MAX_MANUSCRIPT_BYTES / 1024 / 1024} MB.`,
    );
  }
  const format = formatOf(fileName);
  if (bytes.byteLength === 0)
    throw new AppError('IMPORT_EMPTY', `"${fileName}" is empty: it has no text to import.`);
  const parsed =
    format === 'epub'
      ? await parseEpub(bytes, fileName)
      : parsePlainText(decodeText(bytes, fileName), fileName);
  return { ...withXmlText(parsed), format };
}

/**
 * The manuscript without the characters XML 1.0 forbids (`toXmlText`: Word's U+000B line break becomes
 * a line feed, a U+000C page break a paragraph break, the rest are dropped), so what is imported can be
 * sent in feeds and exports as it is stored.
 */
function withXmlText<T extends Omit<ImportedManuscript, 'format'>>(manuscript: T): T {
  const line = (text: string) => toXmlText(text, { singleLine: true });
  return {
    ...manuscript,
    title: manuscript.title === null ? null : line(manuscript.title),
    author: manuscript.author === null ? null : line(manuscript.author),
    chapters: manuscript.chapters.map((chapter) => ({
      ...chapter,
      title: line(chapter.title),
      content: toXmlText(chapter.content),
      firstLine: line(chapter.firstLine),
    })),
  };
}
