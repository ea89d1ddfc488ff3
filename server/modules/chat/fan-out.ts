import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import type { ServerFrame } from '../../../contract/ws.js';
import type { Db } from '../../db/client.js';
import type { ChapterEvent, PubSub } from '../../plugins/pubsub.js';
import { blockersAmong } from './blocks.service.js';
import type { ChatClient, Rooms } from './rooms.js';

/** A socket this far behind (bytes queued, not yet sent) is dropped instead of queueing more. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * Sends `frame` to an open socket, or its JSON already encoded as UTF-8: a room's frame is encoded
 * once, not once per socket.
 */
export function sendFrame(socket: WebSocket, frame: ServerFrame | Buffer): void {
  if (socket.readyState !== WebSocket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate(); // a client that stopped reading must not hold the server's memory
    return;
  }
  if (Buffer.isBuffer(frame)) socket.send(frame, { binary: false });
  else socket.send(JSON.stringify(frame));
}

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
 * shown after its own deletion. Returns the function that stops delivery.
 */
export function deliverChapterEvents(
  deps: { db: Db; pubsub: PubSub; log: FastifyBaseLogger },
  rooms: Rooms,
): () => void {
  const chains = new Map<number, Promise<void>>();
  const deliver = async (event: ChapterEvent) => {
    const members = rooms.members(event.chapterId);
    if (members.length === 0) return;
    const targets = await recipients(deps.db, members, event);
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
