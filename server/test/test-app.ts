import type { App } from '../app.js';
import { buildApp } from '../app.js';
import { type AppConfig, readConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import { openTestDatabase } from './test-database.js';

export interface TestContext {
  app: App;
  db: Db;
  database: Database;
  close(): Promise<void>;
}

/**
 * Builds the real app on a real test database (no web build, silent logs). `env` overrides
 * configuration variables, e.g. `{ RATE_LIMIT_AUTH_MAX: '3' }`.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const config: AppConfig = {
    ...readConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_MAX: '1000', ...env }),
    sessionSecret: 'test-session-secret-0123456789abcdef',
    webDistDir: '/nonexistent-web-build',
  };
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
