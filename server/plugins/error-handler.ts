import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '../../contract/errors.js';
import { AppError } from '../lib/errors.js';
import { isDatabaseUnavailable, pgError } from '../lib/pg-errors.js';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'ACCESS_DENIED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** "/chapters/0/title" -> ["chapters", "0", "title"] (RFC 6901 JSON pointer). */
function pathFromPointer(pointer: string | undefined): string[] {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** PostgreSQL refuses NUL characters in text (SQLSTATE 22021, 22P05): client input, not a server fault. */
function isUnstorableText(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '22021' || code === '22P05';
}

/**
 * Seconds a client is told to wait (Retry-After) when the database is unreachable: long enough for a
 * restart or a failover to finish, short enough that readers barely notice.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function fieldPath(location: string, path: readonly PropertyKey[]): string {
  return [location, ...path.map(String)].filter(Boolean).join('.');
}

/**
 * The one error handler (STYLE rule 5): AppError -> its code and status; schema validation -> 400
 * VALIDATION_ERROR naming the field path; Fastify client errors keep their 4xx; a lost or refused
 * database connection (`isDatabaseUnavailable`) -> 503 DATABASE_UNAVAILABLE with Retry-After; anything
 * else is logged and answered 500 with a body that reveals nothing internal.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ApiErrorBody & { issues?: { field: string; message: string }[] };

    if (error instanceof AppError) {
      status = error.status;
      body = { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) };
      if (error.headers) reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const location = error.validationContext ?? 'body';
      const issues = error.validation.map((v) => {
        // Most issues carry zod's own path; custom (refine) issues only the JSON pointer.
        const issue = (v.params as { issue?: { path?: PropertyKey[]; message?: string } } | undefined)?.issue;
        const path = issue?.path ?? pathFromPointer(v.instancePath);
        return { field: fieldPath(location, path), message: issue?.message ?? v.message ?? 'Invalid value' };
      });
      const first = issues[0];
      body = {
        code: 'VALIDATION_ERROR',
        message: first?.message ?? 'Invalid request',
        ...(first ? { field: first.field } : {}),
        issues,
      };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      const code = codeByStatus[status] ?? 'VALIDATION_ERROR';
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
              ? 'Request body is not valid JSON'
              : error.message;
      body = { code, message };
    } else if (isUnstorableText(error)) {
      status = 400;
      body = {
        code: 'VALIDATION_ERROR',
        message: 'Text contains characters that cannot be stored (such as NUL).',
      };
    } else if (isDatabaseUnavailable(error)) {
      // Not a fault of this request, nor a bug: the database restarts or fails over. Ask to retry.
      status = 503;
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      body = { code: 'DATABASE_UNAVAILABLE', message: new AppError('DATABASE_UNAVAILABLE').message };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' };
    }
    return reply.status(status).send(body);
  });
}
