import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as appSchema from '../../db/schema.js';
import { chapters } from '../../db/schema.js';
import * as storedSchema from '../../db/schema-stored.js';
import { chapterTexts } from '../../db/schema-text.js';
import { repoRoot } from '../../lib/paths.js';
import { buildStory, buildUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/*
 * ADR 0014: chapter text is behind a boundary a module cannot cross by accident. The `chapters` table
 * every module imports has no `content` column; the text-bearing tables (schema-text.ts) and the access
 * module's unchecked text readers may be imported only where biome.json's overrides allow. These tests
 * check both halves: the schema objects, and that the lint rule fires (on probe files laid out like the
 * repository, linted with the repository's own overrides).
 */

const BIOME = path.join(repoRoot, 'node_modules/.bin/biome');
const TEXT_TABLES = ['chapters', 'chapter_passages', 'chapter_summaries'];

/** The tables a schema module exports, as [export name, table name, column names]. */
function tablesOf(module: Record<string, unknown>): [string, string, string[]][] {
  return Object.entries(module)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, table]) => [
      name,
      getTableName(table as PgTable),
      Object.values(getTableColumns(table as PgTable)).map((c) => c.name),
    ]);
}

describe('the schema objects', () => {
  it("the app's chapters table has every stored column but the text", () => {
    const stored = Object.keys(getTableColumns(chapterTexts));
    expect(Object.keys(getTableColumns(chapters))).toEqual(stored.filter((name) => name !== 'content'));
  });

  it("the app's barrel holds no text: no content column on chapters, no passages or summaries", () => {
    const textTables = tablesOf(appSchema).filter(
      ([, table, columns]) =>
        TEXT_TABLES.includes(table) && (table !== 'chapters' || columns.includes('content')),
    );
    expect(textTables).toEqual([]);
  });

  it("drizzle-kit's schema has each table once, chapters with its text", () => {
    const tables = tablesOf(storedSchema);
    const names = tables.map(([, table]) => table);
    expect(names.length).toBe(new Set(names).size);
    expect(storedSchema.chapters).toBe(chapterTexts);
    for (const table of ['chapter_passages', 'chapter_summaries']) expect(names).toContain(table);
    // Every table of the app's barrel is stored too.
    for (const [, table] of tablesOf(appSchema)) expect(names).toContain(table);
  });
});

describe('queries through the app schema return no text', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a whole-row select, a relational query and a join all come back without content', async () => {
    const story = await buildStory(t.db, await buildUser(t.db), {}, 2);
    const rows = [
      ...(await t.db.select().from(chapters)),
      ...(await t.db.query.chapters.findMany()),
      ...(await t.db.select({ c: chapters }).from(chapters)).map((row) => row.c),
    ];
    expect(rows.some((row) => row.storyId === story.id)).toBe(true);
    for (const row of rows) expect(row).not.toHaveProperty('content');
  });
});

interface Diagnostic {
  category: string;
  location: { path: string };
}

/** Lints `files` (path -> source) laid out in a scratch copy of the repository with its biome overrides. */
function restrictedImports(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'storyloom-boundary-'));
  try {
    const { overrides } = JSON.parse(readFileSync(path.join(repoRoot, 'biome.json'), 'utf8'));
    const config = { linter: { enabled: true, rules: { recommended: false } }, overrides };
    writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), source);
    }
    const run = spawnSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=200', '.'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
    return report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => d.location.path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const IMPORT_TEXT =
  "import { chapterTexts } from '../../db/schema-text.js';\n\nexport const t = chapterTexts;\n";

describe('the lint rule on imports', () => {
  it('fires on every way a module outside the allow-list could name the text', () => {
    const forbidden: Record<string, string> = {
      'server/modules/stories/named.ts': IMPORT_TEXT,
      'server/modules/notifications/aliased.ts':
        "import { chapterTexts as c } from '../../db/schema-text.js';\n\nexport const t = c;\n",
      'server/modules/public/namespace.ts':
        "import * as text from '../../db/schema-text.js';\n\nexport const t = text;\n",
      'server/modules/chat/type-only.ts':
        "import type { chapterTexts } from '../../db/schema-text.js';\n\nexport type T = typeof chapterTexts;\n",
      'server/modules/export/dynamic.ts': "export const t = await import('../../db/schema-text.js');\n",
      'server/modules/reading/re-exported.ts': "export { chapterTexts } from '../access/some-file.js';\n",
      'server/modules/companion/passages.ts':
        "import { chapterPassages } from '../../db/schema-text.js';\n\nexport const t = chapterPassages;\n",
      'server/modules/proposals/system.ts':
        "import { systemStoryChapters } from '../access/readable-chapters.query.js';\n\nexport const t = systemStoryChapters;\n",
      'server/modules/stories/own.ts':
        "import { ownChapterTexts } from '../access/own-chapters.query.js';\n\nexport const t = ownChapterTexts;\n",
      'server/modules/ai/briefs.ts': IMPORT_TEXT,
      'server/modules/chapters/chapter-writes.ts':
        "import { chapterPassages } from '../../db/schema-text.js';\n\nexport const t = chapterPassages;\n",
      'server/db/seed/seed.ts':
        "import { chapterTexts } from '../schema-text.js';\n\nexport const t = chapterTexts;\n",
      'scripts/import.ts':
        "import { chapterTexts } from '../server/db/schema-text.js';\n\nexport const t = chapterTexts;\n",
    };
    expect(new Set(restrictedImports(forbidden))).toEqual(new Set(Object.keys(forbidden)));
  });

  it('lets the access module, the two write paths, the named readers and tests import what they need', () => {
    const allowed: Record<string, string> = {
      'server/modules/access/reader.ts': IMPORT_TEXT,
      'server/modules/chapters/append-chapter.ts': IMPORT_TEXT,
      'server/modules/chapters/chapter-writes.ts': IMPORT_TEXT,
      'server/modules/ai/briefs.ts':
        "import { systemStoryChapters } from '../access/readable-chapters.query.js';\n\nexport const t = systemStoryChapters;\n",
      'server/modules/account/export.service.ts':
        "import { ownChapterTexts } from '../access/own-chapters.query.js';\n\nexport const t = ownChapterTexts;\n",
      'server/modules/stories/stories.test.ts': IMPORT_TEXT,
      'server/db/schema-stored.ts': "export { chapterTexts as chapters } from './schema-text.js';\n",
    };
    expect(restrictedImports(allowed)).toEqual([]);
  });

  it('the repository itself passes it', () => {
    const run = spawnSync(
      BIOME,
      ['lint', '--only=style/noRestrictedImports', '--reporter=json', '--max-diagnostics=200', '.'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
      },
    );
    const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
    expect(report.diagnostics.map((d) => `${d.location.path}: ${d.category}`)).toEqual([]);
  });
});
