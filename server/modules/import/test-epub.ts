import { buildZip, type ZipFileSpec } from './test-zip.js';

/*
 * EPUBs built for import tests and journeys (docs/decisions/0034-lossless-import.md): any spine, with or
 * without a navigation document, plus the shapes that used to lose words.
 */

/** One spine document: its file name under OEBPS/ and its `<body>` markup. */
export interface SpineFile {
  name: string;
  body: string;
}

const xhtml = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>x</title></head><body>${body}</body></html>`;

/**
 * An EPUB 3 titled "The Harbor" with `files` as its spine, in order, and a navigation document listing
 * `toc` (href relative to OEBPS/, label); without `toc` there is no navigation document at all.
 */
export function buildEpub(files: SpineFile[], toc?: [string, string][]): Uint8Array {
  const items = files.map((f, i) => `<item id="f${i}" href="${f.name}" media-type="application/xhtml+xml"/>`);
  const refs = files.map((_, i) => `<itemref idref="f${i}"/>`);
  if (toc)
    items.push('<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>');
  const opf = `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">harbor</dc:identifier><dc:title>The Harbor</dc:title>
    <dc:creator>Jo Marsh</dc:creator><dc:language>en</dc:language>
  </metadata>
  <manifest>${items.join('')}</manifest>
  <spine>${refs.join('')}</spine>
</package>`;
  const nav = toc
    ? xhtml(
        `<nav epub:type="toc"><ol>${toc.map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join('')}</ol></nav>`,
      )
    : null;
  const container = `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`;
  const zipFiles: ZipFileSpec[] = [
    { name: 'mimetype', data: 'application/epub+zip' },
    { name: 'META-INF/container.xml', data: container, deflate: true },
    { name: 'OEBPS/content.opf', data: opf, deflate: true },
    ...(nav ? [{ name: 'OEBPS/nav.xhtml', data: nav, deflate: true }] : []),
    ...files.map((f) => ({ name: `OEBPS/${f.name}`, data: xhtml(f.body), deflate: true })),
  ];
  return buildZip(zipFiles);
}

/** A paragraph of `count` distinct words about `topic` ("dock0 dock1 …"). */
export const prose = (topic: string, count = 40) =>
  Array.from({ length: count }, (_, i) => `${topic}${i}`).join(' ');
const p = (text: string) => `<p>${text}</p>`;

/** A title page, then two letters before "Chapter 1", the first entry of the TOC (Frankenstein's shape). */
export const lettersBook = () =>
  buildEpub(
    [
      { name: 'title.xhtml', body: '<h1>The Harbor</h1><p>by Jo Marsh</p>' },
      {
        name: 'letters.xhtml',
        body: `<h2>Letter 1</h2><p>To Mrs. Saville, England.</p>${p(prose('first'))}<h2>Letter 2</h2>${p(prose('second'))}`,
      },
      { name: 'c1.xhtml', body: `<h2>Chapter 1</h2>${p(prose('one'))}` },
      { name: 'c2.xhtml', body: `<h2>Chapter 2</h2>${p(prose('two'))}` },
    ],
    [
      ['c1.xhtml', 'Chapter 1'],
      ['c2.xhtml', 'Chapter 2'],
    ],
  );
