import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { ZServerFrame } from '../../contract/ws.js';
import { CONNECT_TIMEOUT_MS } from '../db/client.js';
import { createReassembler, encodeNotifyPayloads } from './notify-chunks.js';
import { eventName, type PubSub, type PubSubEvent } from './pubsub-events.js';

/** The one channel every instance listens on. */
export const CHAPTER_EVENTS_CHANNEL = 'storyloom_chapter_events';

const ZNotification = z.object({
  from: z.string(),
  event: z.union([
    z.object({
      chapterId: z.number().int(),
      frame: ZServerFrame,
      hiddenFrom: z.array(z.number().int()).optional(),
    }),
    z.object({ deliveries: z.array(z.object({ userId: z.number().int(), frame: ZServerFrame })) }),
  ]),
});

export interface PgPubSubOptions {
  /** Where the listening connection goes: the same database as `pool`. */
  connection: pg.ClientConfig;
  /** Publishes (NOTIFY) go through the app's pool; only listening needs a connection of its own. */
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** First and largest wait before reconnecting the listener (ms); doubled per failed attempt. */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  /** How often the idle listener proves its connection alive with `SELECT 1` (ms). */
  healthCheckMs?: number;
}

/** A pub/sub over PostgreSQL LISTEN/NOTIFY, plus what operators and tests need to see of it. */
export interface PgPubSub extends PubSub {
  /** Resolves after the first attempt to listen (successful or not; failures keep retrying). */
  start(): Promise<void>;
  /** The listening connection's backend pid (pg_stat_activity), or null while it is down. */
  listenerPid(): number | null;
  close(): Promise<void>;
}

/**
 * Fan-out between instances on a PostgreSQL server (ADR 0012): publishing emits to this instance's
 * subscribers at once and NOTIFYs the others; one dedicated `pg.Client` per instance LISTENs, and is
 * reconnected with exponential backoff (and LISTENs again) after its connection drops. Events sent
 * while an instance's listener is down are lost for that instance; clients refetch when they rejoin.
 */
export function createPgPubSub(options: PgPubSubOptions): PgPubSub {
  const { pool, log } = options;
  const minMs = options.reconnectMinMs ?? 100;
  const maxMs = options.reconnectMaxMs ?? 5000;
  const instanceId = randomBytes(9).toString('base64url');
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const parts = createReassembler();
  // This instance's own events come back through LISTEN too; they were emitted here when published.
  const ownPrefix = `{"from":${JSON.stringify(instanceId)},`;
  let client: pg.Client | null = null;
  let pid: number | null = null;
  let attempt = 0;
  let isClosed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let healthTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHAPTER_EVENTS_CHANNEL || !message.payload) return;
    const json = parts.accept(message.payload);
    if (json === null || json.startsWith(ownPrefix)) return;
    let parsed: z.infer<typeof ZNotification>;
    try {
      parsed = ZNotification.parse(JSON.parse(json));
    } catch (error) {
      log.warn({ err: error }, 'ignored a malformed chapter event'); // e.g. from a newer instance
      return;
    }
    emitter.emit(eventName(parsed.event), parsed.event);
  };

  /** Drops `lost` (if still current) and schedules a new listener. */
  const onLost = (lost: pg.Client, error?: Error) => {
    if (client !== lost) return;
    client = null;
    pid = null;
    parts.reset();
    clearInterval(healthTimer);
    lost.removeListener('notification', onNotification);
    lost.end().catch(() => {});
    if (isClosed) return;
    log.warn({ err: error }, 'chat fan-out listener lost its connection; reconnecting');
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    const delay = Math.min(maxMs, minMs * 2 ** attempt) * (0.5 + Math.random() / 2);
    attempt++;
    reconnectTimer = setTimeout(() => void connect(), delay);
    reconnectTimer.unref();
  };

  const connect = async () => {
    const next = new pg.Client({
      // Without a timeout, connecting to a server that does not answer (a dead link) waits for the
      // operating system's TCP timeout, minutes, before the next attempt.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...options.connection,
      keepAlive: true,
      application_name: 'storyloom-chat-listener',
    });
    // Attach before connecting: an error event without a listener would crash the process.
    next.on('error', (error) => onLost(next, error));
    next.on('end', () => onLost(next));
    next.on('notification', onNotification);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHAPTER_EVENTS_CHANNEL}`);
      const { rows } = await next.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      if (client !== next) return; // lost (or closed) meanwhile
      pid = rows[0]!.pid;
      attempt = 0;
      healthTimer = setInterval(() => void checkHealth(next), options.healthCheckMs ?? 30_000);
      healthTimer.unref();
    } catch (error) {
      onLost(next, error as Error);
    }
  };

  /** A connection that went silent (a half-open TCP link) never errors by itself: ask it something. */
  const checkHealth = async (current: pg.Client) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('listener health check timed out')), 5000);
    });
    try {
      await Promise.race([current.query('SELECT 1'), timeout]);
    } catch (error) {
      onLost(current, error as Error);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    start: connect,
    listenerPid: () => pid,
    async publish(event: PubSubEvent) {
      emitter.emit(eventName(event), event);
      const payloads = encodeNotifyPayloads(JSON.stringify({ from: instanceId, event }));
      // One statement, one transaction: the parts are delivered together (in any order).
      await pool.query('SELECT pg_notify($1, part) FROM unnest($2::text[]) AS part', [
        CHAPTER_EVENTS_CHANNEL,
        payloads,
      ]);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    subscribeUsers(listener) {
      emitter.on('user', listener);
      return () => emitter.off('user', listener);
    },
    async close() {
      isClosed = true;
      clearTimeout(reconnectTimer);
      clearInterval(healthTimer);
      const current = client;
      client = null;
      pid = null;
      if (current) await current.end().catch(() => {});
      emitter.removeAllListeners();
    },
  };
}
