import type { FastifyInstance } from 'fastify';
import type { ChapterEvent } from '../../plugins/pubsub.js';

/**
 * Publishes a change that is already committed (docs/ARCHITECTURE.md#chat-fan-out: committed first, then
 * published). A failed publish is logged, not thrown: the change stands, and clients see it on their
 * next fetch.
 */
export async function publishCommitted(app: FastifyInstance, event: ChapterEvent): Promise<void> {
  try {
    await app.pubsub.publish(event);
  } catch (error) {
    app.log.error({ err: error, chapterId: event.chapterId }, 'publishing a chapter event failed');
  }
}
