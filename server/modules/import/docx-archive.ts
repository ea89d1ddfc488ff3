import { Parser } from 'htmlparser2';
import { AppError } from '../../lib/errors.js';
import { MAX_DOCX_XML_ELEMENTS } from './limits.js';
import { openSafeZip, type SafeZip } from './safe-zip.js';
import { inspectZip } from './zip-guard.js';

/** How errors name a .docx file ("… is not a valid Word document: …"). */
export const DOCX_KIND = 'Word document';

/**
 * The archive interface mammoth reads a .docx through when given `{ file }` instead of `{ buffer }`
 * (node_modules/mammoth/lib/unzip.js `openZip`; the shape of its own JSZip wrapper in zipfile.js).
 * mammoth only ever calls `exists` and `read` while converting.
 */
export interface MammothArchive {
  exists(name: string): boolean;
  read(name: string, encoding?: string): Promise<string | Uint8Array>;
  write(name: string, contents: string): void;
  toArrayBuffer(): Promise<ArrayBuffer>;
}

/** A .docx opened for conversion: mammoth's view of the archive, and the properties we read ourselves. */
export interface DocxArchive {
  mammoth: MammothArchive;
  /**
   * The first AppError a read met (zip bomb, damaged entry, budget): mammoth may report it as its own
   * error or swallow it into a warning, so the parser asks here.
   */
  failure(): AppError | null;
  /** `dc:title` of docProps/core.xml, whitespace collapsed; null when absent or blank. */
  coreTitle: string | null;
}

/** Start tags in XML bytes: "<" before a letter (not "</", "<?", "<!"). */
function countElements(data: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < data.length - 1; i++) {
    if (data[i] !== 0x3c) continue;
    const next = (data[i + 1] ?? 0) | 0x20; // lower-cased ASCII letter
    if (next >= 0x61 && next <= 0x7a) count++;
  }
  return count;
}

/** The entry a package part name refers to: OPC part names may start with "/" ([Content_Types].xml). */
const entryOf = (name: string): string => name.replace(/^\/+/, '');

/**
 * mammoth's archive interface over a `SafeZip`: every entry mammoth asks for is inflated within the
 * archive's budget and its declared size (a lying zip bomb is cut off), and the XML parts it reads as
 * text may hold `MAX_DOCX_XML_ELEMENTS` elements in all. Images are read only when an image converter
 * asks for them, and ours never does (docx-parser.ts), so they are never inflated.
 */
function mammothArchive(
  zip: SafeZip,
  fileName: string,
  onFailure: (error: AppError) => void,
): MammothArchive {
  const names = new Set(zip.names);
  let elements = 0;
  return {
    exists: (name) => names.has(entryOf(name)),
    async read(name, encoding) {
      const data = await zip.read(entryOf(name)).catch((error: unknown) => {
        if (error instanceof AppError) onFailure(error);
        throw error;
      });
      if (data === null) throw new Error(`No entry ${name}`);
      if (encoding === 'base64') return data.toString('base64');
      if (!encoding) return new Uint8Array(data);
      elements += countElements(data);
      if (elements > MAX_DOCX_XML_ELEMENTS) {
        const error = new AppError(
          'IMPORT_TOO_COMPLEX',
          `"${fileName}" has more formatting than an import may read. Split it into smaller files.`,
        );
        onFailure(error);
        throw error;
      }
      return new TextDecoder(encoding).decode(data);
    },
    write() {
      throw new Error('A .docx being imported is read, never written');
    },
    toArrayBuffer() {
      return Promise.reject(new Error('A .docx being imported is read, never written'));
    },
  };
}

/** The text of the first `<dc:title>` in docProps/core.xml (Office Open XML core properties). */
function coreTitleOf(xml: string): string | null {
  let depth = 0;
  let text = '';
  let done = false;
  const parser = new Parser(
    {
      onopentag(name) {
        if (!done && name === 'dc:title') depth++;
      },
      ontext(chunk) {
        if (depth > 0) text += chunk;
      },
      onclosetag(name) {
        if (depth > 0 && name === 'dc:title') {
          depth--;
          done = true;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  const title = text.replace(/\s+/g, ' ').trim();
  return title === '' ? null : title;
}

/**
 * Opens a .docx (an Office Open XML zip package, ECMA-376 part 2) under the same limits as an EPUB
 * (docs/reference/limits.md#uploads, ADR 0011): the central directory is inspected before anything
 * is inflated (`inspectZip`: entry names, count, declared total, hidden sizes), then entries are
 * inflated on demand through `openSafeZip` (each cut off at its declared size, 24 MiB in all).
 * mammoth never sees the raw bytes (its own unzip, JSZip, has no output limit), and the XML it reads
 * may hold `MAX_DOCX_XML_ELEMENTS` elements.
 * @throws AppError IMPORT_CORRUPT (422) when the bytes are not a readable ZIP archive;
 *   IMPORT_UNSAFE_ARCHIVE (422) for a zip bomb or unsafe entry names; IMPORT_TOO_COMPLEX (413) past the
 *   inflate budget (here, or later from `mammoth.read` with the element limit, told to `failure`)
 */
export async function openDocxArchive(bytes: Uint8Array, fileName: string): Promise<DocxArchive> {
  inspectZip(bytes, fileName, DOCX_KIND);
  const zip = await openSafeZip(bytes, fileName, undefined, DOCX_KIND);
  const core = await zip.read('docProps/core.xml');
  let failure: AppError | null = null;
  return {
    mammoth: mammothArchive(zip, fileName, (error) => {
      failure ??= error;
    }),
    failure: () => failure,
    coreTitle: core ? coreTitleOf(new TextDecoder('utf-8').decode(core)) : null,
  };
}
