import { z } from 'zod';
import type { Chapter } from '../../contract/chapters';

/** The winning proposal a chapter was written from (issue "Community" §3), as chapters will carry it. */
const ZChapterIdea = z.object({
  proposalId: z.number().int(),
  title: z.string(),
  proposer: z.object({ username: z.string(), displayName: z.string() }),
});
export type ChapterIdea = z.infer<typeof ZChapterIdea>;

/**
 * The idea credit of a chapter the AI wrote from a winning proposal, or null. Read defensively: the
 * `idea` field joins the chapter answer with the voting server, so answers without it (or with a shape
 * this build does not know) give null.
 */
export function chapterIdea(chapter: Chapter): ChapterIdea | null {
  const parsed = ZChapterIdea.safeParse((chapter as Chapter & { idea?: unknown }).idea);
  return parsed.success ? parsed.data : null;
}
