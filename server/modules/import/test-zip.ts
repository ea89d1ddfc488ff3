import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One file for `buildZip`. */
export interface ZipFileSpec {
  name: string;
  data: string | Uint8Array;
  /** Deflate the data (default: store it). */
  deflate?: boolean;
  /** Uncompressed size to declare instead of the real one (to fake a zip bomb). */
  declaredSize?: number;
  /**
   * Deflate data to write as the entry's body instead of deflating `data` (damaged data, a hand-made
   * bomb); `data` then only gives the CRC and, without `declaredSize`, the declared size.
   */
  compressed?: Uint8Array;
}

/**
 * Writes a minimal ZIP archive (local headers, central directory, end record) for tests. Names are
 * written exactly as given, so tests can build archives with unsafe paths such as `../../evil.txt`.
 */
export function buildZip(files: ZipFileSpec[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const raw = typeof file.data === 'string' ? Buffer.from(file.data, 'utf8') : Buffer.from(file.data);
    const body = file.compressed ? Buffer.from(file.compressed) : file.deflate ? deflateRawSync(raw) : raw;
    const name = Buffer.from(file.name, 'utf8');
    const method = file.deflate || file.compressed ? 8 : 0;
    const size = file.declaredSize ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/**
 * Deflate data that inflates to `mebibytes` MiB of zeros from about a thousandth of that: 1 MiB of
 * zeros deflated with Z_FULL_FLUSH is a self-contained, non-final block, so its bytes can be repeated,
 * then a final empty block ends the stream. 1024 repeats make a ~1 MB upload that inflates to 1 GiB.
 */
export function zeroBombDeflate(mebibytes: number): Uint8Array {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_FULL_FLUSH });
  const finalEmptyBlock = deflateRawSync(Buffer.alloc(0));
  return new Uint8Array(Buffer.concat([...Array<Buffer>(mebibytes).fill(block), finalEmptyBlock]));
}

/** Deflate data that no inflater accepts: `length` bytes of 0xFF (an invalid block type). */
export const damagedDeflate = (length = 64): Uint8Array => new Uint8Array(length).fill(0xff);

const CONTAINER = `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;

const xhtml = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>x</title></head><body>${body}</body></html>`;

/**
 * The files of a small valid EPUB 3 ("A Tiny Tale" by Test Author): a nav document and two chapters.
 * Tests add entries (an unsafe path) or change sizes around it; `firstChapter` overrides the spec of
 * the first chapter, `OEBPS/text/one.xhtml` (damaged data, a bomb).
 */
export function tinyEpubFiles(firstChapter: Partial<ZipFileSpec> = {}): ZipFileSpec[] {
  const opf = `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">tiny</dc:identifier><dc:title>A Tiny Tale</dc:title>
    <dc:creator>Test Author</dc:creator><dc:language>en</dc:language>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="c1" href="text/one.xhtml" media-type="application/xhtml+xml"/>
    <item id="c2" href="text/two.xhtml" media-type="application/xhtml+xml"/>
  </manifest>
  <spine><itemref idref="nav" linear="no"/><itemref idref="c1"/><itemref idref="c2"/></spine>
</package>`;
  const nav = xhtml(
    '<nav epub:type="toc" xmlns:epub="http://www.idpf.org/2007/ops"><ol><li><a href="text/one.xhtml">The Start</a></li><li><a href="text/two.xhtml#end">The End</a></li></ol></nav>',
  );
  return [
    { name: 'mimetype', data: 'application/epub+zip' },
    { name: 'META-INF/container.xml', data: CONTAINER, deflate: true },
    { name: 'OEBPS/content.opf', data: opf, deflate: true },
    { name: 'OEBPS/nav.xhtml', data: nav, deflate: true },
    {
      name: 'OEBPS/text/one.xhtml',
      data: xhtml('<h1>The Start</h1><p>Once upon a time.</p><p>It went on.</p>'),
      deflate: true,
      ...firstChapter,
    },
    {
      name: 'OEBPS/text/two.xhtml',
      data: xhtml('<p>Between.</p><h1 id="end">The End</h1><p>Happily ever after.</p>'),
      deflate: true,
    },
  ];
}

/**
 * The smallest EPUB a writing tool makes: one XHTML document, `OPS/ch1.xhtml`, and a manifest with
 * that single item (no NCX, no navigation document).
 */
export function oneChapterEpubFiles(): ZipFileSpec[] {
  const container = CONTAINER.replace('OEBPS/content.opf', 'OPS/content.opf');
  const opf = `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">one</dc:identifier><dc:title>One Chapter</dc:title><dc:language>en</dc:language>
  </metadata>
  <manifest><item id="ch1" href="ch1.xhtml" media-type="application/xhtml+xml"/></manifest>
  <spine><itemref idref="ch1"/></spine>
</package>`;
  return [
    { name: 'mimetype', data: 'application/epub+zip' },
    { name: 'META-INF/container.xml', data: container, deflate: true },
    { name: 'OPS/content.opf', data: opf, deflate: true },
    {
      name: 'OPS/ch1.xhtml',
      data: xhtml('<h1>The Only Chapter</h1><p>A lighthouse keeper counted the ships.</p>'),
      deflate: true,
    },
  ];
}
