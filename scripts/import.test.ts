import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../server/db/client.js';
import { lockDataDir } from '../server/db/data-dir-lock.js';
import { chapters, stories, users } from '../server/db/schema.js';
import { CORPUS_DIR } from '../server/modules/import/test-corpus.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run import -- …` as a user would (through tsx), on an embedded database in `dataDir`. */
function importCli(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return run(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/import.ts', ...args],
    {
      cwd: root,
      env,
    },
  );
}

describe('npm run import', () => {
  it('imports a book under an existing author, published on request', async () => {
    const setup = await openPglite(dataDir);
    await setup.migrate();
    await setup.db.insert(users).values({ email: 'cli@example.test', password: 'x', username: 'cli-author' });
    await setup.close();

    const book = path.join(CORPUS_DIR, 'books/a-christmas-carol.txt');
    const { stdout } = await importCli([book, '--author', 'cli-author', '--publish', '--genre', 'Drama']);
    expect(stdout).toMatch(/Imported ".*Christmas Carol.*" \(story \d+\): 5 chapters, published/);

    const missing = await importCli([book, '--author', 'nobody']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(missing).toMatchObject({ code: 1 });
    expect((missing as { stderr: string }).stderr).toContain('No user named "nobody"');

    const check = await openPglite(dataDir);
    const [story] = await check.db.select().from(stories);
    expect(story).toMatchObject({ genre: 'Drama', isPublished: true });
    const rows = await check.db.select().from(chapters).where(eq(chapters.storyId, story!.id));
    expect(rows.map((r) => r.orderIndex)).toEqual([1, 2, 3, 4, 5]);
    await check.close();
  }, 120_000);

  it('says what to do, without a stack trace, while a server holds the data directory', async () => {
    const release = await lockDataDir(dataDir); // as a running server would
    try {
      const book = path.join(CORPUS_DIR, 'books/a-christmas-carol.txt');
      const busy = (await importCli([book, '--author', 'cli-author']).catch((error) => error)) as {
        code: number;
        stderr: string;
      };
      expect(busy.code).toBe(3);
      expect(busy.stderr).toContain(
        `Storyloom is running on this data directory (${path.resolve(dataDir)}, pid ${process.pid}). ` +
          'Stop it and run the import again, or import through the app: Library -> Import.',
      );
      expect(busy.stderr).not.toMatch(/\n\s+at /); // no stack frames
      expect(busy.stderr.trim().split('\n')).toHaveLength(1);
    } finally {
      release();
    }
  }, 60_000);
});
