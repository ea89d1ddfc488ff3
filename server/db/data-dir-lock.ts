import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const LOCK_NAME = 'storyloom.lock';

/** How long a start waits for the previous holder to disappear before giving up, in ms. */
export const LOCK_WAIT_MS = 10_000;
const POLL_MS = 50;

/** The kernel's start time of `pid` (field 22 of /proc/<pid>/stat), or null off Linux or when gone. */
function startTimeOf(pid: number): string | null {
  const stat = procStat(pid);
  return stat?.[19] ?? null; // fields after "(comm)": state is [0], starttime (field 22) is [19]
}

/** The fields of /proc/<pid>/stat after the command name, or null when unreadable. */
function procStat(pid: number): string[] | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * Whether the lock's holder still runs: its pid exists, is not a zombie (killed, waiting for its
 * parent to reap it, which holds nothing open), and, where the lock recorded a start time, is the
 * same process rather than a new one that reused the pid.
 */
function isHolderAlive(pid: number, startTime: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(pid);
  if (!stat) return process.platform !== 'linux'; // no /proc: trust kill(0)
  if (stat[0] === 'Z' || stat[0] === 'X') return false;
  return !startTime || stat[19] === startTime;
}

function readHolder(lockPath: string): { pid: number; startTime?: string } | null {
  try {
    const [pid, startTime] = fs.readFileSync(lockPath, 'utf8').trim().split(/\s+/);
    const holder = Number.parseInt(pid ?? '', 10);
    return Number.isInteger(holder) ? { pid: holder, startTime } : null;
  } catch {
    return null;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    const fd = fs.openSync(lockPath, 'wx');
    fs.writeSync(fd, `${process.pid} ${startTimeOf(process.pid) ?? ''}\n`);
    fs.closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  }
}

/**
 * Thrown when another live process holds a data directory's lock, so callers (the server, the import
 * script) can tell the person what to do without a stack trace. `pid` is the holder's process id.
 */
export class DataDirInUseError extends Error {
  readonly pid: number;
  readonly dataDir: string;

  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${dataDir} is in use by another Storyloom process (pid ${pid}). ` +
        'If you have just stopped it, retry in a few seconds; otherwise stop it, set DATA_DIR to ' +
        'another directory, or use DATABASE_URL to run several instances.',
    );
    this.name = 'DataDirInUseError';
    this.pid = pid;
    this.dataDir = dataDir;
  }
}

/**
 * Takes the exclusive lock on an embedded data directory: PGlite takes none, and two processes
 * writing one directory lose acknowledged writes (STACK-NOTES trap 12, ADR 0001). The lock is a file
 * created with O_EXCL holding our pid and start time. A lock whose holder is gone (dead, a zombie, or
 * its pid reused) is taken over at once; a live holder is waited for up to `waitMs`, so a restart
 * right after `kill -9` starts as soon as the old process has finished exiting.
 * @param options.onWait called once when the start has to wait, with the holder's pid
 * @returns release function (also called on process exit)
 * @throws DataDirInUseError "DATA_DIR <dir> is in use by another Storyloom process (pid N) …" when the
 *   holder still runs after `waitMs`
 */
export async function lockDataDir(
  dataDir: string,
  options: { waitMs?: number; onWait?: (pid: number) => void } = {},
): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_NAME);
  const deadline = Date.now() + (options.waitMs ?? LOCK_WAIT_MS);
  let hasWaited = false;
  for (;;) {
    if (tryCreate(lockPath)) break;
    const holder = readHolder(lockPath);
    if (!holder || holder.pid === process.pid || !isHolderAlive(holder.pid, holder.startTime)) {
      fs.rmSync(lockPath, { force: true }); // stale: its holder is gone
      continue;
    }
    if (Date.now() >= deadline) {
      throw new DataDirInUseError(path.resolve(dataDir), holder.pid);
    }
    if (!hasWaited) options.onWait?.(holder.pid);
    hasWaited = true;
    await sleep(POLL_MS);
  }
  const release = () => {
    if (readHolder(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.once('exit', release);
  return release;
}
