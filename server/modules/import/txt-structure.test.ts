import { describe, expect, it } from 'vitest';
import { type ImportedManuscript, parseManuscript } from './import.service.js';

const parse = (fileName: string, text: string): Promise<ImportedManuscript> =>
  parseManuscript({ fileName, bytes: new TextEncoder().encode(text) });

const titles = (m: ImportedManuscript) => m.chapters.map((c) => c.title);
const prose = (words: number, seed = 'word') =>
  Array.from({ length: words }, (_, i) => `${seed}${i}`).join(' ');

describe('Markdown manuscripts', () => {
  it('splits on ## headings and takes the # heading as the book title', async () => {
    const md = [
      '# My Book',
      '',
      'by Ada Writer',
      '',
      '## Chapter One',
      '',
      'It began on a Tuesday.',
      'The rain had *not* stopped.',
      '',
      'Nobody noticed.',
      '',
      '## Chapter Two',
      'It ended on a Friday.',
      '',
      '### A scene break',
      '',
      'Everyone noticed.',
    ].join('\n');
    const result = await parse('my-book.md', md);
    expect(result).toMatchObject({ title: 'My Book', author: 'Ada Writer', format: 'md' });
    expect(result.chapters.map((c) => [c.title, c.content])).toEqual([
      ['Chapter One', 'It began on a Tuesday. The rain had *not* stopped.\n\nNobody noticed.'],
      ['Chapter Two', 'It ended on a Friday.\n\n### A scene break\n\nEveryone noticed.'],
    ]);
    expect(result.chapters[0]?.wordCount).toBe(12);
    expect(result.skippedFrontMatterWords).toBe(6);
  });

  it('folds shallower headings (parts) into the chapter they open', async () => {
    const md =
      '# Part One\n\n## Arrival\n\nText one.\n\n## Departure\n\nText two.\n\n# Part Two\n\n## Return\n\nText three.\n';
    const result = await parse('parts.markdown', md);
    expect(titles(result)).toEqual(['Part One — Arrival', 'Departure', 'Part Two — Return']);
  });
});

describe('plain-text structure', () => {
  it('treats a text without headings as one chapter after its title page', async () => {
    const result = await parse(
      'story.txt',
      'The Quiet Lake\n\nby Jo Smith\n\nThe water was still.\n\nNothing moved.\n',
    );
    expect(result).toMatchObject({ title: 'The Quiet Lake', author: 'Jo Smith', skippedFrontMatterWords: 6 });
    expect(result.chapters.map((c) => [c.title, c.content])).toEqual([
      ['Chapter 1', 'The water was still.\n\nNothing moved.'],
    ]);
  });

  it('keeps a first sentence that only looks like a title when there is no title page', async () => {
    const result = await parse(
      'story.txt',
      'It was a dark night\n\nBy the time she came, it had stopped raining.\n',
    );
    expect(result).toMatchObject({ title: null, author: null, skippedFrontMatterWords: 0 });
    expect(result.chapters[0]?.content).toBe(
      'It was a dark night\n\nBy the time she came, it had stopped raining.',
    );
  });

  it('keeps short chapters: back-to-back headings are a TOC only when the numbering starts over', async () => {
    const result = await parse('short.txt', 'Chapter 1\n\nHi.\n\nChapter 2\n\nBye.\n\nChapter 3\n\nEnd.\n');
    expect(result.chapters.map((c) => c.content)).toEqual(['Hi.', 'Bye.', 'End.']);
  });

  it('drops a table of contents whose entries differ from the body headings', async () => {
    const toc = 'CONTENTS\n\nCHAPTER I. The Hole\n\nCHAPTER II. The Pool\n\nCHAPTER III. The Race\n\n\n';
    const body = `CHAPTER I. THE HOLE.\n\n${prose(60)}\n\nCHAPTER II. THE POOL.\n\n${prose(60)}\n\nCHAPTER III. THE RACE.\n\n${prose(60)}\n`;
    const result = await parse('toc.txt', toc + body);
    expect(titles(result)).toEqual([
      'CHAPTER I. THE HOLE.',
      'CHAPTER II. THE POOL.',
      'CHAPTER III. THE RACE.',
    ]);
    expect(result.skippedFrontMatterWords).toBe(13);
  });

  it('recognises chapter words in other languages and spelled-out numbers', async () => {
    const text = (label: (n: number) => string) =>
      [1, 2, 3].map((n) => `${label(n)}\n\n${prose(30)}\n`).join('\n');
    const cases: [string, (n: number) => string][] = [
      ['de', (n) => `Kapitel ${n}`],
      ['fr', (n) => `Chapitre ${['I', 'II', 'III'][n - 1]}`],
      ['en', (n) => `CHAPTER ${['ONE', 'TWO', 'THREE'][n - 1]}`],
      ['ja', (n) => `第${['一', '二', '三'][n - 1]}章`],
    ];
    for (const [, label] of cases) {
      const result = await parse('lang.txt', text(label));
      expect(titles(result)).toEqual([label(1), label(2), label(3)]);
    }
  });

  it('leaves numbered lists alone when a real chapter sequence exists', async () => {
    const list =
      '1. Knowledge of Literature.\n\n2. Knowledge of Philosophy.\n\n3. Knowledge of Astronomy.\n\n';
    const text = `Chapter 1\n\n${prose(50)}\n\n${list}${prose(50)}\n\nChapter 2\n\n${prose(80)}\n`;
    const result = await parse('list.txt', text);
    expect(titles(result)).toEqual(['Chapter 1', 'Chapter 2']);
    expect(result.chapters[0]?.content).toContain('2. Knowledge of Philosophy.');
  });

  it('keeps a part heading that has its own text inside the preceding chapter, in reading order', async () => {
    const text = `Chapter 1\n\n${prose(40)}\n\nPART TWO\n\nA note on what follows.\n\nChapter 2\n\n${prose(40)}\n`;
    const result = await parse('parts.txt', text);
    expect(titles(result)).toEqual(['Chapter 1', 'Chapter 2']);
    expect(result.chapters[0]?.content.endsWith('PART TWO\n\nA note on what follows.')).toBe(true);
  });

  it('reads one-paragraph-per-line files (no blank lines between paragraphs)', async () => {
    const long = prose(40);
    const text = `ГЛАВА I\nНАЧАЛО\n${long}\n${long}\n\nГЛАВА II\nКОНЕЦ\n${long}\n`;
    const result = await parse('ru.txt', text);
    expect(result.chapters.map((c) => [c.title, c.content.split('\n\n').length])).toEqual([
      ['ГЛАВА I: НАЧАЛО', 2],
      ['ГЛАВА II: КОНЕЦ', 1],
    ]);
  });

  it('strips a Project Gutenberg header and licence from a raw download', async () => {
    const text = [
      'The Project Gutenberg EBook of Tiny, by Nobody',
      '',
      '*** START OF THIS PROJECT GUTENBERG EBOOK TINY ***',
      '',
      'Chapter 1',
      '',
      'Only text.',
      '',
      'End of the Project Gutenberg EBook of Tiny, by Nobody',
      '',
      '*** END OF THIS PROJECT GUTENBERG EBOOK TINY ***',
      'LICENSE terms follow.',
    ].join('\n');
    const result = await parse('pg.txt', text);
    expect(result.chapters.map((c) => c.content)).toEqual(['Only text.']);
  });
});
