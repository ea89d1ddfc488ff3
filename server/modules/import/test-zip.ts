import { crc32, deflateRawSync } from 'node:zlib';

/** One file for `buildZip`. */
export interface ZipFileSpec {
  name: string;
  data: string | Uint8Array;
  /** Deflate the data (default: store it). */
  deflate?: boolean;
  /** Uncompressed size to declare instead of the real one (to fake a zip bomb). */
  declaredSize?: number;
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
    const body = file.deflate ? deflateRawSync(raw) : raw;
    const name = Buffer.from(file.name, 'utf8');
    const method = file.deflate ? 8 : 0;
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

const CONTAINER = `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;

const xhtml = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>x</title></head><body>${body}</body></html>`;

/**
 * The files of a small valid EPUB 3 ("A Tiny Tale" by Test Author): a nav document and two chapters.
 * Tests add entries (an unsafe path) or change sizes around it.
 */
export function tinyEpubFiles(): ZipFileSpec[] {
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
    },
    {
      name: 'OEBPS/text/two.xhtml',
      data: xhtml('<p>Between.</p><h1 id="end">The End</h1><p>Happily ever after.</p>'),
      deflate: true,
    },
  ];
}
