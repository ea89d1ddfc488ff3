/**
 * Imports a manuscript (.txt, .md, .docx, .epub) as a story of an existing user:
 *   npm run import -- FILE --author USERNAME [--publish] [--genre GENRE] [--title TITLE]
 * Uses the configured database (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first,
 * the embedded database is locked by one process at a time: while it runs, this script says so and
 * exits with code 3, or import through the app, Library -> Import).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { GENRES, ZGenre } from '../contract/stories.js';
import { readConfig } from '../server/config.js';
import { type Database, openPglite, openPostgres } from '../server/db/client.js';
import { DataDirInUseError, lockDataDir } from '../server/db/data-dir-lock.js';
import { users } from '../server/db/schema.js';
import { AppError } from '../server/lib/errors.js';
import { createImportPool } from '../server/modules/import/import-pool.js';
import { createStoryFromManuscript } from '../server/modules/import/import-story.js';

async function run(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      author: { type: 'string' },
      publish: { type: 'boolean', default: false },
      genre: { type: 'string', default: 'Literary Fiction' },
      title: { type: 'string' },
    },
  });
  const file = positionals[0];
  if (!file || !values.author) {
    console.error(
      'Usage: npm run import -- FILE --author USERNAME [--publish] [--genre GENRE] [--title TITLE]',
    );
    return 2;
  }
  const genre = ZGenre.safeParse(values.genre);
  if (!genre.success) {
    console.error(`Unknown genre "${values.genre}". Choose one of: ${GENRES.join(', ')}.`);
    return 2;
  }
  const config = readConfig();
  let database: Database;
  if (config.databaseUrl) database = openPostgres(config.databaseUrl, 2);
  else {
    try {
      // A short wait: a server that is stopping lets go within a second; a running one never does.
      await lockDataDir(config.dataDir, { waitMs: 1_500 });
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      console.error(
        `Storyloom is running on this data directory (${error.dataDir}, pid ${error.pid}). ` +
          'Stop it and run the import again, or import through the app: Library -> Import.',
      );
      return 3;
    }
    database = await openPglite(config.dataDir);
  }
  // Parsed in a worker thread with the server's memory and time limits: a hostile file gets a clear
  // error instead of exhausting the process that holds the database.
  const parser = createImportPool();
  try {
    await database.migrate();
    const [author] = await database.db.select().from(users).where(eq(users.username, values.author));
    if (!author) {
      console.error(`No user named "${values.author}".`);
      return 1;
    }
    const manuscript = await parser.parse({
      fileName: path.basename(file),
      bytes: new Uint8Array(fs.readFileSync(file)),
    });
    const story = await createStoryFromManuscript(
      database.db,
      { id: author.id, username: author.username },
      manuscript,
      {
        genre: genre.data,
        isPublished: values.publish,
        title: values.title,
        fallbackTitle: path.basename(file).replace(/\.\w+$/, ''),
      },
    );
    console.log(
      `Imported "${story.title}" (story ${story.id}): ${manuscript.chapters.length} chapters, ` +
        `${values.publish ? 'published' : 'saved as a draft'}.`,
    );
    for (const note of manuscript.notes) console.log(`Note: ${note}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`Import failed (${error.code}): ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await parser.close();
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
