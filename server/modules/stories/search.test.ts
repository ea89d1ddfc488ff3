import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Today's ranking computed straight from the document expression (migration 0001), for comparison. */
async function straightSearch(query: string, genre: string, limit: number): Promise<number[]> {
  const result = await t.db.execute(sql`
    SELECT id FROM stories
    WHERE is_published AND (${genre} = '' OR genre = ${genre})
      AND storyloom_story_document(title, summary, tags) @@ to_tsquery('simple', ${query})
    ORDER BY ts_rank(storyloom_story_document(title, summary, tags), to_tsquery('simple', ${query})) DESC,
      updated_at DESC, id DESC
    LIMIT ${limit}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

const endpoint = async (query: string) =>
  ((await t.app.inject({ url: `/api/stories/search?${query}` })).json() as { id: number }[]).map((s) => s.id);

describe('search over the stored document', () => {
  it('ranks a common word as the document expression does, and keeps documents current on edits', async () => {
    const author = await buildUser(t.db);
    await t.db.execute(sql`
      INSERT INTO stories (title, genre, author_id, summary, tags, is_published, updated_at)
      SELECT CASE WHEN i % 7 = 0 THEN 'Love in the Harbour ' || i ELSE 'Harbour ' || i END,
        (ARRAY['Romance','Drama'])[1 + i % 2], ${author.id},
        CASE WHEN i % 3 = 0 THEN 'A tale of lost love and lovers, love again' ELSE 'A quiet tale' END,
        CASE WHEN i % 5 = 0 THEN ARRAY['love'] ELSE ARRAY['sea'] END,
        i % 11 <> 0, now() - (i % 97) * interval '1 hour'
      FROM generate_series(1, 3000) AS i`);
    expect(await endpoint('q=love&limit=30')).toEqual(await straightSearch('love:*', '', 30));
    expect(await endpoint('q=love&genre=Drama&limit=50')).toEqual(
      await straightSearch('love:*', 'Drama', 50),
    );
    expect(await endpoint('q=lov%20harb&limit=30')).toEqual(await straightSearch('lov:* & harb:*', '', 30));

    await t.db.execute(
      sql`UPDATE stories SET title = 'Zephyrine' WHERE id = (SELECT min(id) FROM stories WHERE title LIKE 'Harbour %' AND is_published)`,
    );
    const [renamed] = await endpoint('q=zephyrine');
    expect(renamed).toBeDefined();
    expect(await endpoint('q=zephyrine')).toEqual(await straightSearch('zephyrine:*', '', 30));
  });
});
