import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { ZApiError } from '../../contract/openapi.js';

/*
 * What every operation of the OpenAPI document says beyond its zod schemas, derived from the route
 * itself rather than listed by hand (ADR 0027): its security (routes need the session cookie unless
 * their config says `public: true`), its operationId and summary (from method and path unless the
 * route's schema states them), and its error answers, all with the one error schema `ApiError`.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route refuses requests past a limit with 429 (RATE_LIMITED, AI_RATE_LIMITED or
     * AI_BUDGET_EXHAUSTED, with Retry-After): documented in the OpenAPI document (ADR 0008, ADR 0027).
     */
    rateLimited?: boolean;
  }
}

/** The name of the session cookie's security scheme in `components.securitySchemes`. */
export const COOKIE_AUTH = 'cookieAuth';

/** Operation key that carries a route's error statuses from `operationMetadata` to `withOperationDefaults`. */
const ERRORS_KEY = 'x-storyloom-errors';

/** An error answer of the document: the component response that describes it. */
const errorResponses = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'NotFound',
  '429': 'TooManyRequests',
  default: 'UnexpectedError',
} as const;
type ErrorStatus = keyof typeof errorResponses;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The document-only schema fields of `route` (transform step of @fastify/swagger): `security`
 * (the session cookie, or optional for a public route), and the error statuses it can answer:
 * 400 when it validates a body, query or path; 401 unless public; 403 when it changes state
 * (CROSS_SITE_REQUEST, ADR 0009); 404 when its path names something; 429 when `config.rateLimited`;
 * `default` (500 INTERNAL_ERROR, 503 DATABASE_UNAVAILABLE) always.
 */
export function operationMetadata(
  route: RouteOptions,
  schema: Record<string, unknown>,
): Record<string, unknown> {
  const config = (route.config ?? {}) as { public?: boolean; rateLimited?: boolean };
  const methods = [route.method].flat();
  const errors: ErrorStatus[] = [];
  if (schema.body || schema.querystring || schema.params) errors.push('400');
  if (!config.public) errors.push('401');
  if (methods.some((method) => STATE_CHANGING.has(method))) errors.push('403');
  if (route.url.includes(':')) errors.push('404');
  if (config.rateLimited) errors.push('429');
  errors.push('default');
  return {
    security: config.public ? [{}, { [COOKIE_AUTH]: [] }] : [{ [COOKIE_AUTH]: [] }],
    [ERRORS_KEY]: errors,
  };
}

const HTTP_VERBS: Record<string, string> = {
  get: 'Get',
  post: 'Post',
  put: 'Replace',
  patch: 'Update',
  delete: 'Delete',
};

/** "generate-summary" -> "GenerateSummary"; "feed.xml" -> "FeedXml". */
const pascal = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/**
 * A stable operationId from method and OpenAPI path: `GET /api/stories/{id}/chapters` ->
 * `getStoriesByIdChapters` (the `/api` prefix dropped; a parameter `{x}` is `ByX`).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? `By${pascal(parameter[1]!)}` : pascal(segment);
    });
  return method.toLowerCase() + words.join('');
}

/** "stories" -> "story", "replies" -> "reply"; "status" and "address" stay: the word before a `{param}`. */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return /[^su]s$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * A readable fallback summary from method and path: `GET /api/stories/{id}/chapters` -> "Get story
 * chapters", `PATCH /api/chapters/{id}` -> "Update chapter". A route states a better one with
 * `schema.summary`.
 */
export function summaryOf(method: string, path: string): string {
  const segments = path.split('/').filter((segment) => segment && segment !== 'api');
  const words: string[] = [];
  segments.forEach((segment, index) => {
    if (segment.startsWith('{')) return;
    const named = segments[index + 1]?.startsWith('{') ?? false;
    const word = segment.replace(/[-_.]+/g, ' ');
    words.push(named ? singular(word) : word);
  });
  return `${HTTP_VERBS[method] ?? method.toUpperCase()} ${words.join(' ') || 'root'}`;
}

const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };
const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 1 },
  },
};

/** The shared error answers, each `ApiError`, by component name. */
const componentResponses: Record<(typeof errorResponses)[ErrorStatus], Record<string, unknown>> = {
  BadRequest: {
    description: 'The request is invalid: VALIDATION_ERROR names the field at fault (`field`, `issues`)',
    content: errorBody,
  },
  Unauthorized: {
    description: 'No valid session cookie (UNAUTHENTICATED): sign in with POST /api/auth/login',
    content: errorBody,
  },
  Forbidden: {
    description:
      'Refused: ACCESS_DENIED, CROSS_SITE_REQUEST (a state-changing request from another site), or the ' +
      "route's own reason (e.g. CONTENT_LOCKED, SUBSCRIBERS_ONLY)",
    content: errorBody,
  },
  NotFound: {
    description: 'Nothing with that id is visible to the caller: NOT_FOUND or a specific *_NOT_FOUND code',
    content: errorBody,
  },
  TooManyRequests: {
    description: 'A limit is reached (RATE_LIMITED, AI_RATE_LIMITED, AI_BUDGET_EXHAUSTED): wait Retry-After',
    headers: retryAfter,
    content: errorBody,
  },
  UnexpectedError: {
    description:
      'A fault of the server (500 INTERNAL_ERROR) or a passing outage (503 DATABASE_UNAVAILABLE or ' +
      'SERVER_BUSY, with Retry-After); any other status the route can give, with its code',
    content: errorBody,
  },
};

type Operation = Record<string, unknown> & { responses?: Record<string, unknown> };

/**
 * The document's security schemes: `cookieAuth`, the session cookie `cookieName` (OpenAPI 3.0.3,
 * "Security Scheme Object", apiKey in cookie; ADR 0004 sessions in the database).
 */
export function securitySchemes(cookieName: string) {
  return {
    [COOKIE_AUTH]: {
      type: 'apiKey' as const,
      in: 'cookie',
      name: cookieName,
      description: 'The session cookie set by POST /api/auth/login (HttpOnly, signed)',
    },
  };
}

/**
 * Completes `document` in place (transformObject step; returns it): the `ApiError` schema and shared
 * error responses, each operation's operationId and summary when its route did not state them, and
 * its error answers (from `operationMetadata`) as references to those responses.
 * @throws Error when two operations derive the same operationId.
 */
export function withOperationDefaults<T extends Record<string, unknown>>(document: T): T {
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  components.schemas = {
    ...components.schemas,
    ApiError: z.toJSONSchema(ZApiError, { target: 'openapi-3.0' }),
  };
  components.responses = { ...components.responses, ...componentResponses };
  (document as Record<string, unknown>).components = components;

  const seen = new Map<string, string>();
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      operation.operationId ??= operationIdOf(method, path);
      operation.summary ??= summaryOf(method, path);
      const where = `${method.toUpperCase()} ${path}`;
      const other = seen.get(operation.operationId as string);
      if (other) throw new Error(`operationId ${operation.operationId} of ${where} is also ${other}'s`);
      seen.set(operation.operationId as string, where);
      const errors = (operation[ERRORS_KEY] ?? []) as ErrorStatus[];
      delete operation[ERRORS_KEY];
      operation.responses ??= {};
      const responses = operation.responses;
      for (const status of errors) {
        responses[status] ??= { $ref: `#/components/responses/${errorResponses[status]}` };
      }
    }
  }
  return document;
}
