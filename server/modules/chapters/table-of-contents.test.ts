import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTocEntry } from '../../../contract/chapters.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { purchase } from '../access/test-entitlements.js';

/*
 * GET /api/stories/{id}/toc (docs/reference/reading.md#contents,
 * docs/reference/performance.md#reader-download): the reader's table of contents, with no chapter text,
 * through the same access policy as the chapters themselves. Runs on PGlite, and on PostgreSQL when
 * DATABASE_URL is set.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const toc = (storyId: number, cookie?: string) =>
  t.app.inject({ url: `/api/stories/${storyId}/toc`, headers: cookie ? { cookie } : {} });

describe('GET /api/stories/{id}/toc', () => {
  it('lists every chapter in reading order with its metadata and no text', async () => {
    const story = await buildStory(t.db, await buildUser(t.db), {}, 3);
    const response = await toc(story.id);
    expect(response.statusCode).toBe(200);
    const entries = response.json() as Record<string, unknown>[];
    expect(entries.map((e) => e.orderIndex)).toEqual([1, 2, 3]);
    for (const entry of entries) {
      expect(ZTocEntry.strict().parse(entry)).toMatchObject({ storyId: story.id, locked: false });
      expect(entry).not.toHaveProperty('content');
      expect(entry.wordCount).toBeGreaterThan(0);
    }
    // The ids are those GET /api/chapters/{id} answers, the reader's next request.
    const chapter = await t.app.inject({ url: `/api/chapters/${entries[1]!.id}` });
    expect(chapter.json()).toMatchObject({ id: entries[1]!.id, orderIndex: 2 });
    expect(response.body).not.toContain('begins here');
  });

  it('marks the chapters a reader may not read as locked, with the reason, and never sends text', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, { accessLevel: 'premium', freeChapters: 1 }, 3);
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    const entries = (await toc(story.id, cookie)).json() as {
      id: number;
      locked: boolean;
      lockReason: string | null;
    }[];
    expect(entries.map((e) => [e.locked, e.lockReason])).toEqual([
      [false, null],
      [true, 'purchase_required'],
      [true, 'purchase_required'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('begins here');

    await purchase(t.db, reader.id, story.id, entries[2]!.id);
    const after = (await toc(story.id, cookie)).json() as { locked: boolean }[];
    expect(after.map((e) => e.locked)).toEqual([false, true, false]);
    // The author reads everything.
    const own = (await toc(story.id, await signIn(t.app, author))).json() as { locked: boolean }[];
    expect(own.every((e) => !e.locked)).toBe(true);
  });

  it("hides another author's draft like a missing story, and shows the author their own", async () => {
    const author = await buildUser(t.db);
    const draft = await buildStory(t.db, author, { isPublished: false }, 2);
    expect((await toc(draft.id)).statusCode).toBe(404);
    const other = await toc(draft.id, await signIn(t.app, await buildUser(t.db)));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'STORY_NOT_FOUND' });
    expect((await toc(draft.id, await signIn(t.app, author))).json()).toHaveLength(2);
    expect((await toc(999_999)).statusCode).toBe(404);
  });

  it('answers 400 with the field for a malformed id', async () => {
    const response = await t.app.inject({ url: '/api/stories/abc/toc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('reading progress position inside a chapter', () => {
  it('stores the character offset with the progress and keeps older clients working', async () => {
    const story = await buildStory(t.db, await buildUser(t.db), {}, 2);
    const cookie = await signIn(t.app, await buildUser(t.db));
    const [first, second] = (await toc(story.id)).json() as { id: number }[];
    const save = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/reading-progress', headers: { cookie }, payload });

    const saved = await save({ storyId: story.id, chapterId: second!.id, progress: 100, offset: 1234 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ chapterId: second!.id, offset: 1234, currentChapter: 2 });
    const listed = (await t.app.inject({ url: '/api/user/reading-progress', headers: { cookie } })).json();
    expect(listed).toMatchObject([{ storyId: story.id, chapterId: second!.id, offset: 1234 }]);

    // An older client sends only the percent: the position starts at the chapter's beginning.
    const old = await save({ storyId: story.id, chapterId: first!.id, progress: 50 });
    expect(old.json()).toMatchObject({ chapterId: first!.id, progress: 50, offset: 0 });
  });

  it.each<[unknown, string]>([
    [-1, 'too small'],
    [2_000_001, 'too big'],
    [12.5, 'not an integer'],
    ['12', 'a string'],
  ])('refuses the offset %s (%s) with its field path', async (offset) => {
    const story = await buildStory(t.db, await buildUser(t.db), {}, 1);
    const cookie = await signIn(t.app, await buildUser(t.db));
    const [chapter] = (await toc(story.id)).json() as { id: number }[];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reading-progress',
      headers: { cookie },
      payload: { storyId: story.id, chapterId: chapter!.id, progress: 10, offset },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(response.json())).toContain('offset');
  });
});
