import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, CHAT_PAGE_SIZE, type ChatMessage } from '../../../contract/chat.js';
import { chatMessages, chatReports, stories } from '../../db/schema.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let author: UserRow;
let reader: UserRow;
let authorCookie: string;
let readerCookie: string;

beforeAll(async () => {
  t = await createTestApp({ CHAT_SLOW_MODE_MS: '0' });
  author = await buildUser(t.db);
  reader = await buildUser(t.db);
  authorCookie = await signIn(t.app, author);
  readerCookie = await signIn(t.app, reader);
});
afterAll(() => t.close());

async function newChapter() {
  const story = await buildStory(t.db, author, {}, 1);
  const chapters = await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}/chapters` });
  const chapterId = chapters.json<{ id: number }[]>()[0]!.id;
  return { storyId: story.id, chapterId, url: `/api/stories/${story.id}/chapters/${chapterId}/messages` };
}

const post = (url: string, cookie: string, message: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: { message } });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('posting', () => {
  it('saves a trimmed message and answers 201 with the message and its sender', async () => {
    const { storyId, chapterId, url } = await newChapter();
    const response = await post(url, readerCookie, '  The map was upside down!  ');
    expect(response.statusCode).toBe(201);
    const message = response.json<ChatMessage>();
    expect(message).toEqual({
      id: expect.any(Number),
      storyId,
      chapterId,
      message: 'The map was upside down!',
      createdAt: expect.any(String),
      user: {
        id: reader.id,
        username: reader.username,
        displayName: reader.displayName,
        profileImageUrl: null,
      },
    });
    expect(response.body).not.toContain(reader.email);
    expect((await get(url)).json()).toEqual([message]);
  });

  it('takes 1 to 500 characters after trimming', async () => {
    const { url } = await newChapter();
    for (const bad of ['', '   \n ', 'x'.repeat(CHAT_MESSAGE_MAX + 1), 42, null]) {
      const response = await post(url, readerCookie, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.message' });
    }
    expect((await post(url, readerCookie, 'x'.repeat(CHAT_MESSAGE_MAX))).statusCode).toBe(201);
  });

  it('shows an inline avatar as its own URL and falls back to the username without a display name', async () => {
    const { url } = await newChapter();
    const inline = `data:image/png;base64,${'A'.repeat(50_000)}`;
    const painter = await buildUser(t.db, { profileImageUrl: inline, displayName: null });
    const linked = await buildUser(t.db, { profileImageUrl: 'https://img.example/a.png' });
    await post(url, await signIn(t.app, painter), 'First!');
    await post(url, await signIn(t.app, linked), 'Second!');
    const page = await get(url);
    expect(page.body.length).toBeLessThan(2000);
    const [first, second] = page.json<ChatMessage[]>();
    expect(first!.user.profileImageUrl).toMatch(new RegExp(`^/api/users/${painter.id}/avatar\\?v=\\d+$`));
    expect(first!.user.displayName).toBe(painter.username);
    expect(second!.user.profileImageUrl).toBe('https://img.example/a.png');
  });
});

describe('reading', () => {
  it('pages back 50 at a time, each page oldest first', async () => {
    const { storyId, chapterId, url } = await newChapter();
    const rows = Array.from({ length: 120 }, (_, i) => ({
      storyId,
      chapterId,
      userId: reader.id,
      message: `message ${i}`,
    }));
    await t.db.insert(chatMessages).values(rows);
    const texts = (messages: ChatMessage[]) => messages.map((m) => m.message);
    const newest = (await get(url)).json<ChatMessage[]>();
    expect(newest).toHaveLength(CHAT_PAGE_SIZE);
    expect(texts(newest)).toEqual(rows.slice(70).map((r) => r.message));
    const older = (await get(`${url}?before=${newest[0]!.id}`)).json<ChatMessage[]>();
    expect(texts(older)).toEqual(rows.slice(20, 70).map((r) => r.message));
    const oldest = (await get(`${url}?before=${older[0]!.id}`)).json<ChatMessage[]>();
    expect(texts(oldest)).toEqual(rows.slice(0, 20).map((r) => r.message));
    expect((await get(`${url}?before=${oldest[0]!.id}`)).json()).toEqual([]);
    expect((await get(`${url}?before=abc`)).statusCode).toBe(400);
  });
});

describe('deleting', () => {
  it("lets the story's author delete any message and a sender their own, nobody else", async () => {
    const { url } = await newChapter();
    const stranger = await signIn(t.app, await buildUser(t.db));
    const byReader = (await post(url, readerCookie, 'Mine')).json<ChatMessage>();
    const another = (await post(url, readerCookie, 'Also mine')).json<ChatMessage>();
    const del = (id: number, cookie: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/chat-messages/${id}`, headers: { cookie } });
    expect((await del(byReader.id, stranger)).json()).toMatchObject({ code: 'ACCESS_DENIED' });
    expect((await del(byReader.id, stranger)).statusCode).toBe(403);
    expect((await del(byReader.id, authorCookie)).statusCode).toBe(200);
    expect((await del(another.id, readerCookie)).statusCode).toBe(200);
    expect((await del(another.id, readerCookie)).json()).toMatchObject({ code: 'MESSAGE_NOT_FOUND' });
    expect((await get(url)).json()).toEqual([]);
  });

  it('answers 404 for a message of a story that went back to draft, except to its author', async () => {
    const { storyId, url } = await newChapter();
    const message = (await post(url, readerCookie, 'Before the rewrite')).json<ChatMessage>();
    await t.db.update(stories).set({ isPublished: false }).where(eq(stories.id, storyId));
    const stranger = await signIn(t.app, await buildUser(t.db));
    const asStranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat-messages/${message.id}`,
      headers: { cookie: stranger },
    });
    expect(asStranger.statusCode).toBe(404);
    const asAuthor = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat-messages/${message.id}`,
      headers: { cookie: authorCookie },
    });
    expect(asAuthor.statusCode).toBe(200);
  });
});

describe('reporting', () => {
  const report = (id: number, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/chat-messages/${id}/report`, headers: { cookie }, payload });

  it('stores one report per reporter and message, with or without a reason', async () => {
    const { url } = await newChapter();
    const message = (await post(url, readerCookie, 'Rude words')).json<ChatMessage>();
    expect((await report(message.id, authorCookie, { reason: 'Rude' })).statusCode).toBe(200);
    expect((await report(message.id, authorCookie, { reason: 'Still rude' })).statusCode).toBe(200);
    const other = await signIn(t.app, await buildUser(t.db));
    expect((await report(message.id, other)).statusCode).toBe(200);
    const rows = await t.db.select().from(chatReports).where(eq(chatReports.messageId, message.id));
    expect(rows.map((r) => r.reason).sort()).toEqual(['Rude', null]);
    expect((await report(999_999, other)).json()).toMatchObject({ code: 'MESSAGE_NOT_FOUND' });
  });

  it('refuses reports on a chat the reporter may not read', async () => {
    const locked = await buildStory(t.db, author, { accessLevel: 'premium' }, 1);
    const [chapter] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/stories/${locked.id}/chapters`,
        headers: { cookie: authorCookie },
      })
    ).json<{ id: number }[]>();
    const url = `/api/stories/${locked.id}/chapters/${chapter!.id}/messages`;
    const message = (await post(url, authorCookie, 'Members only')).json<ChatMessage>();
    expect((await report(message.id, readerCookie)).statusCode).toBe(403);
  });
});
