import { buildApp } from '../server/app.js';
import { readConfig } from '../server/config.js';
import { openPglite } from '../server/db/client.js';

/**
 * The OpenAPI document exactly as the app serves it at /api/openapi.json (`app.swagger()`), built
 * without a network listener: an empty in-memory PGlite (the document reads no rows, so no
 * migration), silent logs, no job workers and no web build. Takes a few seconds (every route's zod
 * schemas are converted). Keys are in the app's registration order, which is deterministic.
 */
export async function buildApiDocument(): Promise<Record<string, unknown>> {
  const database = await openPglite();
  try {
    const config = {
      ...readConfig({ LOG_LEVEL: 'silent', JOB_WORKERS: 'false' }),
      sessionSecret: 'api-document-only-secret-0123456789abcdef',
      webDistDir: '/nonexistent-web-build',
    };
    const app = await buildApp(config, database);
    try {
      await app.ready();
      return structuredClone(app.swagger()) as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
