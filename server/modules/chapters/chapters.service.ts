import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCreateChapterRequest, ZUpdateChapterRequest } from '../../../contract/chapters.js';
import { countWords } from '../../../contract/words.js';
import type { DbOrTx } from '../../db/client.js';
import { chapters, stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import {
  type ChapterRow,
  getFullChapter,
  loadOwnChapter,
  type ReadableChapter,
  readStoryChapters,
  readStoryToc,
  type TocChapter,
} from '../access/readable-chapters.query.js';
import { getStoryFor, mayDo } from '../access/story-roles.js';
import { getVisibleStory } from '../access/visible-story.query.js';
import { recordAiSources, resolveAiAssistance } from './ai-assistance.js';
import { appendChapter } from './append-chapter.js';
import { rewriteChapter } from './chapter-writes.js';
import { resolveReleaseSettings } from './release-settings.js';
import { recordStoryRead } from './story-reads.js';

export type { ChapterRow, ReadableChapter, TocChapter } from '../access/readable-chapters.query.js';

/**
 * The chapters of a story in reading order as the viewer may read them (`readStoryChapters`: full
 * text, or a locked preview with its reason). Records a story read for trending.
 * @throws AppError STORY_NOT_FOUND (missing, or another author's draft)
 */
export async function listReadableChapters(
  db: DbOrTx,
  viewer: SessionUser | null,
  storyId: number,
): Promise<ReadableChapter[]> {
  const story = await getVisibleStory(db, viewer, storyId);
  const rows = await readStoryChapters(db, viewer, story);
  await recordStoryRead(db, viewer, story);
  return rows;
}

/**
 * The table of contents of a story for the viewer (docs/reference/reading.md#contents,
 * docs/reference/performance.md#reader-download): chapters in reading order without text, each with its lock
 * decision (`readStoryToc`). Opening a story's contents is how both readers start, so it records a story read
 * for trending like the full chapter list does.
 * @throws AppError STORY_NOT_FOUND (missing, or another author's draft)
 */
export async function listTableOfContents(
  db: DbOrTx,
  viewer: SessionUser | null,
  storyId: number,
): Promise<TocChapter[]> {
  const story = await getVisibleStory(db, viewer, storyId);
  const rows = await readStoryToc(db, viewer, story);
  await recordStoryRead(db, viewer, story);
  return rows;
}

/**
 * Checks that `parentId`, when given, names a chapter of the same story (a branch continues its own
 * story, docs/reference/data.md#entities).
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
 * One chapter the viewer may read IN FULL, for the paths a preview does not open: the chapter's chat,
 * its proposals and votes, AI ideas drafted from it (docs/reference/access.md#policy). Signature kept for
 * those callers.
 * @throws AppError CHAPTER_NOT_FOUND (also for others' drafts), CONTENT_LOCKED
 */
export async function getReadableChapter(
  db: DbOrTx,
  viewer: SessionUser | null,
  chapterId: number,
): Promise<ChapterRow> {
  return getFullChapter(db, viewer, chapterId);
}

/**
 * Adds a chapter to a story the viewer owns or co-writes ('write-chapters', docs/reference/stories.md#collaborators),
 * recorded as the viewer's (`chapters.author_id`: a co-author's chapter is theirs); by default after the last one (orderIndex is 1-based),
 * released at once or at its `releaseAt` (`resolveReleaseSettings`), with its author's notes (left out: the
 * story's default notes; docs/reference/stories.md#notes; never counted in `wordCount`).
 * The AI share and label are measured from the generations the save names (`resolveAiAssistance`,
 * docs/reference/ai.md#ai-share), which are recorded with the chapter.
 * @throws AppError STORY_NOT_FOUND (also others' drafts), ACCESS_DENIED, VALIDATION_ERROR (parentId,
 *   releaseAt, freeAfterDays, aiGenerationId(s)), CHAPTER_ORDER_TAKEN (an explicit orderIndex already used)
 */
export async function createChapter(
  db: DbOrTx,
  viewer: SessionUser,
  input: z.output<typeof ZCreateChapterRequest>,
) {
  const story = await getStoryFor(db, viewer, input.storyId, 'write-chapters');
  const release = resolveReleaseSettings(input, story, null);
  await assertParentInStory(db, input.storyId, input.parentId);
  const [ai] = await resolveAiAssistance(db, viewer.id, [input], () => 'body');
  return db.transaction(async (tx) => {
    const chapter = await appendChapter(tx, {
      storyId: input.storyId,
      authorId: viewer.id,
      title: input.title,
      content: input.content,
      isCanon: input.isCanon,
      orderIndex: input.orderIndex,
      parentId: input.parentId ?? null,
      wordCount: countWords(input.content),
      aiAssistance: ai!.aiAssistance,
      aiShare: ai!.aiShare,
      // Left out: the story's default notes (appendChapter); never counted as words.
      noteBefore: input.noteBefore,
      noteAfter: input.noteAfter,
      ...release,
    });
    await recordAiSources(tx, chapter.id, ai!.sourceIds);
    return chapter;
  });
}

/**
 * Replaces a chapter's title and content (the owner, a co-author or an editor: 'edit-chapters'), its
 * author's notes when sent (docs/reference/stories.md#notes), and its release settings when sent; changing those needs 'write-chapters' (an editor edits words, not the
 * schedule: docs/reference/stories.md#collaborators).
 * The AI share is measured again against every generation recorded with the chapter and those the save
 * names (docs/reference/ai.md#ai-share).
 * @throws AppError CHAPTER_NOT_FOUND, ACCESS_DENIED, VALIDATION_ERROR (releaseAt, freeAfterDays,
 *   aiGenerationId(s))
 */
export async function updateChapter(
  db: DbOrTx,
  viewer: SessionUser,
  chapterId: number,
  input: z.output<typeof ZUpdateChapterRequest>,
) {
  const { chapter: before, story, role } = await loadOwnChapter(db, viewer, chapterId, 'edit-chapters');
  if (changesRelease(input, before) && !mayDo(role, 'write-chapters')) throw new AppError('ACCESS_DENIED');
  const release = resolveReleaseSettings(input, story, before);
  const [ai] = await resolveAiAssistance(db, viewer.id, [{ ...input, previous: before }], () => 'body');
  const chapter = await db.transaction(async (tx) => {
    const saved = await rewriteChapter(tx, chapterId, {
      title: input.title,
      content: input.content,
      wordCount: countWords(input.content),
      aiAssistance: ai!.aiAssistance,
      aiShare: ai!.aiShare,
      noteBefore: input.noteBefore,
      noteAfter: input.noteAfter,
      ...release,
    });
    await recordAiSources(tx, chapterId, ai!.sourceIds);
    return saved;
  });
  await db.update(stories).set({ updatedAt: new Date() }).where(eq(stories.id, story.id));
  return chapter;
}

/**
 * Deletes a chapter (the owner or a co-author: 'write-chapters') and closes the gap in the numbering of the chapters after it.
 * @throws AppError CHAPTER_NOT_FOUND, ACCESS_DENIED
 */
export async function deleteChapter(db: DbOrTx, viewer: SessionUser, chapterId: number): Promise<void> {
  const { chapter, story } = await loadOwnChapter(db, viewer, chapterId, 'write-chapters');
  await db.transaction(async (tx) => {
    await tx.delete(chapters).where(eq(chapters.id, chapterId));
    await tx
      .update(chapters)
      .set({ orderIndex: sql`${chapters.orderIndex} - 1` })
      .where(and(eq(chapters.storyId, story.id), gt(chapters.orderIndex, chapter.orderIndex)));
    await tx.update(stories).set({ updatedAt: new Date() }).where(eq(stories.id, story.id));
  });
}

/** Whether an update sends release settings that differ from the chapter's (an editor may not change them). */
function changesRelease(
  input: Pick<z.output<typeof ZUpdateChapterRequest>, 'releaseAt' | 'freeAfterDays'>,
  before: Pick<ChapterRow, 'releaseAt' | 'freeAfterDays'>,
): boolean {
  const releaseAt =
    input.releaseAt === undefined ? undefined : input.releaseAt === null ? null : new Date(input.releaseAt);
  const sameRelease =
    releaseAt === undefined || (releaseAt?.getTime() ?? null) === (before.releaseAt?.getTime() ?? null);
  const sameFree = input.freeAfterDays === undefined || input.freeAfterDays === before.freeAfterDays;
  return !(sameRelease && sameFree);
}
