import { type SQL, sql } from 'drizzle-orm';
import { stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';

type StoryRow = Pick<typeof stories.$inferSelect, 'id' | 'authorId' | 'isPublished'>;

/*
 * Who may SEE a story (its card, metadata, cover) and who may CHANGE it. Who may READ its text is
 * decided in one place only: `decideChapterAccess` (access.policy.ts; docs/reference/access.md#everywhere,
 * ADR 0014). Both live in modules/access, which every feature that shows stories imports, so access
 * imports no feature above it (ADR 0026).
 */

/** Whether `viewer` may see the story's card and metadata (not its text): published, or own draft. */
export function canViewStory(viewer: SessionUser | null, story: StoryRow): boolean {
  return story.isPublished || viewer?.id === story.authorId;
}

/**
 * `canViewStory` as a SQL condition on the `stories` table, for queries that list stories: published,
 * or `viewer`'s own draft (only published ones for a visitor).
 */
export function canViewStorySql(viewer: SessionUser | null): SQL {
  if (!viewer) return sql`${stories.isPublished}`;
  return sql`(${stories.isPublished} OR ${stories.authorId} = ${viewer.id})`;
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
