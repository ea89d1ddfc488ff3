import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../contract/chat.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { openSocket, socketUrl, type TestSocket, upgradeStatus } from './test-socket.js';

let t: TestContext;
let url: string;
let author: UserRow;
let authorCookie: string;
let readerCookie: string;
let storyId: number;
let chapterIds: number[];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ CHAT_SLOW_MODE_MS: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = socketUrl(t.app);
  author = await buildUser(t.db);
  authorCookie = await signIn(t.app, author);
  readerCookie = await signIn(t.app, await buildUser(t.db));
  const story = await buildStory(t.db, author, {}, 6);
  storyId = story.id;
  const chapters = await t.app.inject({ method: 'GET', url: `/api/stories/${storyId}/chapters` });
  chapterIds = chapters.json<{ id: number }[]>().map((c) => c.id);
});
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});
afterAll(() => t.close());

async function connect(cookie: string): Promise<TestSocket> {
  const socket = await openSocket(url, { cookie });
  sockets.push(socket);
  return socket;
}

async function post(cookie: string, chapterId: number, message: string): Promise<ChatMessage> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/stories/${storyId}/chapters/${chapterId}/messages`,
    headers: { cookie },
    payload: { message },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('live messages', () => {
  it('delivers a posted message to the sockets joined to its chapter, and only to those', async () => {
    const [first, second] = chapterIds as [number, number];
    const inChapter = await connect(readerCookie);
    const elsewhere = await connect(readerCookie);
    await inChapter.join(storyId, first);
    await elsewhere.join(storyId, second);
    const posted = await post(authorCookie, first, 'Did anyone else see the lighthouse?');
    const frame = await inChapter.waitFor((f) => f.type === 'new_message', 'new_message');
    expect(frame).toEqual({ type: 'new_message', message: posted });
    await elsewhere.barrier();
    expect(elsewhere.frames.some((f) => f.type === 'new_message')).toBe(false);
  });

  it('sends message_deleted when the author deletes a message', async () => {
    const chapterId = chapterIds[0]!;
    const socket = await connect(readerCookie);
    await socket.join(storyId, chapterId);
    const posted = await post(readerCookie, chapterId, 'Spoilers ahead');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat-messages/${posted.id}`,
      headers: { cookie: authorCookie },
    });
    expect(deleted.statusCode).toBe(200);
    const frame = await socket.waitFor((f) => f.type === 'message_deleted', 'message_deleted');
    expect(frame).toEqual({ type: 'message_deleted', chapterId, messageId: posted.id });
  });

  it('stops delivering a chapter after leave_chapter', async () => {
    const chapterId = chapterIds[0]!;
    const leaving = await connect(readerCookie);
    const staying = await connect(readerCookie);
    await leaving.join(storyId, chapterId);
    await staying.join(storyId, chapterId);
    leaving.send({ type: 'leave_chapter', storyId, chapterId });
    await leaving.barrier(); // the leave was handled before this frame's answer
    const posted = await post(authorCookie, chapterId, 'After you left');
    await staying.waitFor((f) => f.type === 'new_message' && f.message.id === posted.id, 'the message');
    await leaving.barrier();
    expect(leaving.frames.some((f) => f.type === 'new_message')).toBe(false);
  });

  it('lets a socket be in a few rooms, not more', async () => {
    const socket = await connect(readerCookie);
    for (const chapterId of chapterIds.slice(0, 5)) await socket.join(storyId, chapterId);
    await expect(socket.join(storyId, chapterIds[5]!)).rejects.toThrow(/at most 5/);
    socket.send({ type: 'leave_chapter', storyId, chapterId: chapterIds[0] });
    await socket.join(storyId, chapterIds[5]!);
  });
});

describe('bad frames', () => {
  it('answers each with an error frame and keeps the socket open', async () => {
    const socket = await connect(readerCookie);
    const bad: (string | Buffer)[] = [
      '{not json',
      JSON.stringify({ type: 'shout', storyId, chapterId: chapterIds[0] }),
      JSON.stringify({ type: 'join_chapter', storyId }),
      JSON.stringify({ type: 'join_chapter', storyId: 'one', chapterId: -4 }),
      JSON.stringify([1, 2, 3]),
      Buffer.from([0xde, 0xad]),
    ];
    for (const [i, frame] of bad.entries()) {
      socket.ws.send(frame);
      const error = await socket.waitFor(
        () => socket.frames.filter((f) => f.type === 'error').length > i,
        `error frame ${i}`,
      );
      expect(error).toMatchObject({ type: 'error', code: 'VALIDATION_ERROR' });
    }
    socket.send({ type: 'join_chapter', storyId: 999_999, chapterId: 999_999 });
    await socket.waitFor((f) => f.type === 'error' && f.code === 'CHAPTER_NOT_FOUND', 'no access');
    await socket.join(storyId, chapterIds[0]!);
    const posted = await post(authorCookie, chapterIds[0]!, 'Still here?');
    await socket.waitFor((f) => f.type === 'new_message' && f.message.id === posted.id, 'the message');
  });

  it('refuses a flood of frames, then closes a socket that keeps flooding', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() }); // one frame-rate window throughout
    const socket = await connect(readerCookie);
    for (let i = 0; i < 25; i++) socket.send({ type: 'leave_chapter', storyId, chapterId: chapterIds[0] });
    await socket.waitFor((f) => f.type === 'error' && f.code === 'RATE_LIMITED', 'RATE_LIMITED');
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
    for (let i = 0; i < 50; i++) socket.send({ type: 'leave_chapter', storyId, chapterId: chapterIds[0] });
    expect(await closed).toBe(1008);
  });
});

describe('the upgrade', () => {
  it('refuses a socket without a session (401) before upgrading', async () => {
    expect(await upgradeStatus(url)).toBe(401);
    expect(await upgradeStatus(url, { cookie: 'storyloom.sid=forged.value' })).toBe(401);
  });

  it('refuses a cross-site upgrade (403) even with a valid session', async () => {
    const cross = { cookie: readerCookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect(await upgradeStatus(url, cross)).toBe(403);
    expect(await upgradeStatus(url, { cookie: readerCookie, 'sec-fetch-site': 'same-origin' })).toBe(101);
  });

  it('closes open sockets with 1001 when the app closes, and any refused upgrade left open', async () => {
    const other = await createTestApp();
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const cookie = await signIn(other.app, await buildUser(other.db));
      const socket = await openSocket(socketUrl(other.app), { cookie });
      const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
      // A client that asks to upgrade elsewhere, reads the 404 and keeps its connection open.
      const lingering = net.connect((other.app.server.address() as { port: number }).port, '127.0.0.1');
      lingering.write(
        'GET /elsewhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      await new Promise((resolve) => lingering.once('data', resolve));
      const lingeringClosed = new Promise((resolve) => lingering.once('close', resolve));
      await other.app.close(); // would wait forever for the lingering connection
      expect(await closed).toBe(1001);
      await lingeringClosed;
    } finally {
      await other.close();
    }
  });
});
