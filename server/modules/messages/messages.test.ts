import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, DirectMessage, Thread } from '../../../contract/messages.js';
import { authorSubscriptions, directMessages } from '../../db/schema.js';
import { DM_RATE_MAX } from '../../plugins/rate-limits.js';
import { buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { openSocket, socketUrl } from '../chat/test-socket.js';

/**
 * Direct messages (docs/reference/people.md#messages) against the real database: REST, live delivery, rules.
 */
let t: TestContext;
let ada: UserRow;
let bo: UserRow;
let adaCookie: string;
let boCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ada = await buildUser(t.db, { displayName: 'Ada' });
  bo = await buildUser(t.db, { displayName: 'Bo' });
  adaCookie = await signIn(t.app, ada);
  boCookie = await signIn(t.app, bo);
});
afterAll(() => t.close());

const call = (
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: payload as object });

const send = (cookie: string, to: UserRow, message: string) =>
  call(cookie, 'POST', `/api/messages/${to.username}`, { message });

describe('direct messages', () => {
  it('refuses signed-out visitors with 401', async () => {
    expect((await call(undefined, 'GET', '/api/messages')).statusCode).toBe(401);
    expect(
      (await call(undefined, 'POST', `/api/messages/${bo.username}`, { message: 'hi' })).statusCode,
    ).toBe(401);
  });

  it('sends, lists conversations with unread counts, pages the thread and marks read', async () => {
    const first = await send(adaCookie, bo, '  Hello Bo  ');
    expect(first.statusCode).toBe(201);
    expect(first.json<DirectMessage>()).toMatchObject({
      senderId: ada.id,
      recipientId: bo.id,
      message: 'Hello Bo',
      isRead: false,
      isPremium: false,
    });
    await send(adaCookie, bo, 'Second');
    await send(boCookie, ada, 'Hi Ada');

    const boInbox = (await call(boCookie, 'GET', '/api/messages')).json<Conversation[]>();
    expect(boInbox).toHaveLength(1);
    expect(boInbox[0]).toMatchObject({
      user: { id: ada.id, username: ada.username, displayName: 'Ada' },
      lastMessage: { message: 'Hi Ada', senderId: bo.id },
      unreadCount: 2,
    });
    expect((await call(boCookie, 'GET', '/api/messages/unread-count')).json()).toEqual({ count: 2 });
    expect((await call(adaCookie, 'GET', '/api/messages/unread-count')).json()).toEqual({ count: 1 });

    // Case-insensitive usernames; newest at the bottom.
    const thread = (
      await call(boCookie, 'GET', `/api/messages/${ada.username!.toUpperCase()}`)
    ).json<Thread>();
    expect(thread.messages.map((m) => m.message)).toEqual(['Hello Bo', 'Second', 'Hi Ada']);
    expect(thread).toMatchObject({ hasMore: false, canMessage: true, cannotMessageReason: null });

    const read = await call(boCookie, 'POST', `/api/messages/${ada.username}/read`);
    expect(read.json()).toEqual({ ok: true, updated: 2 });
    const rows = await t.db.select().from(directMessages).where(eq(directMessages.recipientId, bo.id));
    expect(rows.every((row) => row.isRead)).toBe(true);
    expect((await call(boCookie, 'GET', '/api/messages/unread-count')).json()).toEqual({ count: 0 });
    expect((await call(boCookie, 'POST', `/api/messages/${ada.username}/read`)).json()).toEqual({
      ok: true,
      updated: 0,
    });
  });

  it('pages a long thread back with `before`', async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    await t.db
      .insert(directMessages)
      .values(
        Array.from({ length: 55 }, (_, i) => ({ senderId: a.id, recipientId: b.id, message: `m${i}` })),
      );
    const cookie = await signIn(t.app, b);
    const newest = (await call(cookie, 'GET', `/api/messages/${a.username}`)).json<Thread>();
    expect(newest.messages).toHaveLength(50);
    expect(newest.messages.at(-1)!.message).toBe('m54');
    expect(newest.hasMore).toBe(true);
    const older = (
      await call(cookie, 'GET', `/api/messages/${a.username}?before=${newest.messages[0]!.id}`)
    ).json<Thread>();
    expect(older.messages.map((m) => m.message)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(older.hasMore).toBe(false);
  });

  it('validates the text and the recipient', async () => {
    const empty = await send(adaCookie, bo, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.message' });
    expect((await send(adaCookie, bo, 'x'.repeat(2001))).statusCode).toBe(400);
    const nobody = await call(adaCookie, 'POST', '/api/messages/no_such_person', { message: 'hi' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect((await send(adaCookie, ada, 'me')).statusCode).toBe(404);
  });

  it('delivers live to the recipient and to the sender, and tells the sender when it is read', async () => {
    const boSocket = await openSocket(socketUrl(t.app), { cookie: boCookie });
    const adaSocket = await openSocket(socketUrl(t.app), { cookie: adaCookie });
    try {
      const sent = (await send(adaCookie, bo, 'Live one')).json<DirectMessage>();
      const frame = await boSocket.waitFor(
        (f) => f.type === 'new_direct_message' && f.message.id === sent.id,
        'the message',
      );
      expect(frame).toEqual({ type: 'new_direct_message', message: sent });
      await adaSocket.waitFor((f) => f.type === 'new_direct_message' && f.message.id === sent.id, 'own copy');
      await call(boCookie, 'POST', `/api/messages/${ada.username}/read`);
      const receipt = await adaSocket.waitFor((f) => f.type === 'direct_messages_read', 'the receipt');
      expect(receipt).toEqual({ type: 'direct_messages_read', readerId: bo.id, upToId: sent.id });
    } finally {
      await boSocket.close();
      await adaSocket.close();
    }
  });

  it('refuses a user the recipient has blocked, and says so on the thread', async () => {
    const troll = await buildUser(t.db);
    const trollCookie = await signIn(t.app, troll);
    expect((await call(boCookie, 'POST', `/api/users/${troll.id}/block`)).statusCode).toBe(200);
    const refused = await send(trollCookie, bo, 'let me in');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'MESSAGING_BLOCKED' });
    const thread = (await call(trollCookie, 'GET', `/api/messages/${bo.username}`)).json<Thread>();
    expect(thread).toMatchObject({ canMessage: false, cannotMessageReason: 'You cannot message this user.' });
    expect(await t.db.select().from(directMessages).where(eq(directMessages.senderId, troll.id))).toEqual([]);
    // The blocker may still write; after an unblock the other may too.
    expect((await send(boCookie, troll, 'go away')).statusCode).toBe(201);
    await call(boCookie, 'DELETE', `/api/users/${troll.id}/block`);
    expect((await send(trollCookie, bo, 'sorry')).statusCode).toBe(201);
  });

  it('lets an author take messages from active subscribers only, and replies to their own', async () => {
    const author = await buildUser(t.db, { isCreator: true });
    const authorCookie = await signIn(t.app, author);
    const reader = await buildUser(t.db);
    const readerCookie = await signIn(t.app, reader);
    const lapsed = await buildUser(t.db);
    const lapsedCookie = await signIn(t.app, lapsed);
    const settings = await call(authorCookie, 'PUT', '/api/user/message-settings', { subscribersOnly: true });
    expect(settings.json()).toEqual({ subscribersOnly: true });
    expect((await call(authorCookie, 'GET', '/api/user/message-settings')).json()).toEqual({
      subscribersOnly: true,
    });

    const refused = await send(readerCookie, author, 'hello');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'SUBSCRIBERS_ONLY',
      message: 'This author accepts messages from subscribers only.',
    });

    await t.db.insert(authorSubscriptions).values([
      { userId: reader.id, authorId: author.id, endDate: new Date(Date.now() + 86_400_000) },
      // Paid period over: not active (ADR 0014 rule).
      { userId: lapsed.id, authorId: author.id, endDate: new Date(Date.now() - 1000) },
    ]);
    expect((await send(readerCookie, author, 'hello as a subscriber')).statusCode).toBe(201);
    expect((await send(lapsedCookie, author, 'still here')).json()).toMatchObject({
      code: 'SUBSCRIBERS_ONLY',
    });
    // The author wrote first: the answer is let through.
    expect((await send(authorCookie, lapsed, 'a question for you')).statusCode).toBe(201);
    expect((await send(lapsedCookie, author, 'my answer')).statusCode).toBe(201);
  });

  it(`rate limits sending to ${DM_RATE_MAX} a minute per sender, in the database`, async () => {
    const fast = await buildUser(t.db);
    const cookie = await signIn(t.app, fast);
    for (let i = 0; i < DM_RATE_MAX; i++) expect((await send(cookie, bo, `n${i}`)).statusCode).toBe(201);
    const limited = await send(cookie, bo, 'one more');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
