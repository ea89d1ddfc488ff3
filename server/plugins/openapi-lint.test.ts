import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { OPENAPI_URL } from './openapi.js';
import { COOKIE_AUTH, operationIdOf, summaryOf } from './openapi-operations.js';

/*
 * The OpenAPI document is fit for outside clients (ADR 0027): Redocly's recommended rules (redocly.yaml)
 * find no error in the document the app serves, and only the warnings the ADR explains; every operation
 * says whether it needs the session cookie, and the server agrees; error answers use the one ApiError.
 */

/** The warnings ADR 0027 keeps, each with its reason there. */
const KEPT_WARNINGS = new Set(['no-ambiguous-paths', 'operation-4xx-response', 'info-license']);

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, object> } }> };
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

let t: TestContext;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ url: OPENAPI_URL })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([url, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ url, method, operation })),
  );
const needsSession = (operation: Operation) =>
  operation.security?.length === 1 && COOKIE_AUTH in operation.security[0]!;

describe('the OpenAPI document for outside clients', () => {
  it("passes Redocly's recommended lint with no error, and only the warnings ADR 0027 keeps", async () => {
    const config = await loadConfig({ configPath: path.join(repoRoot, 'redocly.yaml') });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const describe = (p: (typeof problems)[number]) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`;
    expect(problems.filter((p) => p.severity === 'error').map(describe)).toEqual([]);
    const unexplained = problems.filter((p) => p.severity === 'warn' && !KEPT_WARNINGS.has(p.ruleId));
    expect(unexplained.map(describe)).toEqual([]);
  });

  it('names the session cookie as the cookieAuth scheme, and gives every operation an id, a summary and security', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.components.securitySchemes[COOKIE_AUTH]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'storyloom.sid',
    });
    const ids = new Set<string>();
    for (const { url, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${url}`;
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      ids.add(operation.operationId!);
      expect(operation.summary, where).toBeTruthy();
      expect(operation.security, where).toBeDefined();
      expect(operation.responses.default, where).toEqual({ $ref: '#/components/responses/UnexpectedError' });
      if (needsSession(operation)) expect(operation.responses['401'], where).toBeDefined();
      if (url.includes('{')) expect(operation.responses['404'], where).toBeDefined();
    }
    expect(ids.size).toBe(operations().length);
    expect(document.paths['/api/auth/login']!.post!.responses['429']).toBeDefined();
  });

  it('says a route needs the session exactly when the server answers 401 without one', async () => {
    const mismatches: string[] = [];
    const gets = operations().filter(
      ({ method, operation }) =>
        method === 'get' && !(operation.parameters ?? []).some((p) => p.in === 'query' && p.required),
    );
    expect(gets.length).toBeGreaterThan(60);
    for (const { url, operation } of gets) {
      const response = await t.app.inject({ url: url.replace(/\{[^}]+\}/g, '1') });
      const documented = needsSession(operation);
      if (documented !== (response.statusCode === 401)) {
        mismatches.push(
          `GET ${url}: documented ${documented ? 'private' : 'public'}, answered ${response.statusCode}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('lets a nullable union take null (OpenAPI 3.0 nullable only applies next to a type)', () => {
    const body = document.paths['/api/stories']!.post!.requestBody!.content['application/json']!.schema;
    const validate = new Ajv({ strict: false }).compile(body.properties!.individualPrice!);
    expect(validate(null)).toBe(true);
    expect(validate('4.99')).toBe(true);
    expect(validate(true)).toBe(false);
  });
});

describe('derived operation names', () => {
  it('builds operationIds and summaries from method and path', () => {
    expect(operationIdOf('get', '/api/stories/{id}/chapters')).toBe('getStoriesByIdChapters');
    expect(operationIdOf('post', '/api/ai/generate-summary')).toBe('postAiGenerateSummary');
    expect(operationIdOf('get', '/api/stories/{id}/export.epub')).toBe('getStoriesByIdExportEpub');
    expect(summaryOf('get', '/api/stories/{id}/chapters')).toBe('Get story chapters');
    expect(summaryOf('patch', '/api/chapters/{id}')).toBe('Update chapter');
    expect(summaryOf('delete', '/api/messages/{id}')).toBe('Delete message');
    expect(summaryOf('get', '/api/user/subscription-status/{authorId}')).toBe('Get user subscription status');
  });
});
