import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectMessage } from '../../../contract/messages.js';
import type { App } from '../../app.js';
import { buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, createTestInstance, type TestContext } from '../../test/test-app.js';
import { openSocket, socketUrl, type TestSocket } from '../chat/test-socket.js';

/**
 * Two instances on one PostgreSQL database (docs/reference/people.md#messages): a direct message sent on B
 * reaches the recipient's socket on A through LISTEN/NOTIFY, with its notification, and so does the read
 * receipt.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('direct messages across two instances on PostgreSQL', () => {
  let a: TestContext;
  let b: { app: App; close(): Promise<void> };
  let socket: TestSocket;
  let sender: UserRow;
  let recipient: UserRow;
  let senderCookie: string;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestInstance(a);
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    sender = await buildUser(a.db);
    recipient = await buildUser(a.db);
    socket = await openSocket(socketUrl(a.app), { cookie: await signIn(a.app, recipient) });
    senderCookie = await signIn(b.app, sender);
  });
  afterAll(async () => {
    await socket?.close();
    await b?.close();
    await a?.close();
  });

  it("delivers a message sent on B to the recipient's socket on A", async () => {
    const response = await b.app.inject({
      method: 'POST',
      url: `/api/messages/${recipient.username}`,
      headers: { cookie: senderCookie },
      payload: { message: 'Sent on B' },
    });
    expect(response.statusCode).toBe(201);
    const sent = response.json<DirectMessage>();
    const frame = await socket.waitFor(
      (f) => f.type === 'new_direct_message' && f.message.id === sent.id,
      'it',
    );
    expect(frame).toEqual({ type: 'new_direct_message', message: sent });
    // Its notification (docs/reference/people.md#notifications) travels the same way.
    const notified = await socket.waitFor((f) => f.type === 'notification', 'the notification');
    expect(notified).toMatchObject({
      type: 'notification',
      notification: { type: 'direct_message', body: 'Sent on B', link: `/messages/${sender.username}` },
    });
  });

  it('tells the sender on A that the recipient read it on B', async () => {
    const senderSocket = await openSocket(socketUrl(a.app), { cookie: await signIn(a.app, sender) });
    try {
      const recipientCookie = await signIn(b.app, recipient);
      const read = await b.app.inject({
        method: 'POST',
        url: `/api/messages/${sender.username}/read`,
        headers: { cookie: recipientCookie },
      });
      expect(read.json()).toEqual({ ok: true, updated: 1 });
      await senderSocket.waitFor(
        (f) => f.type === 'direct_messages_read' && f.readerId === recipient.id,
        'receipt',
      );
    } finally {
      await senderSocket.close();
    }
  });
});
