import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stories } from '../../db/schema.js';
import { chapterTexts } from '../../db/schema-text.js';
import { AppError } from '../../lib/errors.js';
import { pgError } from '../../lib/pg-errors.js';

export type NewChapter = Omit<typeof chapterTexts.$inferInsert, 'id' | 'orderIndex' | 'createdAt'> & {
  /** A position to take (1-based); by default the one after the last chapter. */
  orderIndex?: number;
};

/**
 * Inserts a chapter into its story, by default after the last one, and touches the story's updatedAt
 * (unless the chapter is scheduled for later). `noteBefore`/`noteAfter` left undefined take the story's
 * default notes (docs/reference/stories.md#notes): so chapters written by the AI get them too; null is none.
 * The story row is locked first (`FOR UPDATE`), so concurrent appends to one story take turns and
 * `max + 1` cannot race; the unique (story_id, order_index) constraint guards it too (migration 0004).
 * Call it inside a transaction.
 * @returns the inserted row
 * @throws AppError CHAPTER_ORDER_TAKEN (409) when an explicit `orderIndex` is taken; STORY_NOT_FOUND
 */
export async function appendChapter(
  tx: DbOrTx,
  values: NewChapter,
): Promise<typeof chapterTexts.$inferSelect> {
  const [story] = await tx
    .select({ defaultNoteBefore: stories.defaultNoteBefore, defaultNoteAfter: stories.defaultNoteAfter })
    .from(stories)
    .where(eq(stories.id, values.storyId))
    .for('update');
  if (!story) throw new AppError('STORY_NOT_FOUND');
  // A new chapter starts with the story's default notes unless the save says otherwise (null: none).
  const noteBefore = values.noteBefore === undefined ? story.defaultNoteBefore : values.noteBefore;
  const noteAfter = values.noteAfter === undefined ? story.defaultNoteAfter : values.noteAfter;
  let orderIndex = values.orderIndex;
  if (orderIndex === undefined) {
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${chapterTexts.orderIndex}), 0)::int` })
      .from(chapterTexts)
      .where(eq(chapterTexts.storyId, values.storyId));
    orderIndex = (last?.max ?? 0) + 1;
  }
  try {
    const [chapter] = await tx
      .insert(chapterTexts)
      .values({ ...values, noteBefore, noteAfter, orderIndex })
      .returning();
    // A chapter scheduled for later moves its story up when it is released (chapters/release-job.ts).
    if (!values.releaseAt || values.releaseAt.getTime() <= Date.now()) {
      await tx.update(stories).set({ updatedAt: new Date() }).where(eq(stories.id, values.storyId));
    }
    return chapter!;
  } catch (error) {
    if (pgError(error)?.constraint === 'chapters_story_order_uq') {
      throw new AppError('CHAPTER_ORDER_TAKEN', `Chapter ${orderIndex} already exists in this story.`, {
        field: 'body.orderIndex',
      });
    }
    throw error;
  }
}
