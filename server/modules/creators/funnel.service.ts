import { asc, eq, sql } from 'drizzle-orm';
import type { StoryFunnel } from '../../../contract/funnel.js';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { chapters } from '../../db/schema.js';
import type { SessionUser } from '../../lib/session-user.js';
import { getStoryFor } from '../access/story-roles.js';

interface PositionRow {
  chapterId: number;
  readers: number;
  purchases: number;
  subscriptions: number;
}

/**
 * The per-chapter reader funnel of the author's story (docs/reference/people.md#dashboard). A
 * reader's position is their reading progress in the story (one row per reader: the furthest chapter they
 * opened last, `reading_progress`); a reader at chapter k has reached every chapter up to k. Payers
 * are placed at their reading position: completed purchases of the story, and subscriptions (any
 * status) to its author by its readers. reading_progress keeps only the latest position, so a payer
 * who read on after paying is placed further along than where they paid. The author's own progress
 * is left out. Chapters in reading order (orderIndex, then id).
 * The story's owner only ('manage', docs/reference/stories.md#collaborators).
 * @throws AppError STORY_NOT_FOUND, ACCESS_DENIED (not the owner)
 */
export async function storyFunnel(db: DbOrTx, viewer: SessionUser, storyId: number): Promise<StoryFunnel> {
  const story = await getStoryFor(db, viewer, storyId, 'manage');
  const list = await db
    .select({ id: chapters.id, orderIndex: chapters.orderIndex, title: chapters.title })
    .from(chapters)
    .where(eq(chapters.storyId, storyId))
    .orderBy(asc(chapters.orderIndex), asc(chapters.id));
  const rows = await executeRows<PositionRow>(
    db,
    sql`
    SELECT rp.chapter_id AS "chapterId",
      count(*)::int AS readers,
      coalesce(sum((SELECT count(*) FROM payments p WHERE p.user_id = rp.user_id AND p.story_id = ${storyId}
        AND p.type = 'purchase' AND p.status = 'completed')), 0)::int AS purchases,
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM author_subscriptions a
        WHERE a.user_id = rp.user_id AND a.author_id = ${story.authorId}))::int AS subscriptions
    FROM reading_progress rp
    WHERE rp.story_id = ${storyId} AND rp.chapter_id IS NOT NULL AND rp.user_id <> ${story.authorId}
    GROUP BY rp.chapter_id`,
  );
  const at = new Map(rows.map((r) => [Number(r.chapterId), r]));
  // Readers positioned at chapter i or later reached chapter i: a running sum from the end.
  const reached: number[] = new Array(list.length).fill(0);
  let further = 0;
  for (let i = list.length - 1; i >= 0; i--) {
    further += Number(at.get(list[i]!.id)?.readers ?? 0);
    reached[i] = further;
  }
  return {
    storyId,
    title: story.title,
    readers: reached[0] ?? 0,
    chapters: list.map((chapter, i) => {
      const here = reached[i]!;
      const dropOff = i < list.length - 1 ? here - reached[i + 1]! : 0;
      const position = at.get(chapter.id);
      return {
        chapterId: chapter.id,
        orderIndex: chapter.orderIndex,
        title: chapter.title ?? `Chapter ${i + 1}`,
        reached: here,
        dropOff,
        dropOffRate: here > 0 ? Math.round((dropOff / here) * 1000) / 10 : 0,
        purchases: Number(position?.purchases ?? 0),
        subscriptions: Number(position?.subscriptions ?? 0),
      };
    }),
  };
}
