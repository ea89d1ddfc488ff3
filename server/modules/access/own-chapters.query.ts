import { eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chapterTexts } from '../../db/schema-text.js';

/**
 * The chapters whose text is the user's own, whole rows with their text, by id: every chapter the user
 * wrote (`authorId`) and every chapter of the user's own stories (`ownStoryIds`). For the user's data
 * export (GDPR Art. 20, the right to data portability), where the access policy has nothing to decide:
 * an author reads all of their own work (ADR 0014).
 */
export async function ownChapterTexts(
  db: DbOrTx,
  userId: number,
  ownStoryIds: number[],
): Promise<(typeof chapterTexts.$inferSelect)[]> {
  const inOwnStories = ownStoryIds.length > 0 ? inArray(chapterTexts.storyId, ownStoryIds) : undefined;
  return db
    .select()
    .from(chapterTexts)
    .where(or(eq(chapterTexts.authorId, userId), inOwnStories))
    .orderBy(chapterTexts.id);
}
