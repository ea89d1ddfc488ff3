/**
 * Server processes and HTTP calls for the chat fan-out bench: a Storyloom server started like
 * `npm start` (its own process), and the few API calls that prepare a chapter and its readers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

/** Starts `node args…` in the repository and resolves once its output contains `readyText`. */
export function start(args: string[], env: Record<string, string>, readyText: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output.slice(-2000)}`)));
  });
}

/** Stops a started process (SIGTERM) and waits for it to exit. */
export async function stop(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A Storyloom server process on `port`, slow mode off, limits lifted for sign-ups and sockets, no demo seed. */
export function startStoryloom(port: number, env: Record<string, string>): Promise<ChildProcess> {
  return start(
    [tsx, 'server/main.ts'],
    {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_BUILD: 'off',
      SEED_DEMO: 'false',
      CHAT_SLOW_MODE_MS: '0',
      CHAT_MAX_SOCKETS_PER_USER: '1000', // CHAT_BENCH_USERS may be far fewer than the sockets
      RATE_LIMIT_AUTH_MAX: '1000000',
      SESSION_SECRET: 'chat-bench-session-secret-0123456789abcdef',
    },
    'is running at',
  );
}

/**
 * Calls the API on `base` with a JSON body (and a session cookie).
 * @throws Error on a non-2xx answer, with its status and body
 */
export async function api(base: string, method: string, url: string, body: unknown, cookie = '') {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return { json: (text ? JSON.parse(text) : null) as Record<string, unknown> & unknown[], response };
}

/** Signs up a new user; returns the session cookie. */
export async function signUp(base: string, name: string): Promise<string> {
  const { response } = await api(base, 'POST', '/api/auth/signup', {
    email: `${name}@example.test`,
    password: 'bench-password-1',
    username: name,
    displayName: name,
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}
