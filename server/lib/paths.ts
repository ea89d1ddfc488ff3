import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository's root: the nearest folder above this file that holds `package.json`. The server runs
 * both from its TypeScript sources (`tsx`, tests) and built to `dist/server/` (`npm start`), so paths to
 * files outside the code (migrations, the web build, the corpus) start here, not at this file's folder.
 */
export const repoRoot: string = findRoot(import.meta.dirname);

function findRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}
