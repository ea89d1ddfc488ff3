import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { operationMetadata, securitySchemes, withOperationDefaults } from './openapi-operations.js';
import { SESSION_COOKIE } from './session.js';

/** Where the OpenAPI 3 document is served (JSON). */
export const OPENAPI_URL = '/api/openapi.json';
/** Where the interactive docs (Swagger UI) are served. */
export const DOCS_PREFIX = '/api/docs';

/**
 * Collects every route's zod schemas into an OpenAPI 3 document (`@fastify/swagger` with
 * fastify-type-provider-zod's `jsonSchemaTransform`, zod 4 `toJSONSchema`; STYLE "fastify/demo":
 * schemas validate, filter and feed OpenAPI). Register it BEFORE the routes: it records them with an
 * `onRoute` hook. Each operation also gets its security, operationId, summary and error answers
 * (openapi-operations.ts, ADR 0027). The document and the docs UI are served by `registerApiDocs`.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Storyloom API',
        description:
          'The JSON API of Storyloom. Sign-in is a session cookie (`POST /api/auth/login`, security scheme ' +
          '`cookieAuth`); routes need it unless they say otherwise. Errors are `ApiError` ' +
          '`{code, message, field?}` with a stable `code`.',
        version: '1.0.0',
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: securitySchemes(SESSION_COOKIE) },
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const schema = output.schema as Record<string, unknown> | undefined;
      if (!schema || schema.hide) return output;
      return { ...output, schema: { ...schema, ...operationMetadata(input.route, schema) } };
    },
    transformObject: (input) =>
      withOperationDefaults(withTypedNullable(withNullInNullableEnums(jsonSchemaTransformObject(input)))),
  });
}

/**
 * Adds `null` to the `enum` of every schema marked `nullable: true` in `document` (in place; returns
 * it). zod writes a nullable enum as `{ nullable: true, enum: [...] }`, but in OpenAPI 3.0 `nullable`
 * does not extend an `enum`: a value must still be one of the listed ones, so `null` must be listed too
 * (OpenAPI 3.0.3, "Schema Object": nullable; the OAI "Clarify nullable" proposal). Without it every
 * validator refuses the `lockReason: null` the API sends for readable chapters.
 */
export function withNullInNullableEnums<T>(document: T): T {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const schema = node as { nullable?: unknown; enum?: unknown[] };
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
      schema.enum = [...schema.enum, null];
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(document);
  return document;
}

/**
 * Moves `nullable: true` from a schema without a `type` into the members of its `anyOf` / `oneOf`
 * (in place; returns `document`). zod writes `z.union([a, b]).nullable()` as
 * `{ nullable: true, anyOf: [a, b] }`, but in OpenAPI 3.0 `nullable` only applies next to a `type`
 * (OpenAPI 3.0.3, "Schema Object": nullable), so that schema would refuse the `null` the route accepts.
 */
export function withTypedNullable<T>(document: T): T {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const schema = node as { nullable?: unknown; type?: unknown; anyOf?: unknown; oneOf?: unknown };
    const members = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
    if (schema.nullable === true && schema.type === undefined && Array.isArray(members)) {
      for (const member of members) member.nullable = true;
      delete schema.nullable;
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(document);
  return document;
}

/**
 * Serves the OpenAPI document at `OPENAPI_URL` and Swagger UI at `DOCS_PREFIX` (public, and
 * like built files they skip the session lookup: the docs describe the API, they hold no data). Swagger UI loads only its own files from this origin
 * (no inline script, no CDN; the validator badge, which would call validator.swagger.io, is off), so
 * the site-wide CSP of security-headers.ts serves it unchanged and is not loosened for it.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), public: true, staticFile: true } as typeof route.config;
    });
    docs.get(OPENAPI_URL, { schema: { hide: true } }, async () => app.swagger());
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: false },
      staticCSP: false,
    });
  });
}
