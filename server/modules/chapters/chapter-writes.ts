import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chapterTexts } from '../../db/schema-text.js';
import { AppError } from '../../lib/errors.js';

/**
 * Replaces a chapter's title, text, word count, AI label and share (docs/reference/ai.md#ai-share) and
 * (when given) release settings and author's notes (docs/reference/stories.md#notes; undefined keeps them), returning the saved row (text included: the author's own words, sent
 * back to the author who saved them). Callers check authorship first
 * (`loadOwnChapter`). One of the two write paths biome.json lets import the text table (ADR 0014).
 * @throws AppError CHAPTER_NOT_FOUND when the chapter vanished meanwhile
 */
export async function rewriteChapter(
  db: DbOrTx,
  chapterId: number,
  values: Pick<
    typeof chapterTexts.$inferInsert,
    | 'title'
    | 'content'
    | 'wordCount'
    | 'aiAssistance'
    | 'aiShare'
    | 'releaseAt'
    | 'freeAfterDays'
    | 'noteBefore'
    | 'noteAfter'
  >,
): Promise<typeof chapterTexts.$inferSelect> {
  const [chapter] = await db
    .update(chapterTexts)
    .set(values)
    .where(eq(chapterTexts.id, chapterId))
    .returning();
  if (!chapter) throw new AppError('CHAPTER_NOT_FOUND');
  return chapter;
}

/**
 * Inserts the first chapters of a story being created (or imported) in one statement, returning
 * nothing: the caller already holds the text it wrote. Callers check authorship and lengths first.
 * One of the two write paths biome.json lets import the text table (ADR 0014).
 */
export async function insertChapters(db: DbOrTx, rows: (typeof chapterTexts.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(chapterTexts).values(rows);
}
