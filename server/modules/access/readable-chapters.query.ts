import { asc, eq, sql } from 'drizzle-orm';
import { AGE_LOCK_MESSAGE, type LockReason } from '../../../contract/access.js';
import type { DbOrTx } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { stories } from '../../db/schema.js';
import { chapterTexts } from '../../db/schema-text.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import {
  type ChapterAccess,
  type ChapterPlace,
  decideChapterAccess,
  previewOf,
  type StoryForAccess,
} from './access.policy.js';
import { freeAtOf, isReleased, releasedSql } from './chapter-release.js';
import { type Entitlements, loadEntitlements } from './entitlements.query.js';
import {
  canViewStory,
  isStoryTeam,
  type StoryWithTeam,
  storyWithTeamColumns,
} from './story-access.policy.js';
import { mayDo, type StoryAction, type StoryRole, storyRoleOf } from './story-roles.js';

/*
 * THE "readable chapters" module (docs/reference/access.md#everywhere): chapter text leaves the database
 * for readers here. Outside server/modules/access/ the `chapters` table has no text column; the
 * text-bearing `chapterTexts` may be imported only by this module and the author's own writes
 * (chapters/append-chapter.ts, chapters/chapter-writes.ts), a rule biome.json enforces (ADR 0014).
 * Every function here applies `decideChapterAccess` before text leaves, except `systemStoryChapters`,
 * which is for the system's own job and which biome.json lets only ai/briefs.ts import.
 */

export type ChapterRow = typeof chapterTexts.$inferSelect;
type StoryRow = StoryWithTeam;

/**
 * A chapter as `viewer` may have it: `content` is the whole text when `locked` is false, else the
 * preview (`previewOf`, empty when the decision is `none`), with `lockReason` what would unlock it.
 */
export type ReadableChapter = ChapterRow & { locked: boolean; lockReason: LockReason | null };

/** Applies a decision to a chapter row: the text the viewer gets, and the lock fields. */
function shape(row: ChapterRow, story: StoryForAccess, decision: ChapterAccess): ReadableChapter {
  if (decision.access === 'full') return { ...row, locked: false, lockReason: null };
  const content = decision.access === 'preview' ? previewOf(row.content, story.previewLength) : '';
  // A locked chapter's author's notes follow its text: never sent (docs/reference/stories.md#notes).
  return {
    ...row,
    content,
    noteBefore: null,
    noteAfter: null,
    locked: true,
    lockReason: decision.reason as LockReason,
  };
}

/**
 * Whether `viewer` is on the story's team: its author or an accepted collaborator (`isStoryTeam`), who also
 * see scheduled chapters before their release (docs/reference/stories.md#collaborators).
 */
const isAuthorOf = (viewer: SessionUser | null, story: Pick<StoryRow, 'authorId' | 'collaboratorIds'>) =>
  isStoryTeam(viewer, story);

/** The fields of a chapter row the released-chapters rule and the decision's place need. */
type PlaceableRow = Pick<ChapterRow, 'id' | 'releaseAt' | 'createdAt' | 'freeAfterDays'>;

/**
 * The released-chapters rule, written once for the list and the table of contents: chapters scheduled
 * for later are the author's alone, and positions (free chapters) count released chapters only, as every
 * reader sees them (docs/reference/access.md). `all` is the story's chapters in reading order; the
 * answer is the rows `viewer` gets, in that order, each with its place for `decideChapterAccess`.
 */
function placedForViewer<R extends PlaceableRow>(
  viewer: SessionUser | null,
  story: Pick<StoryRow, 'authorId' | 'collaboratorIds'>,
  all: R[],
  now: Date,
): { row: R; place: ChapterPlace }[] {
  const released = all.filter((row) => isReleased(row.releaseAt, now));
  const positions = new Map(released.map((row, index) => [row.id, index + 1]));
  const rows = isAuthorOf(viewer, story) ? all : released;
  return rows.map((row) => ({
    row,
    place: {
      id: row.id,
      position: positions.get(row.id) ?? 0,
      chapterCount: released.length,
      freeAt: freeAtOf(row),
    },
  }));
}

/**
 * Every chapter of `story` in reading order as `viewer` may read it (full, preview or none per
 * chapter). Chapters scheduled for later are left out for everyone but the author
 * (docs/reference/platform.md#formats). One query for the chapters and at most four for the viewer's
 * entitlements, whatever the number of chapters. The caller has checked that the viewer may see the story
 * (`getVisibleStory`).
 */
export async function readStoryChapters(
  db: DbOrTx,
  viewer: SessionUser | null,
  story: StoryRow,
): Promise<ReadableChapter[]> {
  const [all, entitlements] = await Promise.all([
    db
      .select()
      .from(chapterTexts)
      .where(eq(chapterTexts.storyId, story.id))
      .orderBy(asc(chapterTexts.orderIndex), asc(chapterTexts.id)),
    loadEntitlements(db, viewer, [story]),
  ]);
  const now = new Date();
  return placedForViewer(viewer, story, all, now).map(({ row, place }) =>
    shape(row, story, decideChapterAccess(viewer, story, place, entitlements, now)),
  );
}

/** The columns of a table-of-contents entry: everything but the text. */
const tocColumns = {
  id: chapterTexts.id,
  storyId: chapterTexts.storyId,
  title: chapterTexts.title,
  orderIndex: chapterTexts.orderIndex,
  isCanon: chapterTexts.isCanon,
  wordCount: chapterTexts.wordCount,
  aiAssistance: chapterTexts.aiAssistance,
  aiShare: chapterTexts.aiShare,
  /** The winning proposal it was written from, for the "Idea by" credit (docs/reference/community.md). */
  sourceProposalId: chapterTexts.sourceProposalId,
};

/** One chapter of a table of contents as `viewer` may see it: no text, the lock fields of the policy. */
export type TocChapter = {
  [K in keyof typeof tocColumns]: ChapterRow[K];
} & { locked: boolean; lockReason: LockReason | null };

/**
 * The table of contents of `story` for `viewer` (docs/reference/reading.md#contents,
 * docs/reference/performance.md#reader-download): every chapter in reading order WITHOUT its text, each with
 * the same lock decision `readStoryChapters` applies, so a reader lists and marks 100+ chapters and then
 * loads only the one shown. The caller has checked that the viewer may see the story (`getVisibleStory`).
 */
export async function readStoryToc(
  db: DbOrTx,
  viewer: SessionUser | null,
  story: StoryRow,
): Promise<TocChapter[]> {
  const [all, entitlements] = await Promise.all([
    db
      .select({
        ...tocColumns,
        releaseAt: chapterTexts.releaseAt,
        createdAt: chapterTexts.createdAt,
        freeAfterDays: chapterTexts.freeAfterDays,
      })
      .from(chapterTexts)
      .where(eq(chapterTexts.storyId, story.id))
      .orderBy(asc(chapterTexts.orderIndex), asc(chapterTexts.id)),
    loadEntitlements(db, viewer, [story]),
  ]);
  const now = new Date();
  return placedForViewer(viewer, story, all, now).map(({ row, place }) => {
    const { releaseAt: _r, createdAt: _c, freeAfterDays: _f, ...entry } = row;
    const decision = decideChapterAccess(viewer, story, place, entitlements, now);
    const isFull = decision.access === 'full';
    return { ...entry, locked: !isFull, lockReason: isFull ? null : (decision.reason as LockReason) };
  });
}

const outerChapter = {
  storyId: sql.raw('"chapters"."story_id"'),
  orderIndex: sql.raw('"chapters"."order_index"'),
};

/**
 * The chapter's place among its story's released chapters (free chapters count by it), for a select
 * over `chapters` joined to its story: `position` (1-based) and `chapterCount`.
 */
export const chapterPlaceColumns = {
  position: sql<number>`(SELECT count(*)::int FROM ${chapterTexts} c WHERE c.story_id = ${outerChapter.storyId}
    AND ${releasedSql(sql.raw('c.release_at'))}
    AND (c.order_index, c.id) <= (${outerChapter.orderIndex}, ${sql.raw('"chapters"."id"')}))`,
  chapterCount: sql<number>`(SELECT count(*)::int FROM ${chapterTexts} c WHERE c.story_id = ${outerChapter.storyId}
    AND ${releasedSql(sql.raw('c.release_at'))})`,
};

/** A chapter row as the single-chapter queries read it: the fields the decision needs, and its story. */
export interface FoundChapter {
  chapter: Pick<ChapterRow, 'id' | 'releaseAt' | 'createdAt' | 'freeAfterDays'>;
  story: StoryRow;
  position: number;
  chapterCount: number;
}

/**
 * The access decision for one chapter read with `chapterPlaceColumns`: others'
 * drafts, chapters scheduled for later (for all but the author, docs/reference/platform.md#formats) and
 * missing chapters answer 404 alike, so ids cannot be probed. Shared by `readChapter` and the text-free
 * `decideAccessToChapter`, so the two cannot decide differently.
 * @throws AppError CHAPTER_NOT_FOUND
 */
export async function decideFoundChapter(
  db: DbOrTx,
  viewer: SessionUser | null,
  row: FoundChapter,
): Promise<ChapterAccess> {
  const now = new Date();
  assertChapterFound(viewer, row, now); // before the entitlement queries: a 404 costs none
  const entitlements = await loadEntitlements(db, viewer, [row.story]);
  return decideFoundChapterWith(viewer, row, entitlements, now);
}

/** Throws unless `viewer` may see the chapter at all. @throws AppError CHAPTER_NOT_FOUND */
function assertChapterFound(viewer: SessionUser | null, row: FoundChapter, now: Date): void {
  if (!canViewStory(viewer, row.story)) throw new AppError('CHAPTER_NOT_FOUND');
  if (!isReleased(row.chapter.releaseAt, now) && !isAuthorOf(viewer, row.story)) {
    throw new AppError('CHAPTER_NOT_FOUND');
  }
}

/**
 * `decideFoundChapter` with `viewer`'s entitlements for the story already loaded (`loadEntitlements`,
 * or `loadEntitlementsOfViewers` for many viewers of one story: the chat room's re-check, ADR 0012).
 * @throws AppError CHAPTER_NOT_FOUND
 */
export function decideFoundChapterWith(
  viewer: SessionUser | null,
  row: FoundChapter,
  entitlements: Entitlements,
  now: Date = new Date(),
): ChapterAccess {
  assertChapterFound(viewer, row, now);
  const place = {
    id: row.chapter.id,
    position: row.position,
    chapterCount: row.chapterCount,
    freeAt: freeAtOf(row.chapter),
  };
  return decideChapterAccess(viewer, row.story, place, entitlements, now);
}

const chapterInStory = (db: DbOrTx, name: string) =>
  db
    .select({
      chapter: chapterTexts,
      story: storyWithTeamColumns,
      ...chapterPlaceColumns,
    })
    .from(chapterTexts)
    .innerJoin(stories, eq(stories.id, chapterTexts.storyId))
    .where(eq(chapterTexts.id, sql.placeholder('chapterId')))
    .limit(1)
    .prepare(name);

/**
 * One chapter as `viewer` may read it, with its story and the decision. Others' drafts, chapters
 * scheduled for later (for all but the author) and missing chapters answer 404 alike, so ids cannot
 * be probed.
 * @throws AppError CHAPTER_NOT_FOUND
 */
export async function readChapter(
  db: DbOrTx,
  viewer: SessionUser | null,
  chapterId: number,
): Promise<{ chapter: ReadableChapter; story: StoryRow; decision: ChapterAccess }> {
  const [row] = await preparedFor(db, 'chapter_in_story', chapterInStory).execute({ chapterId });
  if (!row) throw new AppError('CHAPTER_NOT_FOUND');
  const decision = await decideFoundChapter(db, viewer, row);
  return { chapter: shape(row.chapter, row.story, decision), story: row.story, decision };
}

/**
 * The AppError for a locked chapter, for paths that need the full text (chat, proposals, AI).
 * Status 403 CONTENT_LOCKED with the lock text of docs/reference/texts.md#locks: the age lock's for 18+
 * reasons.
 */
export function lockedError(reason: LockReason | null): AppError {
  if (reason === 'age_verification_required') return new AppError('CONTENT_LOCKED', AGE_LOCK_MESSAGE);
  if (reason === 'login_required') {
    return new AppError('CONTENT_LOCKED', `${AGE_LOCK_MESSAGE} Please log in to confirm your age.`);
  }
  return new AppError('CONTENT_LOCKED');
}

/**
 * One chapter the viewer may read IN FULL (a preview is not enough): for the chapter's chat, its
 * proposals and AI ideas drafted from it.
 * @throws AppError CHAPTER_NOT_FOUND (also others' drafts), CONTENT_LOCKED (403, see `lockedError`)
 */
export async function getFullChapter(
  db: DbOrTx,
  viewer: SessionUser | null,
  chapterId: number,
): Promise<ChapterRow> {
  const { chapter } = await readChapter(db, viewer, chapterId);
  if (chapter.locked) throw lockedError(chapter.lockReason);
  return chapter;
}

/**
 * The chapters of a story up to `untilOrderIndex` that `viewer` may read in full, oldest first, as
 * AI context (docs/reference/access.md#policy: AI tasks may only use chapters the caller can read). Locked
 * ones are left out entirely (not even their preview).
 */
export async function readableContextChapters(
  db: DbOrTx,
  viewer: SessionUser | null,
  story: StoryRow,
  untilOrderIndex: number,
): Promise<{ title: string | null; content: string; wordCount: number }[]> {
  const rows = await readStoryChapters(db, viewer, story);
  return rows
    .filter((row) => !row.locked && row.orderIndex <= untilOrderIndex)
    .map((row) => ({ title: row.title, content: row.content, wordCount: row.wordCount }));
}

/**
 * SYSTEM USE ONLY: every chapter of a story, unchecked, for the system job that writes the chapter a
 * community vote chose (docs/reference/community.md#winning-chapter). That chapter is the author's own
 * continuation (it is saved as the author's, in the author's story), so it is written from the whole story
 * like the author would; its text reaches readers only through the policy above like any other chapter (ADR
 * 0014). biome.json lets only server/modules/ai/briefs.ts import it.
 */
export async function systemStoryChapters(
  db: DbOrTx,
  storyId: number,
): Promise<{ title: string | null; content: string; wordCount: number }[]> {
  return db
    .select({ title: chapterTexts.title, content: chapterTexts.content, wordCount: chapterTexts.wordCount })
    .from(chapterTexts)
    .where(eq(chapterTexts.storyId, storyId))
    .orderBy(asc(chapterTexts.orderIndex), asc(chapterTexts.id));
}

/**
 * A chapter for a change by its story's team (docs/reference/stories.md#collaborators), with its text (the
 * team reads everything) and the viewer's role: `action` is 'edit-chapters' to change its title or text,
 * 'write-chapters' to delete it or change its release settings (`STORY_PERMISSIONS`). Drafts the viewer
 * has no role on answer 404 like the story routes, so chapter ids cannot be probed; a published story's
 * chapter answers 403 "Access Denied" (docs/reference/access.md#roles).
 * @throws AppError CHAPTER_NOT_FOUND, ACCESS_DENIED
 */
export async function loadOwnChapter(
  db: DbOrTx,
  viewer: SessionUser,
  chapterId: number,
  action: Extract<StoryAction, 'edit-chapters' | 'write-chapters'>,
): Promise<{ chapter: ChapterRow; story: StoryRow; role: StoryRole }> {
  const [row] = await preparedFor(db, 'chapter_in_story', chapterInStory).execute({ chapterId });
  if (!row || !canViewStory(viewer, row.story)) throw new AppError('CHAPTER_NOT_FOUND');
  const role = await roleIn(db, viewer, row.story);
  if (!mayDo(role, action)) throw new AppError('ACCESS_DENIED');
  return { chapter: row.chapter, story: row.story, role: role as StoryRole };
}

/** The viewer's role on a story whose team is loaded: 'owner', the accepted collaborator's role, or null. */
async function roleIn(db: DbOrTx, viewer: SessionUser, story: StoryRow): Promise<StoryRole | null> {
  if (viewer.id === story.authorId) return 'owner';
  if (!story.collaboratorIds.includes(viewer.id)) return null;
  return storyRoleOf(db, viewer, story);
}
