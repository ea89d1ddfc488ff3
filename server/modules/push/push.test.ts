import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import type { NotificationPreference } from '../../../contract/push.js';
import { notifications, pushDeliveries, pushSubscriptions } from '../../db/schema.js';
import { buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { decryptPush } from '../../test/web-push-decrypt.js';
import { runSendPush } from './push-job.js';

/**
 * Web Push (docs/reference/people.md#notifications) with the real `web-push` library against a local fake
 * push service: an HTTP server the subscription's endpoint points at, which records what it receives.
 */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
let answerStatus = 201;
const pushService = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
    response.writeHead(answerStatus).end();
  });
});

let t: TestContext;
let origin: string;
let reader: UserRow;
let sender: UserRow;
let readerCookie: string;
let senderCookie: string;
const vapid = webpush.generateVAPIDKeys();
// The browser's side: a P-256 key pair and an auth secret (RFC 8291).
const browserKey = createECDH('prime256v1');
browserKey.generateKeys();
const authSecret = randomBytes(16);
const subscription = (path: string) => ({
  endpoint: `${origin}${path}`,
  keys: { p256dh: browserKey.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await createTestApp({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@storyloom.test',
    PUSH_EXTRA_ORIGINS: origin,
    JOB_WORKERS: 'true',
    JOB_POLL_INTERVAL_MS: '500',
  });
  reader = await buildUser(t.db);
  sender = await buildUser(t.db);
  readerCookie = await signIn(t.app, reader);
  senderCookie = await signIn(t.app, sender);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
});

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, payload: payload as object });

describe('web push', () => {
  it('offers the VAPID public key and refuses endpoints outside the push services', async () => {
    const key = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(key.json()).toEqual({ publicKey: vapid.publicKey });
    const internal = await call(readerCookie, 'POST', '/api/push/subscriptions', {
      ...subscription('/x'),
      endpoint: 'http://169.254.169.254/latest/meta-data',
    });
    expect(internal.statusCode).toBe(400);
    expect(internal.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.endpoint' });
  });

  it("keeps an endpoint with its first owner: another user's request is refused unless it carries the subscription's auth secret", async () => {
    const owned = subscription('/push/first-owner');
    expect((await call(readerCookie, 'POST', '/api/push/subscriptions', owned)).statusCode).toBe(200);
    const ownerOf = async () =>
      (
        await t.db
          .select({ userId: pushSubscriptions.userId, auth: pushSubscriptions.auth })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, owned.endpoint))
      )[0];
    // Knowing the endpoint is not enough: the other user's own keys do not prove possession.
    const takeover = await call(senderCookie, 'POST', '/api/push/subscriptions', {
      endpoint: owned.endpoint,
      keys: { p256dh: owned.keys.p256dh, auth: randomBytes(16).toString('base64url') },
    });
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json()).toMatchObject({ code: 'PUSH_ENDPOINT_TAKEN', message: expect.any(String) });
    expect(await ownerOf()).toEqual({ userId: reader.id, auth: owned.keys.auth });
    // The same browser signed in as someone else sends the same secret: the endpoint moves with it.
    expect((await call(senderCookie, 'POST', '/api/push/subscriptions', owned)).statusCode).toBe(200);
    expect((await ownerOf())?.userId).toBe(sender.id);
    await call(senderCookie, 'DELETE', '/api/push/subscriptions', { endpoint: owned.endpoint });
  });

  it('sends a new direct message to the subscribed browser through a pg-boss job, encrypted, with TTL and VAPID', async () => {
    expect(
      (await call(readerCookie, 'POST', '/api/push/subscriptions', subscription('/push/reader'))).statusCode,
    ).toBe(200);
    const sent = await call(senderCookie, 'POST', `/api/messages/${reader.username}`, {
      message: 'Psst, new chapter soon',
    });
    expect(sent.statusCode).toBe(201);

    const push = await vi.waitFor(
      () => {
        const found = received.find((r) => r.path === '/push/reader');
        if (!found) throw new Error('no push reached the reader yet');
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(push.headers.ttl).toBe('86400');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    expect(push.body.includes(Buffer.from('Psst'))).toBe(false); // encrypted on the wire
    const payload = JSON.parse(decryptPush(push.body, browserKey, authSecret));
    expect(payload).toMatchObject({ type: 'direct_message', link: `/messages/${sender.username}` });
    const deliveries = await t.db.select().from(pushDeliveries);
    expect(deliveries).toHaveLength(1);
  });

  it('sends each notification once per browser, however often the job runs', async () => {
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, reader.id));
    const before = received.length;
    const job = {
      id: 'again',
      data: { notificationId: row!.id },
      attempt: 2,
      isLastAttempt: false,
      signal: new AbortController().signal,
    };
    await runSendPush(t.app, job);
    expect(received.length).toBe(before);
  });

  it('honours the per-type push preference, and forgets a browser the push service calls gone', async () => {
    const off: NotificationPreference[] = [
      { type: 'direct_message', inApp: true, push: false, email: 'digest' },
    ];
    const saved = await call(readerCookie, 'PUT', '/api/user/notification-preferences', off);
    expect(saved.json()).toContainEqual({
      type: 'direct_message',
      inApp: true,
      push: false,
      email: 'digest',
    });
    // Types never chosen: on in the app and by push, and the type's default email choice.
    expect(saved.json()).toContainEqual({ type: 'new_chapter', inApp: true, push: true, email: 'immediate' });
    expect(saved.json()).toContainEqual({ type: 'new_follower', inApp: true, push: true, email: 'digest' });
    expect(saved.json()).toContainEqual({ type: 'round_outcome', inApp: true, push: true, email: 'off' });
    const read = await call(readerCookie, 'GET', '/api/user/notification-preferences');
    expect(read.json()).toEqual(saved.json());
    const [n1] = await t.db
      .insert(notifications)
      .values({ userId: reader.id, type: 'direct_message', title: 'Off', dedupeKey: 'test:off' })
      .returning();
    const before = received.length;
    const job = (id: number) => ({
      id: `j${id}`,
      data: { notificationId: id },
      attempt: 1,
      isLastAttempt: false,
      signal: new AbortController().signal,
    });
    await runSendPush(t.app, job(n1!.id));
    expect(received.length).toBe(before);

    answerStatus = 410;
    const [n2] = await t.db
      .insert(notifications)
      .values({ userId: reader.id, type: 'tip', title: 'Gone', dedupeKey: 'test:gone' })
      .returning();
    await runSendPush(t.app, job(n2!.id));
    expect(received.length).toBe(before + 1);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, reader.id)),
    ).toHaveLength(0);
    answerStatus = 201;
  });

  it('hides types turned off in the app from the list and the unread count', async () => {
    await call(readerCookie, 'PUT', '/api/user/notification-preferences', [
      { type: 'tip', inApp: false, push: true, email: 'off' },
    ]);
    const list = (await call(readerCookie, 'GET', '/api/notifications')).json();
    expect(list.notifications.map((n: { type: string }) => n.type)).not.toContain('tip');
    expect(list.notifications.map((n: { type: string }) => n.type)).toContain('direct_message');
  });
});
