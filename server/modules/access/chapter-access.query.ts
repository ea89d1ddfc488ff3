import { eq, sql } from 'drizzle-orm';
import type { LockReason } from '../../../contract/access.js';
import type { DbOrTx } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { chapters, stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import type { ChapterAccess } from './access.policy.js';
import { chapterPlaceColumns, decideFoundChapter, lockedError } from './readable-chapters.query.js';
import { type StoryWithTeam, storyWithTeamColumns } from './story-access.policy.js';

type StoryRow = StoryWithTeam;

/** The chapter fields an access decision and the places that only need one use: no text. */
export interface ChapterPlaceRow {
  id: number;
  storyId: number;
  orderIndex: number;
}

const chapterPlace = (db: DbOrTx, name: string) =>
  db
    .select({
      chapter: {
        id: chapters.id,
        storyId: chapters.storyId,
        orderIndex: chapters.orderIndex,
        releaseAt: chapters.releaseAt,
        createdAt: chapters.createdAt,
        freeAfterDays: chapters.freeAfterDays,
      },
      story: storyWithTeamColumns,
      ...chapterPlaceColumns,
    })
    .from(chapters)
    .innerJoin(stories, eq(stories.id, chapters.storyId))
    .where(eq(chapters.id, sql.placeholder('chapterId')))
    .limit(1)
    .prepare(name);

/** A chapter's row for an access decision (its place, its story), as `loadChapterPlace` reads it. */
export type ChapterPlaceFound = Awaited<ReturnType<ReturnType<typeof chapterPlace>['execute']>>[number];

/**
 * The row `decideAccessToChapter` decides on, or undefined when no chapter has that id. It does not
 * depend on who asks, so a route may start it before the session is known (the chat POST does:
 * `alongsideSession` in server/plugins/session.ts) and hand the promise over.
 */
export async function loadChapterPlace(
  db: DbOrTx,
  chapterId: number,
): Promise<ChapterPlaceFound | undefined> {
  const [row] = await preparedFor(db, 'chapter_place', chapterPlace).execute({ chapterId });
  return row;
}

/**
 * `viewer`'s access to a chapter decided exactly as `readChapter` decides it (the same
 * `decideChapterAccess`, the same rows), without reading the chapter's text: for the places that act
 * on a chapter but never show it (its chat: docs/reference/performance.md#per-request-cost, a chat message
 * should not carry the chapter's 20 KB through the database driver). Others' drafts and missing chapters
 * answer 404 alike. `loaded` is the chapter's row already requested with `loadChapterPlace` for this id.
 * @throws AppError CHAPTER_NOT_FOUND
 */
export async function decideAccessToChapter(
  db: DbOrTx,
  viewer: SessionUser | null,
  chapterId: number,
  loaded?: Promise<ChapterPlaceFound | undefined>,
): Promise<{ chapter: ChapterPlaceRow; story: StoryRow; decision: ChapterAccess }> {
  const row = await (loaded ?? loadChapterPlace(db, chapterId));
  if (!row || row.chapter.id !== chapterId) throw new AppError('CHAPTER_NOT_FOUND');
  const decision = await decideFoundChapter(db, viewer, row);
  const { id, storyId, orderIndex } = row.chapter;
  return { chapter: { id, storyId, orderIndex }, story: row.story, decision };
}

/**
 * A chapter `viewer` may read IN FULL, without its text (see `decideAccessToChapter`, and `loaded`
 * there): what its chat needs (docs/reference/community.md#chat: whoever may not read a chapter may not read,
 * join or post in its chat).
 * @throws AppError CHAPTER_NOT_FOUND, CONTENT_LOCKED (403, see `lockedError`)
 */
export async function requireFullAccessToChapter(
  db: DbOrTx,
  viewer: SessionUser | null,
  chapterId: number,
  loaded?: Promise<ChapterPlaceFound | undefined>,
): Promise<ChapterPlaceRow> {
  const { chapter, decision } = await decideAccessToChapter(db, viewer, chapterId, loaded);
  if (decision.access !== 'full') throw lockedError(decision.reason as LockReason);
  return chapter;
}
