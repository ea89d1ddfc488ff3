import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../contract/import';
import { fromPreview, frontMatterOf, mergeWithNext, toggleFrontMatter } from './import-chapters';

const section = (title: string) => ({
  title,
  content: `${title} text`,
  firstLine: `${title} text`,
  wordCount: 2,
});
const preview: ImportPreview = {
  fileName: 'book.epub',
  format: 'epub',
  title: 'Book',
  author: null,
  skippedFrontMatterWords: 4,
  notes: [],
  frontMatter: [section('Title page'), section('Dedication')],
  chapters: [section('Chapter 1'), section('Chapter 2')],
};

describe('front matter in the import review (docs/reference/platform.md#import)', () => {
  it('keeps a section as a chapter at the start, in file order, and leaves it out again', () => {
    const chapters = fromPreview(preview);
    const [titlePage, dedication] = frontMatterOf(preview);
    if (!titlePage || !dedication) throw new Error('two sections expected');
    const sections = [titlePage, dedication];
    const withDedication = toggleFrontMatter(chapters, sections, dedication);
    const withBoth = toggleFrontMatter(withDedication, sections, titlePage);
    expect(withBoth.map((c) => c.title)).toEqual(['Title page', 'Dedication', 'Chapter 1', 'Chapter 2']);
    expect(toggleFrontMatter(withBoth, sections, titlePage).map((c) => c.title)).toEqual([
      'Dedication',
      'Chapter 1',
      'Chapter 2',
    ]);
    const merged = mergeWithNext(withDedication, 0);
    expect(merged[0]?.content).toBe('Dedication text\n\nChapter 1 text');
  });

  it('has no front matter to offer when the preview does not split it', () => {
    expect(frontMatterOf({ ...preview, frontMatter: undefined })).toEqual([]);
  });
});
