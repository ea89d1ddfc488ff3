import { ZAiAssistance } from '../../../contract/ai-assistance.js';
import type { Chapter } from '../../../contract/chapters.js';
import type { chapters } from '../../db/schema.js';

/** Spec section 3 "Chapter". An untitled chapter reads "Chapter {orderIndex}". */
export function presentChapter(row: typeof chapters.$inferSelect): Chapter {
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
    createdAt: row.createdAt.toISOString(),
  };
}
