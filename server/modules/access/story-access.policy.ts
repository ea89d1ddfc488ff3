import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { outerStoryId } from '../../db/outer-refs.js';
import { stories, storyCollaborators } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';

/**
 * A story's team as the row-based checks read it: its owner (`authorId`) and the user ids of its
 * ACCEPTED collaborators (`collaboratorIds`, loaded with the story by `storyCollaboratorIdsSql`). An
 * invitation not yet accepted, or a removed collaborator, is not in it (docs/reference/stories.md#collaborators).
 */
export interface StoryTeam {
  authorId: number;
  collaboratorIds: readonly number[];
}

type StoryRow = Pick<typeof stories.$inferSelect, 'id' | 'authorId' | 'isPublished'> & StoryTeam;

/**
 * The user ids of the story's accepted collaborators, as a column of a select over `stories` (unaliased; the subquery names it `outerStoryId`):
 * what `StoryTeam.collaboratorIds` holds. It does not depend on the viewer, so one story row serves every
 * viewer (the chat room's re-check decides for many). A story has a handful of collaborators at most.
 */
export const storyCollaboratorIdsSql = sql<
  number[]
>`ARRAY(SELECT ${storyCollaborators.userId} FROM ${storyCollaborators}
  WHERE ${storyCollaborators.storyId} = ${outerStoryId} AND ${storyCollaborators.status} = 'accepted'
  ORDER BY ${storyCollaborators.userId})`.mapWith((value: unknown) => normalizeIdArray(value));

/** A story as stored, with the user ids of its accepted collaborators (`StoryTeam`). */
export type StoryWithTeam = typeof stories.$inferSelect & { collaboratorIds: number[] };

/** The columns of a `StoryWithTeam`, for selects over `stories` that hand the story to the access checks. */
export const storyWithTeamColumns = { ...getTableColumns(stories), collaboratorIds: storyCollaboratorIdsSql };

/** A Postgres int array as the drivers hand it back (an array, or its text form `{1,2}`) as numbers. */
function normalizeIdArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') {
    const inner = value.replace(/^\{|\}$/g, '');
    return inner === '' ? [] : inner.split(',').map(Number);
  }
  return [];
}

/**
 * Whether `viewer` is on the story's team: its owner or an accepted collaborator. The team sees the
 * story's drafts and reads every chapter as the owner does, scheduled ones included
 * (docs/reference/stories.md#collaborators, docs/reference/access.md#policy).
 */
export function isStoryTeam(viewer: SessionUser | null, story: StoryTeam): boolean {
  return viewer !== null && (viewer.id === story.authorId || story.collaboratorIds.includes(viewer.id));
}

/*
 * Who may SEE a story (its card, metadata, cover) and who may CHANGE it. Who may READ its text is
 * decided in one place only: `decideChapterAccess` (access.policy.ts; docs/reference/access.md#everywhere,
 * ADR 0014). Both live in modules/access, which every feature that shows stories imports, so access
 * imports no feature above it (ADR 0026).
 */

/**
 * Whether `viewer` may see the story's card and metadata (not its text): published, or a draft of a
 * story they own or collaborate on (accepted: `isStoryTeam`).
 */
export function canViewStory(viewer: SessionUser | null, story: StoryRow): boolean {
  return story.isPublished || isStoryTeam(viewer, story);
}

/**
 * `canViewStory` as a SQL condition on the `stories` table, for queries that list stories: published,
 * or a draft `viewer` owns or collaborates on as an accepted collaborator (only published ones for a
 * visitor).
 */
export function canViewStorySql(viewer: SessionUser | null): SQL {
  if (!viewer) return sql`${stories.isPublished}`;
  return sql`(${stories.isPublished} OR ${stories.authorId} = ${viewer.id} OR EXISTS (SELECT 1 FROM ${storyCollaborators}
    WHERE ${storyCollaborators.storyId} = ${outerStoryId} AND ${storyCollaborators.userId} = ${viewer.id}
    AND ${storyCollaborators.status} = 'accepted'))`;
}

/**
 * Throws unless `viewer` is the story's author (docs/reference/access.md#roles: only the author changes a
 * story).
 * @throws AppError UNAUTHENTICATED, ACCESS_DENIED ("Access Denied")
 */
export function assertIsAuthor(viewer: SessionUser | null, story: StoryRow): void {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (viewer.id !== story.authorId) throw new AppError('ACCESS_DENIED');
}
