import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { decideChapterAccess, type StoryForAccess } from './access.policy.js';
import { freeAtOf } from './chapter-release.js';
import { NO_ENTITLEMENTS } from './entitlements.query.js';

/*
 * Paid-then-free (docs/reference/platform.md#formats): a paid chapter reads free `freeAfterDays` days after
 * its release, decided by the one access policy at the time of the request.
 */

const DAY = 24 * 60 * 60 * 1000;

const premium: StoryForAccess = {
  id: 1,
  authorId: 9,
  collaboratorIds: [],
  isPublished: true,
  accessLevel: 'premium',
  isPremium: true,
  requiredTierId: null,
  genre: 'Fantasy',
  isAdultContent: false,
  freeChapters: 0,
  previewLength: 100,
};

describe('the policy', () => {
  it('flips a paid chapter to free at its freeAt, not a millisecond before', () => {
    const releasedAt = new Date('2026-01-01T12:00:00Z');
    const freeAt = freeAtOf({ releaseAt: releasedAt, createdAt: new Date(0), freeAfterDays: 7 })!;
    expect(freeAt.toISOString()).toBe('2026-01-08T12:00:00.000Z');
    const place = { id: 5, position: 3, chapterCount: 3, freeAt };
    const at = (ms: number) => decideChapterAccess(null, premium, place, NO_ENTITLEMENTS, new Date(ms));
    expect(at(freeAt.getTime() - 1)).toEqual({ access: 'preview', reason: 'purchase_required' });
    expect(at(freeAt.getTime())).toEqual({ access: 'full', reason: 'free_chapter' });
  });

  it('counts from the creation time of a chapter released at once; no days, never free', () => {
    const createdAt = new Date('2026-03-01T00:00:00Z');
    expect(freeAtOf({ releaseAt: null, createdAt, freeAfterDays: 1 })?.toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(freeAtOf({ releaseAt: null, createdAt, freeAfterDays: null })).toBeNull();
  });

  it('keeps an 18+ chapter closed to unconfirmed readers even once free', () => {
    const place = { id: 5, position: 3, chapterCount: 3, freeAt: new Date(0) };
    expect(decideChapterAccess(null, { ...premium, genre: 'Adult' }, place, NO_ENTITLEMENTS).access).toBe(
      'none',
    );
  });
});

describe('through the API', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('validates N (1..365, paid stories only) and unlocks the chapter for readers at the boundary', async () => {
    const author = await buildUser(t.db);
    const reader = await buildUser(t.db);
    const story = await buildStory(
      t.db,
      author,
      { accessLevel: 'premium', isPremium: true, freeChapters: 1 },
      3,
    );
    const publicStory = await buildStory(t.db, author, {}, 2);
    const [authorCookie, readerCookie] = [await signIn(t.app, author), await signIn(t.app, reader)];
    const ids = (
      await t.app.inject({ url: `/api/stories/${story.id}/chapters`, headers: { cookie: authorCookie } })
    )
      .json()
      .map((c: { id: number }) => c.id);
    const last = ids[2];
    const put = (id: number, freeAfterDays: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/chapters/${id}`,
        headers: { cookie: authorCookie },
        payload: {
          title: 'Paid',
          content: 'Paid words, many of them, for the readers who pay.',
          freeAfterDays,
        },
      });
    for (const bad of [0, 366, 2.5]) {
      const response = await put(last, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('body.freeAfterDays');
    }
    const publicIds = (await t.app.inject({ url: `/api/stories/${publicStory.id}/chapters` })).json();
    expect((await put(publicIds[1].id, 3)).json()).toMatchObject({ code: 'VALIDATION_ERROR' });

    const saved = await put(last, 3);
    expect(saved.json()).toMatchObject({ freeAfterDays: 3 });
    const read = async () =>
      (await t.app.inject({ url: `/api/chapters/${last}`, headers: { cookie: readerCookie } })).json();
    expect(await read()).toMatchObject({ locked: true, lockReason: 'purchase_required' });

    // Released 3 days less a minute ago: still paid. 3 days and a second ago: free.
    const releasedAgo = (ms: number) =>
      t.db
        .update(chapters)
        .set({ releaseAt: new Date(Date.now() - ms) })
        .where(eq(chapters.id, last));
    await releasedAgo(3 * DAY - 60_000);
    expect((await read()).locked).toBe(true);
    await releasedAgo(3 * DAY + 1000);
    const free = await read();
    expect(free).toMatchObject({ locked: false, lockReason: null });
    expect(free.content).toBe('Paid words, many of them, for the readers who pay.');
    const access = await t.app.inject({
      url: `/api/content-access?storyId=${story.id}&chapterId=${last}`,
      headers: { cookie: readerCookie },
    });
    expect(access.json()).toMatchObject({ hasAccess: true });
  });
});
