import type { LockReason } from '../../../contract/access.js';
import { ZAiAssistance } from '../../../contract/ai-assistance.js';
import type { Chapter } from '../../../contract/chapters.js';
import type { chapters } from '../../db/schema.js';
import type { ChapterIdeas } from './chapter-ideas.js';

/**
 * Spec section 3 "Chapter". An untitled chapter reads "Chapter {orderIndex}". `ideas` (from
 * `loadChapterIdeas`) credits a chapter written from a winning proposal; required, so that no chapter
 * answer can forget the credit. `locked`/`lockReason` come from the access module (`ReadableChapter`);
 * a row without them is the author's own chapter just written, never locked.
 */
export function presentChapter(
  row: typeof chapters.$inferSelect & { locked?: boolean; lockReason?: LockReason | null },
  ideas: ChapterIdeas,
): Chapter {
  return {
    id: row.id,
    storyId: row.storyId,
    title: row.title ?? `Chapter ${row.orderIndex}`,
    content: row.content,
    orderIndex: row.orderIndex,
    isCanon: row.isCanon,
    parentId: row.parentId,
    wordCount: row.wordCount,
    aiAssistance: ZAiAssistance.catch('none').parse(row.aiAssistance),
    idea: (row.sourceProposalId && ideas.get(row.sourceProposalId)) || null,
    createdAt: row.createdAt.toISOString(),
    locked: row.locked ?? false,
    lockReason: row.lockReason ?? null,
  };
}
