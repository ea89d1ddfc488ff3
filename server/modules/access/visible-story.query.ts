import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { canViewStory, type StoryWithTeam, storyWithTeamColumns } from './story-access.policy.js';
import { getStoryFor } from './story-roles.js';

/** A story as stored. */
export type StoryRow = typeof stories.$inferSelect;

// Most story routes start here: built once, planned once per connection
// (docs/reference/performance.md#per-request-cost).
const storyById = (db: DbOrTx, name: string) =>
  db
    .select(storyWithTeamColumns)
    .from(stories)
    .where(eq(stories.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name);

/**
 * Loads a story the viewer may see (published, or a draft they own or collaborate on: `canViewStory`). A story the viewer
 * may not see answers like a missing one (docs/reference/access.md).
 * @throws AppError STORY_NOT_FOUND
 */
export async function getVisibleStory(
  db: DbOrTx,
  viewer: SessionUser | null,
  storyId: number,
): Promise<StoryWithTeam> {
  const [story] = await preparedFor(db, 'story_by_id', storyById).execute({ id: storyId });
  if (!story || !canViewStory(viewer, story)) throw new AppError('STORY_NOT_FOUND');
  return story;
}

/**
 * Loads a story for an owner-only change: `getStoryFor(…, 'manage')` (docs/reference/stories.md#collaborators).
 * Kept for callers written before collaborators; new code calls `getStoryFor` with its action.
 * @throws AppError UNAUTHENTICATED, STORY_NOT_FOUND, ACCESS_DENIED
 */
export async function getOwnStory(db: DbOrTx, viewer: SessionUser, storyId: number): Promise<StoryWithTeam> {
  return getStoryFor(db, viewer, storyId, 'manage');
}
