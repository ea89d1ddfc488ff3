import { describe, expect, it } from 'vitest';
import { chapterHeading } from './chapter-heading';

describe('chapterHeading', () => {
  it('prefixes the order index to a plain title', () => {
    expect(chapterHeading({ orderIndex: 3, title: 'Seeds' })).toBe('Chapter 3: Seeds');
    expect(chapterHeading({ orderIndex: 1, title: 'I' })).toBe('Chapter 1: I');
  });
  it('does not repeat a title that already names the chapter', () => {
    expect(chapterHeading({ orderIndex: 1, title: 'Chapter 1' })).toBe('Chapter 1');
    expect(chapterHeading({ orderIndex: 4, title: 'CHAPTER IV. The Rabbit Sends in a Little Bill' })).toBe(
      'CHAPTER IV. The Rabbit Sends in a Little Bill',
    );
  });
  it('keeps imported headings that carry their own number', () => {
    expect(chapterHeading({ orderIndex: 1, title: 'I: Introduction' })).toBe('I: Introduction');
    expect(chapterHeading({ orderIndex: 2, title: 'ГЛАВА II: ВОЖАТЫЙ' })).toBe('ГЛАВА II: ВОЖАТЫЙ');
    expect(chapterHeading({ orderIndex: 5, title: 'STAVE V:  THE END OF IT' })).toBe(
      'STAVE V:  THE END OF IT',
    );
    expect(chapterHeading({ orderIndex: 7, title: 'Ice Age' })).toBe('Chapter 7: Ice Age');
  });
  it('falls back to the number for an empty title', () => {
    expect(chapterHeading({ orderIndex: 2, title: '  ' })).toBe('Chapter 2');
  });
});
