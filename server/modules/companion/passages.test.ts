import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../../contract/companion.js';
import { chapterPassages, chapterTexts as chapters } from '../../db/schema-text.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

// The passages behind spoiler-safe answers (docs/reference/reading.md#ask) are kept by a trigger on
// `chapters` (migration 0013), so every write path indexes them; offsets must match the readers' paragraphs.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const passagesOf = (chapterId: number) =>
  t.db
    .select({
      position: chapterPassages.position,
      start: chapterPassages.startOffset,
      end: chapterPassages.endOffset,
      body: chapterPassages.body,
    })
    .from(chapterPassages)
    .where(eq(chapterPassages.chapterId, chapterId))
    .orderBy(asc(chapterPassages.position));

describe('chapter passages', () => {
  it('cut a chapter at blank lines with exact offsets, long paragraphs in 3,000-character pieces', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, {}, 0);
    const long = 'word '.repeat(1300).trim(); // 6,499 characters
    const content = `First paragraph,\nstill the first.\n\n  \nSecond one.\n\n\n\n${long}\n`;
    const [row] = await t.db
      .insert(chapters)
      .values({ storyId: story.id, authorId: author.id, content, orderIndex: 1 })
      .returning({ id: chapters.id });
    const passages = await passagesOf(row!.id);
    expect(passages.map((p) => p.body)).toEqual([
      'First paragraph,\nstill the first.',
      '  \nSecond one.',
      long.slice(0, 3000),
      long.slice(3000, 6000),
      long.slice(6000),
    ]);
    for (const p of passages) expect(content.slice(p.start, p.end)).toBe(p.body);

    await t.db.update(chapters).set({ content: 'Rewritten.\n\nAll of it.' }).where(eq(chapters.id, row!.id));
    expect((await passagesOf(row!.id)).map((p) => p.body)).toEqual(['Rewritten.', 'All of it.']);
    await t.db.delete(chapters).where(eq(chapters.id, row!.id));
    expect(await passagesOf(row!.id)).toEqual([]);
  });

  it("of the reader's current chapter, only those before the reader's place are searched", async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, {}, 0);
    const content = 'The orchard was quiet at noon.\n\nThen the orchard caught fire.';
    const [row] = await t.db
      .insert(chapters)
      .values({ storyId: story.id, authorId: author.id, content, orderIndex: 1 })
      .returning({ id: chapters.id });
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    const ask = async (offset: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/stories/${story.id}/ask`,
          headers: { cookie },
          payload: { question: 'What about the orchard?', chapterId: row!.id, offset },
        })
      ).json() as Answer;
    expect((await ask(0)).passages).toEqual([]);
    expect((await ask(content.indexOf('Then'))).passages.map((p) => p.text)).toEqual([
      'The orchard was quiet at noon.',
    ]);
    expect((await ask(content.length)).passages).toHaveLength(2);
  });
});

describe('recap labels', () => {
  it('name a chapter by its title unless the title only numbers it', async () => {
    const { chapterLabel } = await import('./recap.js');
    expect(chapterLabel({ id: 1, title: 'The Ball', position: 3 })).toBe('Chapter 3 (The Ball)');
    expect(chapterLabel({ id: 1, title: 'Chapter 7', position: 7 })).toBe('Chapter 7');
    expect(chapterLabel({ id: 1, title: 'CHAPTER VII.', position: 7 })).toBe('Chapter 7');
    expect(chapterLabel({ id: 1, title: null, position: 2 })).toBe('Chapter 2');
    expect(chapterLabel({ id: 1, title: 'Civic', position: 4 })).toBe('Chapter 4 (Civic)');
    expect(chapterLabel({ id: 1, title: 'A', position: 1 }, { id: 9, title: 'B', position: 6 })).toBe(
      'Chapters 1–6',
    );
  });
});
