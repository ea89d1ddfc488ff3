import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chapters } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/**
 * Replaces a chapter's title, text, word count, AI label and (when given) release settings, returning the saved row (text included:
 * the author's own words, sent back to the author who saved them). Callers check authorship first
 * (`loadOwnChapter`). Allowed to return `content` by access/content-guard.test.ts.
 * @throws AppError CHAPTER_NOT_FOUND when the chapter vanished meanwhile
 */
export async function rewriteChapter(
  db: DbOrTx,
  chapterId: number,
  values: Pick<
    typeof chapters.$inferInsert,
    'title' | 'content' | 'wordCount' | 'aiAssistance' | 'releaseAt' | 'freeAfterDays'
  >,
): Promise<typeof chapters.$inferSelect> {
  const [chapter] = await db.update(chapters).set(values).where(eq(chapters.id, chapterId)).returning();
  if (!chapter) throw new AppError('CHAPTER_NOT_FOUND');
  return chapter;
}
