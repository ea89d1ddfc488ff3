import type { IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import type { ServerFrame } from '../../../contract/ws.js';
import type { App } from '../../app.js';

/** How long a test waits for a frame before failing (ms): a bound, not a measured duration. */
const WAIT_MS = 5000;

/** A real `ws` client of /ws that records every frame it receives. */
export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  /** Settles when the socket closes, with the close code (RFC 6455 section 7.4) and reason. */
  closed: Promise<{ code: number; reason: string }>;
  send(frame: unknown): void;
  /** The first frame (already received or coming) matching `match`. @throws after WAIT_MS */
  waitFor(match: (frame: ServerFrame) => boolean, what: string): Promise<ServerFrame>;
  /**
   * Sends a frame the server refuses and waits for the refusal: every frame the server wrote to this
   * socket before has arrived by then (one TCP stream), so absence can be asserted without sleeping.
   */
  barrier(): Promise<void>;
  /** Joins a chapter's room and waits for `joined`. */
  join(storyId: number, chapterId: number): Promise<void>;
  close(): Promise<void>;
}

/** The ws:// URL of a listening app's socket (`app.listen({ port: 0 })` first). */
export function socketUrl(app: App): string {
  const address = app.server.address() as { port: number };
  return `ws://127.0.0.1:${address.port}/ws`;
}

/** Opens a socket with these request headers (e.g. `{ cookie }`). @throws when the upgrade is refused */
export async function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const ws = new WebSocket(url, { headers });
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let barriers = 0;
  const socket: TestSocket = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    waitFor(match, what) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no ${what} within ${WAIT_MS} ms; got ${JSON.stringify(frames)}`));
        }, WAIT_MS);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async barrier() {
      const before = frames.filter((f) => f.type === 'error').length;
      barriers++;
      ws.send(`barrier ${barriers}`); // not JSON: answered with an error frame
      await socket.waitFor(() => frames.filter((f) => f.type === 'error').length > before, 'barrier reply');
    },
    async join(storyId, chapterId) {
      const start = frames.length;
      socket.send({ type: 'join_chapter', storyId, chapterId });
      const answer = await socket.waitFor(
        (f) => frames.indexOf(f) >= start && (f.type === 'joined' || f.type === 'error'),
        `answer to joining chapter ${chapterId}`,
      );
      if (answer.type !== 'joined') throw new Error(`join refused: ${JSON.stringify(answer)}`);
    },
    close() {
      if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise((resolve) => {
        ws.once('close', () => resolve());
        ws.close();
      });
    },
  };
  return socket;
}

/** The HTTP status with which the server refused an upgrade, or 101 when it accepted it. */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('unexpected-response', (_request, response: IncomingMessage) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => {
      resolve(101);
      ws.close();
    });
    ws.once('error', (error) => reject(error));
  });
}
