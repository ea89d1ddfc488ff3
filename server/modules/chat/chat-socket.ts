import type { Duplex } from 'node:stream';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  type ClientFrame,
  type ServerFrame,
  WS_CLOSE_TOO_MANY_SOCKETS,
  ZClientFrame,
} from '../../../contract/ws.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { requestSessionId } from '../../plugins/session.js';
import { getChatChapter } from './chat.service.js';
import { deliverChapterEvents } from './fan-out.js';
import { createFrameGuard } from './frame-guard.js';
import { HEARTBEAT_INTERVAL_MS, startHeartbeat } from './heartbeat.js';
import { type ChatClient, MAX_ROOMS_PER_SOCKET, Rooms } from './rooms.js';
import { sendFrame } from './send-frame.js';
import { dropEndedSessions } from './session-sockets.js';
import { deliverUserEvents, UserSockets } from './user-sockets.js';

/** Client frames are a few dozen bytes; anything much larger is not ours (ws closes with 1009). */
const MAX_FRAME_BYTES = 4096;
/** On shutdown, how long sockets get to finish the closing handshake before they are cut (ms). */
const CLOSE_GRACE_MS = 1000;

const errorFrame = (code: string, message: string): ServerFrame => ({ type: 'error', code, message });

/** Parses one client frame, or returns the error frame that answers it. */
function parseFrame(data: RawData, isBinary: boolean): ClientFrame | ServerFrame {
  if (isBinary) return errorFrame('VALIDATION_ERROR', 'Frames must be JSON text.');
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    return errorFrame('VALIDATION_ERROR', 'Frames must be JSON text.');
  }
  const parsed = ZClientFrame.safeParse(json);
  if (parsed.success) return parsed.data;
  return errorFrame(
    'VALIDATION_ERROR',
    'Unknown frame: expected {"type": "join_chapter" | "leave_chapter", "storyId", "chapterId"}.',
  );
}

/**
 * Tracks the raw socket of every upgrade request until it becomes a WebSocket. One refused before the
 * upgrade (401, 403, 404) is no HTTP connection any more, so neither a timeout nor `server.close()`
 * ends it: it is destroyed when its answer is sent, when the client hangs up, or at the latest when
 * the app closes (else `app.close()` would wait for it forever).
 */
function trackUpgradeSockets(app: FastifyInstance): Set<Duplex> {
  const sockets = new Set<Duplex>();
  const destroy = function (this: Duplex) {
    this.destroy(); // a half-closed socket's server side would never close by itself
  };
  app.server.on('upgrade', (_request, socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.once('end', destroy);
  });
  app.websocketServer.on('connection', (_ws, request) => {
    sockets.delete(request.socket); // upgraded: `ws` owns its lifecycle now
    request.socket.off('end', destroy);
  });
  app.addHook('onResponse', async (request) => {
    if (String(request.headers.upgrade).toLowerCase() === 'websocket') request.raw.socket.destroy();
  });
  return sockets;
}

/**
 * Closes every socket with 1001 "going away" when the app closes, and cuts those that do not finish
 * the handshake within CLOSE_GRACE_MS (and any refused upgrade still open), so `app.close()` never
 * waits on a silent client.
 */
async function closeSockets(app: FastifyInstance, upgrades: Set<Duplex>): Promise<void> {
  const open = [...app.websocketServer.clients];
  let timer: NodeJS.Timeout | undefined;
  const closed = Promise.all(open.map((socket) => new Promise((resolve) => socket.once('close', resolve))));
  for (const socket of open) socket.close(1001, 'Server shutting down');
  await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)))]);
  clearTimeout(timer);
  for (const socket of open) socket.terminate();
  for (const socket of upgrades) socket.destroy();
  app.websocketServer.close();
}

/**
 * The live socket at /ws (docs/reference/community.md#live-socket): signed-in
 * users only (the session plugin answers 401 before the upgrade; the same-origin plugin 403 for other sites).
 * Clients join chapter rooms with `join_chapter` (checked against the read policy) and receive that chapter's
 * events from `app.pubsub`. A bad frame gets an error frame; the socket stays open. ADR 0012
 * (amended): each room is re-checked at each event (`recheckRoom`), the socket closes with 4401 when its
 * session ends, and a user's socket past CHAT_MAX_SOCKETS_PER_USER on this instance closes with 4429.
 */
export const chatSocket: FastifyPluginAsync = async (app) => {
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    preClose: async () => closeSockets(app, upgrades),
  });
  const upgrades = trackUpgradeSockets(app);
  const rooms = new Rooms();
  const stopDelivery = deliverChapterEvents({ db: app.db, pubsub: app.pubsub, log: app.log }, rooms);
  // Direct messages and notifications (docs/reference/people.md): every socket of the addressed user.
  const maxSocketsPerUser = app.config.chatMaxSocketsPerUser;
  const userSockets = new UserSockets(maxSocketsPerUser);
  // A socket whose session ended leaves every room at once; its close event forgets it (ADR 0012).
  const onSessionEnd = (client: ChatClient) => rooms.leaveAll(client);
  const stopUserDelivery = deliverUserEvents(
    { db: app.db, pubsub: app.pubsub, log: app.log },
    userSockets,
    onSessionEnd,
  );
  // At each heartbeat, the sockets whose session ended without an event reaching this instance
  // (expired, or a notification missed: NOTIFY is at-most-once) close: one query for all of them.
  const closeEndedSessions = () => {
    dropEndedSessions(app.db, userSockets.all(), 'SESSION_EXPIRED', onSessionEnd).catch((error) =>
      app.log.error({ err: error }, 'checking the sessions of open sockets failed'),
    );
  };
  const stopHeartbeat = startHeartbeat(app.websocketServer, HEARTBEAT_INTERVAL_MS, closeEndedSessions);
  app.addHook('onClose', async () => {
    stopHeartbeat();
    stopDelivery();
    stopUserDelivery();
  });

  async function join(client: ChatClient, user: SessionUser, frame: ClientFrame): Promise<void> {
    try {
      await getChatChapter(app.db, user, frame.storyId, frame.chapterId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return sendFrame(client.socket, errorFrame(error.code, error.message));
    }
    if (client.socket.readyState !== client.socket.OPEN) return; // closed while access was checked
    if (!rooms.join(client, frame)) {
      return sendFrame(
        client.socket,
        errorFrame('VALIDATION_ERROR', `Leave a chapter first: at most ${MAX_ROOMS_PER_SOCKET} at once.`),
      );
    }
    sendFrame(client.socket, { type: 'joined', storyId: frame.storyId, chapterId: frame.chapterId });
  }

  app.get('/ws', { websocket: true }, (socket: WebSocket, request) => {
    const user = request.requireUser(); // the preHandler refused anonymous upgrades already
    // The session the cookie named (the plugin found it by this id); '' would match none and close.
    const sessionId = requestSessionId(request) ?? '';
    const client: ChatClient = { socket, userId: user.id, sessionId, rooms: new Map() };
    if (!userSockets.add(client)) {
      sendFrame(
        socket,
        errorFrame(
          'TOO_MANY_SOCKETS',
          `Storyloom is open in too many tabs or devices (at most ${maxSocketsPerUser} live connections). Close one and try again.`,
        ),
      );
      return socket.close(WS_CLOSE_TOO_MANY_SOCKETS, 'Too many sockets');
    }
    const judge = createFrameGuard();
    socket.on('message', (data, isBinary) => {
      const verdict = judge();
      if (verdict === 'close') return socket.close(1008, 'Too many frames');
      if (verdict === 'refuse') {
        return sendFrame(socket, errorFrame('RATE_LIMITED', 'Too many frames: slow down.'));
      }
      const frame = parseFrame(data, isBinary);
      if (frame.type === 'leave_chapter') return rooms.leave(client, frame.chapterId);
      if (frame.type !== 'join_chapter') return sendFrame(socket, frame);
      join(client, user, frame).catch((error) => {
        request.log.error({ err: error }, 'join_chapter failed');
        sendFrame(
          socket,
          errorFrame('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
        );
      });
    });
    socket.on('close', () => {
      rooms.leaveAll(client);
      userSockets.remove(client);
    });
  });
};
