/**
 * Adds to package-lock.json the optional, other-platform binaries (Biome, Tailwind's oxide, Rollup)
 * that `npm install` left out because the registry this machine reaches does not carry them, so that
 * `npm ci` on a fresh clone finds the lock file in sync. Each entry names the
 * version its parent pins and the os/cpu/libc it is for (from the registry when it has the package,
 * else read from the package's name), so npm skips it on other platforms.
 *   node scripts/complete-lockfile.mjs package-lock.json    (after any `npm install` that changed the lock)
 */

import { execSync } from 'node:child_process';
import fs from 'node:fs';

const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pk = lock.packages;
let added = 0;
const osOf = (n) =>
  ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'openharmony', 'sunos', 'aix'].find((o) =>
    n.includes(`-${o}`),
  );
const cpuOf = (n) =>
  ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'arm'].find((c) =>
    new RegExp(`-${c}(-|$)`).test(n),
  );
for (const [loc, meta] of Object.entries(pk)) {
  for (const [dep, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = loc === '' ? 'node_modules' : `${loc}/node_modules`;
    // resolution: nearest node_modules up the tree
    let found = false;
    let dir = loc;
    while (true) {
      const cand = (dir ? `${dir}/node_modules/` : 'node_modules/') + dep;
      if (pk[cand]) {
        found = true;
        break;
      }
      if (!dir) break;
      const i = dir.lastIndexOf('/node_modules/');
      dir = i < 0 ? '' : dir.slice(0, i);
    }
    if (found) continue;
    const target = `node_modules/${dep}`;
    const where = pk[target] ? `${base}/${dep}` : target;
    let info = {};
    try {
      info = JSON.parse(
        execSync(`npm view ${dep}@${spec} os cpu libc --json 2>/dev/null`, { encoding: 'utf8' }) || '{}',
      );
    } catch {}
    const entry = { version: spec.replace(/^[\^~=]/, ''), optional: true };
    const os = info.os ?? (osOf(dep) ? [osOf(dep)] : undefined);
    const cpu = info.cpu ?? (cpuOf(dep) ? [cpuOf(dep)] : undefined);
    if (cpu) entry.cpu = cpu;
    if (os) entry.os = os;
    const libc = info.libc ?? (/musl/.test(dep) ? ['musl'] : /-gnu/.test(dep) ? ['glibc'] : undefined);
    if (libc && (entry.os ?? []).includes('linux')) entry.libc = libc;
    pk[where] = entry;
    added++;
    console.log('added', where, JSON.stringify(entry));
  }
}
// npm's own order (localeCompare in English), so that a later `npm install` does not reorder the file.
const sorted = {};
for (const k of Object.keys(pk).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))))
  sorted[k] = pk[k];
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log('added', added);
