import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELETE_CONFIRMATION } from '../../../contract/account.js';
import type { ChatMessage } from '../../../contract/chat.js';
import { WS_CLOSE_SESSION_ENDED, WS_CLOSE_TOO_MANY_SOCKETS } from '../../../contract/ws.js';
import { contentPurchases, sessions, stories } from '../../db/schema.js';
import {
  buildStory,
  buildUser,
  type StoryRow,
  signIn,
  TEST_PASSWORD,
  type UserRow,
} from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { refund, subscribe } from '../access/test-entitlements.js';
import { openSocket, socketUrl, type TestSocket } from './test-socket.js';

/**
 * Access lost is lost on the socket too (ADR 0012): each event of a room re-checks its members, so a
 * refund, an ended subscription or a chapter turned locked takes the reader out with a `left_chapter`
 * frame; a signed-out session or a deleted account closes its sockets at once; a user holds at most
 * CHAT_MAX_SOCKETS_PER_USER sockets.
 */
let t: TestContext;
let url: string;
let author: UserRow;
let authorCookie: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ CHAT_SLOW_MODE_MS: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = socketUrl(t.app);
  author = await buildUser(t.db);
  authorCookie = await signIn(t.app, author);
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});
afterAll(() => t.close());

async function open(cookie: string): Promise<TestSocket> {
  const socket = await openSocket(url, { cookie });
  sockets.push(socket);
  return socket;
}

async function lastChapterId(story: StoryRow): Promise<number> {
  const chapters = await t.app.inject({
    method: 'GET',
    url: `/api/stories/${story.id}/chapters`,
    headers: { cookie: authorCookie },
  });
  return chapters.json<{ id: number }[]>().at(-1)!.id;
}

async function authorPosts(story: StoryRow, chapterId: number, message: string): Promise<ChatMessage> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/stories/${story.id}/chapters/${chapterId}/messages`,
    headers: { cookie: authorCookie },
    payload: { message },
  });
  expect(response.statusCode).toBe(201);
  return response.json<ChatMessage>();
}

/** A reader and the author in the room of a paid chapter the reader may read now. */
async function paidRoom(unlock: (reader: UserRow, story: StoryRow) => Promise<void>) {
  const story = await buildStory(t.db, author, { accessLevel: 'premium', isPremium: true, freeChapters: 0 });
  const chapterId = await lastChapterId(story);
  const reader = await buildUser(t.db);
  await unlock(reader, story);
  const readerSocket = await open(await signIn(t.app, reader));
  const authorSocket = await open(authorCookie);
  await readerSocket.join(story.id, chapterId);
  await authorSocket.join(story.id, chapterId);
  const first = await authorPosts(story, chapterId, 'Before anything changed');
  await readerSocket.waitFor((f) => f.type === 'new_message' && f.message.id === first.id, 'first message');
  return { story, chapterId, reader, readerSocket, authorSocket };
}

const isMessage = (id: number) => (f: { type: string; message?: unknown }) =>
  f.type === 'new_message' && (f.message as ChatMessage).id === id;

describe('losing access takes the socket out of the room', () => {
  it("stops a refunded buyer's socket receiving the chapter's messages, with a left_chapter frame", async () => {
    const room = await paidRoom(async (reader, story) => {
      await t.db.insert(contentPurchases).values({ userId: reader.id, storyId: story.id });
    });
    await refund(t.db, room.reader.id, room.story.id);
    const after = await authorPosts(room.story, room.chapterId, 'After the refund');
    const left = await room.readerSocket.waitFor((f) => f.type === 'left_chapter', 'left_chapter');
    expect(left).toEqual({
      type: 'left_chapter',
      storyId: room.story.id,
      chapterId: room.chapterId,
      reason: 'ACCESS_REVOKED',
      message: expect.stringMatching(/no longer have access.*purchase/i),
    });
    await room.authorSocket.waitFor(isMessage(after.id), 'the message, on the author socket');
    await room.readerSocket.barrier();
    expect(room.readerSocket.frames.some(isMessage(after.id))).toBe(false);
    // Out of the room for good: the next message does not reach it either, and the socket stays open.
    const later = await authorPosts(room.story, room.chapterId, 'Later still');
    await room.authorSocket.waitFor(isMessage(later.id), 'the later message');
    await room.readerSocket.barrier();
    expect(room.readerSocket.frames.some(isMessage(later.id))).toBe(false);
    expect(room.readerSocket.frames.filter((f) => f.type === 'left_chapter')).toHaveLength(1);
  });

  it('takes out a subscriber whose subscription, cancelled at period end, has ended', async () => {
    const story = await buildStory(t.db, author, { accessLevel: 'subscribers', freeChapters: 0 });
    const chapterId = await lastChapterId(story);
    const reader = await buildUser(t.db);
    await subscribe(t.db, reader.id, author.id, { endDate: new Date(Date.now() + 60_000) });
    const socket = await open(await signIn(t.app, reader));
    await socket.join(story.id, chapterId);
    await subscribe(t.db, reader.id, author.id, { endDate: new Date(Date.now() - 1000) }); // period over
    const after = await authorPosts(story, chapterId, 'For subscribers only');
    await socket.waitFor((f) => f.type === 'left_chapter' && f.reason === 'ACCESS_REVOKED', 'left_chapter');
    await socket.barrier();
    expect(socket.frames.some(isMessage(after.id))).toBe(false);
  });

  it('removes a reader who is not entitled once the chapter turns locked', async () => {
    const story = await buildStory(t.db, author, { freeChapters: 0 });
    const chapterId = await lastChapterId(story);
    const socket = await open(await signIn(t.app, await buildUser(t.db)));
    await socket.join(story.id, chapterId);
    const locked = await t.app.inject({
      method: 'PATCH',
      url: `/api/stories/${story.id}`,
      headers: { cookie: authorCookie },
      payload: { accessLevel: 'subscribers' },
    });
    expect(locked.statusCode).toBe(200);
    const after = await authorPosts(story, chapterId, 'Now for subscribers');
    await socket.waitFor((f) => f.type === 'left_chapter' && f.chapterId === chapterId, 'left_chapter');
    await socket.barrier();
    expect(socket.frames.some(isMessage(after.id))).toBe(false);
  });
  it('takes readers out of a story that went back to draft, saying the chapter is gone', async () => {
    const story = await buildStory(t.db, author);
    const chapterId = await lastChapterId(story);
    const socket = await open(await signIn(t.app, await buildUser(t.db)));
    await socket.join(story.id, chapterId);
    await t.db.update(stories).set({ isPublished: false }).where(eq(stories.id, story.id));
    await authorPosts(story, chapterId, 'Back to the drawing board');
    const left = await socket.waitFor((f) => f.type === 'left_chapter', 'left_chapter');
    expect(left).toMatchObject({ reason: 'CHAPTER_UNAVAILABLE', storyId: story.id, chapterId });
  });
});

describe('an ended session closes its sockets', () => {
  it('closes the sockets of a session that signs out, and only those', async () => {
    const reader = await buildUser(t.db);
    const [phone, laptop] = [await signIn(t.app, reader), await signIn(t.app, reader)];
    const phoneSocket = await open(phone);
    const laptopSocket = await open(laptop);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: laptop } });
    expect(out.statusCode).toBe(200);
    expect(await laptopSocket.closed).toEqual({ code: WS_CLOSE_SESSION_ENDED, reason: 'Session ended' });
    expect(laptopSocket.frames).toContainEqual({
      type: 'session_ended',
      reason: 'SIGNED_OUT',
      message: expect.any(String),
    });
    await phoneSocket.barrier(); // the other session's socket still answers
  });

  it("closes the other sessions' sockets at once when the password changes", async () => {
    const reader = await buildUser(t.db);
    const [phone, laptop] = [await signIn(t.app, reader), await signIn(t.app, reader)];
    const phoneSocket = await open(phone);
    const laptopSocket = await open(laptop);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie: phone },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-new-password' },
    });
    expect(changed.json()).toEqual({ signedOut: 1 });
    // At once: well before the 30 s heartbeat that would also find the session gone.
    let closeCode: number | undefined;
    void laptopSocket.closed.then((closed) => {
      closeCode = closed.code;
    });
    await vi.waitFor(() => expect(closeCode).toBe(WS_CLOSE_SESSION_ENDED), { timeout: 5000 });
    await phoneSocket.barrier(); // the session that changed it keeps its socket
  });

  it('closes every socket of a deleted account', async () => {
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    const [first, second] = [await open(cookie), await open(await signIn(t.app, reader))];
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, confirmation: DELETE_CONFIRMATION },
    });
    expect(deleted.statusCode).toBe(200);
    for (const socket of [first, second]) {
      expect((await socket.closed).code).toBe(WS_CLOSE_SESSION_ENDED);
      expect(socket.frames).toContainEqual(expect.objectContaining({ reason: 'ACCOUNT_DELETED' }));
    }
  });

  it("closes a socket whose session was removed without an event, at its room's next event", async () => {
    const story = await buildStory(t.db, author);
    const chapterId = await lastChapterId(story);
    const reader = await buildUser(t.db);
    const socket = await open(await signIn(t.app, reader));
    await socket.join(story.id, chapterId);
    // As an expiry purge or another instance's sign-out whose notification was lost would leave it.
    await t.db.delete(sessions).where(sql`(${sessions.sess}->>'userId')::int = ${reader.id}`);
    const after = await authorPosts(story, chapterId, 'Anyone still here?');
    expect((await socket.closed).code).toBe(WS_CLOSE_SESSION_ENDED);
    expect(socket.frames.some(isMessage(after.id))).toBe(false);
  });
});

describe('sockets per user', () => {
  it('refuses the 21st socket of one user with close code 4429 and says why', async () => {
    const cookie = await signIn(t.app, await buildUser(t.db));
    for (let i = 0; i < 20; i++) await open(cookie);
    const extra = await open(cookie);
    expect(await extra.closed).toEqual({ code: WS_CLOSE_TOO_MANY_SOCKETS, reason: 'Too many sockets' });
    expect(extra.frames).toEqual([
      { type: 'error', code: 'TOO_MANY_SOCKETS', message: expect.stringContaining('at most 20') },
    ]);
    await sockets[0]!.barrier(); // the first ones stay open
  });
});
