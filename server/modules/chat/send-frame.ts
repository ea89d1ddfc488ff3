import { WebSocket } from 'ws';
import type { ServerFrame } from '../../../contract/ws.js';

/** A socket this far behind (bytes queued, not yet sent) is dropped instead of queueing more. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * Sends `frame` to an open socket, or its JSON already encoded as UTF-8: a room's frame is encoded
 * once, not once per socket.
 */
export function sendFrame(socket: WebSocket, frame: ServerFrame | Buffer): void {
  if (socket.readyState !== WebSocket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate(); // a client that stopped reading must not hold the server's memory
    return;
  }
  if (Buffer.isBuffer(frame)) socket.send(frame, { binary: false });
  else socket.send(JSON.stringify(frame));
}
