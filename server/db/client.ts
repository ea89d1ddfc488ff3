import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { repoRoot } from '../lib/paths.js';
import { createFairQueue } from './fair-queue.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The Drizzle database, on either driver. Services take it (or a transaction) explicitly. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; accepted wherever a `Db` is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs the committed SQL migrations (idempotent; serialized by an advisory lock on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** node-postgres pool when on a server (used for LISTEN/NOTIFY later); undefined when embedded. */
  pool?: pg.Pool;
  /**
   * Told of each connection of the pool that breaks (the server restarted, a backend was terminated),
   * whether idle or in use; the pool drops it and opens another when next needed. The app points it at
   * its logger; by default one line on stderr. PostgreSQL only: the embedded database has no connection.
   */
  onConnectionError?: (error: Error) => void;
  pglite?: PGlite;
}

export const migrationsFolder = path.join(repoRoot, 'server/db/migrations');
const MIGRATION_LOCK_KEY = 482_901_337;

// Money and counts: keep numeric as strings (converted to cents in lib/money.ts), bigint counts as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * How long a query waits for a connection (ms) before failing with pg-pool's "timeout exceeded when
 * trying to connect", which the error handler answers 503 DATABASE_UNAVAILABLE: without it a request
 * would hang for as long as an unreachable server does not answer.
 */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * Opens PostgreSQL through `pg` (pool of `poolSize`, default 10). A broken connection never ends the
 * process: node-postgres emits it as an 'error' event (on the pool for an idle connection, on the
 * client for one in use), which without a listener would be thrown; both are sent to
 * `onConnectionError` instead, and the next query opens a new connection.
 * @param url postgres:// connection string
 */
export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const report = (error: Error) => {
    if (database.onConnectionError) database.onConnectionError(error);
    else console.error(`[storyloom] database connection lost: ${error.message}`);
  };
  // pg-pool listens on idle clients only; a client checked out (a transaction, the migration lock)
  // whose backend is terminated would emit an unheard 'error'. Each client reports its own.
  pool.on('connect', (client) => client.on('error', report));
  pool.on('error', () => {}); // an idle client's error, already reported by the client's listener
  const database: Database = {
    db,
    driver: 'postgres',
    pool,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return database;
}

/**
 * Makes PGlite's entry points (`query`, `exec`, `transaction`) wait their turn in a fair queue, one
 * per event-loop turn, so connections are accepted and requests read between queries (see
 * `createFairQueue`). Queries inside a transaction use the transaction's own handle and do not queue.
 */
function takeTurns(pglite: PGlite): void {
  const run = createFairQueue();
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = ((...args: Parameters<typeof query>) => run(() => query(...args))) as typeof query;
  pglite.exec = (...args: Parameters<typeof exec>) => run(() => exec(...args));
  pglite.transaction = ((...args: Parameters<typeof transaction>) =>
    run(() => transaction(...args))) as typeof transaction;
}

/**
 * Opens an embedded PGlite database in `dataDir` (created when missing), or in memory for
 * `dataDir === undefined`, or from a dumped data dir (`loadDataDir`, used by tests).
 * The caller owns the directory lock (server/db/data-dir-lock.ts): PGlite takes none itself.
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob | File): Promise<Database> {
  const pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  takeTurns(pglite);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite,
    async migrate() {
      await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder });
    },
    close: () => pglite.close(),
  };
}
