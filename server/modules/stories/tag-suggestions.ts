import { sql } from 'drizzle-orm';
import type { TagSuggestion } from '../../../contract/stories.js';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';

/** At most this many suggestions per prefix (docs/reference/stories.md#tags). */
export const MAX_TAG_SUGGESTIONS = 10;

/**
 * Tag suggestions for the tag inputs (GET /api/tags, docs/reference/stories.md#tags): tags of published
 * stories starting with `prefix` ignoring case, most used first (then alphabetically), each in its most
 * common spelling (ties: the alphabetically first), at most MAX_TAG_SUGGESTIONS. `stories` counts the
 * published stories carrying the tag in any spelling. LIKE wildcards in `prefix` match literally.
 * A scan of published stories' tag arrays (walked through `stories_published_idx`): tags are a few per
 * story and no index on lower-cased tags exists.
 */
export async function suggestTags(db: DbOrTx, prefix: string): Promise<TagSuggestion[]> {
  const pattern = `${prefix
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await executeRows<TagSuggestion>(
    db,
    sql`
    WITH spellings AS (
      SELECT t AS tag, lower(t) AS key, count(*)::int AS n
      FROM stories, unnest(stories.tags) AS t
      WHERE stories.is_published AND lower(t) LIKE ${pattern}
      GROUP BY t
    )
    SELECT (array_agg(tag ORDER BY n DESC, tag))[1] AS tag, sum(n)::int AS stories
    FROM spellings
    GROUP BY key
    ORDER BY sum(n) DESC, key
    LIMIT ${MAX_TAG_SUGGESTIONS}`,
  );
  return rows.map((row) => ({ tag: row.tag, stories: Number(row.stories) }));
}
