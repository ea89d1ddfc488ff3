import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/**
 * Runs raw SQL and returns its rows as `T[]`. node-postgres and PGlite both answer `db.execute` with
 * `{ rows }`, but Drizzle's type for the union of the two drivers does not say so; this is the one
 * place that reads it. Column names are as the SQL writes them (alias with `AS "camelCase"`).
 */
export async function executeRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
