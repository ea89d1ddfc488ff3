import { AppError } from '../../lib/errors.js';
import { MAX_EPUB_ENTRIES, MAX_EPUB_UNCOMPRESSED_BYTES } from './limits.js';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/** One entry of a ZIP central directory, as declared (not yet read). */
export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const corrupt = (fileName: string, reason: string, kind = 'EPUB') =>
  new AppError('IMPORT_CORRUPT', `"${fileName}" is not a valid ${kind}: ${reason}.`);
const unsafe = (fileName: string, reason: string) =>
  new AppError('IMPORT_UNSAFE_ARCHIVE', `"${fileName}" was rejected for safety: ${reason}.`);

function findEndOfCentralDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - EOCD_SIZE - MAX_COMMENT);
  for (let at = view.byteLength - EOCD_SIZE; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return -1;
}

/** An absolute path, a drive letter, a `..` segment or a NUL would let extraction escape its folder. */
export function isUnsafeEntryName(name: string): boolean {
  if (name.includes('\0') || /^[/\\]/.test(name) || /^[a-zA-Z]:/.test(name)) return true;
  return name.split(/[/\\]/).some((segment) => segment === '..');
}

/**
 * Reads a ZIP archive's central directory without extracting anything and rejects archives that are
 * unsafe to open: entry names with absolute paths or `..` traversal, too many entries, a declared
 * uncompressed total over `MAX_EPUB_UNCOMPRESSED_BYTES`, or compressed data behind a declared size of 0
 * (an inflater would have no output limit).
 * @param kind what the archive should be, for messages ("EPUB", "Word document")
 * @returns the declared entries, in directory order
 * @throws AppError IMPORT_CORRUPT when the bytes are not a readable ZIP; IMPORT_UNSAFE_ARCHIVE as above
 */
export function inspectZip(bytes: Uint8Array, fileName: string, kind = 'EPUB'): ZipEntryInfo[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < EOCD_SIZE) throw corrupt(fileName, 'it is too short to be a ZIP archive', kind);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd === -1) throw corrupt(fileName, 'it is not a ZIP archive, or it is truncated', kind);
  const entryCount = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryStart = view.getUint32(eocd + 16, true);
  if (entryCount === 0xffff || directoryStart === 0xffffffff)
    throw corrupt(fileName, 'ZIP64 archives are not supported', kind);
  if (entryCount > MAX_EPUB_ENTRIES) throw unsafe(fileName, `it holds more than ${MAX_EPUB_ENTRIES} files`);
  if (directoryStart + directorySize > eocd) throw corrupt(fileName, 'its file directory is damaged', kind);
  const entries: ZipEntryInfo[] = [];
  const decoder = new TextDecoder('utf-8');
  let total = 0;
  let at = directoryStart;
  for (let i = 0; i < entryCount; i++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_FILE_HEADER) {
      throw corrupt(fileName, 'its file directory is damaged', kind);
    }
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > eocd) throw corrupt(fileName, 'its file directory is damaged', kind);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (isUnsafeEntryName(name)) throw unsafe(fileName, `it contains a file with an unsafe path ("${name}")`);
    if (uncompressedSize === 0 && compressedSize > 64) {
      throw unsafe(fileName, `the size of "${name}" is hidden, which is how zip bombs work`);
    }
    total += uncompressedSize;
    if (total > MAX_EPUB_UNCOMPRESSED_BYTES) {
      throw unsafe(fileName, `it expands to more than ${MAX_EPUB_UNCOMPRESSED_BYTES / 1024 / 1024} MB`);
    }
    entries.push({ name, compressedSize, uncompressedSize });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
