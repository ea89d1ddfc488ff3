import { and, eq, sql } from 'drizzle-orm';
import type { CollaboratorRole } from '../../../contract/collaborators.js';
import type { DbOrTx } from '../../db/client.js';
import { outerStoryId } from '../../db/outer-refs.js';
import { stories, storyCollaborators } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { type StoryWithTeam, storyWithTeamColumns } from './story-access.policy.js';

/** A person's part in a story: its owner (`stories.author_id`) or an accepted collaborator. */
export type StoryRole = 'owner' | CollaboratorRole;

/**
 * What a change to a story needs (docs/reference/stories.md#collaborators):
 * - `edit-details`: title, genre, summary, tags, setting, opening line, status, cover;
 * - `write-chapters`: add, reorder or delete chapters;
 * - `edit-chapters`: change an existing chapter's title or text;
 * - `manage`: publish or unpublish, access and prices, delete the story, invite or remove collaborators.
 */
export type StoryAction = 'edit-details' | 'write-chapters' | 'edit-chapters' | 'manage';

/** The roles allowed each action (docs/reference/stories.md#collaborators): the one matrix every route checks. */
export const STORY_PERMISSIONS: Record<StoryAction, readonly StoryRole[]> = {
  'edit-details': ['owner', 'coauthor'],
  'write-chapters': ['owner', 'coauthor'],
  'edit-chapters': ['owner', 'coauthor', 'editor'],
  manage: ['owner'],
};

/** Whether `role` may do `action` (STORY_PERMISSIONS). */
export function mayDo(role: StoryRole | null, action: StoryAction): boolean {
  return role !== null && STORY_PERMISSIONS[action].includes(role);
}

/**
 * The viewer's role on a story: 'owner' for its author, the accepted collaborator's role, else null
 * (an invitation not yet accepted gives no role).
 */
export async function storyRoleOf(
  db: DbOrTx,
  viewer: SessionUser | null,
  story: Pick<typeof stories.$inferSelect, 'id' | 'authorId'>,
): Promise<StoryRole | null> {
  if (!viewer) return null;
  if (viewer.id === story.authorId) return 'owner';
  const [row] = await db
    .select({ role: storyCollaborators.role })
    .from(storyCollaborators)
    .where(
      and(
        eq(storyCollaborators.storyId, story.id),
        eq(storyCollaborators.userId, viewer.id),
        eq(storyCollaborators.status, 'accepted'),
      ),
    );
  return (row?.role as CollaboratorRole | undefined) ?? null;
}

/**
 * Loads a story for `action` by `viewer`, with the viewer's role, in one query. A draft the viewer has no
 * role on answers like a missing story; a story they may see but not change this way is refused
 * (docs/reference/stories.md#collaborators). An invitation not yet accepted gives no role.
 * @throws AppError UNAUTHENTICATED (401), STORY_NOT_FOUND (404), ACCESS_DENIED (403)
 */
export async function getStoryFor(
  db: DbOrTx,
  viewer: SessionUser | null,
  storyId: number,
  action: StoryAction,
): Promise<StoryWithTeam & { role: StoryRole }> {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  const [row] = await db
    .select({
      ...storyWithTeamColumns,
      collaboratorRole: sql<CollaboratorRole | null>`(SELECT ${storyCollaborators.role} FROM ${storyCollaborators}
        WHERE ${storyCollaborators.storyId} = ${outerStoryId} AND ${storyCollaborators.userId} = ${viewer.id}
        AND ${storyCollaborators.status} = 'accepted')`,
    })
    .from(stories)
    .where(eq(stories.id, storyId))
    .limit(1);
  if (!row) throw new AppError('STORY_NOT_FOUND');
  const { collaboratorRole, ...story } = row;
  const role: StoryRole | null = viewer.id === story.authorId ? 'owner' : (collaboratorRole ?? null);
  if (role === null && !story.isPublished) throw new AppError('STORY_NOT_FOUND');
  if (!mayDo(role, action)) throw new AppError('ACCESS_DENIED');
  return { ...story, role: role as StoryRole };
}
