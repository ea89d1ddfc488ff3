import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ChapterAccess } from './access.policy.js';
import { loadChapterPlace } from './chapter-access.query.js';
import { loadEntitlementsOfViewers, NO_ENTITLEMENTS } from './entitlements.query.js';
import { decideFoundChapterWith } from './readable-chapters.query.js';

/** What a missing chapter, a draft or a chapter not yet released decides for a viewer (404 elsewhere). */
const NOT_FOUND: ChapterAccess = { access: 'none', reason: 'not_found' };

/**
 * Each of `viewerIds`' access to one chapter, decided exactly as `requireFullAccessToChapter` decides
 * it for one viewer (the same row, the same `decideChapterAccess`), for a whole chat room at once
 * (ADR 0012: the room is re-checked at each event, so a refund, an ended subscription or a chapter
 * turned locked takes the reader out). One query for the chapter and at most four for everyone's
 * entitlements (`loadEntitlementsOfViewers`), none of them per viewer. A chapter that is gone, or
 * one a viewer may not see at all, decides `{ access: 'none', reason: 'not_found' }`.
 */
export async function decideRoomAccess(
  db: DbOrTx,
  chapterId: number,
  viewerIds: readonly number[],
): Promise<Map<number, ChapterAccess>> {
  const ids = [...new Set(viewerIds)];
  const decisions = new Map<number, ChapterAccess>();
  if (ids.length === 0) return decisions;
  const row = await loadChapterPlace(db, chapterId);
  if (!row) {
    for (const id of ids) decisions.set(id, NOT_FOUND);
    return decisions;
  }
  const entitlements = await loadEntitlementsOfViewers(db, ids, row.story);
  const now = new Date();
  for (const id of ids) {
    const viewer = { id, username: null };
    try {
      decisions.set(id, decideFoundChapterWith(viewer, row, entitlements.get(id) ?? NO_ENTITLEMENTS, now));
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'CHAPTER_NOT_FOUND') throw error;
      decisions.set(id, NOT_FOUND);
    }
  }
  return decisions;
}
