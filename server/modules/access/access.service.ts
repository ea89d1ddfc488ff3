import { and, eq } from 'drizzle-orm';
import type { AgeVerification, ContentAccess } from '../../../contract/access.js';
import type { DbOrTx } from '../../db/client.js';
import { ageVerifications } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { decideChapterAccess, isAdultStory } from './access.policy.js';
import { loadEntitlements } from './entitlements.query.js';
import { readChapter } from './readable-chapters.query.js';
import { isStoryTeam } from './story-access.policy.js';
import { getVisibleStory } from './visible-story.query.js';

/**
 * GET /api/content-access (docs/reference/routes.md#api-reading, docs/reference/access.md#policy): whether
 * `viewer` may read the full text of the chapter, or of the whole story when `chapterId` is absent (free
 * chapters and single-chapter purchases then do not count), and the reason (contract/access.ts
 * ACCESS_REASONS). The same decision as every text-returning route (`decideChapterAccess`).
 * @throws AppError STORY_NOT_FOUND, CHAPTER_NOT_FOUND (also a chapter of another story)
 */
export async function contentAccess(
  db: DbOrTx,
  viewer: SessionUser | null,
  query: { storyId: number; chapterId?: number },
): Promise<ContentAccess> {
  if (query.chapterId !== undefined) {
    const { story, decision } = await readChapter(db, viewer, query.chapterId);
    if (story.id !== query.storyId) throw new AppError('CHAPTER_NOT_FOUND');
    return { hasAccess: decision.access === 'full', reason: decision.reason };
  }
  const story = await getVisibleStory(db, viewer, query.storyId);
  const entitlements = await loadEntitlements(db, viewer, [story]);
  const decision = decideChapterAccess(viewer, story, null, entitlements);
  return { hasAccess: decision.access === 'full', reason: decision.reason };
}

/**
 * GET /api/stories/{id}/age-verification (docs/reference/data.md#entities, docs/reference/access.md#adult,
 * docs/reference/routes.md#api-reading): whether `viewer` confirmed being 18 or older for this story. The
 * author counts as confirmed for their own story; an anonymous visitor never is. `required` says whether the
 * story is 18+ at all (genre "Adult" or flagged adult).
 * @throws AppError STORY_NOT_FOUND
 */
export async function getAgeVerification(
  db: DbOrTx,
  viewer: SessionUser | null,
  storyId: number,
): Promise<AgeVerification> {
  const story = await getVisibleStory(db, viewer, storyId);
  let verified = isStoryTeam(viewer, story);
  if (viewer && !verified) {
    const [row] = await db
      .select({ id: ageVerifications.id })
      .from(ageVerifications)
      .where(and(eq(ageVerifications.userId, viewer.id), eq(ageVerifications.storyId, storyId)))
      .limit(1);
    verified = Boolean(row);
  }
  return { isVerified: verified, verified, required: isAdultStory(story) };
}

/**
 * POST /api/stories/{id}/verify-age (docs/reference/routes.md#api-reading, empty body): records the signed-in
 * viewer's confirmation of being 18 or older for this story (one row per user and story; confirming again
 * changes nothing). Anonymous visitors are asked to sign in (docs/reference/access.md#adult: the age check is
 * for signed-in users).
 * @throws AppError UNAUTHENTICATED (401 "Login Required"), STORY_NOT_FOUND
 */
export async function verifyAge(
  db: DbOrTx,
  viewer: SessionUser | null,
  storyId: number,
): Promise<AgeVerification> {
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Login Required: please log in to verify your age.');
  const story = await getVisibleStory(db, viewer, storyId);
  await db.insert(ageVerifications).values({ userId: viewer.id, storyId }).onConflictDoNothing();
  return { isVerified: true, verified: true, required: isAdultStory(story) };
}
