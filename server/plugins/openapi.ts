import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './session.js';

/** Where the OpenAPI 3 document is served (JSON). */
export const OPENAPI_URL = '/api/openapi.json';
/** Where the interactive docs (Swagger UI) are served. */
export const DOCS_PREFIX = '/api/docs';

/**
 * Collects every route's zod schemas into an OpenAPI 3 document (`@fastify/swagger` with
 * fastify-type-provider-zod's `jsonSchemaTransform`, zod 4 `toJSONSchema`; STYLE "fastify/demo":
 * schemas validate, filter and feed OpenAPI). Register it BEFORE the routes: it records them with an
 * `onRoute` hook. The document and the docs UI are served by `registerApiDocs`.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Storyloom API',
        description:
          'The JSON API of Storyloom (spec section 7). Sign-in is a session cookie (`POST /api/auth/login`); ' +
          'errors are `{code, message, field?}` (contract/errors.ts).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => withNullInNullableEnums(jsonSchemaTransformObject(input)),
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
