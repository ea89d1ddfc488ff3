import { z } from 'zod';
import { errorCodes } from './errors.js';

/*
 * Shapes that exist only to describe responses in the OpenAPI document (ADR 0028, ADR 0027): answers
 * that are not JSON (a file) or have no body, and the one error body.
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

/**
 * The body of every error answer (`ApiErrorBody`, contract/errors.ts): a stable `code` (its HTTP status
 * is `statusByCode` in server/lib/errors.ts), a human `message`, and for validation errors the first
 * offending `field` and every `issues` entry. The OpenAPI document's one error schema (`ApiError`).
 */
export const ZApiError = z
  .object({
    code: z.enum(errorCodes),
    message: z.string(),
    field: z.string().optional().meta({ description: 'Dotted path of the offending field, e.g. body.title' }),
    issues: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'Every validation issue (VALIDATION_ERROR only)' }),
  })
  .meta({ description: 'An error answer: a stable code, a message for people, and the field at fault' });
