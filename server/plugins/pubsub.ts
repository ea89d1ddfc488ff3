import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerFrame } from '../../contract/ws.js';
import { createPgPubSub } from './pg-pubsub.js';

/** Something that happened in a chapter's room: the frame every socket in the room receives. */
export interface ChapterEvent {
  chapterId: number;
  frame: ServerFrame;
  /**
   * For a `new_message`: the users who have blocked its sender, read with the insert, so no instance
   * queries them again at delivery. Absent when not known (or too many to carry): delivery looks them up.
   */
  hiddenFrom?: number[];
}

/**
 * Something addressed to people rather than a room (issue "People" §3/§4: a direct message, a
 * notification): each delivery's frame goes to every socket of that user, on every instance.
 */
export interface UserEvent {
  deliveries: { userId: number; frame: ServerFrame }[];
}

/** Every event the pub/sub carries: a chapter room's, or one addressed to users. */
export type PubSubEvent = ChapterEvent | UserEvent;

/** Whether `event` is addressed to users (else it is a chapter room's). */
export function isUserEvent(event: PubSubEvent): event is UserEvent {
  return 'deliveries' in event;
}

/**
 * Fan-out between instances (ARCHITECTURE.md "Chat fan-out"): a change is committed first, then
 * published; every instance's subscribers receive it, including the publisher's own.
 */
export interface PubSub {
  /** Publishes `event` to every instance. Resolves once it is handed to the transport. */
  publish(event: PubSubEvent): Promise<void>;
  /**
   * Calls `listener` for every chapter event published by any instance; returns the unsubscribe
   * function.
   */
  subscribe(listener: (event: ChapterEvent) => void): () => void;
  /** Calls `listener` for every user-addressed event published by any instance; returns the unsubscribe function. */
  subscribeUsers(listener: (event: UserEvent) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    pubsub: PubSub;
  }
}

/** The emitter event name each kind travels under inside one process: 'event' (chapters) or 'user'. */
export function eventName(event: PubSubEvent): 'event' | 'user' {
  return isUserEvent(event) ? 'user' : 'event';
}

/** In-process pub/sub: the embedded database has one process, so every subscriber is here. */
export function createLocalPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit(eventName(event), event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    subscribeUsers(listener) {
      emitter.on('user', listener);
      return () => emitter.off('user', listener);
    },
  };
}

/**
 * Decorates `app.pubsub` (ADR 0012): on a PostgreSQL server, LISTEN/NOTIFY through one dedicated
 * listening connection per instance, closed with the app; on the embedded PGlite, in-process (PGlite
 * delivers no notifications across connections, and there is only one process: STACK-NOTES trap 13).
 */
export const pubsubPlugin = fp(async (app: FastifyInstance) => {
  const { database, config } = app;
  if (database.driver !== 'postgres' || !database.pool) {
    app.decorate('pubsub', createLocalPubSub());
    return;
  }
  // DATABASE_URL when set; else the pool's own settings (tests build the config without the URL).
  const connection = config.databaseUrl ? { connectionString: config.databaseUrl } : database.pool.options;
  const pubsub = createPgPubSub({ connection, pool: database.pool, log: app.log });
  await pubsub.start();
  app.decorate('pubsub', pubsub);
  app.addHook('onClose', () => pubsub.close());
});

/**
 * Publishes frames to users once their change is committed (issue "People" §3/§4). A failed publish
 * is logged, not thrown: the change stands, and the user's screens show it on their next fetch.
 */
export async function publishToUsers(
  app: Pick<FastifyInstance, 'pubsub' | 'log'>,
  deliveries: UserEvent['deliveries'],
): Promise<void> {
  if (deliveries.length === 0) return;
  try {
    await app.pubsub.publish({ deliveries });
  } catch (error) {
    app.log.error({ err: error }, 'publishing a user event failed');
  }
}
