import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { startHeartbeat } from './heartbeat.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function serverWithHeartbeat(intervalMs: number, onTick?: () => void) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const stop = startHeartbeat(server, intervalMs, onTick);
  const url = `ws://127.0.0.1:${(server.address() as { port: number }).port}`;
  cleanup = async () => {
    stop();
    for (const client of server.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url };
}

const opened = (ws: WebSocket) => new Promise((resolve) => ws.once('open', resolve));

describe('heartbeat', () => {
  it('terminates a socket that stops answering pings and keeps one that answers', async () => {
    const { url } = await serverWithHeartbeat(20);
    const silent = new WebSocket(url, { autoPong: false });
    const healthy = new WebSocket(url);
    await Promise.all([opened(silent), opened(healthy)]);
    let pings = 0;
    healthy.on('ping', () => pings++);
    const closed = new Promise<number>((resolve) => silent.once('close', (code) => resolve(code)));
    expect(await closed).toBe(1006); // cut, no closing handshake
    expect(pings).toBeGreaterThan(0);
    expect(healthy.readyState).toBe(WebSocket.OPEN);
    healthy.close();
  });

  it('runs its tick at each beat (the chat closes the sockets of ended sessions then, ADR 0012)', async () => {
    let ticks = 0;
    await serverWithHeartbeat(10, () => ticks++);
    await expect.poll(() => ticks).toBeGreaterThanOrEqual(3);
  });
});
