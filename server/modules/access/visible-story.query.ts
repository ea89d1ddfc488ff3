import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { assertIsAuthor, canViewStory } from './story-access.policy.js';

/** A story as stored. */
export type StoryRow = typeof stories.$inferSelect;

// Most story routes start here: built once, planned once per connection
// (docs/reference/performance.md#per-request-cost).
const storyById = (db: DbOrTx, name: string) =>
  db
    .select()
    .from(stories)
    .where(eq(stories.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name);

/**
 * Loads a story the viewer may see (published, or their own draft: `canViewStory`). A story the viewer
 * may not see answers like a missing one (docs/reference/access.md).
 * @throws AppError STORY_NOT_FOUND
 */
export async function getVisibleStory(
  db: DbOrTx,
  viewer: SessionUser | null,
  storyId: number,
): Promise<StoryRow> {
  const [story] = await preparedFor(db, 'story_by_id', storyById).execute({ id: storyId });
  if (!story || !canViewStory(viewer, story)) throw new AppError('STORY_NOT_FOUND');
  return story;
}

/**
 * Loads a story for a change by its author (`assertIsAuthor`).
 * @throws AppError STORY_NOT_FOUND, ACCESS_DENIED
 */
export async function getOwnStory(db: DbOrTx, viewer: SessionUser, storyId: number): Promise<StoryRow> {
  const story = await getVisibleStory(db, viewer, storyId);
  assertIsAuthor(viewer, story);
  return story;
}
