import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { exportStoryEpub } from '../export/export.service.js';
import { type ImportedManuscript, parseManuscript } from './import.service.js';
import { createStoryFromManuscript } from './import-story.js';
import { CORPUS_DIR, readBook } from './test-corpus.js';

/*
 * Every export imports back to the same story (docs/reference/platform.md#import, ADR 0034): each corpus
 * book (.txt and .epub) is imported through the import service, saved as a story, exported with the EPUB
 * export, and the export imported again; the chapters, their titles and their word counts must match
 * exactly. Books run in parallel (the database work overlaps the parsing): about 20 s of test time on
 * two cores with PGlite, 12 s with PostgreSQL.
 */

const books = readdirSync(path.join(CORPUS_DIR, 'books'))
  .filter((file) => /\.(txt|epub)$/.test(file))
  .sort();

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const totalWords = (manuscript: ImportedManuscript) =>
  manuscript.chapters.reduce((sum, chapter) => sum + chapter.wordCount, 0);

describe.concurrent('a corpus book exported as EPUB imports back to the same chapters', () => {
  it('finds every corpus book', () => {
    expect(books.length).toBeGreaterThanOrEqual(17);
  });

  it.each(books)(
    '%s',
    async (file) => {
      const imported = await parseManuscript({ fileName: file, bytes: readBook(file) });
      const author = await buildUser(t.db, { displayName: imported.author ?? 'Corpus Author' });
      const viewer = { id: author.id, username: null };
      const story = await createStoryFromManuscript(t.db, viewer, imported, {
        genre: 'Fantasy',
        isPublished: false,
        fallbackTitle: file,
      });
      const exported = await exportStoryEpub(t.db, viewer, story.id);
      const again = await parseManuscript({
        fileName: exported.fileName,
        bytes: new Uint8Array(exported.bytes),
      });

      expect(again.format).toBe('epub');
      expect(again.title).toBe(story.title);
      expect(again.chapters.length).toBe(imported.chapters.length);
      expect(again.chapters.map((c) => c.title)).toEqual(imported.chapters.map((c) => c.title));
      expect(again.chapters.map((c) => c.wordCount)).toEqual(imported.chapters.map((c) => c.wordCount));
      expect(totalWords(again)).toBe(totalWords(imported));
      // HTML collapses runs of spaces (two after a full stop in Project Gutenberg texts); every word stays.
      const spaced = (m: ImportedManuscript) => m.chapters.map((c) => c.content.replace(/ {2,}/g, ' '));
      expect(spaced(again)).toEqual(spaced(imported));
    },
    60_000,
  );
});
