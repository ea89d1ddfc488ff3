import type { LockReason } from '../../../contract/access.js';
import { roundAiShare, ZAiAssistance } from '../../../contract/ai-assistance.js';
import type { Chapter, TocEntry } from '../../../contract/chapters.js';
import { freeAtOf } from '../access/chapter-release.js';
import type { ChapterRow } from '../access/readable-chapters.query.js';
import type { ChapterIdeas } from './chapter-ideas.js';
import type { TocChapter } from './chapters.service.js';

/**
 * docs/reference/data.md#entities. An untitled chapter reads "Chapter {orderIndex}". `ideas` (from
 * `loadChapterIdeas`) credits a chapter written from a winning proposal; required, so that no chapter
 * answer can forget the credit. `locked`/`lockReason` come from the access module (`ReadableChapter`);
 * a row without them is the author's own chapter just written, never locked.
 */
export function presentChapter(
  row: ChapterRow & { locked?: boolean; lockReason?: LockReason | null },
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
    aiShare: roundAiShare(row.aiShare),
    idea: (row.sourceProposalId && ideas.get(row.sourceProposalId)) || null,
    createdAt: row.createdAt.toISOString(),
    locked: row.locked ?? false,
    lockReason: row.lockReason ?? null,
    releaseAt: row.releaseAt?.toISOString() ?? null,
    freeAfterDays: row.freeAfterDays,
    freeAt: freeAtOf(row)?.toISOString() ?? null,
    // Notes follow read access as the text does: a locked chapter's are never sent (stories.md#notes).
    noteBefore: row.locked ? null : (row.noteBefore ?? null),
    noteAfter: row.locked ? null : (row.noteAfter ?? null),
  };
}

/**
 * A table-of-contents entry (docs/reference/reading.md#contents,
 * docs/reference/performance.md#reader-download): the chapter's metadata and lock fields, never its text; an
 * untitled chapter reads "Chapter {orderIndex}" as in `presentChapter`, and `ideas` credits a chapter written
 * from a winning proposal as there.
 */
export function presentTocEntry(row: TocChapter, ideas: ChapterIdeas): TocEntry {
  return {
    id: row.id,
    storyId: row.storyId,
    title: row.title ?? `Chapter ${row.orderIndex}`,
    orderIndex: row.orderIndex,
    isCanon: row.isCanon,
    wordCount: row.wordCount,
    aiAssistance: ZAiAssistance.catch('none').parse(row.aiAssistance),
    aiShare: roundAiShare(row.aiShare),
    idea: (row.sourceProposalId && ideas.get(row.sourceProposalId)) || null,
    locked: row.locked,
    lockReason: row.lockReason,
  };
}
