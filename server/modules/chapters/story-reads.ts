import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { storyReads } from '../../db/schema.js';
import type { SessionUser } from '../../lib/session-user.js';
import type { StoryRow } from '../access/visible-story.query.js';

/**
 * A signed-in reader opened the story: one story_reads row, at most one per reader per 30 minutes,
 * so refreshing cannot inflate trending (stories/trending-job.ts counts these rows). Authors' own reads
 * and anonymous requests are not counted. Called where a reader opens a story's chapters or contents.
 */
export async function recordStoryRead(
  db: DbOrTx,
  viewer: SessionUser | null,
  story: StoryRow,
): Promise<void> {
  if (!viewer || viewer.id === story.authorId || !story.isPublished) return;
  const [recent] = await db
    .select({ id: storyReads.id })
    .from(storyReads)
    .where(
      and(
        eq(storyReads.storyId, story.id),
        eq(storyReads.userId, viewer.id),
        sql`${storyReads.readAt} > now() - interval '30 minutes'`,
      ),
    )
    .limit(1);
  if (recent) return;
  await db.insert(storyReads).values({ storyId: story.id, userId: viewer.id });
}
