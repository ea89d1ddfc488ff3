import {
  Document,
  FootnoteReferenceRun,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';
import type { ZipFileSpec } from './test-zip.js';

// Word manuscripts for tests, written with the `docx` package as Word would save them (styles.xml with
// Title / Heading 1 / Heading 2, core properties, media, footnotes).

/** A run of text: a string, or text with italics and/or bold. */
export type RunSpec = string | { text: string; italics?: boolean; bold?: boolean };

/** A Title-styled paragraph (the book's title). */
export const titleParagraph = (text: string): Paragraph =>
  new Paragraph({ text, heading: HeadingLevel.TITLE });

/** A Heading 1 paragraph. */
export const heading1 = (text: string): Paragraph => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });

/** A Heading 2 paragraph. */
export const heading2 = (text: string): Paragraph => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });

/** A body paragraph (Normal style) of runs. */
export const paragraph = (...runs: RunSpec[]): Paragraph =>
  new Paragraph({
    children: runs.map((run) => (typeof run === 'string' ? new TextRun(run) : new TextRun(run))),
  });

/** A body paragraph whose runs are followed by the reference mark of footnote `id`. */
export const paragraphWithFootnote = (id: number, ...runs: RunSpec[]): Paragraph =>
  new Paragraph({
    children: [
      ...runs.map((run): ParagraphChild => (typeof run === 'string' ? new TextRun(run) : new TextRun(run))),
      new FootnoteReferenceRun(id),
    ],
  });

/** A 1x1 PNG, the smallest picture Word would embed. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A paragraph holding one inline picture (a PNG in word/media/). */
export const imageParagraph = (): Paragraph =>
  new Paragraph({
    children: [new ImageRun({ type: 'png', data: PIXEL_PNG, transformation: { width: 40, height: 40 } })],
  });

/** `count` words of ordinary prose ("word1 word2 …" would read as a list), as one paragraph's text. */
export function prose(count: number, seed = 0): string {
  const words = 'the river ran past the old mill while she counted boats in the grey morning light'.split(
    ' ',
  );
  return Array.from({ length: count }, (_, i) => words[(i + seed) % words.length]).join(' ');
}

/**
 * A .docx of the given paragraphs (see the builders above), as `Packer` writes it.
 * @param options.title the core properties title (docProps/core.xml `dc:title`)
 * @param options.footnotes footnote texts by id, for `paragraphWithFootnote`
 */
export async function buildDocx(
  children: Paragraph[],
  options: { title?: string; footnotes?: Record<number, string> } = {},
): Promise<Uint8Array> {
  const footnotes = Object.fromEntries(
    Object.entries(options.footnotes ?? {}).map(([id, text]) => [id, { children: [new Paragraph(text)] }]),
  );
  const document = new Document({
    ...(options.title ? { title: options.title } : {}),
    footnotes,
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
  <Default Extension="xml" ContentType="application/xml"/>
  <Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

const DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>
  <w:p><w:r><w:t>A lighthouse keeper counted the ships.</w:t></w:r></w:p>
</w:body></w:document>`;

/**
 * The three entries of the smallest .docx mammoth reads (content types, package relationships and
 * word/document.xml with one paragraph), for `buildZip`; `document` overrides the spec of
 * word/document.xml (a bomb, damaged data).
 */
export function minimalDocxFiles(document: Partial<ZipFileSpec> = {}): ZipFileSpec[] {
  return [
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: PACKAGE_RELS },
    { name: 'word/document.xml', data: DOCUMENT, deflate: true, ...document },
  ];
}
