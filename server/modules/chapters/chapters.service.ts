import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCreateChapterRequest, ZUpdateChapterRequest } from '../../../contract/chapters.js';
import { countWords } from '../../../contract/words.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { chapters, stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { getOwnStory, getVisibleStory, recordStoryRead } from '../stories/stories.service.js';
import { assertCanReadStory, assertIsAuthor, canViewStory } from '../stories/story-access.policy.js';
import { resolveAiAssistance } from './ai-assistance.js';
import { appendChapter } from './append-chapter.js';

export type ChapterRow = typeof chapters.$inferSelect;

/**
 * The chapters of a story in reading order, if the viewer may read its text (the access policy).
 * Records a story read for trending.
 * @throws AppError STORY_NOT_FOUND, CONTENT_LOCKED
 */
export async function listReadableChapters(
  db: Db,
  viewer: SessionUser | null,
  storyId: number,
): Promise<ChapterRow[]> {
  const story = await getVisibleStory(db, viewer, storyId);
  assertCanReadStory(viewer, story);
  const rows = await db
    .select()
    .from(chapters)
    .where(eq(chapters.storyId, storyId))
    .orderBy(asc(chapters.orderIndex), asc(chapters.id));
  await recordStoryRead(db, viewer, story);
  return rows;
}

const chapterWithStory = (db: DbOrTx, name: string) =>
  db
    .select({ chapter: chapters, story: stories })
    .from(chapters)
    .innerJoin(stories, eq(stories.id, chapters.storyId))
    .where(eq(chapters.id, sql.placeholder('chapterId')))
    .limit(1)
    .prepare(name);

async function loadChapterWithStory(db: Db, chapterId: number) {
  const [row] = await preparedFor(db, 'chapter_with_story', chapterWithStory).execute({ chapterId });
  if (!row) throw new AppError('CHAPTER_NOT_FOUND');
  return row;
}

/**
 * A chapter for a change by its story's author. Others' drafts answer 404 like the story routes, so
 * chapter ids cannot be probed; a published story's chapter answers 403 "Access Denied" (spec section 6).
 * @throws AppError CHAPTER_NOT_FOUND, ACCESS_DENIED
 */
async function loadOwnChapter(db: Db, viewer: SessionUser, chapterId: number) {
  const row = await loadChapterWithStory(db, chapterId);
  if (!canViewStory(viewer, row.story)) throw new AppError('CHAPTER_NOT_FOUND');
  assertIsAuthor(viewer, row.story);
  return row;
}

/**
 * Checks that `parentId`, when given, names a chapter of the same story (a branch continues its own
 * story, spec section 3 "Chapter").
 * @throws AppError VALIDATION_ERROR (field body.parentId)
 */
async function assertParentInStory(db: DbOrTx, storyId: number, parentId: number | null | undefined) {
  if (parentId == null) return;
  const [parent] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.id, parentId), eq(chapters.storyId, storyId)))
    .limit(1);
  if (!parent) {
    throw new AppError('VALIDATION_ERROR', 'The parent chapter must be a chapter of the same story', {
      field: 'body.parentId',
    });
  }
}

/**
 * One chapter, if the viewer may read its story's text (the access policy).
 * @throws AppError CHAPTER_NOT_FOUND (also for others' drafts), CONTENT_LOCKED
 */
export async function getReadableChapter(
  db: Db,
  viewer: SessionUser | null,
  chapterId: number,
): Promise<ChapterRow> {
  const { chapter, story } = await loadChapterWithStory(db, chapterId);
  if (!story.isPublished && viewer?.id !== story.authorId) throw new AppError('CHAPTER_NOT_FOUND');
  assertCanReadStory(viewer, story);
  return chapter;
}

/**
 * Adds a chapter to the viewer's own story; by default after the last one (orderIndex is 1-based).
 * @throws AppError STORY_NOT_FOUND (also others' drafts), ACCESS_DENIED, VALIDATION_ERROR (parentId),
 *   CHAPTER_ORDER_TAKEN (an explicit orderIndex already used)
 */
export async function createChapter(
  db: Db,
  viewer: SessionUser,
  input: z.output<typeof ZCreateChapterRequest>,
) {
  await getOwnStory(db, viewer, input.storyId);
  await assertParentInStory(db, input.storyId, input.parentId);
  const [aiAssistance] = await resolveAiAssistance(db, viewer.id, [input], () => 'body.aiGenerationId');
  return db.transaction((tx) =>
    appendChapter(tx, {
      storyId: input.storyId,
      authorId: viewer.id,
      title: input.title,
      content: input.content,
      isCanon: input.isCanon,
      orderIndex: input.orderIndex,
      parentId: input.parentId ?? null,
      wordCount: countWords(input.content),
      aiAssistance,
    }),
  );
}

/**
 * Replaces a chapter's title and content (author only).
 * @throws AppError CHAPTER_NOT_FOUND, ACCESS_DENIED
 */
export async function updateChapter(
  db: Db,
  viewer: SessionUser,
  chapterId: number,
  input: z.output<typeof ZUpdateChapterRequest>,
) {
  const { chapter: before, story } = await loadOwnChapter(db, viewer, chapterId);
  const [aiAssistance] = await resolveAiAssistance(
    db,
    viewer.id,
    [{ ...input, previous: before }],
    () => 'body.aiGenerationId',
  );
  const [chapter] = await db
    .update(chapters)
    .set({ title: input.title, content: input.content, wordCount: countWords(input.content), aiAssistance })
    .where(eq(chapters.id, chapterId))
    .returning();
  await db.update(stories).set({ updatedAt: new Date() }).where(eq(stories.id, story.id));
  return chapter!;
}

/**
 * Deletes a chapter (author only) and closes the gap in the numbering of the chapters after it.
 * @throws AppError CHAPTER_NOT_FOUND, ACCESS_DENIED
 */
export async function deleteChapter(db: Db, viewer: SessionUser, chapterId: number): Promise<void> {
  const { chapter, story } = await loadOwnChapter(db, viewer, chapterId);
  await db.transaction(async (tx) => {
    await tx.delete(chapters).where(eq(chapters.id, chapterId));
    await tx
      .update(chapters)
      .set({ orderIndex: sql`${chapters.orderIndex} - 1` })
      .where(and(eq(chapters.storyId, story.id), gt(chapters.orderIndex, chapter.orderIndex)));
    await tx.update(stories).set({ updatedAt: new Date() }).where(eq(stories.id, story.id));
  });
}
