/**
 * Captures the SQL Storyloom runs for each bench URL (catalogue bench): builds the app in the bench
 * process over the bench database with a Drizzle logger, injects each signed-in request once and
 * records every query's text and parameters, for the raw baseline (`bench/raw-pg-server.ts`).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildApp } from '../server/app.js';
import { readConfig } from '../server/config.js';
import { type Db, openPostgres } from '../server/db/client.js';
import * as schema from '../server/db/schema.js';
import type { CapturedQuery } from './raw-pg-server.js';

/**
 * The queries of each of `urls` (GET, with `cookie`) on the PostgreSQL database `databaseUrl`.
 * @param env the environment the bench servers run with (same session secret, so the cookie works)
 */
export async function captureSql(
  databaseUrl: string,
  env: Record<string, string>,
  urls: string[],
  cookie: string,
): Promise<Record<string, CapturedQuery[]>> {
  const config = readConfig({
    ...process.env,
    ...env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    JOB_WORKERS: 'false',
  });
  const database = openPostgres(databaseUrl);
  let current: CapturedQuery[] = [];
  const logger = {
    logQuery: (sql: string, params: unknown[]) =>
      current.push({ sql, params: params.map((p) => (p instanceof Date ? p.toISOString() : p)) }),
  };
  const db = drizzle(database.pool!, { schema, logger }) as unknown as Db;
  const app = await buildApp(config, { ...database, db });
  const captured: Record<string, CapturedQuery[]> = {};
  try {
    for (const url of urls) {
      await app.inject({ url, headers: { cookie } }); // prepares the statements (first-use queries)
      const queries: CapturedQuery[] = [];
      current = queries;
      const response = await app.inject({ url, headers: { cookie } });
      current = [];
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      captured[url] = queries;
    }
  } finally {
    await app.close();
    await database.close();
  }
  return captured;
}
