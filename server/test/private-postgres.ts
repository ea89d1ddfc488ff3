import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL server binaries (package postgresql-15). */
export const POSTGRES_BIN_DIR = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/**
 * Why a private cluster cannot run here, or null when it can: the binaries are missing, or they would
 * run as root (which they refuse) without a `postgres` user to run them as.
 */
export function privateClusterUnavailable(): string | null {
  if (!fs.existsSync(path.join(POSTGRES_BIN_DIR, 'pg_ctl'))) {
    return `no PostgreSQL server binaries in ${POSTGRES_BIN_DIR} (set POSTGRES_BIN_DIR)`;
  }
  if (process.getuid?.() === 0 && !/^postgres:/m.test(fs.readFileSync('/etc/passwd', 'utf8'))) {
    return 'running as root without a `postgres` user to run the PostgreSQL binaries as';
  }
  return null;
}

/** A PostgreSQL server of the test's own, which it may stop, start and cut without harming anyone. */
export interface PrivateCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its directory. */
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Creates and starts a throwaway cluster (initdb, then pg_ctl) in a temporary directory, listening on
 * 127.0.0.1 on a free port with its socket in that directory, never touching the machine's own server.
 * As root the binaries run as the `postgres` user (they refuse root).
 */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-pg-'));
  const dataDir = path.join(root, 'data');
  const isRoot = process.getuid?.() === 0;
  if (isRoot) await run('chown', ['postgres:postgres', root]);
  const pg = (binary: string, args: string[]) => {
    const file = path.join(POSTGRES_BIN_DIR, binary);
    return isRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
  };
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
