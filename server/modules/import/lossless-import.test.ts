import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildEpub as buildStoryloomEpub } from '../export/epub-book.js';
import { countWords, type ImportedManuscript, parseManuscript } from './import.service.js';
import { buildEpub, lettersBook, prose } from './test-epub.js';
import { uploadManuscript } from './test-upload.js';

/*
 * The importer keeps every word (docs/reference/platform.md#import, ADR 0034): EPUBs built here with the
 * structures that used to lose text, and a plain-text file with each chapter's title on its own line.
 */

const parseEpub = (bytes: Uint8Array) => parseManuscript({ fileName: 'built.epub', bytes });
const titles = (m: ImportedManuscript) => m.chapters.map((c) => c.title);
const words = (m: ImportedManuscript) => m.chapters.reduce((sum, c) => sum + c.wordCount, 0);

const p = (text: string) => `<p>${text}</p>`;

describe('EPUBs whose structure used to lose words', () => {
  it('reads a TOC label that starts with a part word and has text of its own as a chapter', async () => {
    const files = [
      { name: 'c1.xhtml', body: `<h1>BOOK ONE: ARRIVAL — I. THE DOCK</h1>${p(prose('dock'))}` },
      { name: 'c2.xhtml', body: `<h1>II. THE INN</h1>${p(prose('inn'))}` },
      { name: 'c3.xhtml', body: `<h1>BOOK TWO: DEPARTURE — I. THE SHIP</h1>${p(prose('ship'))}` },
      { name: 'c4.xhtml', body: `<h1>II. THE SEA</h1>${p(prose('sea'))}` },
    ];
    const result = await parseEpub(
      buildEpub(
        files,
        files.map((f) => [f.name, f.body.slice(4, f.body.indexOf('</h1>'))]),
      ),
    );
    expect(titles(result)).toEqual([
      'BOOK ONE: ARRIVAL — I. THE DOCK',
      'II. THE INN',
      'BOOK TWO: DEPARTURE — I. THE SHIP',
      'II. THE SEA',
    ]);
    expect(result.chapters.map((c) => c.wordCount)).toEqual([40, 40, 40, 40]);
    expect(result.skippedFrontMatterWords).toBe(0);
  });

  it('still folds a part entry with no text of its own into the chapter it opens', async () => {
    const files = [
      { name: 'part1.xhtml', body: '<h1>PART ONE</h1>' },
      { name: 'c1.xhtml', body: `<h2>The Dock</h2>${p(prose('dock'))}` },
      { name: 'c2.xhtml', body: `<h2>The Inn</h2>${p(prose('inn'))}` },
    ];
    const toc: [string, string][] = [
      ['part1.xhtml', 'PART ONE'],
      ['c1.xhtml', 'The Dock'],
      ['c2.xhtml', 'The Inn'],
    ];
    expect(titles(await parseEpub(buildEpub(files, toc)))).toEqual(['PART ONE — The Dock', 'The Inn']);
  });

  it('falls back to the spine and its headings when the TOC names only the first file', async () => {
    // calibre's EPUBs of many non-English books: one TOC entry, "Start", over fifteen <h2> files.
    const files = Array.from({ length: 15 }, (_, i) => ({
      name: `part${i}.xhtml`,
      body: `<h2>Kapitel ${i + 1}</h2>${p(prose(`wort${i}x`, 30))}${p(prose(`satz${i}x`, 20))}`,
    }));
    const result = await parseEpub(buildEpub(files, [['part0.xhtml', 'Start']]));
    expect(titles(result)).toEqual(files.map((_, i) => `Kapitel ${i + 1}`));
    expect(result.chapters.every((c) => c.wordCount === 50)).toBe(true);
  });

  it('keeps the text before the first TOC entry as chapters found by its headings', async () => {
    // Frankenstein's four letters come before "Chapter 1", the first entry of its TOC.
    const result = await parseEpub(lettersBook());
    expect(titles(result)).toEqual(['Letter 1', 'Letter 2', 'Chapter 1', 'Chapter 2']);
    expect(result.chapters[0]?.content).toBe(`To Mrs. Saville, England.\n\n${prose('first')}`);
    expect(words(result)).toBe(4 + 4 * 40);
    // The title page is front matter: left out by default, but offered with its text.
    expect(result.skippedFrontMatterWords).toBe(5);
    const { frontMatter } = result as ImportedManuscript & { frontMatter?: ImportedManuscript['chapters'] };
    expect(frontMatter?.map((s) => [s.title, s.content])).toEqual([['The Harbor', 'by Jo Marsh']]);
  });

  it('keeps a long untitled opening before the first TOC entry as a chapter', async () => {
    const files = [
      { name: 'opening.xhtml', body: p(prose('dawn', 150)) },
      { name: 'c1.xhtml', body: `<h2>Chapter 1</h2>${p(prose('one'))}` },
    ];
    const result = await parseEpub(buildEpub(files, [['c1.xhtml', 'Chapter 1']]));
    expect(titles(result)).toEqual(['Opening', 'Chapter 1']);
    expect(words(result)).toBe(190);
  });

  it('keeps the numbers of ordered lists, with start, type, reversed and value', async () => {
    const body = [
      '<h1>Lists</h1>',
      '<ol><li>Rope</li><li><p>Sail</p></li></ol>',
      '<ol start="7" type="a"><li>seven</li><li>eight</li></ol>',
      '<ol type="I" reversed="reversed" start="3"><li>three</li><li>two</li></ol>',
      '<ol><li value="10">ten</li><li>eleven</li></ol>',
      '<ul><li>a bullet</li></ul>',
    ].join('');
    const result = await parseEpub(buildEpub([{ name: 'c1.xhtml', body }], [['c1.xhtml', 'Lists']]));
    expect(result.chapters[0]?.content.split('\n\n')).toEqual([
      '1. Rope',
      '2. Sail',
      'g. seven',
      'h. eight',
      'III. three',
      'II. two',
      '10. ten',
      '11. eleven',
      'a bullet',
    ]);
  });

  it('takes a long heading as the title, and keeps one over 255 characters in the text too', async () => {
    const long = `In which our heroine, having lost her map, her compass and her patience, finds the harbour by the smell of the fish market alone and is ${'very '.repeat(4)}glad`;
    const tooLong = `The ${'longest '.repeat(40)}title`;
    const files = [
      { name: 'c1.xhtml', body: `<h1>${long}</h1>${p(prose('fish'))}` },
      { name: 'c2.xhtml', body: `<h1>${tooLong}</h1>${p(prose('rope'))}` },
    ];
    // Without a TOC the spine and its headings give the titles.
    const result = await parseEpub(buildEpub(files));
    expect(long.length).toBeGreaterThan(120);
    expect(result.chapters[0]).toMatchObject({ title: long, content: prose('fish') });
    const second = result.chapters[1];
    expect(second?.title.length).toBeLessThanOrEqual(255);
    expect(second?.title.endsWith('longest…')).toBe(true);
    expect(second?.content).toBe(`${tooLong}\n\n${prose('rope')}`);
    expect(second?.wordCount).toBe(countWords(tooLong) + 40);
  });
});

describe("Storyloom's own EPUB export", () => {
  it('imports back to the same chapters, however short or part-like their titles', async () => {
    const chapters = [
      { title: 'Chapter 1', content: 'Hi.', aiAssistance: 'none' as const, aiShare: null },
      {
        title: 'Chapter 2',
        content: 'Bye now, said the keeper.',
        aiAssistance: 'generated' as const,
        aiShare: null,
      },
      {
        title: 'BOOK TWO',
        content: 'A short note on the second book.',
        aiAssistance: 'none' as const,
        aiShare: null,
      },
      {
        title: 'PART THREE: THE SEA — I. THE SHIP',
        content: prose('ship'),
        aiAssistance: 'assisted' as const,
        aiShare: 0.4,
      },
      {
        title: 'II.',
        content: `1. Rope\n\n2. Sail\n\n${prose('sail')}`,
        aiAssistance: 'none' as const,
        aiShare: null,
      },
      {
        title: '三',
        content: '\u3000親譲りの無鉄砲で小供の時から損ばかりしている。',
        aiAssistance: 'none' as const,
        aiShare: null,
      },
    ];
    const bytes = await buildStoryloomEpub({
      title: 'The Harbor',
      author: 'Jo Marsh',
      summary: 'A crossing.',
      genre: 'Fantasy',
      coverUrl: null,
      chapters,
      notes: ['Exported for a test.'],
      exportedAt: new Date('2026-11-26T00:00:00Z'),
    });
    const result = await parseManuscript({ fileName: 'the-harbor.epub', bytes: new Uint8Array(bytes) });
    expect(result.chapters.map((c) => [c.title, c.content])).toEqual(
      chapters.map((c) => [c.title, c.content]),
    );
  });
});

describe('plain text with numbered headings and the title on the next line', () => {
  const paragraph = (topic: string) =>
    Array.from(
      { length: 6 },
      (_, i) => `The ${topic} changed a little with every hour, and sentence ${i + 1} says so plainly.`,
    ).join(' ');

  it('joins the number and the title when a blank line separates them (one paragraph per line)', async () => {
    const text = [
      'The Harbor Town',
      '',
      '1',
      '',
      'The river and the harbor',
      '',
      paragraph('river'),
      '',
      paragraph('harbor'),
      '',
      '2',
      '',
      'Night on the quay',
      '',
      paragraph('quay'),
      '',
      '3',
      '',
      'What the tide left, and what it took from the harbor town in the long night of the storm',
      '',
      paragraph('tide'),
    ].join('\n');
    const result = await parseManuscript({ fileName: 'harbor.txt', bytes: new TextEncoder().encode(text) });
    expect(titles(result)).toEqual([
      '1: The river and the harbor',
      '2: Night on the quay',
      '3: What the tide left, and what it took from the harbor town in the long night of the storm',
    ]);
    expect(result.chapters.map((c) => c.content.split('\n\n')[0]?.slice(0, 16))).toEqual([
      'The river change',
      'The quay changed',
      'The tide changed',
    ]);
  });
});

describe('POST /api/import/preview', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('offers the front matter it left out, with its text, for the review screen', async () => {
    const cookie = await signIn(t.app, await buildUser(t.db));
    const response = await uploadManuscript(t.app, 'letters.epub', lettersBook(), cookie);
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.chapters.map((c: { title: string }) => c.title)).toEqual([
      'Letter 1',
      'Letter 2',
      'Chapter 1',
      'Chapter 2',
    ]);
    expect(preview).toMatchObject({
      skippedFrontMatterWords: 5,
      frontMatter: [{ title: 'The Harbor', content: 'by Jo Marsh', firstLine: 'by Jo Marsh', wordCount: 3 }],
    });
  });
});
