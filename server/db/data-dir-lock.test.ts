import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded data directory lock', () => {
  it('refuses a directory held by a live process and names its pid', async () => {
    const dir = tempDir();
    const holder = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dir, 'storyloom.lock'), `${holder.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`in use by another Storyloom process \\(pid ${holder.pid}\\)`),
      );
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a dead process and releases its own', async () => {
    const dir = tempDir();
    const dead = spawn('true');
    await new Promise((resolve) => dead.once('exit', resolve));
    fs.writeFileSync(path.join(dir, 'storyloom.lock'), `${dead.pid}\n`);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'storyloom.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'storyloom.lock'))).toBe(false);
  });
});
