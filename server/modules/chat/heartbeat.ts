import type { WebSocket, WebSocketServer } from 'ws';

/** How often sockets are pinged; one that has not answered the previous ping is dropped (ms). */
export const HEARTBEAT_INTERVAL_MS = 30_000;

/**
 * Pings every socket of `server` each `intervalMs` and terminates those that did not answer the
 * previous ping (RFC 6455 ping/pong), so dead connections (a phone that lost its network) leave their
 * rooms. `onTick` runs at each beat too (the chat closes the sockets of ended sessions then, ADR 0012);
 * it must not throw. One timer for the whole server; the returned function stops it (call it on close).
 */
export function startHeartbeat(
  server: WebSocketServer,
  intervalMs = HEARTBEAT_INTERVAL_MS,
  onTick: () => void = () => {},
): () => void {
  const isAlive = new WeakMap<WebSocket, boolean>();
  const onConnection = (socket: WebSocket) => {
    isAlive.set(socket, true);
    socket.on('pong', () => isAlive.set(socket, true));
  };
  server.on('connection', onConnection);
  const timer = setInterval(() => {
    for (const socket of server.clients) {
      if (isAlive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      isAlive.set(socket, false);
      socket.ping();
    }
    onTick();
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('connection', onConnection);
  };
}
