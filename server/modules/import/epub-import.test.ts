import { beforeAll, describe, expect, it } from 'vitest';
import { countWords, type ImportedManuscript, parseManuscript } from './import.service.js';
import { type EpubBook, epubBooks, readBook } from './test-corpus.js';
import { buildZip, oneChapterEpubFiles, tinyEpubFiles } from './test-zip.js';

const bookNamed = (file: string): EpubBook => {
  const book = epubBooks.find((b) => b.file === file);
  if (!book) throw new Error(`${file} is missing from epub_chapters.json`);
  return book;
};

/** Title plus content words of a chapter: the corpus measures EPUB sections from the heading on. */
const sectionWords = (chapter: ImportedManuscript['chapters'][number]): number =>
  countWords(chapter.title.replace(/^.* — /, '')) + chapter.wordCount;

/** Relative difference, for "within a few percent" checks. */
const drift = (actual: number, expected: number): number => Math.abs(actual - expected) / expected;

describe.each(epubBooks)('$file', (book) => {
  let manuscript: ImportedManuscript;

  beforeAll(async () => {
    manuscript = await parseManuscript({ fileName: book.file, bytes: readBook(book.file) });
  });

  it('finds the expected number of chapters', () => {
    expect(manuscript.format).toBe('epub');
    expect(manuscript.chapters).toHaveLength(book.chapters);
  });

  it('writes plain paragraphs without markup', () => {
    for (const chapter of manuscript.chapters) {
      expect(chapter.content).not.toMatch(/<\/?[a-z][^>]*>|&[a-z]+;/i);
      expect(chapter.content.split('\n\n').every((p) => p.trim() !== '' && !p.includes('\n'))).toBe(true);
    }
  });
});

describe('the-war-of-the-worlds.epub (EPUB 2, NCX, anchors across size-split files)', () => {
  const book = bookNamed('the-war-of-the-worlds.epub');
  let manuscript: ImportedManuscript;

  beforeAll(async () => {
    manuscript = await parseManuscript({ fileName: book.file, bytes: readBook(book.file) });
  });

  it('reads title and author from the OPF metadata', () => {
    expect([manuscript.title, manuscript.author]).toEqual(['The War of the Worlds', 'H. G. Wells']);
  });

  it('merges each "CHAPTER n" entry with its sibling title entry, and folds BOOK entries into titles', () => {
    const titles = manuscript.chapters.map((c) => c.title);
    expect(titles[0]).toBe('BOOK ONE: THE COMING OF THE MARTIANS — CHAPTER ONE: THE EVE OF THE WAR');
    expect(titles[1]).toBe('CHAPTER TWO: THE FALLING STAR');
    expect(titles[17]).toBe('BOOK TWO: THE EARTH UNDER THE MARTIANS — CHAPTER ONE: UNDER FOOT');
    expect(titles[26]).toBe('CHAPTER TEN: THE EPILOGUE');
  });

  it('sizes chapters like the corpus (within 2%), apart from the licence-free last one', () => {
    const expected = book.chapter_sizes ?? [];
    manuscript.chapters.slice(0, -1).forEach((chapter, i) => {
      expect(drift(sectionWords(chapter), expected[i]?.[1] ?? 0), chapter.title).toBeLessThan(0.02);
    });
  });

  it('cuts the Project Gutenberg header and licence', () => {
    const last = manuscript.chapters[manuscript.chapters.length - 1];
    expect(last?.content).not.toMatch(/Gutenberg|LICENSE|\*\*\*/);
    expect(last?.content.endsWith('and that she has counted me, among the dead.')).toBe(true);
    // The .txt edition's Epilogue has 1,379 words after its heading line; the corpus EPUB figure (4,309)
    // includes the licence.
    expect(drift(last?.wordCount ?? 0, 1379)).toBeLessThan(0.01);
    const first = manuscript.chapters[0];
    expect(first?.content).not.toMatch(/Gutenberg/);
    expect(first?.firstLine.startsWith('No one would have believed')).toBe(true);
  });
});

describe('alice-in-wonderland-abridged-1916.epub (EPUB 3, nav document, non-linear items)', () => {
  const book = bookNamed('alice-in-wonderland-abridged-1916.epub');
  let manuscript: ImportedManuscript;

  beforeAll(async () => {
    manuscript = await parseManuscript({ fileName: book.file, bytes: readBook(book.file) });
  });

  it('reads title and author from the OPF metadata', () => {
    expect([manuscript.title, manuscript.author]).toEqual([
      "Alice's Adventures in Wonderland",
      'Lewis Carroll',
    ]);
  });

  it('takes chapters from the nav document and skips the cover, contents and title page', () => {
    const chapterSections = book.sections.filter(([label]) => !/^\(|^Title Page$/.test(label));
    expect(manuscript.chapters.map((c) => c.title)).toEqual(chapterSections.map(([label]) => label));
    manuscript.chapters.forEach((chapter, i) => {
      expect(drift(sectionWords(chapter), chapterSections[i]?.[1] ?? 0), chapter.title).toBeLessThan(0.02);
    });
    expect(manuscript.skippedFrontMatterWords).toBe(book.sections.find(([l]) => l === 'Title Page')?.[1]);
  });

  it('moves the heading into the title instead of repeating it in the text', () => {
    expect(manuscript.chapters[0]?.firstLine.startsWith('Alice was beginning to get very tired')).toBe(true);
  });
});

describe('an EPUB built in the test', () => {
  it('splits at nav targets, including #anchors in the middle of a file', async () => {
    const result = await parseManuscript({ fileName: 'tiny.epub', bytes: buildZip(tinyEpubFiles()) });
    expect(result).toMatchObject({ title: 'A Tiny Tale', author: 'Test Author', format: 'epub' });
    expect(result.chapters.map((c) => [c.title, c.content])).toEqual([
      ['The Start', 'Once upon a time.\n\nIt went on.\n\nBetween.'],
      ['The End', 'Happily ever after.'],
    ]);
  });

  it('falls back to one chapter per spine document when there is no table of contents', async () => {
    const files = tinyEpubFiles()
      .filter((f) => !f.name.endsWith('nav.xhtml'))
      .map((f) =>
        f.name.endsWith('.opf')
          ? { ...f, data: String(f.data).replace(/<item id="nav"[^>]*\/>|<itemref idref="nav"[^>]*\/>/g, '') }
          : f,
      );
    const result = await parseManuscript({ fileName: 'no-toc.epub', bytes: buildZip(files) });
    expect(result.chapters.map((c) => [c.title, c.content])).toEqual([
      ['The Start', 'Once upon a time.\n\nIt went on.'],
      ['Chapter 2', 'Between.\n\nThe End\n\nHappily ever after.'],
    ]);
  });

  it('imports an EPUB whose manifest has a single item (no NCX, no navigation document)', async () => {
    // xml2js hands epub2 a lone <item> as an object, not a list: the manifest came out empty.
    const result = await parseManuscript({ fileName: 'one.epub', bytes: buildZip(oneChapterEpubFiles()) });
    expect(result).toMatchObject({ title: 'One Chapter', format: 'epub' });
    expect(result.chapters.map((c) => [c.title, c.content])).toEqual([
      ['The Only Chapter', 'A lighthouse keeper counted the ships.'],
    ]);
  });
});
