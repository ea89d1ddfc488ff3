import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { PubSub } from '../../plugins/pubsub.js';
import { sendFrame } from './fan-out.js';

/**
 * This instance's open /ws sockets by signed-in user (issue "People" §3/§4): direct messages and
 * notifications are addressed to a person, so they reach every socket of that user here; the other
 * instances reach theirs through the pub/sub. Only routing state: no answer depends on it.
 */
export class UserSockets {
  readonly #byUser = new Map<number, Set<WebSocket>>();

  /** Registers `socket` as one of `userId`'s. */
  add(userId: number, socket: WebSocket): void {
    let sockets = this.#byUser.get(userId);
    if (!sockets) {
      sockets = new Set();
      this.#byUser.set(userId, sockets);
    }
    sockets.add(socket);
  }

  /** Forgets `socket` (it closed). */
  remove(userId: number, socket: WebSocket): void {
    const sockets = this.#byUser.get(userId);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.#byUser.delete(userId);
  }

  /** `userId`'s sockets on this instance. */
  of(userId: number): WebSocket[] {
    return [...(this.#byUser.get(userId) ?? [])];
  }
}

/**
 * Delivers every user-addressed event of `pubsub` (`{deliveries: [{userId, frame}]}`) to that user's
 * sockets on this instance. Returns the function that stops delivery.
 */
export function deliverUserEvents(
  deps: { pubsub: PubSub; log: FastifyBaseLogger },
  users: UserSockets,
): () => void {
  return deps.pubsub.subscribeUsers((event) => {
    try {
      for (const { userId, frame } of event.deliveries) {
        const sockets = users.of(userId);
        if (sockets.length === 0) continue;
        const data = Buffer.from(JSON.stringify(frame));
        for (const socket of sockets) sendFrame(socket, data);
      }
    } catch (error) {
      deps.log.error({ err: error }, 'user event delivery failed');
    }
  });
}
