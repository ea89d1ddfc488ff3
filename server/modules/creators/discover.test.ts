import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorSubscriptions, storyReads } from '../../db/schema.js';
import { buildStory, buildUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { containsPattern } from './discover.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const tag = `d${process.pid}x${Date.now() % 100000}`;

/**
 * The ranking of docs/reference/people.md#discovery written out plainly, one correlated subquery per
 * figure.
 */
async function straightRanking(): Promise<number[]> {
  const result = await t.db.execute(sql`
    SELECT u.id,
      (SELECT count(DISTINCT r.user_id) FROM story_reads r JOIN stories s ON s.id = r.story_id
        WHERE s.author_id = u.id AND s.is_published AND r.user_id IS NOT NULL
          AND r.read_at > now() - interval '30 days') AS readers,
      (SELECT count(*) FROM author_subscriptions a WHERE a.author_id = u.id AND a.is_active
        AND (a.end_date IS NULL OR a.end_date > now())) AS subs,
      (SELECT count(*) FROM stories s WHERE s.author_id = u.id AND s.is_published) AS n
    FROM users u
    WHERE EXISTS (SELECT 1 FROM stories s WHERE s.author_id = u.id AND s.is_published)
    ORDER BY readers DESC, subs DESC, n DESC, u.id
    LIMIT 50`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

describe('GET /api/creators/discover', () => {
  let star: Awaited<ReturnType<typeof buildUser>>;
  let loved: Awaited<ReturnType<typeof buildUser>>;
  let newcomer: Awaited<ReturnType<typeof buildUser>>;

  beforeAll(async () => {
    star = await buildUser(t.db, { displayName: `Star ${tag}`, bio: `Writes 100%_real ${tag} horror` });
    loved = await buildUser(t.db, { displayName: `Loved ${tag}` });
    newcomer = await buildUser(t.db, { displayName: `Newcomer ${tag}` });
    const hidden = await buildUser(t.db, { displayName: `Drafts only ${tag}` });
    const starHorror = await buildStory(t.db, star, { genre: 'Horror' });
    const starDraft = await buildStory(t.db, star, { genre: 'Romance', isPublished: false });
    await buildStory(t.db, star, { genre: 'Horror' });
    await buildStory(t.db, star, { genre: 'Fantasy' });
    const lovedStory = await buildStory(t.db, loved, { genre: 'Fantasy' });
    await buildStory(t.db, newcomer, { genre: 'Sci-Fi' });
    await buildStory(t.db, hidden, { genre: 'Horror', isPublished: false });
    const fans = await Promise.all([1, 2, 3, 4].map(() => buildUser(t.db)));
    await t.db.insert(storyReads).values([
      // Three distinct recent readers for the star; the same reader twice counts once.
      { storyId: starHorror.id, userId: fans[0]!.id },
      { storyId: starHorror.id, userId: fans[0]!.id },
      { storyId: starHorror.id, userId: fans[1]!.id },
      { storyId: starHorror.id, userId: fans[2]!.id },
      // Old reads, anonymous reads and reads of drafts do not count.
      { storyId: lovedStory.id, userId: fans[0]!.id, readAt: daysAgo(40) },
      { storyId: lovedStory.id, userId: null },
      { storyId: starDraft.id, userId: fans[3]!.id },
    ]);
    await t.db.insert(authorSubscriptions).values([
      { userId: fans[0]!.id, authorId: loved.id },
      { userId: fans[1]!.id, authorId: loved.id },
      { userId: fans[2]!.id, authorId: loved.id, isActive: false },
      { userId: fans[3]!.id, authorId: star.id, endDate: daysAgo(1) },
    ]);
  });

  it('ranks creators with a published story by recent readers, then subscribers', async () => {
    const response = await t.app.inject({ url: '/api/creators/discover?limit=50' });
    expect(response.statusCode).toBe(200);
    const creators = response.json() as { id: number }[];
    expect(creators.map((c) => c.id)).toEqual(await straightRanking());
    const mine = creators.filter((c) => [star.id, loved.id, newcomer.id].includes(c.id));
    expect(mine).toMatchObject([
      {
        id: star.id,
        displayName: `Star ${tag}`,
        recentReaders: 3,
        subscriberCount: 0,
        storyCount: 3,
        topGenres: ['Horror', 'Fantasy'],
      },
      { id: loved.id, recentReaders: 0, subscriberCount: 2, storyCount: 1, topGenres: ['Fantasy'] },
      { id: newcomer.id, recentReaders: 0, subscriberCount: 0, storyCount: 1, topGenres: ['Sci-Fi'] },
    ]);
    expect(response.body).not.toContain('Drafts only');
  });

  it('filters by genre (any case) and by a literal substring of name, username or bio', async () => {
    const horror = (await t.app.inject({ url: `/api/creators/discover?genre=horror&q=${tag}` })).json();
    expect(horror.map((c: { id: number }) => c.id)).toEqual([star.id]);
    const byName = (await t.app.inject({ url: `/api/creators/discover?q=loved%20${tag}` })).json();
    expect(byName.map((c: { id: number }) => c.id)).toEqual([loved.id]);
    const byBio = (await t.app.inject({ url: `/api/creators/discover?q=100%25_REAL%20${tag}` })).json();
    expect(byBio.map((c: { id: number }) => c.id)).toEqual([star.id]);
    // `%` and `_` are literal: "%_" is not a wildcard that matches everyone.
    const wildcard = (await t.app.inject({ url: '/api/creators/discover?q=%25_&limit=50' })).json();
    expect(wildcard.map((c: { id: number }) => c.id)).toContain(star.id);
    expect(wildcard.map((c: { id: number }) => c.id)).not.toContain(loved.id);
    const byUsername = (await t.app.inject({ url: `/api/creators/discover?q=${newcomer.username}` })).json();
    expect(byUsername.map((c: { id: number }) => c.id)).toEqual([newcomer.id]);
  });

  it('bounds the list by limit (at most 50) and rejects a bad limit with a validation error', async () => {
    const two = (await t.app.inject({ url: '/api/creators/discover?limit=2' })).json();
    expect(two).toHaveLength(2);
    const tooMany = await t.app.inject({ url: '/api/creators/discover?limit=51' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBeTypeOf('string');
  });

  it('answers the two summary tiles with real figures', async () => {
    const summary = (await t.app.inject({ url: '/api/creators/discover/summary' })).json();
    const result = await t.db.execute(sql`
      SELECT (SELECT count(DISTINCT author_id) FROM stories WHERE is_published)::int AS creators,
        (SELECT count(DISTINCT r.user_id) FROM story_reads r JOIN stories s ON s.id = r.story_id
          WHERE s.is_published AND r.user_id IS NOT NULL AND r.read_at > now() - interval '7 days')::int AS readers`);
    const [row] = (result as unknown as { rows: { creators: number; readers: number }[] }).rows;
    expect(summary).toEqual({ creators: Number(row!.creators), readersThisWeek: Number(row!.readers) });
    expect(summary.creators).toBeGreaterThanOrEqual(3);
    expect(summary.readersThisWeek).toBeGreaterThanOrEqual(3);
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });
});
