import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { PubSub } from '../../plugins/pubsub.js';
import type { ChatClient } from './rooms.js';
import { sendFrame } from './send-frame.js';
import { dropEndedSessions } from './session-sockets.js';

/**
 * This instance's open /ws sockets by signed-in user (docs/reference/people.md#messages,
 * docs/reference/people.md#notifications): direct messages and notifications are addressed to a person, so
 * they reach every socket of that user here; the other instances reach theirs through the pub/sub. At most
 * `maxPerUser` sockets per user on this instance (CHAT_MAX_SOCKETS_PER_USER, ADR 0012): a per-process cap,
 * since what it protects is this process's memory. Only routing state: no answer depends on it.
 */
export class UserSockets {
  readonly #byUser = new Map<number, Set<ChatClient>>();

  constructor(private readonly maxPerUser = Number.POSITIVE_INFINITY) {}

  /** Registers `client` as one of its user's; false (and nothing changes) when the user is at the cap. */
  add(client: ChatClient): boolean {
    let clients = this.#byUser.get(client.userId);
    if (!clients) {
      clients = new Set();
      this.#byUser.set(client.userId, clients);
    }
    if (clients.size >= this.maxPerUser) return false;
    clients.add(client);
    return true;
  }

  /** Forgets `client` (its socket closed). */
  remove(client: ChatClient): void {
    const clients = this.#byUser.get(client.userId);
    if (!clients) return;
    clients.delete(client);
    if (clients.size === 0) this.#byUser.delete(client.userId);
  }

  /** `userId`'s clients on this instance. */
  of(userId: number): ChatClient[] {
    return [...(this.#byUser.get(userId) ?? [])];
  }

  /** Every client on this instance. */
  all(): ChatClient[] {
    return [...this.#byUser.values()].flatMap((clients) => [...clients]);
  }
}

/**
 * Delivers every user-addressed event of `pubsub` (`{deliveries: [{userId, frame}]}`) to that user's
 * sockets on this instance. A `session_ended` delivery is not forwarded as it is: the user's sockets
 * are checked against the sessions table and those whose session is gone get it and close
 * (`dropEndedSessions`; `onEnd` takes each out of its rooms), the user's other sessions stay.
 * Returns the function that stops delivery.
 */
export function deliverUserEvents(
  deps: { db: Db; pubsub: PubSub; log: FastifyBaseLogger },
  users: UserSockets,
  onEnd: (client: ChatClient) => void,
): () => void {
  return deps.pubsub.subscribeUsers((event) => {
    try {
      for (const { userId, frame } of event.deliveries) {
        const clients = users.of(userId);
        if (clients.length === 0) continue;
        if (frame.type === 'session_ended') {
          dropEndedSessions(deps.db, clients, frame.reason, onEnd).catch((error) =>
            deps.log.error({ err: error, userId }, 'closing the sockets of ended sessions failed'),
          );
          continue;
        }
        const data = Buffer.from(JSON.stringify(frame));
        for (const client of clients) sendFrame(client.socket, data);
      }
    } catch (error) {
      deps.log.error({ err: error }, 'user event delivery failed');
    }
  });
}
