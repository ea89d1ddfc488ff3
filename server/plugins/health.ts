import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Readiness, ZLiveness, ZReadiness } from '../../contract/health.js';
import { type Db, migrationsFolder } from '../db/client.js';
import { executeRows } from '../db/execute-rows.js';
import { isDatabaseUnavailable, pgError } from '../lib/pg-errors.js';
import { DATABASE_RETRY_AFTER_SECONDS } from './error-handler.js';

/** Liveness: answered while the process runs, whatever the database does. */
export const HEALTHZ_URL = '/healthz';
/** Readiness: 200 only while the database answers and is migrated; load balancers route by it. */
export const READYZ_URL = '/readyz';
/** Longest the readiness query may take (ms) before the database counts as unreachable. */
export const READINESS_TIMEOUT_MS = 3000;

/** `when` (ms since the epoch) of the newest migration this build ships, from drizzle-kit's journal. */
export function latestMigrationMillis(folder = migrationsFolder): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Asks the database for the newest migration it has applied (drizzle's `drizzle.__drizzle_migrations`,
 * whose `created_at` is the journal's `when`) and compares it with `latestMillis`. Never throws: a
 * lost connection or no answer within `timeoutMs` is `database: unreachable`; a database without the
 * migrations table is reachable but `pending`.
 */
export async function checkReadiness(
  db: Db,
  latestMillis: number,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), timeoutMs);
  });
  const query = executeRows<{ latest: string | number | null }>(
    db,
    sql`SELECT max(created_at) AS latest FROM drizzle.__drizzle_migrations`,
  );
  query.catch(() => {}); // when the timeout wins, the query's own failure has no one to hear it
  try {
    const [row] = await Promise.race([query, timeout]);
    const isMigrated = Number(row?.latest ?? 0) >= latestMillis;
    return {
      status: isMigrated ? 'ready' : 'not_ready',
      checks: { database: 'ok', migrations: isMigrated ? 'done' : 'pending' },
    };
  } catch (error) {
    // 42P01 undefined_table, 3F000 invalid_schema_name: reachable, never migrated.
    const code = pgError(error)?.code;
    if (!isDatabaseUnavailable(error) && (code === '42P01' || code === '3F000')) {
      return { status: 'not_ready', checks: { database: 'ok', migrations: 'pending' } };
    }
    return { status: 'not_ready', checks: { database: 'unreachable', migrations: 'unknown' } };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz and GET /readyz for load balancers and orchestrators (the Kubernetes probe
 * convention): public, no session lookup, no rate limit, in the OpenAPI document. Also sends the
 * database pool's lost connections to the app's log.
 */
export const healthPlugin = fp(async (app: FastifyInstance) => {
  const { database } = app;
  const latestMillis = latestMigrationMillis();
  if (database.driver === 'postgres') {
    const previous = database.onConnectionError;
    database.onConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost');
    app.addHook('onClose', async () => {
      database.onConnectionError = previous;
    });
  }

  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Like built files (web-app.ts), probes skip the session lookup: they must answer while the
  // database, where sessions live, does not.
  const config = { public: true, staticFile: true };
  routes.get(
    HEALTHZ_URL,
    { config, schema: { response: { 200: ZLiveness.meta({ description: 'The process is up' }) } } },
    async () => ({ status: 'ok' as const }),
  );
  routes.get(
    READYZ_URL,
    {
      config,
      schema: {
        response: {
          200: ZReadiness.meta({ description: 'Ready: the database answers and is migrated' }),
          503: ZReadiness.meta({ description: 'Not ready: the database is unreachable or not migrated' }),
        },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.db, latestMillis);
      if (readiness.status === 'ready') return readiness;
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(readiness);
    },
  );
});
