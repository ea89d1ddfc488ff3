import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ChapterEvent, PubSub } from '../../plugins/pubsub.js';
import { blockersAmong } from './blocks.service.js';
import { recheckRoom } from './room-check.js';
import type { ChatClient, Rooms } from './rooms.js';
import { sendFrame } from './send-frame.js';

/**
 * The room's clients that should receive the event: for a new message, not those who blocked its
 * sender (carried with the event, else looked up).
 */
async function recipients(db: Db, members: ChatClient[], event: ChapterEvent): Promise<ChatClient[]> {
  const { frame } = event;
  if (frame.type !== 'new_message') return members;
  const blockers = event.hiddenFrom
    ? new Set(event.hiddenFrom)
    : await blockersAmong(db, frame.message.user.id, [...new Set(members.map((client) => client.userId))]);
  return blockers.size === 0 ? members : members.filter((client) => !blockers.has(client.userId));
}

/**
 * Delivers every event of `pubsub` to the sockets of this instance in that chapter's room. Events of
 * one chapter are delivered in the order they arrive (a chain per chapter), so a message is never
 * shown after its own deletion. Before each delivery the room is re-checked (`recheckRoom`, ADR 0012):
 * members whose session ended are closed, members who lost access to the chapter leave the room with
 * a `left_chapter` frame, so no event reaches a reader the REST routes would refuse.
 * Returns the function that stops delivery.
 */
export function deliverChapterEvents(
  deps: { db: Db; pubsub: PubSub; log: FastifyBaseLogger },
  rooms: Rooms,
): () => void {
  const chains = new Map<number, Promise<void>>();
  const deliver = async (event: ChapterEvent) => {
    const members = rooms.members(event.chapterId);
    if (members.length === 0) return;
    const allowed = await recheckRoom(deps.db, event.chapterId, members, {
      end: (client) => rooms.leaveAll(client),
      leave: (client) => rooms.leave(client, event.chapterId),
    });
    if (allowed.length === 0) return;
    const targets = await recipients(deps.db, allowed, event);
    const data = Buffer.from(JSON.stringify(event.frame));
    for (const client of targets) sendFrame(client.socket, data);
  };
  return deps.pubsub.subscribe((event) => {
    const previous = chains.get(event.chapterId) ?? Promise.resolve();
    const next = previous
      .then(() => deliver(event))
      .catch((error) => deps.log.error({ err: error, chapterId: event.chapterId }, 'chat delivery failed'));
    chains.set(event.chapterId, next);
    void next.finally(() => {
      if (chains.get(event.chapterId) === next) chains.delete(event.chapterId);
    });
  });
}
