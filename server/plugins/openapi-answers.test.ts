import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, paramValue, type SeededWorld, seedWorld } from '../test/seeded-world.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { OPENAPI_URL } from './openapi.js';

/*
 * The OpenAPI document against the answers the API really gives: every documented GET, called with
 * real rows (server/test/seeded-world.ts) as the author of that content, as a reader and as a visitor;
 * each 2xx answer must be documented for its status and media type, and a JSON one must validate
 * against its schema (ajv). The routes are read from the document itself, so the sweep grows with it.
 */

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
}
interface Operation {
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Documented GETs that answer no 2xx in this world, and why. Each is a file route whose file the
 * seeded world does not hold; everything else must answer, so a route cannot dodge the check by failing.
 */
const NO_SUCCESS_EXPECTED: Record<string, string> = {
  '/api/images/{file}': 'no image uploaded',
  '/api/email/unsubscribe': 'a link from an email: always 303 to the page /unsubscribe',
  '/api/stories/{id}/cover': 'the story has no cover image',
  '/api/users/{id}/avatar': 'the author has no profile image',
  '/sitemaps/{file}': 'a sitemap file is named after the build that wrote it',
};

let t: TestContext;
let world: SeededWorld;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  world = await seedWorld(t.app, t.db);
  document = (await t.app.inject({ url: OPENAPI_URL })).json();
});
afterAll(() => t.close());

/**
 * An OpenAPI 3.0 schema as the JSON Schema (draft-07) ajv reads: 3.0's boolean `exclusiveMinimum` and
 * `exclusiveMaximum` become draft-07's numbers. ajv knows `nullable` itself.
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const schema: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) schema[key] = toJsonSchema(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[flag] === true) {
      schema[flag] = schema[bound];
      delete schema[bound];
    } else if (schema[flag] === false) {
      delete schema[flag];
    }
  }
  return schema;
}

/** The media type of a Content-Type header, without parameters: "application/json". */
const mediaType = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]!
    .trim();

/** `path` filled with real rows, and every required query parameter. */
function requestUrl(path: string, operation: Operation): string {
  const query = (operation.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(paramValue(world, path, p.name))}`);
  return fillPath(world, path) + (query.length ? `?${query.join('&')}` : '');
}

describe('the OpenAPI document against real answers', () => {
  it('documents the status, media type and JSON shape of every GET answer, signed in and out', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    const validators = new Map<object, ValidateFunction>();
    const validatorOf = (schema: object) => {
      let validate = validators.get(schema);
      if (!validate) {
        validate = ajv.compile(toJsonSchema(schema) as object);
        validators.set(schema, validate);
      }
      return validate;
    };
    const viewers = [
      ['the author', world.authorCookie],
      ['a reader', world.readerCookie],
      ['a visitor', undefined],
    ] as const;

    const mismatches: string[] = [];
    const answered = new Set<string>();
    const gets = Object.entries(document.paths).filter(([, operations]) => operations.get);
    expect(gets.length).toBeGreaterThan(60);
    for (const [path, operations] of gets) {
      const operation = operations.get!;
      const url = requestUrl(path, operation);
      for (const [viewer, cookie] of viewers) {
        const response = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
        const where = `GET ${url} as ${viewer} (${response.statusCode})`;
        if (response.statusCode >= 500) mismatches.push(`${where}: ${response.body.slice(0, 200)}`);
        if (response.statusCode < 200 || response.statusCode >= 300) continue;
        answered.add(path);
        const documented = operation.responses[String(response.statusCode)];
        if (!documented) {
          mismatches.push(`${where}: status not documented`);
          continue;
        }
        if (response.statusCode === 204) continue;
        const type = mediaType(response.headers['content-type']);
        const content = documented.content?.[type];
        if (!content) {
          mismatches.push(`${where}: answers ${type}, documented ${Object.keys(documented.content ?? {})}`);
          continue;
        }
        if (!type.endsWith('json') || !content.schema) continue;
        const validate = validatorOf(content.schema);
        if (!validate(response.json())) {
          mismatches.push(`${where}: ${ajv.errorsText(validate.errors, { dataVar: 'answer' })}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    const silent = gets.map(([path]) => path).filter((path) => !answered.has(path));
    expect(silent.sort()).toEqual(Object.keys(NO_SUCCESS_EXPECTED).sort());
  }, 120_000);
});
