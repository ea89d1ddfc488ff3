import { beforeAll, describe, expect, it } from 'vitest';
import { countWords, type ImportedManuscript, parseManuscript } from './import.service.js';
import { comparableTokens, normalizeHeading, readBook, txtBooks } from './test-corpus.js';

/** Index of the first difference between `actual` and `expected`, or -1 when they are equal. */
function firstDifference(actual: string[], expected: string[]): number {
  const length = Math.max(actual.length, expected.length);
  for (let i = 0; i < length; i++) if (actual[i] !== expected[i]) return i;
  return -1;
}

const isWordChar = (char: string): boolean => /[\p{L}\p{N}]/u.test(char);

/**
 * Where `heading` occurs in `title` as whole words ("II." is not found in "III. …"), or -1. Titles may
 * hold more than the heading line: a title line below it, a part heading above it ("BOOK TWO … — I."),
 * or, in The Captain's Daughter, the "ПРИЛОЖЕНИЕ" line above "ПРОПУЩЕННАЯ ГЛАВА *".
 */
function headingIndex(title: string, heading: string): number {
  const t = normalizeHeading(title);
  const h = normalizeHeading(heading);
  for (let at = t.indexOf(h); at !== -1; at = t.indexOf(h, at + 1)) {
    if (!isWordChar(t.charAt(at - 1)) && !isWordChar(t.charAt(at + h.length))) return at;
  }
  return -1;
}

/** Words of the title before the heading (a part heading or appendix line), without the " — " joint. */
function wordsBeforeHeading(title: string, heading: string): number {
  const at = headingIndex(title, heading);
  return at <= 0 ? 0 : countWords(normalizeHeading(title).slice(0, at).replace(/ — $/, ''));
}

describe.each(txtBooks)('$slug.txt', (book) => {
  const text = new TextDecoder().decode(readBook(`${book.slug}.txt`));
  const chars = book.unit === 'chars';
  let manuscript: ImportedManuscript;

  beforeAll(async () => {
    manuscript = await parseManuscript({ fileName: `${book.slug}.txt`, bytes: readBook(`${book.slug}.txt`) });
  });

  it('counts words like the corpus manifest', () => {
    expect(countWords(text)).toBe(book.words_total);
  });

  it('finds the expected number of chapters', () => {
    expect(manuscript.format).toBe('txt');
    expect(manuscript.chapters).toHaveLength(book.chapters);
  });

  it('titles each chapter with its heading, in order', () => {
    const titles = manuscript.chapters.map((c) => c.title);
    const misses = book.headings.filter((heading, i) => headingIndex(titles[i] ?? '', heading) === -1);
    expect(misses).toEqual([]);
  });

  it('keeps every body word, in order', () => {
    const lines = text.split('\n');
    const body = comparableTokens(lines.slice(book.first_heading_line - 1).join('\n'), chars);
    const output = comparableTokens(
      manuscript.chapters.map((c) => `${c.title}\n${c.content}`).join('\n'),
      chars,
    );
    const extra = output.length - body.length;
    // The output may begin with the words of a part heading that sits just above the first chapter.
    expect(extra).toBeGreaterThanOrEqual(0);
    expect(extra).toBeLessThanOrEqual(12);
    const fileTokens = comparableTokens(text, chars);
    const suffix = fileTokens.slice(fileTokens.length - output.length);
    const at = firstDifference(output, suffix);
    expect(
      at === -1 ? 'identical' : { at, output: output.slice(at, at + 8), file: suffix.slice(at, at + 8) },
    ).toBe('identical');
  });

  it('measures chapters exactly like the corpus, and the skipped front matter', () => {
    const { chapters } = manuscript;
    const measured = chapters.map((chapter, i) => {
      const heading = book.headings[i] ?? '';
      // The corpus counts a chapter from the line after its heading line to the next heading line, so
      // title lines below the heading are in it, and a part heading above the next chapter is too.
      const titleLines = countWords(
        normalizeHeading(chapter.title).slice(headingIndex(chapter.title, heading)),
      );
      const next = chapters[i + 1];
      const nextPrefix = next ? wordsBeforeHeading(next.title, book.headings[i + 1] ?? '') : 0;
      return chapter.wordCount + titleLines - countWords(normalizeHeading(heading)) + nextPrefix;
    });
    expect(measured).toEqual(book.sizes);
    const firstPrefix = wordsBeforeHeading(chapters[0]?.title ?? '', book.headings[0] ?? '');
    expect(manuscript.skippedFrontMatterWords + firstPrefix).toBe(book.front_matter_words);
  });

  it('writes plain paragraphs and a preview line', () => {
    for (const chapter of manuscript.chapters) {
      expect(chapter.content).not.toMatch(/\n\n\n|^\s*\n/);
      expect(chapter.content.split('\n\n').every((p) => !p.includes('\n'))).toBe(true);
      expect(chapter.content.startsWith(chapter.firstLine.replace(/…$/, ''))).toBe(true);
    }
  });
});

describe('title page detection', () => {
  it('reads title and author of Pride and Prejudice', async () => {
    const result = await parseManuscript({
      fileName: 'pride.txt',
      bytes: readBook('pride-and-prejudice.txt'),
    });
    expect(result.title).toBe('Pride and Prejudice');
    expect(result.author).toBe('Jane Austen');
  });

  it.each([
    ['alices-adventures-in-wonderland.txt', 'Alice’s Adventures in Wonderland', 'Lewis Carroll'],
    ['adventures-of-sherlock-holmes.txt', 'The Adventures of Sherlock Holmes', 'Sir Arthur Conan Doyle'],
    ['die-verwandlung-de.txt', 'Die Verwandlung', 'Franz Kafka'],
    ['botchan-ja.txt', '坊っちゃん', '夏目漱石'],
  ])('reads %s', async (file, title, author) => {
    const result = await parseManuscript({ fileName: file, bytes: readBook(file) });
    expect([result.title, result.author]).toEqual([title, author]);
  });
});

describe('non-Latin text', () => {
  it('drops Aozora ruby readings and keeps Cyrillic, Hebrew, Greek and guillemets intact', async () => {
    const parse = async (file: string) =>
      (await parseManuscript({ fileName: file, bytes: readBook(file) })).chapters
        .map((c) => c.content)
        .join('\n');
    // Readings in 《》 would show inline between the words they gloss (docs/reference/platform.md#import).
    const botchan = await parse('botchan-ja.txt');
    expect(botchan).toContain('親譲りの無鉄砲');
    expect(botchan).not.toMatch(/《|》|｜|［＃/);
    expect(await parse('the-captains-daughter-ru.txt')).toContain('Отец мой Андрей Петрович Гринев');
    const moby = await parse('moby-dick.txt');
    expect(moby).toContain('חו');
    expect(moby).toContain('ϰητος');
    expect(await parse('die-verwandlung-de.txt')).toContain('»Was ist mit mir geschehen?« dachte er.');
    expect(await parse('le-tour-du-monde-fr.txt')).toContain('«Sur ma foi, se dit Passepartout');
  });

  it('keeps no-break spaces (the corpus has them only in front matter)', async () => {
    const text = 'Chapter 1\n\nIt cost 5\u00a0francs.\n\nChapter 2\n\nThe end.\n';
    const result = await parseManuscript({ fileName: 'nbsp.txt', bytes: new TextEncoder().encode(text) });
    expect(result.chapters.map((c) => c.content)).toEqual(['It cost 5\u00a0francs.', 'The end.']);
  });
});
