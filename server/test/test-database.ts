import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client.js';

/**
 * A real, freshly migrated database for one test file: a PGlite copy of the migrated template, or
 * (DATABASE_URL set) the PostgreSQL server with every table emptied.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = openPostgres(url, 5);
    const { rows } = await database.pool!.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
    );
    if (rows.length > 0) {
      const tables = rows.map((r) => `"public"."${r.tablename}"`).join(', ');
      await database.db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
    }
    return database;
  }
  const dump = fs.readFileSync(inject('pgliteDump'));
  return openPglite(undefined, new Blob([dump], { type: 'application/x-gzip' }));
}
