import { z } from 'zod';

/*
 * Shapes that exist only to describe responses in the OpenAPI document (issue 11 §4): answers that are
 * not JSON (a file) or have no body.
 */

/** The bytes of a file, as OpenAPI 3.0 writes them (a string of format "binary"). */
export const ZFileBytes = z.string().meta({ format: 'binary' });

/**
 * A route response whose body is a file (an image, an EPUB), for a route's `schema.response`:
 * `{ description, content: { [mediaType]: { schema: ZFileBytes } } }`. Fastify sends Buffers as they
 * are, so this documents the answer without serializing it.
 */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: ZFileBytes }])),
  };
}

/** A 204 answer: no body. */
export const ZNoContent = z.null().meta({ description: 'No Content' });

/** What POST /api/webhooks/stripe answers once an event is applied (or was already). */
export const ZWebhookReceived = z.object({ received: z.literal(true), duplicate: z.boolean() });
