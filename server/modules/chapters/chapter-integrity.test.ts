import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

const CHAPTER_MAX = 4;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAPTER_MAX: String(CHAPTER_MAX) });
});
afterAll(() => t.close());

const chapterIds = async (storyId: number) =>
  (await t.db.select({ id: chapters.id }).from(chapters).where(eq(chapters.storyId, storyId))).map(
    (c) => c.id,
  );

const addChapter = (cookie: string, storyId: number, parentId?: number | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chapters',
    headers: { cookie },
    payload: { storyId, title: 'Branch', content: 'Another way it could go.', parentId },
  });

describe('chapter integrity', () => {
  it('accepts a parent only from the same story', async () => {
    const author = await buildUser(t.db);
    const [story, other] = [
      await buildStory(t.db, author),
      await buildStory(t.db, await buildUser(t.db), { isPublished: false }),
    ];
    const cookie = await signIn(t.app, author);
    for (const parentId of [999_999, (await chapterIds(other.id))[0]!]) {
      const refused = await addChapter(cookie, story.id, parentId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.parentId' });
    }
    expect(await chapterIds(story.id)).toHaveLength(2); // nothing was stored
    const [ownParent] = await chapterIds(story.id);
    const branch = await addChapter(cookie, story.id, ownParent);
    expect(branch.statusCode).toBe(201);
    expect(branch.json().parentId).toBe(ownParent);
  });

  it("answers 404 for chapters of someone else's draft, so ids cannot be probed", async () => {
    const draft = await buildStory(t.db, await buildUser(t.db), { isPublished: false });
    const published = await buildStory(t.db, await buildUser(t.db));
    let cookie = await signIn(t.app, await buildUser(t.db));
    const [draftChapter] = await chapterIds(draft.id);
    const [publishedChapter] = await chapterIds(published.id);
    const edit = (id: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/chapters/${id}`,
        headers: { cookie },
        payload: { title: 'Mine', content: 'Now.' },
      });
    const remove = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/chapters/${id}`, headers: { cookie } });
    for (const answer of [await edit(draftChapter!), await remove(draftChapter!), await edit(99_999_999)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'CHAPTER_NOT_FOUND' });
    }
    expect((await addChapter(cookie, draft.id)).statusCode).toBe(404);
    // A published story's chapter: 403 "Access Denied" as the spec says (another user: these
    // refused writes counted toward the first one's write limit).
    cookie = await signIn(t.app, await buildUser(t.db));
    expect((await edit(publishedChapter!)).statusCode).toBe(403);
    expect((await remove(publishedChapter!)).json()).toMatchObject({
      code: 'ACCESS_DENIED',
      message: 'Access Denied',
    });
  });

  it('limits chapter writes per user and says when to retry', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, {}, 0);
    const cookie = await signIn(t.app, author);
    for (let i = 0; i < CHAPTER_MAX; i++) expect((await addChapter(cookie, story.id)).statusCode).toBe(201);
    const refused = await addChapter(cookie, story.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().message).toMatch(
      /^You can save 4 chapter changes per hour\. Try again in \d+ minutes?\.$/,
    );
    // Another author is not affected.
    const other = await buildUser(t.db);
    expect(
      (await addChapter(await signIn(t.app, other), (await buildStory(t.db, other, {}, 0)).id)).statusCode,
    ).toBe(201);
  });
});
