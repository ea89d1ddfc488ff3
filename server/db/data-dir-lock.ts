import fs from 'node:fs';
import path from 'node:path';

const LOCK_NAME = 'storyloom.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the exclusive lock on an embedded data directory: PGlite takes none, and two processes
 * writing one directory lose acknowledged writes (STACK-NOTES trap 12, ADR 0001). The lock is a file
 * created with O_EXCL holding our pid; a lock whose pid is dead is stale and taken over.
 * @returns release function (also called on process exit)
 * @throws Error "DATA_DIR <dir> is in use by another Storyloom process (pid N) ..." when held by a live process
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `DATA_DIR ${path.resolve(dataDir)} is in use by another Storyloom process (pid ${holder}). ` +
            'Stop that process, or set DATA_DIR to another directory, or use DATABASE_URL for several instances.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${path.resolve(dataDir)}`);
}
