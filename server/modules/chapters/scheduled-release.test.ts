import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, chapterReleases, chapters, notifications, stories } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { releaseChapter } from './release-job.js';

/*
 * Scheduled release (docs/reference/platform.md#formats): a chapter with a future `releaseAt` is the author's
 * alone until that time, decided by the time itself, then every reader path has it; its release job's effect
 * happens once. "Time passes" here by moving the stored release time into the past, as the clock would.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

async function setup() {
  const author = await buildUser(t.db);
  const reader = await buildUser(t.db);
  const story = await buildStory(t.db, author, {}, 2);
  const authorCookie = await signIn(t.app, author);
  const readerCookie = await signIn(t.app, reader);
  return { author, reader, story, authorCookie, readerCookie };
}

async function schedule(cookie: string, storyId: number, releaseAt: Date) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/chapters',
    headers: { cookie },
    payload: { storyId, title: 'Later', content: 'Words for later.', releaseAt: releaseAt.toISOString() },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; releaseAt: string };
}

/** What a reader (or the author) sees of the story: its chapter list, the chapter, the card's count. */
async function seen(cookie: string | undefined, storyId: number, chapterId: number) {
  const headers = cookie ? { cookie } : {};
  const list = (await t.app.inject({ url: `/api/stories/${storyId}/chapters`, headers })).json();
  const one = await t.app.inject({ url: `/api/chapters/${chapterId}`, headers });
  const card = (await t.app.inject({ url: `/api/stories/${storyId}`, headers })).json();
  return {
    ids: (list as { id: number }[]).map((c) => c.id),
    status: one.statusCode,
    chapterCount: card.chapters as number,
  };
}

const moveReleaseTo = (chapterId: number, at: Date) =>
  t.db.update(chapters).set({ releaseAt: at }).where(eq(chapters.id, chapterId));

describe('scheduled release', () => {
  it('hides a scheduled chapter from readers until its time, then shows it everywhere', async () => {
    const { story, authorCookie, readerCookie } = await setup();
    const releaseAt = new Date(Date.now() + 2 * HOUR);
    const chapter = await schedule(authorCookie, story.id, releaseAt);
    expect(chapter.releaseAt).toBe(releaseAt.toISOString());
    // Nor does the story move up as "recently updated" before the release.
    const [row] = await t.db
      .select({ updatedAt: stories.updatedAt })
      .from(stories)
      .where(eq(stories.id, story.id));
    expect(row?.updatedAt).toEqual(story.updatedAt);

    for (const cookie of [readerCookie, undefined]) {
      const before = await seen(cookie, story.id, chapter.id);
      expect(before.ids).not.toContain(chapter.id);
      expect(before.status).toBe(404);
      expect(before.chapterCount).toBe(2);
    }
    const progress = await t.app.inject({
      method: 'POST',
      url: '/api/reading-progress',
      headers: { cookie: readerCookie },
      payload: { storyId: story.id, chapterId: chapter.id, progress: 0 },
    });
    expect(progress.statusCode).toBe(404);
    // The author sees it, with its time.
    const own = await seen(authorCookie, story.id, chapter.id);
    expect(own.ids).toContain(chapter.id);
    expect(own.status).toBe(200);

    await moveReleaseTo(chapter.id, new Date(Date.now() - 1000)); // its time has come; no job has run
    const after = await seen(readerCookie, story.id, chapter.id);
    expect(after.ids).toContain(chapter.id);
    expect(after.status).toBe(200);
    expect(after.chapterCount).toBe(3);
  });

  it('refuses a release time in the past, and rescheduling a released chapter', async () => {
    const { story, authorCookie } = await setup();
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/chapters',
      headers: { cookie: authorCookie },
      payload: {
        storyId: story.id,
        title: 'T',
        content: 'C',
        releaseAt: new Date(Date.now() - HOUR).toISOString(),
      },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.releaseAt' });

    const list = (await t.app.inject({ url: `/api/stories/${story.id}/chapters` })).json();
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/chapters/${list[0].id}`,
      headers: { cookie: authorCookie },
      payload: { title: 'T', content: 'C', releaseAt: new Date(Date.now() + HOUR).toISOString() },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This chapter is already released.');
  });

  it('lets the author move the time or release at once (null)', async () => {
    const { story, authorCookie, readerCookie } = await setup();
    const chapter = await schedule(authorCookie, story.id, new Date(Date.now() + HOUR));
    const later = new Date(Date.now() + 3 * HOUR).toISOString();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/chapters/${chapter.id}`,
      headers: { cookie: authorCookie },
      payload: { title: 'Later', content: 'Words for later.', releaseAt: later },
    });
    expect(moved.json().releaseAt).toBe(later);
    const now = await t.app.inject({
      method: 'PUT',
      url: `/api/chapters/${chapter.id}`,
      headers: { cookie: authorCookie },
      payload: { title: 'Later', content: 'Words for later.', releaseAt: null },
    });
    expect(now.statusCode).toBe(200);
    expect(Date.parse(now.json().releaseAt)).toBeLessThanOrEqual(Date.now());
    expect((await seen(readerCookie, story.id, chapter.id)).status).toBe(200);
  });

  it('runs the release side effects once, and not before the time', async () => {
    const { reader, story, authorCookie } = await setup();
    await t.db.insert(bookmarks).values({ userId: reader.id, storyId: story.id });
    const chapter = await schedule(authorCookie, story.id, new Date(Date.now() + HOUR));
    const notified = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, reader.id))).length;

    expect(await releaseChapter(t.app, chapter.id)).toBe(false); // an early job does nothing
    expect(await notified()).toBe(0);

    await moveReleaseTo(chapter.id, new Date(Date.now() - 1000));
    const runs = await Promise.all([releaseChapter(t.app, chapter.id), releaseChapter(t.app, chapter.id)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await releaseChapter(t.app, chapter.id)).toBe(false);
    expect(await notified()).toBe(1);
    const released = await t.db
      .select()
      .from(chapterReleases)
      .where(eq(chapterReleases.chapterId, chapter.id));
    expect(released).toHaveLength(1);
  });
});
