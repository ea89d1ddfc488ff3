/**
 * `npm start`'s first step: builds what is missing or older than its sources, then exits, so the
 * server itself runs as plain `node dist/server/server/main.js`
 * (docs/reference/performance.md#production-start: no tsx or Vite in the serving process, and its memory is
 * not held by a build).
 *   - the web app (`vite build`, as `server/web-build.ts` decides), unless WEB_BUILD=off;
 *   - the server, TypeScript compiled to JavaScript by `tsc -p tsconfig.build.json` into dist/server/,
 *     plus the JavaScript worker entries (`*.mjs`) copied beside their compiled neighbours.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../server/lib/paths.js';
import { defaultWebDistDir } from '../server/plugins/web-app.js';
import { ensureWebBuild, newestMtime } from '../server/web-build.js';

const serverOut = path.join(repoRoot, 'dist/server');
const stamp = path.join(serverOut, '.built');
const serverSources = ['server', 'contract', 'tsconfig.json', 'tsconfig.build.json', 'package.json'];

/** Whether dist/server is missing or older than a server source. */
function isServerBuildStale(): boolean {
  const built = fs.statSync(stamp, { throwIfNoEntry: false });
  if (!built) return true;
  return serverSources.some((source) => newestMtime(path.join(repoRoot, source)) > built.mtimeMs);
}

/** Every `.mjs` file under `dir` (worker entries; tests left out). */
function workerEntries(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs'));
}

function buildServer(): void {
  console.log('Building the server (first start or sources changed)...');
  fs.rmSync(serverOut, { recursive: true, force: true });
  const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The server did not compile (see above). Run `npm run typecheck` for details.');
    process.exit(1);
  }
  for (const file of workerEntries(path.join(repoRoot, 'server'))) {
    fs.copyFileSync(path.join(repoRoot, 'server', file), path.join(serverOut, 'server', file));
  }
  fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

if (process.env.WEB_BUILD !== 'off') {
  await ensureWebBuild(process.env.WEB_DIST_DIR ?? defaultWebDistDir, (message) => console.log(message));
}
if (isServerBuildStale()) buildServer();
