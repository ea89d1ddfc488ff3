import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.js';
import { installJobQueue, JOB_SCHEMA } from '../plugins/jobs.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a gzipped dump of a freshly migrated PGlite data dir (embedded mode). */
    pgliteDump: string;
  }
}

/**
 * Prepares the test database once per run. Embedded (default): migrates one PGlite, installs the job
 * queue's tables, and dumps it, so each test file loads a copy instead of migrating (STACK-NOTES trap
 * 12). With DATABASE_URL: drops and recreates the schemas (ours and the job queue's) so each run starts
 * fresh, then migrates them; files then run one at a time.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = openPostgres(url, 2);
    await database.pool!.query(
      `DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE;`,
    );
    await database.pool!.query('CREATE SCHEMA public');
    await database.migrate();
    await installJobQueue(database);
    await database.close();
    project.provide('pgliteDump', '');
    return;
  }
  const database = await openPglite();
  await database.migrate();
  await installJobQueue(database);
  const dump = await database.pglite!.dumpDataDir('gzip');
  const file = path.join(os.tmpdir(), `storyloom-test-db-${process.pid}.tar.gz`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  return () => fs.rmSync(file, { force: true });
}
