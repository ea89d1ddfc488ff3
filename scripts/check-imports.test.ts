import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImports, describeProblems } from './check-imports.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-imports-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Writes `files` (path relative to a new folder -> source) and returns the folder. */
function tree(name: string, files: Record<string, string>): string {
  const dir = path.join(scratch, name);
  // The project's module resolution: `./b.js` names b.ts, as in the real tree.
  const tsconfig = { compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true } };
  for (const [file, source] of Object.entries({ ...files, 'tsconfig.json': JSON.stringify(tsconfig) })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

/** Runs `npm run check:imports` as CI does, on `dir`; resolves to its exit code and output. */
async function runCheck(dir: string) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-imports.ts', dir],
      { cwd: root },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run check:imports', () => {
  it('fails on a cycle of type-only imports, a feature-folder cycle and imports across server/ and web/', async () => {
    const dir = tree('broken', {
      // A file cycle whose one edge is a type import (gone from the emitted JavaScript, still a cycle).
      'server/lib/a.ts': "import type { B } from './b.js';\nexport type A = { b?: B };\n",
      'server/lib/b.ts': "import { type A } from './a.js';\nexport type B = { a?: A };\n",
      // Two feature folders that import each other through different files.
      'server/modules/stories/card.ts':
        "import { chapterLabel } from '../chapters/label.js';\nexport const card = chapterLabel;\n",
      'server/modules/chapters/label.ts': 'export const chapterLabel = 1;\n',
      'server/modules/chapters/list.ts':
        "import { storyTitle } from '../stories/title.js';\nexport const list = storyTitle;\n",
      'server/modules/stories/title.ts': 'export const storyTitle = 2;\n',
      // The server reaching into the web app, the web app into the server, contract/ into either.
      'server/modules/export/book.ts':
        "import { pages } from '../../../web/lib/pages.js';\nexport const book = pages;\n",
      'web/lib/pages.ts': 'export const pages = 3;\n',
      'web/lib/money.ts': "import { fee } from '../../server/lib/fee.js';\nexport const money = fee;\n",
      'server/lib/fee.ts': 'export const fee = 4;\n',
      'contract/stories.ts': "import type { A } from '../server/lib/a.js';\nexport type Story = A;\n",
    });

    const report = await checkImports(dir);
    expect(report.fileCycles).toEqual([['server/lib/a.ts', 'server/lib/b.ts']]);
    expect(report.folderCycles).toEqual([['server/modules/chapters', 'server/modules/stories']]);
    expect(report.folderCycleImports).toEqual([
      [
        { from: 'server/modules/chapters/list.ts', to: 'server/modules/stories/title.ts' },
        { from: 'server/modules/stories/card.ts', to: 'server/modules/chapters/label.ts' },
      ],
    ]);
    expect(report.forbidden).toEqual(
      expect.arrayContaining([
        { from: 'server/modules/export/book.ts', to: 'web/lib/pages.ts' },
        { from: 'web/lib/money.ts', to: 'server/lib/fee.ts' },
        { from: 'contract/stories.ts', to: 'server/lib/a.ts' },
      ]),
    );
    expect(report.forbidden).toHaveLength(3);

    const { code, output } = await runCheck(dir);
    expect(code).toBe(1);
    for (const problem of describeProblems(report)) expect(output).toContain(problem);
  });

  it('passes a tree that keeps the rules: shared code in contract/, one-way folder imports', async () => {
    const dir = tree('clean', {
      'contract/paragraphs.ts': 'export const split = (text: string) => text.split("\\n\\n");\n',
      'server/modules/export/book.ts':
        "import { split } from '../../../contract/paragraphs.js';\nexport const book = split;\n",
      'web/lib/pages.ts': "import { split } from '../../contract/paragraphs';\nexport const pages = split;\n",
      'server/modules/stories/card.ts':
        "import type { Label } from '../chapters/label.js';\nexport type Card = Label;\n",
      'server/modules/chapters/label.ts': 'export type Label = string;\n',
    });
    const report = await checkImports(dir);
    expect(describeProblems(report)).toEqual([]);
    expect(report.fileCount).toBe(5);
    expect((await runCheck(dir)).code).toBe(0);
  });

  it('passes on this repository', async () => {
    const report = await checkImports(root);
    expect(report.fileCount).toBeGreaterThan(500);
    expect(describeProblems(report)).toEqual([]);
  });
});
