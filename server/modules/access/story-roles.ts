import { and, eq } from 'drizzle-orm';
import type { CollaboratorRole } from '../../../contract/collaborators.js';
import type { DbOrTx } from '../../db/client.js';
import { stories, storyCollaborators } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';

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
 * Loads a story for `action` by `viewer`, with the viewer's role. A draft the viewer has no role on
 * answers like a missing story; a story they may see but not change this way is refused.
 * @throws AppError UNAUTHENTICATED, STORY_NOT_FOUND, ACCESS_DENIED
 */
export async function getStoryFor(
  db: DbOrTx,
  viewer: SessionUser | null,
  storyId: number,
  action: StoryAction,
): Promise<typeof stories.$inferSelect & { role: StoryRole }> {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  const [story] = await db.select().from(stories).where(eq(stories.id, storyId)).limit(1);
  if (!story) throw new AppError('STORY_NOT_FOUND');
  const role = await storyRoleOf(db, viewer, story);
  if (role === null && !story.isPublished) throw new AppError('STORY_NOT_FOUND');
  if (!mayDo(role, action)) throw new AppError('ACCESS_DENIED');
  return { ...story, role: role as StoryRole };
}
