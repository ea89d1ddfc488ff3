import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { HEALTHZ_URL, READYZ_URL } from './health.js';
import { DOCS_PREFIX, OPENAPI_URL } from './openapi.js';

/*
 * docs/reference/platform.md#formats: every route the app registers is in the OpenAPI document, so a route
 * added without a schema (or hidden from it) fails here. Routes are enumerated with the app's own `onRoute`
 * record (`app.routeList`), not a hand-kept list.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Fastify's `/api/stories/:id` as OpenAPI writes it: `/api/stories/{id}`. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Routes that are not part of the API: the docs themselves, built web files and the socket upgrade.
 * The health probes are outside /api/ but documented.
 */
const isExcluded = (url: string) =>
  url === OPENAPI_URL ||
  url.startsWith(DOCS_PREFIX) ||
  (!url.startsWith('/api/') && url !== HEALTHZ_URL && url !== READYZ_URL) ||
  url === '/ws';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: unknown[]; responses?: Record<string, unknown> }>>;
}

async function fetchDocument(): Promise<OpenApiDocument> {
  const response = await t.app.inject({ method: 'GET', url: OPENAPI_URL });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3, public, and lists every registered API route with its method', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\./);
    const routes = t.app.routeList.filter((route) => !isExcluded(route.url));
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .filter((route) => !document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('describes each route from its zod schemas: a typed success answer, and its path parameters', async () => {
    const document = await fetchDocument();
    const undescribed: string[] = [];
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // A route without a response schema gets @fastify/swagger's bare "Default Response": no content.
        const described = Object.entries(operation.responses ?? {}).some(
          ([code, answer]) => code === '204' || (/^[23]/.test(code) && 'content' in (answer as object)),
        );
        if (!described) undescribed.push(`${method.toUpperCase()} ${url}`);
        if (url.includes('{')) expect(operation.parameters?.length, `${method} ${url}`).toBeGreaterThan(0);
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('serves the docs UI at /api/docs without a sign-in, under the site-wide CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui-bundle.js');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const script = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("resolveUrl('./json')");
    const json = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(json.json().paths).toEqual((await fetchDocument()).paths);
  });
});
