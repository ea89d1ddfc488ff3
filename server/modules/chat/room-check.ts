import type { LockReason } from '../../../contract/access.js';
import type { ServerFrame } from '../../../contract/ws.js';
import type { Db } from '../../db/client.js';
import type { ChapterAccess } from '../access/access.policy.js';
import { lockedError } from '../access/readable-chapters.query.js';
import { decideRoomAccess } from '../access/room-access.query.js';
import type { ChatClient } from './rooms.js';
import { sendFrame } from './send-frame.js';
import { endClientSession, liveSessionIds } from './session-sockets.js';

type LeftChapterFrame = Extract<ServerFrame, { type: 'left_chapter' }>;

/** The frame telling a client it was taken out of a chapter's room, and why, in words it can act on. */
export function leftChapterFrame(
  storyId: number,
  chapterId: number,
  decision: ChapterAccess,
): LeftChapterFrame {
  if (decision.reason === 'not_found') {
    return {
      type: 'left_chapter',
      storyId,
      chapterId,
      reason: 'CHAPTER_UNAVAILABLE',
      message: 'This chapter is no longer available, so its discussion was closed for you.',
    };
  }
  const unlock = lockedError(decision.reason as LockReason).message;
  return {
    type: 'left_chapter',
    storyId,
    chapterId,
    reason: 'ACCESS_REVOKED',
    message: `You no longer have access to this chapter, so you left its discussion. ${unlock}`,
  };
}

/**
 * Re-checks a chapter room's members before an event is delivered to them (ADR 0012), in two queries
 * for the whole room plus the access policy's own (`decideRoomAccess`: one, and up to four more for a
 * paid or 18+ story), never one per socket:
 * - a member whose session is gone (signed out, account deleted, expired) gets `session_ended` and
 *   its socket closes (`onEnd` takes it out of every room at once);
 * - a member who may no longer read the chapter in full (a refund, an ended subscription, the chapter
 *   locked or unpublished: whatever the read policy says) gets `left_chapter` and leaves the room
 *   (`leave`), keeping its socket for other rooms, direct messages and notifications.
 * Returns the members who keep receiving the room's events.
 */
export async function recheckRoom(
  db: Db,
  chapterId: number,
  members: readonly ChatClient[],
  on: { end: (client: ChatClient) => void; leave: (client: ChatClient) => void },
): Promise<ChatClient[]> {
  const [live, decisions] = await Promise.all([
    liveSessionIds(
      db,
      members.map((client) => client.sessionId),
    ),
    decideRoomAccess(
      db,
      chapterId,
      members.map((client) => client.userId),
    ),
  ]);
  const kept: ChatClient[] = [];
  for (const client of members) {
    if (!live.has(client.sessionId)) {
      endClientSession(client, 'SESSION_EXPIRED', () => on.end(client));
      continue;
    }
    const decision = decisions.get(client.userId);
    if (decision?.access === 'full') {
      kept.push(client);
      continue;
    }
    const storyId = client.rooms.get(chapterId) ?? 0;
    on.leave(client);
    sendFrame(
      client.socket,
      leftChapterFrame(storyId, chapterId, decision ?? { access: 'none', reason: 'not_found' }),
    );
  }
  return kept;
}
