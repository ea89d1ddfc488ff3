import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../contract/chat.js';
import { WS_CLOSE_SESSION_ENDED } from '../../../contract/ws.js';
import type { App } from '../../app.js';
import type { PgPubSub } from '../../plugins/pg-pubsub.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, createTestInstance, type TestContext } from '../../test/test-app.js';
import { openSocket, socketUrl, type TestSocket } from './test-socket.js';

/**
 * Two instances on one PostgreSQL database (docs/reference/community.md): a message posted on B reaches a
 * socket on A through LISTEN/NOTIFY, also after A's listening connection was killed.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('two instances on PostgreSQL', () => {
  const env = { CHAT_SLOW_MODE_MS: '0' };
  let a: TestContext;
  let b: { app: App; close(): Promise<void> };
  let socket: TestSocket;
  let cookie: string;
  let messagesUrl: string;

  beforeAll(async () => {
    a = await createTestApp(env);
    b = await createTestInstance(a, env); // its own pool, its own listening connection
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    const author = await buildUser(a.db);
    const story = await buildStory(a.db, author, {}, 1);
    const [chapter] = (
      await b.app.inject({ method: 'GET', url: `/api/stories/${story.id}/chapters` })
    ).json();
    messagesUrl = `/api/stories/${story.id}/chapters/${chapter.id}/messages`;
    socket = await openSocket(socketUrl(a.app), { cookie: await signIn(a.app, await buildUser(a.db)) });
    await socket.join(story.id, chapter.id);
    cookie = await signIn(b.app, author); // sessions live in the database: either instance knows them
  });
  afterAll(async () => {
    await socket?.close();
    await b?.close();
    await a?.close();
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

  it("delivers a message posted on B to A's socket, and its deletion", async () => {
    const posted = await postOnB('Posted on B');
    const frame = await socket.waitFor((f) => f.type === 'new_message' && f.message.id === posted.id, 'it');
    expect(frame).toEqual({ type: 'new_message', message: posted });
    await b.app.inject({ method: 'DELETE', url: `/api/chat-messages/${posted.id}`, headers: { cookie } });
    await socket.waitFor((f) => f.type === 'message_deleted' && f.messageId === posted.id, 'the deletion');
  });

  it("closes A's socket at once when its session signs out on B", async () => {
    const reader = await buildUser(a.db);
    const readerCookie = await signIn(a.app, reader);
    const other = await openSocket(socketUrl(a.app), { cookie: readerCookie });
    const out = await b.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: readerCookie },
    });
    expect(out.statusCode).toBe(200);
    // No chapter event and no heartbeat: the user event published by B closes it.
    expect((await other.closed).code).toBe(WS_CLOSE_SESSION_ENDED);
    expect(other.frames).toContainEqual(
      expect.objectContaining({ type: 'session_ended', reason: 'SIGNED_OUT' }),
    );
  });

  it("recovers after A's listening connection is terminated", async () => {
    const pubsub = a.app.pubsub as PgPubSub;
    const killed = pubsub.listenerPid();
    expect(killed).toEqual(expect.any(Number));
    await a.database.pool!.query('SELECT pg_terminate_backend($1)', [killed]);
    // Messages sent while A reconnects are lost to it (clients refetch); wait for the new listener.
    await vi.waitFor(
      () => {
        expect(pubsub.listenerPid()).not.toBeNull();
        expect(pubsub.listenerPid()).not.toBe(killed);
      },
      { timeout: 15_000, interval: 20 },
    );
    const posted = await postOnB('After the cut');
    await socket.waitFor((f) => f.type === 'new_message' && f.message.id === posted.id, 'it');
    expect(pubsub.listenerPid()).not.toBe(killed);
  });
});
