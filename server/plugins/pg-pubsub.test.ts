import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '../../contract/ws.js';
import { createPgPubSub, type PgPubSub } from './pg-pubsub.js';
import type { ChapterEvent } from './pubsub.js';

/** LISTEN/NOTIFY needs a PostgreSQL server (PGlite delivers nothing across connections). */
const url = process.env.DATABASE_URL;
const silentLog = { warn: () => {}, error: () => {} } as never;

/** Waits (`vi.waitFor`, 20 ms apart) until `condition` holds; fails after `ms` (a bound, not a measured duration). */
function eventually(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  return vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error(`not within ${ms} ms: ${what}`);
    },
    { timeout: ms, interval: 20 },
  );
}

describe.skipIf(!url)('PostgreSQL pub/sub', () => {
  let pool: pg.Pool;
  let a: PgPubSub;
  let b: PgPubSub;
  const receivedByA: ChapterEvent[] = [];
  const receivedByB: ChapterEvent[] = [];

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 3 });
    const options = {
      connection: { connectionString: url },
      pool,
      log: silentLog,
      reconnectMinMs: 20,
      reconnectMaxMs: 200,
    };
    a = createPgPubSub(options);
    b = createPgPubSub(options);
    await Promise.all([a.start(), b.start()]);
    a.subscribe((event) => receivedByA.push(event));
    b.subscribe((event) => receivedByB.push(event));
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await pool?.end();
  });

  const deleted = (messageId: number): ChapterEvent => ({
    chapterId: 7,
    frame: { type: 'message_deleted', chapterId: 7, messageId },
  });
  const has = (events: ChapterEvent[], messageId: number) =>
    events.filter((e) => e.frame.type === 'message_deleted' && e.frame.messageId === messageId).length;

  it("delivers an event to the other instance and once to the publisher's own subscribers", async () => {
    await a.publish(deleted(1));
    await eventually(() => has(receivedByB, 1) === 1, 'B receives');
    await b.publish(deleted(2)); // notifications arrive in commit order: an echo of 1 would come first
    await eventually(() => has(receivedByA, 2) === 1, 'A receives');
    expect(has(receivedByA, 1)).toBe(1);
  });

  it('carries an event larger than the 8000-byte NOTIFY limit intact', async () => {
    const frame: ServerFrame = {
      type: 'votes_changed',
      chapterId: 7,
      proposals: Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, voteCount: i })),
    };
    expect(JSON.stringify(frame).length).toBeGreaterThan(30_000);
    await a.publish({ chapterId: 7, frame });
    await eventually(() => receivedByB.some((e) => e.frame.type === 'votes_changed'), 'B receives');
    expect(receivedByB.find((e) => e.frame.type === 'votes_changed')).toEqual({ chapterId: 7, frame });
  });

  it('listens again after its connection is killed, on a new connection', async () => {
    const killed = b.listenerPid();
    expect(killed).toEqual(expect.any(Number));
    await pool.query('SELECT pg_terminate_backend($1)', [killed]);
    await eventually(() => b.listenerPid() !== null && b.listenerPid() !== killed, 'a new listener');
    // Events sent while B was reconnecting are lost to it; once it listens again, new ones arrive.
    await a.publish(deleted(100));
    await eventually(() => has(receivedByB, 100) === 1, 'delivery after reconnecting');
  });

  it('closes its listening connection', async () => {
    const c = createPgPubSub({ connection: { connectionString: url }, pool, log: silentLog });
    await c.start();
    const pid = c.listenerPid();
    await c.close();
    await eventually(async () => {
      const { rowCount } = await pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
      return rowCount === 0;
    }, 'the connection is gone');
    expect(c.listenerPid()).toBeNull();
  });
});
