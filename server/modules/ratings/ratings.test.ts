import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryRatings } from '../../../contract/ratings.js';
import { storyRatings } from '../../db/schema.js';
import { buildStory, buildUser, type StoryRow, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/** Ratings and reviews (docs/reference/people.md#ratings) against the real database. */
let t: TestContext;
let author: UserRow;
let story: StoryRow;
let other: StoryRow;
let authorCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db, { displayName: 'Author' });
  story = await buildStory(t.db, author);
  other = await buildStory(t.db, author);
  authorCookie = await signIn(t.app, author);
});
afterAll(() => t.close());

const rate = (cookie: string | undefined, storyId: number, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/stories/${storyId}/rating`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const openChapters = (cookie: string, storyId: number) =>
  t.app.inject({ method: 'GET', url: `/api/stories/${storyId}/chapters`, headers: { cookie } });

/** The rule computed straight from the table: average to one decimal and count. */
async function straight(where: ReturnType<typeof sql>) {
  const result = await t.db.execute(
    sql`SELECT coalesce(round(avg(r.rating), 1), 0)::float8 AS avg, count(*)::int AS n
        FROM story_ratings r JOIN stories s ON s.id = r.story_id WHERE ${where}`,
  );
  const [row] = (result as unknown as { rows: { avg: number; n: number }[] }).rows;
  return { average: Number(row!.avg), count: Number(row!.n) };
}

describe('rating a story', () => {
  it('needs a signed-in reader who has read a chapter, never the author', async () => {
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    expect((await rate(undefined, story.id, { rating: 5 })).statusCode).toBe(401);
    const early = await rate(cookie, story.id, { rating: 5 });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'RATING_NOT_ALLOWED' });
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}/ratings`, headers: { cookie } })
    ).json() as StoryRatings;
    expect(before.canRate).toBe(false);

    expect((await openChapters(cookie, story.id)).statusCode).toBe(200);
    const ok = await rate(cookie, story.id, { rating: 4, review: '  Lovely pacing.  ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ mine: { rating: 4, review: 'Lovely pacing.' }, canRate: true });

    const own = await rate(authorCookie, story.id, { rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'RATING_NOT_ALLOWED' });
  });

  it('keeps one rating per reader and story, editable', async () => {
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    await openChapters(cookie, other.id);
    await rate(cookie, other.id, { rating: 2, review: 'Slow start' });
    await Promise.all([
      rate(cookie, other.id, { rating: 3 }),
      rate(cookie, other.id, { rating: 5, review: 'Got better' }),
    ]);
    const rows = await t.db
      .select()
      .from(storyRatings)
      .where(sql`${storyRatings.userId} = ${reader.id} AND ${storyRatings.storyId} = ${other.id}`);
    expect(rows).toHaveLength(1);
    const edited = await rate(cookie, other.id, { rating: 1, review: '' });
    expect(edited.json()).toMatchObject({ mine: { rating: 1, review: null } });
  });

  it('refuses ratings outside 1 to 5 and overlong reviews, with the field', async () => {
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    await openChapters(cookie, story.id);
    for (const rating of [0, 6, 2.5]) {
      const response = await rate(cookie, story.id, { rating });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.rating' });
    }
    const long = await rate(cookie, story.id, { rating: 3, review: 'x'.repeat(1001) });
    expect(long.json()).toMatchObject({ field: 'body.review' });
  });

  it('answers 404 for a draft the reader cannot see', async () => {
    const draft = await buildStory(t.db, author, { isPublished: false });
    const cookie = await signIn(t.app, await buildUser(t.db));
    expect((await rate(cookie, draft.id, { rating: 3 })).statusCode).toBe(404);
  });
});

describe('averages', () => {
  it('equal the averages computed straight from the table on cards, story page, author page and stats', async () => {
    for (const stars of [5, 4, 4, 3, 5, 1]) {
      const reader = await buildUser(t.db);
      const cookie = await signIn(t.app, reader);
      await openChapters(cookie, story.id);
      expect((await rate(cookie, story.id, { rating: stars })).statusCode).toBe(200);
    }
    const forStory = await straight(sql`r.story_id = ${story.id}`);
    const forAuthor = await straight(sql`s.author_id = ${author.id} AND s.is_published`);
    expect(forStory.count).toBeGreaterThan(6);

    const ratings = (await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}/ratings` })).json();
    expect(ratings).toMatchObject({
      averageRating: forStory.average,
      ratingCount: forStory.count,
      mine: null,
      canRate: false,
    });
    const page = (await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}` })).json();
    expect(page.stats).toMatchObject({ averageRating: forStory.average, ratingCount: forStory.count });
    const cards = (
      await t.app.inject({ method: 'GET', url: `/api/authors/${author.username}/stories` })
    ).json();
    const card = (Array.isArray(cards) ? cards : cards.stories).find(
      (s: { id: number }) => s.id === story.id,
    );
    expect(card.stats.averageRating).toBe(forStory.average);
    const profile = (await t.app.inject({ method: 'GET', url: `/api/authors/${author.username}` })).json();
    expect(profile.stats).toMatchObject({ averageRating: forAuthor.average, totalReviews: forAuthor.count });
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/creator/stats', headers: { cookie: authorCookie } })
    ).json();
    expect(stats.averageRating).toBe(forAuthor.average);
  });
});
