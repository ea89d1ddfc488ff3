import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerFrame } from '../../contract/ws.js';

/** Something that happened in a chapter's room: the frame every socket in the room receives. */
export interface ChapterEvent {
  chapterId: number;
  frame: ServerFrame;
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

/** Decorates `app.pubsub`: in-process on PGlite (PostgreSQL LISTEN/NOTIFY: issue "Community" §1). */
export const pubsubPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('pubsub', createLocalPubSub());
});
