import { EPub } from 'epub2';
import type { IZipFile } from 'epub2/zipfile';
import { AppError } from '../../lib/errors.js';
import type { SafeZip } from './safe-zip.js';

const corrupt = (fileName: string, reason: string) =>
  new AppError('IMPORT_CORRUPT', `"${fileName}" is not a valid EPUB: ${reason}.`);

/** epub2 reports problems as English sentences, some quoting the whole input; keep only what helps. */
function describeEpubError(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/mimetype/i.test(message)) return 'it has no "mimetype" file saying application/epub+zip';
  if (/mime type/i.test(message)) return 'its "mimetype" file does not say application/epub+zip';
  if (/rootfile|container/i.test(message))
    return 'META-INF/container.xml does not point to a readable package file';
  if (/No files/i.test(message)) return 'it could not be opened as a ZIP archive';
  return 'its package (OPF) file could not be read';
}

/**
 * Finds an archive entry by the name a package file uses for it: as written, else percent-decoded
 * ("chapter%201.xhtml"), as epub2's own adm-zip wrapper does (node_modules/epub2/zipfile.js).
 */
export function entryName(zip: SafeZip, name: string): string {
  if (zip.names.includes(name)) return name;
  try {
    return decodeURIComponent(name);
  } catch {
    return name; // a stray "%" is not an escape
  }
}

/**
 * epub2's parser reading from a `SafeZip` instead of opening the bytes with adm-zip, whose inflater
 * has no output limit and leaves zlib errors unheard. epub2 keeps the archive in `this.zip` and only
 * calls `names` and `readFile(name, callback)` on it (node_modules/epub2/lib/epub.js), so `open()`
 * installs an adapter and starts epub2's own chain at `checkMimeType()`.
 */
class SafeEpub extends EPub {
  /** The first AppError a read met; epub2 would report it as "Reading archive failed". */
  failure: AppError | null = null;
  private readonly archive: SafeZip;

  constructor(archive: SafeZip) {
    super('');
    this.archive = archive;
  }

  override open(): void {
    const archive = this.archive;
    const adapter = {
      names: archive.names,
      count: archive.names.length,
      readFile: (name: string, callback: (error: unknown, data?: Buffer) => void) => {
        archive.read(entryName(archive, name)).then(
          (data) => this.guard(() => (data ? callback(null, data) : callback(new Error(`No file ${name}`)))),
          (error: unknown) => {
            if (error instanceof AppError) this.failure ??= error;
            this.guard(() => callback(error));
          },
        );
      },
    };
    // epub2 types `zip` as its adm-zip wrapper class (constructor included); it only uses these members.
    this.zip = adapter as unknown as IZipFile;
    if (archive.names.length === 0) {
      this.emit('error', new Error('No files in archive'));
      return;
    }
    this.checkMimeType();
  }

  /** xml2js (explicitArray: false) gives a lone `<item>` as an object, which epub2 skips: wrap it. */
  override parseManifest(manifest: { item?: unknown } | undefined): void {
    const item = manifest?.item;
    super.parseManifest(item && !Array.isArray(item) ? { ...manifest, item: [item] } : manifest);
  }

  /**
   * epub2 parses inside our read callbacks; a throw there (a TypeError on a strange package file)
   * would escape into the promise machinery as an unhandled error, so it becomes an `error` event.
   */
  private guard(step: () => void): void {
    try {
      step();
    } catch (error) {
      this.emit('error', error);
    }
  }
}

/**
 * Reads an EPUB's container, package metadata (dc:title, dc:creator), manifest, spine and NCX with
 * epub2, from an archive opened by `openSafeZip`.
 * @returns the parsed package; `rootFile` is the OPF's entry name
 * @throws AppError IMPORT_CORRUPT when the container or package cannot be read; IMPORT_UNSAFE_ARCHIVE
 *   (from `SafeZip.read`) when an entry it needs is a zip bomb
 */
export function readEpubPackage(zip: SafeZip, fileName: string): Promise<EPub> {
  return new Promise((resolve, reject) => {
    const epub = new SafeEpub(zip);
    epub.once('end', () => resolve(epub));
    epub.on('error', (error: unknown) => reject(epub.failure ?? corrupt(fileName, describeEpubError(error))));
    try {
      epub.parse();
    } catch (error) {
      reject(corrupt(fileName, describeEpubError(error)));
    }
  });
}
