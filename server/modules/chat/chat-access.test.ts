import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser, type StoryRow, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { openSocket, socketUrl, type TestSocket } from './test-socket.js';

/**
 * Chat follows the read policy (docs/reference/community.md#chat): whoever may not read a chapter may neither
 * read its discussion, nor join its room, nor post in it; the answers are those of the chapter routes.
 */
let t: TestContext;
let url: string;
let author: UserRow;
let authorCookie: string;
let readerCookie: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ CHAT_SLOW_MODE_MS: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = socketUrl(t.app);
  author = await buildUser(t.db);
  authorCookie = await signIn(t.app, author);
  readerCookie = await signIn(t.app, await buildUser(t.db));
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});
afterAll(() => t.close());

async function firstChapterId(story: StoryRow): Promise<number> {
  const cookie = story.authorId === author.id ? authorCookie : readerCookie;
  const chapters = await t.app.inject({
    method: 'GET',
    url: `/api/stories/${story.id}/chapters`,
    headers: { cookie },
  });
  return chapters.json<{ id: number }[]>()[0]!.id;
}

const messagesUrl = (storyId: number, chapterId: number) =>
  `/api/stories/${storyId}/chapters/${chapterId}/messages`;

/** What a user gets from GET, POST and join for one chapter: statuses and the join's frame. */
async function tryChat(cookie: string | undefined, storyId: number, chapterId: number) {
  const headers = cookie ? { cookie } : {};
  const read = await t.app.inject({ method: 'GET', url: messagesUrl(storyId, chapterId), headers });
  const posted = await t.app.inject({
    method: 'POST',
    url: messagesUrl(storyId, chapterId),
    headers,
    payload: { message: 'Hello from the margins' },
  });
  let joined = 'not signed in';
  if (cookie) {
    const socket = await openSocket(url, { cookie });
    sockets.push(socket);
    socket.send({ type: 'join_chapter', storyId, chapterId });
    const answer = await socket.waitFor((f) => f.type === 'joined' || f.type === 'error', 'join answer');
    joined = answer.type === 'error' ? answer.code : answer.type;
  }
  return {
    read: `${read.statusCode} ${read.json().code ?? 'ok'}`,
    post: `${posted.statusCode} ${posted.json().code ?? 'ok'}`,
    joined,
  };
}

describe('who may read, join and post', () => {
  it('opens a public chapter to every signed-in reader; reading needs no sign-in', async () => {
    const story = await buildStory(t.db, author);
    const chapterId = await firstChapterId(story);
    expect(await tryChat(readerCookie, story.id, chapterId)).toEqual({
      read: '200 ok',
      post: '201 ok',
      joined: 'joined',
    });
    expect(await tryChat(undefined, story.id, chapterId)).toMatchObject({
      read: '200 ok',
      post: '401 UNAUTHENTICATED',
    });
  });

  it("hides another author's draft as not found, and opens it to its author", async () => {
    const draft = await buildStory(t.db, author, { isPublished: false });
    const chapterId = await firstChapterId(draft);
    expect(await tryChat(readerCookie, draft.id, chapterId)).toEqual({
      read: '404 CHAPTER_NOT_FOUND',
      post: '404 CHAPTER_NOT_FOUND',
      joined: 'CHAPTER_NOT_FOUND',
    });
    expect(await tryChat(undefined, draft.id, chapterId)).toMatchObject({ read: '404 CHAPTER_NOT_FOUND' });
    expect(await tryChat(authorCookie, draft.id, chapterId)).toEqual({
      read: '200 ok',
      post: '201 ok',
      joined: 'joined',
    });
  });

  it.each(['premium', 'subscribers'])(
    'locks a %s chapter to those who may not read it, without leaking its messages',
    async (accessLevel) => {
      const locked = await buildStory(t.db, author, { accessLevel, freeChapters: 0 });
      const chapterId = await firstChapterId(locked);
      expect(await tryChat(authorCookie, locked.id, chapterId)).toEqual({
        read: '200 ok',
        post: '201 ok',
        joined: 'joined',
      });
      const outsider = await tryChat(readerCookie, locked.id, chapterId);
      expect(outsider).toEqual({
        read: '403 CONTENT_LOCKED',
        post: '403 CONTENT_LOCKED',
        joined: 'CONTENT_LOCKED',
      });
      const anonymous = await t.app.inject({ method: 'GET', url: messagesUrl(locked.id, chapterId) });
      expect(anonymous.statusCode).toBe(403);
      expect(anonymous.body).not.toContain('Hello from the margins');
    },
  );

  it('refuses a chapter named under another story (404), even a readable one', async () => {
    const story = await buildStory(t.db, author);
    const other = await buildStory(t.db, author);
    const chapterId = await firstChapterId(other);
    expect(await tryChat(readerCookie, story.id, chapterId)).toEqual({
      read: '404 CHAPTER_NOT_FOUND',
      post: '404 CHAPTER_NOT_FOUND',
      joined: 'CHAPTER_NOT_FOUND',
    });
  });
});
