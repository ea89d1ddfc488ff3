import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../lib/errors.js';
import { MAX_EPUB_INFLATED_BYTES } from './limits.js';

/** A ZIP archive opened for reading single entries on demand, within a hard budget of inflated bytes. */
export interface SafeZip {
  /** Entry names in directory order, as stored ("OEBPS/content.opf"). */
  names: string[];
  /**
   * Inflates one entry. Each entry is inflated at most once (later reads share the result).
   * @returns the entry's bytes, or null when the archive has no entry of that name
   * @throws AppError IMPORT_UNSAFE_ARCHIVE when the entry inflates to more than it declares;
   *   IMPORT_TOO_COMPLEX (413) when it would pass the archive's budget; IMPORT_CORRUPT when its data
   *   cannot be inflated
   */
  read(name: string): Promise<Buffer | null>;
}

const corrupt = (fileName: string, reason: string, kind = 'EPUB') =>
  new AppError('IMPORT_CORRUPT', `"${fileName}" is not a valid ${kind}: ${reason}.`);
const unsafe = (fileName: string, reason: string) =>
  new AppError('IMPORT_UNSAFE_ARCHIVE', `"${fileName}" was rejected for safety: ${reason}.`);

async function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  for await (const entry of zip.eachEntry()) {
    if (!entry.fileName.endsWith('/') && !entries.has(entry.fileName)) entries.set(entry.fileName, entry);
  }
  return entries;
}

/**
 * Reads an entry's stream to the end, stopping as soon as more than `limit` bytes came out. Every
 * stream yauzl hands out gets an `error` listener here: an unheard zlib error would end the process.
 */
function collect(stream: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stream.destroy();
        reject(new RangeError(`more than ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks, size)));
  });
}

/** Our own count (`collect`) or yauzl's (`AssertByteCountStream` in yauzl/index.js) caught a lie. */
const isSizeLie = (error: unknown) =>
  error instanceof RangeError || /too many bytes/.test(String((error as Error)?.message));

/**
 * Opens a ZIP archive held in memory with yauzl. Nothing is inflated until `read` asks for an entry,
 * so images and other entries a parser does not need are never expanded. Each read is limited, while
 * inflating, to the size the central directory declares for the entry (yauzl `validateEntrySizes`) and
 * to what remains of `budget` bytes for the whole archive: a zip bomb that lies about its sizes is cut
 * off after a few kilobytes instead of filling memory. Run `inspectZip` first for the cheap checks on
 * the declared sizes and names.
 * @param budget total inflated bytes allowed across all reads (default `MAX_EPUB_INFLATED_BYTES`)
 * @param kind what the archive should be, for messages ("EPUB", "Word document")
 * @throws AppError IMPORT_CORRUPT when the bytes are not a readable ZIP archive
 */
export async function openSafeZip(
  bytes: Uint8Array,
  fileName: string,
  budget = MAX_EPUB_INFLATED_BYTES,
  kind = 'EPUB',
): Promise<SafeZip> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let zip: ZipFile;
  let entries: Map<string, Entry>;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
    entries = await listEntries(zip);
  } catch {
    throw corrupt(fileName, 'it could not be opened as a ZIP archive', kind);
  }
  let remaining = budget;
  const reads = new Map<string, Promise<Buffer>>();

  async function inflate(entry: Entry): Promise<Buffer> {
    if (entry.uncompressedSize > remaining) {
      throw new AppError(
        'IMPORT_TOO_COMPLEX',
        `"${fileName}" holds more than ${budget / 1024 / 1024} MB of text documents, more than an import may read. Split it into smaller files.`,
      );
    }
    // Reserved before reading, so reads running side by side cannot together pass the budget.
    remaining -= entry.uncompressedSize;
    try {
      const stream = await zip.openReadStreamPromise(entry);
      return await collect(stream, entry.uncompressedSize);
    } catch (error) {
      if (isSizeLie(error)) {
        throw unsafe(
          fileName,
          `"${entry.fileName}" expands beyond its declared size, which is how zip bombs work`,
        );
      }
      throw corrupt(fileName, `the data of "${entry.fileName}" is damaged`, kind);
    }
  }

  return {
    names: [...entries.keys()],
    read(name) {
      const entry = entries.get(name);
      if (!entry) return Promise.resolve(null);
      let read = reads.get(name);
      if (!read) {
        read = inflate(entry);
        reads.set(name, read);
      }
      return read;
    },
  };
}
