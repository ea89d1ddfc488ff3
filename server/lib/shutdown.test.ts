import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { repoRoot } from './paths.js';

/*
 * SIGTERM on the real server process (server/main.ts, embedded database): the listener closes at once,
 * a request in flight still gets its answer, a chat socket is closed with 1001 "going away" (RFC 6455
 * §7.4.1) so its client reconnects elsewhere, and the process exits with code 0 as soon as the last
 * connection is done, or once SHUTDOWN_GRACE_MS is over for a request that never ends.
 */

interface RunningServer {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
}

/** Starts `server/main.ts` on the embedded database in `dataDir`, on a free port; resolves once it listens. */
async function startServer(dataDir: string, graceMs: number): Promise<RunningServer> {
  const { DATABASE_URL: _embedded, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_BUILD: 'off',
      SEED_DEMO: 'false',
      SEED_CORPUS_DIR: 'off',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: String(graceMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at http:\/\/localhost:(\d+)/);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return { child, port, output: () => output, exited };
}

/** Sends the headers and the first half of a POST /api/auth/login: a request in flight until `finish()`. */
function startLogin(port: number, agent: http.Agent) {
  const body = JSON.stringify({ email: 'sigterm@example.test', password: 'sigterm-password' });
  const request = http.request(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<http.IncomingMessage>((resolve, reject) =>
    request.once('response', resolve).once('error', reject),
  );
  answered.catch(() => {}); // a test that cuts the request reads the rejection later
  request.write(body.slice(0, 10));
  return {
    sent: () => request.socket?.bytesWritten ?? 0,
    answered,
    finish: () => request.end(body.slice(10)),
  };
}

/** Whether a TCP connection to `port` is refused. */
function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('SIGTERM', () => {
  let dataDir: string;
  let server: RunningServer | undefined;
  // Keeps connections open after their answer, as browsers do, for longer than any test waits.
  const agent = new http.Agent({ keepAlive: true, timeout: 120_000 });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-shutdown-'));
    server = await startServer(dataDir, 20_000); // a new embedded database: up to ~20 s on a busy machine
  });
  afterAll(() => {
    agent.destroy();
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, closes sockets with 1001, refuses new connections, exits 0', async () => {
    if (!server) throw new Error('the server did not start');
    const { port } = server;
    const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'sigterm@example.test',
        password: 'sigterm-password',
        username: 'sigterm',
        displayName: 'Sigterm',
      }),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const login = startLogin(port, agent);
    await expect.poll(login.sent).toBeGreaterThan(0);

    server.child.kill('SIGTERM');
    expect(await closed).toBe(1001);
    await expect.poll(() => isRefused(port), { timeout: 10_000 }).toBe(true);
    login.finish();
    const response = await login.answered;
    expect(response.statusCode).toBe(200);
    response.resume();
    // Exits once that kept-alive connection is idle, long before the grace period would cut it.
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).not.toContain('grace period over');
  });

  it('cuts a request that outlasts SHUTDOWN_GRACE_MS, then exits 0', async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL'); // the first test failed
    server = await startServer(dataDir, 500); // the database made by the first test: opens at once
    const login = startLogin(server.port, agent);
    await expect.poll(login.sent).toBeGreaterThan(0);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    await expect(login.answered).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(server.output()).toContain('grace period over');
  });
});
