import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/paths.js';

const root = repoRoot;
const sources = ['web', 'contract', 'vite.config.ts', 'package.json'];

/** The newest modification time (ms) of `target` or anything under it, `node_modules` left out; 0 when missing. */
export function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Whether the built web app in `distDir` is missing or older than any web source.
 * @returns true when `vite build` must run
 */
export function isWebBuildStale(distDir: string): boolean {
  const built = fs.statSync(path.join(distDir, 'index.html'), { throwIfNoEntry: false });
  if (!built) return true;
  return sources.some((source) => newestMtime(path.join(root, source)) > built.mtimeMs);
}

/** Runs `vite build` (vite.config.ts) when the build is missing or stale; logs what it does. */
export async function ensureWebBuild(distDir: string, log: (message: string) => void): Promise<void> {
  if (!isWebBuildStale(distDir)) return;
  log('Building the web app (first start or sources changed)...');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}
