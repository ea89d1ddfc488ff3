import { sql } from 'drizzle-orm';
import type { App } from '../app.js';
import { buildApp } from '../app.js';
import { type AppConfig, readConfig } from '../config.js';
import { type Database, type Db, openPostgres } from '../db/client.js';
import { JOB_SCHEMA } from '../plugins/jobs.js';
import { openTestDatabase } from './test-database.js';

export interface TestContext {
  app: App;
  db: Db;
  database: Database;
  close(): Promise<void>;
}

/**
 * Builds the real app on a real test database (no web build, silent logs). `env` overrides
 * configuration variables, e.g. `{ RATE_LIMIT_AUTH_MAX: '3' }`. Jobs are queued but not run unless a
 * test asks for workers (`{ JOB_WORKERS: 'true' }`): most tests need no background work, and on the
 * shared PostgreSQL database a worker of one test run must not take another run's jobs.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  if (database.pool) {
    // The job tables outlive the truncation of ours: a waiting job would name a round id now reused.
    await database.db.execute(
      sql.raw(
        `DO $$ BEGIN IF to_regclass('${JOB_SCHEMA}.job') IS NOT NULL THEN DELETE FROM ${JOB_SCHEMA}.job; END IF; END $$`,
      ),
    );
  }
  const app = await startApp(database, env);
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

/**
 * A second instance of the app on the database of `t` (two servers, one database): on PostgreSQL with
 * a pool of its own, on PGlite sharing the one embedded database. `close()` closes what it opened.
 */
export async function createTestInstance(
  t: Pick<TestContext, 'database'>,
  env: Record<string, string> = {},
): Promise<{ app: App; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const database = url ? openPostgres(url, 5) : t.database;
  const app = await startApp(database, env);
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

async function startApp(database: Database, env: Record<string, string>): Promise<App> {
  const config: AppConfig = {
    ...readConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_MAX: '1000', JOB_WORKERS: 'false', ...env }),
    sessionSecret: 'test-session-secret-0123456789abcdef',
    webDistDir: '/nonexistent-web-build',
  };
  const app = await buildApp(config, database);
  await app.ready();
  return app;
}
