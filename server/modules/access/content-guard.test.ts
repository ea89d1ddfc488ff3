import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue "Money" §0: chapter text is read in ONE module, so no path can forget the access policy.
 * This test scans the server's source for every way Drizzle or raw SQL can select `chapters.content`
 * and fails when one appears outside the allow-list below.
 */

const SERVER = path.resolve(import.meta.dirname, '../..');

/** Files allowed to select or return chapter text, and why. */
const ALLOWED: Record<string, string> = {
  'modules/access/readable-chapters.query.ts': 'THE readable-chapters module: applies decideChapterAccess',
  'modules/chapters/append-chapter.ts': "returns the chapter just inserted (the writer's own text)",
  'modules/chapters/chapter-writes.ts': "returns the chapter the author just saved (the author's own text)",
  'modules/access/reached-text.query.ts':
    "the reader's companion (issue 14): only the text reachOf allows, and chapter passages and summaries",
  'db/schema-companion.ts':
    'declares the chapter passages and summaries tables (chapter text, cut or summarised)',
  'modules/account/export.service.ts':
    "the user's data export: chapters of the user's own stories and chapters the user wrote (their own text)",
};

/** Ways to get `chapters.content` out of the database, each with a name for the failure message. */
const PATTERNS: [string, RegExp | ((code: string) => boolean)][] = [
  ['column chapters.content', /\bchapters\s*\.\s*content\b/],
  ['whole-row select from chapters', /\.select\(\s*\)\s*\.from\(\s*chapters\s*\)/],
  ['getTableColumns(chapters)', /getTableColumns\(\s*chapters\s*\)/],
  ['whole chapters row nested in a select', /[{,]\s*\w+\s*:\s*chapters\s*[,}]/],
  ['returning() of a chapters write', /\.(?:insert|update|delete)\(\s*chapters\s*\)[^;]*?\.returning\(\s*\)/],
  ['relational query on chapters', /\.query\s*\.\s*chapters\b/],
  // A renamed table would slip past the patterns above: the table keeps its name everywhere.
  ['chapters table imported under another name', /\bchapters\s+as\s+\w+/],
  ['aliased chapters table', /\balias\(\s*chapters\b/],
  [
    'raw SQL over chapters naming content',
    (code) =>
      (code.match(/`[^`]*`/g) ?? []).some((t) => /\$\{\s*chapters\s*\}/.test(t) && /\bcontent\b/.test(t)),
  ],
  ['raw SQL naming the content column', /\bchapters"?\s*\.\s*"?content"?/],
  // Passages and summaries (issue 14) are chapter text too, cut up or summarised.
  ['chapter passages or summaries', /\bchapter(Passages|Summaries)\b|\bchapter_(passages|summaries)\b/],
];

/** Source without comments (a doc comment may name the column), strings kept. */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The names of the patterns `source` matches. */
function findContentSelects(source: string): string[] {
  const code = stripComments(source);
  return PATTERNS.filter(([, p]) => (typeof p === 'function' ? p(code) : p.test(code))).map(([name]) => name);
}

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['migrations', 'test'].includes(entry.name) ? [] : serverSources(full);
    // Tests and their helpers (test-*.ts) are not served; they may read what they check.
    const isTest = /\.test\.ts$/.test(entry.name) || entry.name.startsWith('test-');
    return /\.(ts|mts|js|mjs)$/.test(entry.name) && !isTest ? [full] : [];
  });
}

describe('chapter text is selected only by the readable-chapters module', () => {
  it('finds no chapter-content select outside the allow-list', () => {
    const offenders = serverSources(SERVER).flatMap((file) => {
      const relative = path.relative(SERVER, file).split(path.sep).join('/');
      if (ALLOWED[relative]) return [];
      const found = findContentSelects(readFileSync(file, 'utf8'));
      return found.length ? [`${relative}: ${found.join(', ')}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('the allow-listed files exist and do select chapter text (the scan sees what it guards)', () => {
    for (const file of Object.keys(ALLOWED)) {
      expect(findContentSelects(readFileSync(path.join(SERVER, file), 'utf8')), file).not.toEqual([]);
    }
  });

  it.each([
    ['db.select({ text: chapters.content }).from(chapters)', 'column chapters.content'],
    ['db.select().from(chapters).where(eq(chapters.id, 1))', 'whole-row select from chapters'],
    ['db\n  .select()\n  .from(chapters)', 'whole-row select from chapters'],
    ['db.select(getTableColumns(chapters))', 'getTableColumns(chapters)'],
    ['db.select({ chapter: chapters, story: stories })', 'whole chapters row nested in a select'],
    ['db.update(chapters).set({ title }).where(x).returning()', 'returning() of a chapters write'],
    ['db.query.chapters.findMany()', 'relational query on chapters'],
    ["import { chapters as ch } from '../../db/schema.js'", 'chapters table imported under another name'],
    ["const c2 = alias(chapters, 'c2')", 'aliased chapters table'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template literal, on purpose
    ['sql`SELECT c.content FROM ${chapters} c`', 'raw SQL over chapters naming content'],
    ['sql.raw(\'SELECT "chapters"."content" FROM chapters\')', 'raw SQL naming the content column'],
    ['db.select().from(chapterPassages)', 'chapter passages or summaries'],
    ['sql`SELECT body FROM chapter_passages`', 'chapter passages or summaries'],
    ['db.select().from(chapterSummaries)', 'chapter passages or summaries'],
  ])('catches %s', (source, name) => {
    expect(findContentSelects(source)).toContain(name);
  });

  it('lets metadata selects, other tables and comments pass', () => {
    expect(
      findContentSelects(`
        // chapters.content is never read here
        db.select({ id: chapters.id, title: chapters.title }).from(chapters);
        db.select().from(stories);
        db.select({ content: branchProposals.content }).from(branchProposals);
        db.insert(chapters).values(rows);
      `),
    ).toEqual([]);
  });
});
