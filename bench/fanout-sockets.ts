/**
 * The client side of the chat fan-out bench: many `ws` sockets in this process, and the time from
 * sending one message to the moment the last socket has it.
 */
import { WebSocket } from 'ws';

/** Sockets that count, per message token, how many of them have received it. */
export interface Audience {
  /** Resolves when every socket has received a frame containing `token`; ms from `sentAt`. */
  lastReceive(token: string, sentAt: number): Promise<number>;
  close(): void;
}

/**
 * Opens `count` sockets to `url` (headers per socket index, e.g. a session cookie), sends each
 * `joinFrame` when given and waits for its first answer, `concurrency` at a time.
 * @throws Error when a socket fails to open or its join is refused
 */
export async function openAudience(
  url: string,
  count: number,
  options: { headers?: (index: number) => Record<string, string>; joinFrame?: string; concurrency?: number },
): Promise<Audience> {
  const sockets: WebSocket[] = [];
  let pending: { token: string; remaining: number; done: () => void } | null = null;
  const onMessage = (data: WebSocket.RawData) => {
    if (pending && data.toString().includes(pending.token) && --pending.remaining === 0) pending.done();
  };
  const openOne = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url, { headers: options.headers?.(index) ?? {}, perMessageDeflate: false });
      sockets.push(ws);
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
      ws.once('open', () => {
        if (!options.joinFrame) {
          ws.on('message', onMessage);
          return resolve();
        }
        ws.once('message', (data) => {
          const answer = JSON.parse(data.toString()) as { type: string };
          if (answer.type !== 'joined') return reject(new Error(`join refused: ${data.toString()}`));
          ws.on('message', onMessage);
          resolve();
        });
        ws.send(options.joinFrame);
      });
    });
  const concurrency = options.concurrency ?? 50;
  for (let start = 0; start < count; start += concurrency) {
    await Promise.all(
      Array.from({ length: Math.min(concurrency, count - start) }, (_, i) => openOne(start + i)),
    );
  }
  return {
    lastReceive(token, sentAt) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not every socket got ${token} in 30 s`)), 30_000);
        pending = {
          token,
          remaining: sockets.length,
          done: () => {
            clearTimeout(timer);
            pending = null;
            resolve(performance.now() - sentAt);
          },
        };
      });
    },
    close() {
      for (const ws of sockets) ws.terminate();
    },
  };
}

/** Median and p99 (nearest rank) of `values`, rounded to 0.1 ms. */
export function summarize(values: number[]): { medianMs: number; p99Ms: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
  return { medianMs: Math.round(at(0.5) * 10) / 10, p99Ms: Math.round(at(0.99) * 10) / 10 };
}

/**
 * Sends `messages` messages one at a time through `send(text)` (after `warmUp` uncounted ones) and
 * returns each one's send-to-last-receive time in ms.
 */
export async function measureFanout(
  audience: Audience,
  send: (text: string) => Promise<void>,
  messages: number,
  warmUp = 5,
): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < warmUp + messages; i++) {
    const token = `bench-${process.pid}-${i}-${Math.random().toString(36).slice(2, 8)}`;
    const sentAt = performance.now();
    const received = audience.lastReceive(token, sentAt);
    await send(`Fan-out ${token}`);
    const ms = await received;
    if (i >= warmUp) durations.push(ms);
  }
  return durations;
}
