import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dir: string) => path.join(dir, 'storyloom.lock');
const holderPid = (dir: string) => fs.readFileSync(lockFile(dir), 'utf8').trim().split(' ')[0];

/** A separate Node process that takes the lock on `dir` and keeps running; resolves once it holds it. */
async function startHolder(dir: string): Promise<ChildProcess> {
  const code = `import(${JSON.stringify(path.resolve(import.meta.dirname, 'data-dir-lock.ts'))})
    .then((m) => m.lockDataDir(${JSON.stringify(dir)})).then(() => { console.log('locked'); setInterval(() => {}, 1000); });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe('the embedded data directory lock', () => {
  it('refuses a directory held by a live process, names its pid and says to retry', async () => {
    const dir = tempDir();
    const holder = await startHolder(dir);
    let waitedFor: number | undefined;
    await expect(lockDataDir(dir, { waitMs: 300, onWait: (pid) => (waitedFor = pid) })).rejects.toThrow(
      new RegExp(
        `in use by another Storyloom process \\(pid ${holder.pid}\\)\\. If you have just stopped it, retry`,
      ),
    );
    expect(waitedFor).toBe(holder.pid);
  });

  it('takes the lock over as soon as a holder killed with SIGKILL is gone, even before it is reaped', async () => {
    const dir = tempDir();
    const holder = await startHolder(dir);
    holder.kill('SIGKILL'); // no waiting for its exit event: it may still exist as a zombie
    const release = await lockDataDir(dir, { waitMs: 30_000 });
    expect(holderPid(dir)).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock left by a dead process, or by a pid now used by another process', async () => {
    const dir = tempDir();
    const dead = spawn('true');
    await new Promise((resolve) => dead.once('exit', resolve));
    fs.writeFileSync(lockFile(dir), `${dead.pid}\n`);
    (await lockDataDir(dir))();
    // The pid of a live process (this test's parent) with a start time that is not its own: reused.
    fs.writeFileSync(lockFile(dir), `${process.ppid} 1\n`);
    const release = await lockDataDir(dir, { waitMs: 0 });
    expect(holderPid(dir)).toBe(String(process.pid));
    release();
  });
});
