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
 * Fan-out between instances (ARCHITECTURE.md "Chat fan-out"): a change is committed first, then
 * published; every instance's subscribers receive it, including the publisher's own.
 */
export interface PubSub {
  /** Publishes `event` to every instance. Resolves once it is handed to the transport. */
  publish(event: ChapterEvent): Promise<void>;
  /** Calls `listener` for every event published by any instance; returns the unsubscribe function. */
  subscribe(listener: (event: ChapterEvent) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    pubsub: PubSub;
  }
}

/** In-process pub/sub: the embedded database has one process, so every subscriber is here. */
export function createLocalPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
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
