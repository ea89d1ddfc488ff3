import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat.js';
import { type App, buildApp } from '../app.js';
import { type AppConfig, readConfig } from '../config.js';
import { openSocket, socketUrl, type TestSocket } from '../modules/chat/test-socket.js';
import { JOB_SCHEMA, jobQueueDb } from '../plugins/jobs.js';
import type { PgPubSub } from '../plugins/pg-pubsub.js';
import { buildStory, buildUser, signIn } from '../test/factories.js';
import {
  type PrivateCluster,
  privateClusterUnavailable,
  startPrivateCluster,
} from '../test/private-postgres.js';
import { type Database, openPostgres } from './client.js';

/*
 * The database blinks: every backend of the app is terminated, then the server is stopped and started
 * again. Two instances on a PostgreSQL cluster of this test's own (the machine's shared server must not
 * be touched) stay up, answer 503 DATABASE_UNAVAILABLE with Retry-After while it is down (readiness
 * 503, liveness 200), and recover: chat fan-out between them works again and a job that fell due
 * during the outage runs once. Runs in the PostgreSQL run of the suite (DATABASE_URL set).
 */
const unavailable = process.env.DATABASE_URL ? privateClusterUnavailable() : 'DATABASE_URL is not set';
if (unavailable && process.env.DATABASE_URL) console.warn(`[outage.test] skipped: ${unavailable}`);

const PROBE_QUEUE = 'outage-probe';

interface Instance {
  app: App;
  database: Database;
}

describe.skipIf(unavailable !== null)('a database outage', () => {
  let cluster: PrivateCluster;
  let a: Instance;
  let b: Instance;
  let socket: TestSocket;
  let cookie: string;
  let chaptersUrl: string;
  let messagesUrl: string;
  const probeRuns: string[] = [];

  /** One instance on the private cluster, running jobs (both do: a job must still run only once). */
  const startInstance = async (): Promise<Instance> => {
    const env = {
      LOG_LEVEL: 'silent',
      DATABASE_URL: cluster.url,
      CHAT_SLOW_MODE_MS: '0',
      JOB_WORKERS: 'true',
      JOB_POLL_INTERVAL_MS: '500',
    };
    const config: AppConfig = {
      ...readConfig(env),
      sessionSecret: 'test-session-secret-0123456789abcdef',
      webDistDir: '/nonexistent-web-build',
    };
    const database = openPostgres(cluster.url, 5);
    const app = await buildApp(config, database);
    app.jobs.define<{ label: string }>({
      name: PROBE_QUEUE,
      expireInSeconds: 60,
      async handler(job) {
        probeRuns.push(job.data.label);
      },
    });
    await app.ready();
    return { app, database };
  };

  /** Polls `url` on `instance` until it answers `status`. */
  const answers = (instance: Instance, url: string) =>
    expect.poll(async () => (await instance.app.inject({ method: 'GET', url })).statusCode, {
      timeout: 20_000,
    });

  const postOnB = async (message: string) => {
    const response = await b.app.inject({
      method: 'POST',
      url: messagesUrl,
      headers: { cookie },
      payload: { message },
    });
    expect(response.statusCode).toBe(201);
    return response.json<ChatMessage>();
  };

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    const setup = openPostgres(cluster.url, 2); // the migration lock holds one connection
    await setup.migrate();
    await setup.close();
    a = await startInstance();
    b = await startInstance();
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    const author = await buildUser(a.database.db);
    const story = await buildStory(a.database.db, author, {}, 1);
    chaptersUrl = `/api/stories/${story.id}/chapters`;
    const [chapter] = (await b.app.inject({ method: 'GET', url: chaptersUrl })).json();
    messagesUrl = `${chaptersUrl}/${chapter.id}/messages`;
    const reader = await buildUser(a.database.db);
    socket = await openSocket(socketUrl(a.app), { cookie: await signIn(a.app, reader) });
    await socket.join(story.id, chapter.id);
    cookie = await signIn(b.app, author);
  });

  afterAll(async () => {
    await socket?.close();
    for (const instance of [b, a]) {
      await instance?.app.close();
      await instance?.database.close();
    }
    await cluster?.destroy();
  });

  it('survives the termination of every backend of the app, and serves again', async () => {
    // Fill both pools with idle connections, the ones whose 'error' event used to end the process.
    await Promise.all(
      [a, b].flatMap((i) => [1, 2, 3].map(() => i.app.inject({ method: 'GET', url: chaptersUrl }))),
    );
    const listener = (a.app.pubsub as PgPubSub).listenerPid();
    const admin = new pg.Client(cluster.url);
    await admin.connect();
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pg_terminate_backend(pid) AS ok, pid FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = $1',
      ['client backend'],
    );
    await admin.end();
    expect(rows.length).toBeGreaterThanOrEqual(4); // both pools and both listeners at least

    for (const instance of [a, b]) {
      await answers(instance, chaptersUrl).toBe(200);
      await answers(instance, '/readyz').toBe(200);
    }
    await expect.poll(() => (a.app.pubsub as PgPubSub).listenerPid(), { timeout: 20_000 }).not.toBe(listener);
    await expect.poll(() => (a.app.pubsub as PgPubSub).listenerPid(), { timeout: 20_000 }).not.toBeNull();
    const posted = await postOnB('After every backend was terminated');
    await socket.waitFor((f) => f.type === 'new_message' && f.message.id === posted.id, 'the message');
  });

  it('answers 503 with Retry-After while the server is down, and recovers when it is back', async () => {
    const due = Date.now() + 1500;
    const jobId = await a.app.jobs.send(
      PROBE_QUEUE,
      { label: 'due during the outage' },
      { startAfter: new Date(due) },
    );
    expect(jobId).toEqual(expect.any(String));
    await cluster.stop();

    for (const instance of [a, b]) {
      const response = await instance.app.inject({ method: 'GET', url: chaptersUrl });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      const ready = await instance.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', checks: { database: 'unreachable' } });
      expect((await instance.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    }
    // The workers poll (and fail) past the job's due time before the server comes back.
    await expect.poll(() => Date.now(), { timeout: 5000 }).toBeGreaterThan(due + 1000);
    expect(probeRuns).toEqual([]);
    await cluster.start();

    for (const instance of [a, b]) {
      await answers(instance, '/readyz').toBe(200);
      await answers(instance, chaptersUrl).toBe(200);
    }
    await expect.poll(() => (a.app.pubsub as PgPubSub).listenerPid(), { timeout: 20_000 }).not.toBeNull();
    const posted = await postOnB('After the restart');
    await socket.waitFor((f) => f.type === 'new_message' && f.message.id === posted.id, 'the message');

    // Once pg-boss has recorded the run as completed, no instance will run it again.
    const state = async () => {
      const { rows } = await a.database.pool!.query<{ state: string }>(
        'SELECT state FROM pgboss.job WHERE id = $1',
        [jobId],
      );
      return rows[0]?.state;
    };
    await expect.poll(state, { timeout: 20_000 }).toBe('completed');
    expect(probeRuns).toEqual(['due during the outage']);
  });

  it("records a run's completion sent while the server is down once it is back, instead of failing it", async () => {
    const queue = 'outage-completion';
    const db = jobQueueDb(a.database);
    const boss = new PgBoss({ db, schema: JOB_SCHEMA, schedule: false, supervise: false });
    await boss.start();
    await boss.createQueue(queue);
    await boss.send(queue, {});
    const [job] = await boss.fetch(queue);
    expect(job).toBeDefined();
    await cluster.stop();
    // pg-boss sends this write without awaiting it when a worker's handler returns.
    const completion = boss.complete(queue, job!.id);
    await cluster.start();
    await completion;
    expect((await boss.getJobById(queue, job!.id))?.state).toBe('completed');
    await boss.stop({ graceful: false });
    await db.drain();
  });
});
