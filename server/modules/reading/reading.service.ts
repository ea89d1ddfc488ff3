import { and, desc, eq, sql } from 'drizzle-orm';
import type { Bookmark, ReadingProgress } from '../../../contract/reading.js';
import type { DbOrTx } from '../../db/client.js';
import { outerProgressChapterId, outerStoryId } from '../../db/outer-refs.js';
import { bookmarks, chapters, readingProgress, stories, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { releasedSql } from '../access/chapter-release.js';
import { canViewStory, canViewStorySql, isStoryTeam } from '../access/story-access.policy.js';
import { getVisibleStory } from '../access/visible-story.query.js';
import { presentStory } from '../stories/stories.presenter.js';
import { selectStoryCardsByIds } from '../stories/story-card.query.js';

/**
 * The user's bookmarks, newest first, with their story cards (docs/reference/data.md#entities); only the
 * bookmark of `onlyStoryId` when given. Bookmarked stories that were unpublished since are left out.
 */
export async function listBookmarks(
  db: DbOrTx,
  user: SessionUser,
  onlyStoryId?: number,
): Promise<Bookmark[]> {
  const marks = await db
    .select({ storyId: bookmarks.storyId, createdAt: bookmarks.createdAt })
    .from(bookmarks)
    .where(
      and(
        eq(bookmarks.userId, user.id),
        onlyStoryId === undefined ? undefined : eq(bookmarks.storyId, onlyStoryId),
      ),
    )
    .orderBy(desc(bookmarks.createdAt));
  const cards = await selectStoryCardsByIds(
    db,
    marks.map((mark) => mark.storyId),
  );
  const markedAt = new Map(marks.map((mark) => [mark.storyId, mark.createdAt]));
  return cards
    .filter((row) =>
      canViewStory(user, { ...row.story, collaboratorIds: row.collaborators.map((c) => c.userId) }),
    )
    .map((row) => ({
      storyId: row.story.id,
      createdAt: markedAt.get(row.story.id)!.toISOString(),
      story: presentStory(row, user),
    }));
}

/**
 * Bookmarks a story the user can see; bookmarking twice is harmless (unique user+story).
 * @throws AppError STORY_NOT_FOUND
 */
export async function addBookmark(db: DbOrTx, user: SessionUser, storyId: number): Promise<Bookmark> {
  await getVisibleStory(db, user, storyId);
  await db.insert(bookmarks).values({ userId: user.id, storyId }).onConflictDoNothing();
  const [bookmark] = await listBookmarks(db, user, storyId);
  if (!bookmark) throw new AppError('STORY_NOT_FOUND');
  return bookmark;
}

/** Removes the user's bookmark of a story (no error when there was none). */
export async function removeBookmark(db: DbOrTx, user: SessionUser, storyId: number): Promise<void> {
  await db.delete(bookmarks).where(and(eq(bookmarks.userId, user.id), eq(bookmarks.storyId, storyId)));
}

const progressColumns = {
  storyId: readingProgress.storyId,
  chapterId: readingProgress.chapterId,
  progress: readingProgress.progress,
  chapterOffset: readingProgress.chapterOffset,
  lastReadAt: readingProgress.lastReadAt,
  title: stories.title,
  genre: stories.genre,
  authorUsername: users.username,
  authorDisplayName: users.displayName,
  // Released chapters only (docs/reference/platform.md#formats), as the reader sees the story.
  totalChapters: sql<number>`(SELECT count(*)::int FROM ${chapters} c WHERE c.story_id = ${outerStoryId} AND ${releasedSql(sql.raw('c.release_at'))})`,
  currentChapter: sql<number>`coalesce((SELECT count(*)::int FROM ${chapters} c, ${chapters} cur
    WHERE cur.id = ${outerProgressChapterId} AND c.story_id = cur.story_id AND c.order_index <= cur.order_index
    AND ${releasedSql(sql.raw('c.release_at'))}), 0)`,
};

type ProgressRow = { [K in keyof typeof progressColumns]: unknown } & {
  storyId: number;
  chapterId: number | null;
  progress: number;
  chapterOffset: number;
  lastReadAt: Date;
  title: string;
  genre: string;
  authorUsername: string | null;
  authorDisplayName: string | null;
  totalChapters: number;
  currentChapter: number;
};

function presentProgress(row: ProgressRow): ReadingProgress {
  const percent = row.totalChapters > 0 ? Math.round((row.currentChapter / row.totalChapters) * 100) : 0;
  return {
    storyId: row.storyId,
    chapterId: row.chapterId,
    story: {
      id: row.storyId,
      title: row.title,
      genre: row.genre,
      author: { username: row.authorUsername ?? 'unknown', displayName: row.authorDisplayName ?? 'Unknown' },
    },
    currentChapter: row.currentChapter,
    totalChapters: row.totalChapters,
    progress: row.progress,
    offset: row.chapterOffset,
    progressPercent: Math.min(100, percent),
    lastReadAt: row.lastReadAt.toISOString(),
  };
}

/**
 * The user's reading progress per story, most recently read first (docs/reference/data.md#entities); only
 * that of `onlyStoryId` when given.
 */
export async function listReadingProgress(
  db: DbOrTx,
  user: SessionUser,
  onlyStoryId?: number,
): Promise<ReadingProgress[]> {
  const rows = await db
    .select(progressColumns)
    .from(readingProgress)
    .innerJoin(stories, eq(stories.id, readingProgress.storyId))
    .innerJoin(users, eq(users.id, stories.authorId))
    .where(
      and(
        eq(readingProgress.userId, user.id),
        onlyStoryId === undefined ? undefined : eq(readingProgress.storyId, onlyStoryId),
        canViewStorySql(user),
      ),
    )
    .orderBy(desc(readingProgress.lastReadAt));
  return rows.map((row) => presentProgress(row as ProgressRow));
}

/**
 * Saves where the user is in a story: one row per user and story, updated in place. `offset` is the
 * character offset inside the chapter (docs/reference/reading.md#position; 0 when an older client sends only
 * `progress`).
 * @throws AppError STORY_NOT_FOUND, CHAPTER_NOT_FOUND (chapter not in that story)
 */
export async function saveReadingProgress(
  db: DbOrTx,
  user: SessionUser,
  input: { storyId: number; chapterId: number; progress: number; offset?: number },
): Promise<ReadingProgress> {
  const story = await getVisibleStory(db, user, input.storyId);
  const [chapter] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(
      and(
        eq(chapters.id, input.chapterId),
        eq(chapters.storyId, input.storyId),
        isStoryTeam(user, story) ? undefined : releasedSql(), // scheduled: the team's alone until then
      ),
    );
  if (!chapter)
    throw new AppError('CHAPTER_NOT_FOUND', 'That chapter is not part of this story', {
      field: 'body.chapterId',
    });
  const now = new Date();
  const chapterOffset = input.offset ?? 0;
  await db
    .insert(readingProgress)
    .values({
      userId: user.id,
      storyId: input.storyId,
      chapterId: input.chapterId,
      progress: input.progress,
      chapterOffset,
      lastReadAt: now,
    })
    .onConflictDoUpdate({
      target: [readingProgress.userId, readingProgress.storyId],
      set: { chapterId: input.chapterId, progress: input.progress, chapterOffset, lastReadAt: now },
    });
  const [saved] = await listReadingProgress(db, user, input.storyId);
  return saved!;
}
