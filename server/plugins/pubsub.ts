import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPgPubSub } from './pg-pubsub.js';
import { eventName, type PubSub, type UserEvent } from './pubsub-events.js';

// The event shapes live in pubsub-events.ts, which pg-pubsub.ts imports too (no import cycle, ADR 0026).
export type { ChapterEvent, PubSub, PubSubEvent, UserEvent } from './pubsub-events.js';

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
 * Publishes frames to users once their change is committed (docs/reference/people.md#messages,
 * docs/reference/people.md#notifications). A failed publish is logged, not thrown: the change stands, and the
 * user's screens show it on their next fetch.
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
