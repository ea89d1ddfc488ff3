import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, storyReads } from '../../db/schema.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { recentActivity, refreshTrendingScores } from './trending.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The spec's rule computed straight from reads and bookmarks (docs/reference/performance.md#trending), for
 * comparison.
 */
async function straightRanking(genre: string, limit: number): Promise<number[]> {
  const result = await t.db.execute(sql`
    SELECT s.id FROM stories s LEFT JOIN ${recentActivity} AS activity ON activity.story_id = s.id
    WHERE s.is_published AND (${genre} = '' OR s.genre = ${genre})
    ORDER BY coalesce(activity.score, 0) DESC, s.updated_at DESC, s.id DESC LIMIT ${limit}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

const endpointRanking = async (query: string) =>
  ((await t.app.inject({ url: `/api/stories/trending?${query}` })).json() as { id: number }[]).map(
    (s) => s.id,
  );

describe('trending at 10,000 stories', () => {
  it('answers the same ranking as the rule computed straight from reads and bookmarks', async () => {
    const author = await buildUser(t.db);
    const readers = await Promise.all([1, 2, 3, 4, 5].map(() => buildUser(t.db)));
    const readerIds = sql.raw(`ARRAY[${readers.map((r) => r.id).join(',')}]`);
    await t.db.execute(sql`
      INSERT INTO stories (title, genre, author_id, is_published, updated_at)
      SELECT 'Trending ' || i, (ARRAY['Fantasy','Mystery','Western'])[1 + i % 3], ${author.id}, i % 9 <> 0,
        now() - (i % 500) * interval '1 hour'
      FROM generate_series(1, 10000) AS i`);
    const first = (
      (await t.db.execute(
        sql`SELECT min(id) AS id FROM stories WHERE title LIKE 'Trending %'`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]!.id;
    // Reads from 0 to 12 days ago (those older than 7 days do not count) on a skewed set of stories.
    await t.db.execute(sql`
      INSERT INTO ${storyReads} (story_id, user_id, read_at)
      SELECT ${first} + (i * i) % 10000, (${readerIds})[1 + i % 5], now() - (i % 288) * interval '1 hour'
      FROM generate_series(1, 6000) AS i`);
    // Bookmarks from 0 to 40 days ago (older than 30 days do not count).
    await t.db.execute(sql`
      INSERT INTO ${bookmarks} (user_id, story_id, created_at)
      SELECT (${readerIds})[1 + i % 5], ${first} + (i * 37) % 10000, now() - (i % 40) * interval '1 day'
      FROM generate_series(1, 2000) AS i ON CONFLICT DO NOTHING`);
    // Removing bookmarks takes their points away.
    await t.db.execute(
      sql`DELETE FROM ${bookmarks} WHERE id IN (SELECT id FROM ${bookmarks} ORDER BY id LIMIT 300)`,
    );

    expect(await endpointRanking('limit=50')).toEqual(await straightRanking('', 50));
    expect(await endpointRanking('genre=Western&limit=50')).toEqual(await straightRanking('Western', 50));
    expect(await endpointRanking('limit=20')).toEqual(await straightRanking('', 20));

    // Time passes: reads leave the 7-day window. The refresh job drops their points.
    await t.db.execute(sql`
      UPDATE ${storyReads} SET read_at = read_at - interval '5 days'
      WHERE id IN (SELECT id FROM ${storyReads} WHERE read_at > now() - interval '3 days' ORDER BY id LIMIT 1500)`);
    expect(await refreshTrendingScores(t.db)).toBeGreaterThan(0);
    expect(await endpointRanking('limit=50')).toEqual(await straightRanking('', 50));
    expect(await endpointRanking('genre=Mystery&limit=50')).toEqual(await straightRanking('Mystery', 50));
    expect(await refreshTrendingScores(t.db)).toBe(0); // idempotent
  });

  it('fills with the latest quiet stories when few have activity', async () => {
    const author = await buildUser(t.db);
    const reader = await buildUser(t.db);
    const made = await t.db.execute(sql`
      INSERT INTO stories (title, genre, author_id, is_published, updated_at)
      SELECT 'Quiet ' || i, 'Quietude', ${author.id}, true, now() - i * interval '1 minute'
      FROM generate_series(1, 5) AS i RETURNING id`);
    const ids = (made as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
    await t.db.insert(storyReads).values({ storyId: ids[3]!, userId: reader.id });
    expect(await endpointRanking('genre=Quietude&limit=4')).toEqual([ids[3], ids[0], ids[1], ids[2]]);
  });
});
