import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { toInlineMarkup } from './docx-text.js';
import { type ImportedManuscript, parseManuscript } from './import.service.js';
import {
  buildDocx,
  heading1,
  heading2,
  imageParagraph,
  paragraph,
  paragraphWithFootnote,
  prose,
  titleParagraph,
} from './test-docx.js';

// Word manuscripts (.docx) through the real parser: chapters from heading styles, from "Chapter N"
// lines, or one chapter; italics and bold as inline markup; images and notes (ADR 0033).

const parse = async (bytes: Uint8Array, fileName = 'manuscript.docx'): Promise<ImportedManuscript> =>
  parseManuscript({ fileName, bytes });

const titles = (m: ImportedManuscript) => m.chapters.map((c) => c.title);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('parseManuscript on .docx', () => {
  it('splits at Heading 1 paragraphs and takes the Title style as the title', async () => {
    const bytes = await buildDocx([
      titleParagraph('The Tide Book'),
      heading1('The Harbour'),
      paragraph(prose(40)),
      heading1('The Storm'),
      paragraph(prose(50, 1)),
      paragraph(prose(10, 2)),
    ]);
    const m = await parse(bytes);
    expect(m).toMatchObject({ format: 'docx', title: 'The Tide Book', author: null, notes: [] });
    expect(titles(m)).toEqual(['The Harbour', 'The Storm']);
    expect(m.chapters.map((c) => c.wordCount)).toEqual([40, 60]);
    expect(m.chapters[1]?.content).toBe(`${prose(50, 1)}\n\n${prose(10, 2)}`);
  });

  it('treats Heading 1 as parts when Heading 2 chapters sit under them', async () => {
    const bytes = await buildDocx([
      heading1('Part One'),
      heading2('Chapter 1'),
      paragraph(prose(30)),
      heading2('Chapter 2'),
      paragraph(prose(30)),
      heading1('Part Two'),
      heading2('Chapter 3'),
      paragraph(prose(30)),
    ]);
    const m = await parse(bytes);
    expect(titles(m)).toEqual(['Part One — Chapter 1', 'Chapter 2', 'Part Two — Chapter 3']);
    expect(m.chapters.every((c) => c.wordCount === 30)).toBe(true);
  });

  it('uses Heading 2 alone as chapters', async () => {
    const bytes = await buildDocx([
      heading2('One'),
      paragraph(prose(20)),
      heading2('Two'),
      paragraph(prose(20)),
    ]);
    expect(titles(await parse(bytes))).toEqual(['One', 'Two']);
  });

  it('finds plain "Chapter 1" / "Chapter 2" paragraphs with the text importer when no heading style is used', async () => {
    const bytes = await buildDocx([
      paragraph('Chapter 1'),
      paragraph(prose(60)),
      paragraph(prose(20, 4)),
      paragraph({ text: 'Chapter 2', bold: true }), // bold, as authors often mark chapter lines
      paragraph(prose(70)),
      paragraph('Chapter 3'),
      paragraph('It was ', { text: 'late', italics: true }, '.'),
      paragraph(prose(50)),
    ]);
    const m = await parse(bytes);
    expect(titles(m)).toEqual(['Chapter 1', 'Chapter 2', 'Chapter 3']);
    expect(m.chapters.map((c) => c.wordCount)).toEqual([80, 70, 53]);
    expect(m.chapters[2]?.content.split('\n\n')[0]).toBe('It was _late_.');
  });

  it('keeps a document with no headings at all as one chapter, titled by core properties', async () => {
    const bytes = await buildDocx([paragraph(prose(60)), paragraph(prose(60, 3))], { title: 'Quiet Water' });
    const m = await parse(bytes);
    expect(m.title).toBe('Quiet Water');
    expect(titles(m)).toEqual(['Chapter 1']);
    expect(m.chapters[0]?.wordCount).toBe(120);
  });

  it('reads a single heading that opens the document as the title', async () => {
    const bytes = await buildDocx([
      heading1('Salt and Iron'),
      paragraph('Chapter 1'),
      paragraph(prose(40)),
      paragraph('Chapter 2'),
      paragraph(prose(40)),
    ]);
    const m = await parse(bytes);
    expect(m.title).toBe('Salt and Iron');
    expect(titles(m)).toEqual(['Chapter 1', 'Chapter 2']);
  });

  it('keeps italics and bold as inline markup, never in titles', async () => {
    const bytes = await buildDocx([
      heading1('A Storm'),
      paragraph(
        'It was ',
        { text: 'very ', italics: true },
        'dark and ',
        { text: 'cold', bold: true },
        ', ',
        { text: 'truly', bold: true, italics: true },
        '.',
      ),
      heading1('After'),
      paragraph(prose(20)),
    ]);
    const [chapter] = (await parse(bytes)).chapters;
    expect(chapter?.title).toBe('A Storm');
    expect(chapter?.content.split('\n\n')[0]).toBe('It was _very_ dark and **cold**, **_truly_**.');
    expect(chapter?.firstLine).toBe('It was _very_ dark and **cold**, **_truly_**.');
  });

  it('keeps a long untitled opening before the first heading as a chapter, with its markup', async () => {
    const bytes = await buildDocx([
      paragraph('It was ', { text: 'so', italics: true }, ` ${prose(150)}`),
      heading1('One'),
      paragraph(prose(30)),
      heading1('Two'),
      paragraph(prose(30)),
    ]);
    const m = await parse(bytes);
    expect(titles(m).slice(-2)).toEqual(['One', 'Two']);
    expect(m.chapters).toHaveLength(3);
    expect(m.chapters[0]?.content).toMatch(/^It was _so_ the river/);
    expect(m.skippedFrontMatterWords).toBe(0);
  });

  it('leaves images out and says how many', async () => {
    const bytes = await buildDocx([
      heading1('Pictures'),
      paragraph(prose(20)),
      imageParagraph(),
      imageParagraph(),
      paragraph(prose(20)),
    ]);
    const m = await parse(bytes);
    expect(m.notes).toEqual(['2 images were left out.']);
    expect(m.chapters[0]?.wordCount).toBe(40);
  });

  it('keeps a footnote at the end of the chapter that refers to it', async () => {
    const bytes = await buildDocx(
      [
        heading1('One'),
        paragraph(prose(20)),
        heading1('Two'),
        paragraphWithFootnote(1, 'The tide came in'),
        paragraph(prose(20)),
      ],
      { footnotes: { 1: 'Twice a day, in fact.' } },
    );
    const m = await parse(bytes);
    expect(m.chapters[0]?.content).not.toContain('Twice');
    expect(m.chapters[1]?.content).toBe(`The tide came in[1]\n\n${prose(20)}\n\n[1] Twice a day, in fact.`);
    expect(m.notes).toEqual(['1 footnote was kept at the end of the chapter that refers to it.']);
  });

  it('refuses a .doc with 415 saying to save it as .docx', async () => {
    const error = await refusal(
      parse(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'old.doc'),
    );
    expect(error.code).toBe('IMPORT_UNSUPPORTED_TYPE');
    expect(error.message).toMatch(/save it as a \.docx file/);
  });

  it('reads a file without an extension as .docx when its type is Word', async () => {
    const bytes = await buildDocx([heading1('Only'), paragraph(prose(10))]);
    const m = await parseManuscript({
      fileName: 'manuscript',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes,
    });
    expect(m.format).toBe('docx');
    await expect(parseManuscript({ fileName: 'manuscript', bytes })).rejects.toMatchObject({
      code: 'IMPORT_UNSUPPORTED_TYPE',
    });
  });

  it('refuses a .docx that is not a zip, or a zip without a Word document, as corrupt', async () => {
    const text = await refusal(parse(new Uint8Array(Buffer.from('just some text, not a zip at all'))));
    expect(text.code).toBe('IMPORT_CORRUPT');
    expect(text.message).toMatch(/is not a valid Word document/);
    const { buildZip } = await import('./test-zip.js');
    const empty = await refusal(parse(buildZip([{ name: 'readme.txt', data: 'hello' }])));
    expect(empty).toMatchObject({ code: 'IMPORT_CORRUPT' });
    expect(empty.message).toMatch(/word\/document\.xml/);
  });
});

describe('toInlineMarkup', () => {
  const em = (text: string) => `\uE000${text}\uE001`;
  const strong = (text: string) => `\uE002${text}\uE003`;

  it('moves spaces outside the markers and merges touching runs', () => {
    expect(toInlineMarkup(`a${em(' b ')}c`)).toBe('a _b_ c');
    expect(toInlineMarkup(`${em('one ')}${em('two')} three`)).toBe('_one two_ three');
  });

  it('keeps emphasis inside a word as plain text', () => {
    expect(toInlineMarkup(`un${em('believ')}able`)).toBe('unbelievable');
    expect(toInlineMarkup(`${strong('Bold')}ly`)).toBe('Boldly');
  });

  it('closes and opens a run that a line break cut in two', () => {
    expect(toInlineMarkup(`start ${em('of it')}`)).toBe('start _of it_');
    expect(toInlineMarkup('rest of it\uE001 then')).toBe('_rest of it_ then');
  });

  it('drops empty runs', () => {
    expect(toInlineMarkup(`a ${em('')}${strong(' ')}b`)).toBe('a  b');
  });
});
