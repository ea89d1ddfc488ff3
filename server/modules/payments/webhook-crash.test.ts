import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authorEarnings, contentPurchases, payments, stripeEvents } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { FakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { ledgerOf } from './test-money.js';

const url = process.env.DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../..');

/** Starts `server/main.ts` as a real process on the test database; resolves once it listens. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      WEB_BUILD: 'off',
      WEB_DIST_DIR: '/nonexistent-web-build',
      LOG_LEVEL: 'silent',
      JOB_WORKERS: 'false',
      SESSION_SECRET: 'crash-test-session-secret-0123456789abcdef',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  return { child, base };
}

/** Waits (`vi.waitFor`, 25 ms apart, at most `ms`) until `check` resolves true. */
function until(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  return vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: ms, interval: 25 },
  );
}

/**
 * docs/reference/money.md: the server killed between receiving a webhook and answering, then the same event
 * redelivered, applies once. A real server process (server/main.ts on PostgreSQL) is SIGKILLed while its
 * webhook transaction is inside the database: the test holds a row lock the handler's last statement
 * needs (the author's earnings), waits until the server's backend is blocked on it, and kills the
 * process. PostgreSQL-only: the embedded database lives inside the killed process.
 */
describe.skipIf(!url)('a server killed inside the Stripe webhook', () => {
  let t: TestContext;
  const fake = new FakeStripe();
  let stripeUrl = '';
  beforeAll(async () => {
    stripeUrl = await fake.start();
    t = await createTestApp(fake.env(stripeUrl));
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('leaves nothing applied, and the redelivered event applies once', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '6.00',
    });
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/purchase-content',
      payload: { storyId: story.id, amount: '6.00' },
      headers: { cookie },
    });
    const paymentId = started.json().paymentId as number;
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    const event = fake.event('payment_intent.succeeded', fake.succeed(row!.stripePaymentId!));
    const payload = JSON.stringify(event);
    await t.db.insert(authorEarnings).values({ authorId: author.id });

    const { child, base } = await startServer(fake.env(stripeUrl));
    const locker = new pg.Client({ connectionString: url });
    const watcher = new pg.Client({ connectionString: url });
    await locker.connect();
    await watcher.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM author_earnings WHERE author_id = $1 FOR UPDATE', [author.id]);
      const delivery = fetch(`${base}/api/webhooks/stripe`, {
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': fake.signedHeader(payload) },
      });
      let blockedPid = 0;
      // Watched from another connection: pg_stat_activity is a snapshot per transaction.
      await until(async () => {
        const { rows } = await watcher.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%author_earnings%'`,
        );
        blockedPid = Number(rows[0]?.pid ?? 0);
        return blockedPid > 0;
      }, 'the webhook transaction to block on the earnings row');
      // Inside the transaction: the event id, the payment and the grant are written but not committed.
      child.kill('SIGKILL');
      await expect(delivery).rejects.toThrow();
      await locker.query('COMMIT');
      await until(async () => {
        const { rows } = await watcher.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [blockedPid]);
        return rows.length === 0;
      }, 'the killed server’s backend to end');
    } finally {
      child.kill('SIGKILL');
      await locker.end();
      await watcher.end();
    }

    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual([]);
    expect((await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!.status).toBe('pending');
    expect(await t.db.select().from(contentPurchases).where(eq(contentPurchases.userId, reader.id))).toEqual(
      [],
    );
    expect(await ledgerOf(t.db, author.id)).toMatchObject({ totalEarned: '0.00', rowsEarning: '0.00' });

    // Stripe redelivers the same event (to another, live instance): applied once, then a duplicate.
    const redeliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': fake.signedHeader(payload) },
      });
    expect((await redeliver()).json()).toEqual({ received: true, duplicate: false });
    expect((await redeliver()).json()).toEqual({ received: true, duplicate: true });
    expect(
      await t.db.select().from(contentPurchases).where(eq(contentPurchases.userId, reader.id)),
    ).toHaveLength(1);
    expect(await ledgerOf(t.db, author.id)).toMatchObject({
      totalEarned: '5.10',
      rowsEarning: '5.10',
      rowCount: 1,
    });
  }, 90_000);
});
