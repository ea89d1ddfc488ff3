import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../contract/chat.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { openSocket, socketUrl, type TestSocket } from './test-socket.js';

let t: TestContext;
let url: string;
let troll: UserRow;
let trollCookie: string;
let blockerCookie: string;
let otherCookie: string;
let storyId: number;
let chapterId: number;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ CHAT_SLOW_MODE_MS: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = socketUrl(t.app);
  troll = await buildUser(t.db);
  trollCookie = await signIn(t.app, troll);
  blockerCookie = await signIn(t.app, await buildUser(t.db));
  otherCookie = await signIn(t.app, await buildUser(t.db));
  const story = await buildStory(t.db, await buildUser(t.db), {}, 1);
  storyId = story.id;
  const chapters = await t.app.inject({ method: 'GET', url: `/api/stories/${storyId}/chapters` });
  chapterId = chapters.json<{ id: number }[]>()[0]!.id;
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
  await t.app.inject({
    method: 'DELETE',
    url: `/api/users/${troll.id}/block`,
    headers: { cookie: blockerCookie },
  });
});
afterAll(() => t.close());

const messagesUrl = () => `/api/stories/${storyId}/chapters/${chapterId}/messages`;
const block = (id: number, cookie = blockerCookie) =>
  t.app.inject({ method: 'POST', url: `/api/users/${id}/block`, headers: { cookie } });
const blocks = async (cookie = blockerCookie) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/blocks', headers: { cookie } })).json();
const post = async (cookie: string, message: string) =>
  (
    await t.app.inject({ method: 'POST', url: messagesUrl(), headers: { cookie }, payload: { message } })
  ).json<ChatMessage>();

describe('blocking', () => {
  it('lists blocks, blocks once, and unblocks', async () => {
    expect(await blocks()).toEqual({ userIds: [] });
    expect((await block(troll.id)).statusCode).toBe(200);
    expect((await block(troll.id)).statusCode).toBe(200);
    expect(await blocks()).toEqual({ userIds: [troll.id] });
    const unblock = { method: 'DELETE' as const, url: `/api/users/${troll.id}/block` };
    expect((await t.app.inject({ ...unblock, headers: { cookie: blockerCookie } })).statusCode).toBe(200);
    expect(await blocks()).toEqual({ userIds: [] });
    expect((await t.app.inject({ ...unblock })).statusCode).toBe(401);
  });

  it('refuses blocking oneself or nobody', async () => {
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: blockerCookie } })
    ).json<{ id: number }>().id;
    expect((await block(me)).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'params.id' });
    expect((await block(999_999)).json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it("hides a blocked user's messages from the blocker's pages only", async () => {
    await post(trollCookie, 'You all read it wrong');
    await post(otherCookie, 'Lovely chapter');
    await block(troll.id);
    const page = (cookie?: string) =>
      t.app
        .inject({ method: 'GET', url: messagesUrl(), headers: cookie ? { cookie } : {} })
        .then((r) => r.json<ChatMessage[]>().map((m) => m.message));
    expect(await page(blockerCookie)).not.toContain('You all read it wrong');
    expect(await page(blockerCookie)).toContain('Lovely chapter');
    expect(await page(otherCookie)).toContain('You all read it wrong');
    expect(await page()).toContain('You all read it wrong');
  });

  it("does not deliver a blocked user's new messages live to the blocker", async () => {
    await block(troll.id);
    const blocker = await openSocket(url, { cookie: blockerCookie });
    const other = await openSocket(url, { cookie: otherCookie });
    sockets.push(blocker, other);
    await blocker.join(storyId, chapterId);
    await other.join(storyId, chapterId);
    const hidden = await post(trollCookie, 'Nobody blocks me');
    // The room gets each frame in one pass: once `other` has it, the blocker would have it too.
    await other.waitFor((f) => f.type === 'new_message' && f.message.id === hidden.id, 'the message');
    await blocker.barrier();
    expect(blocker.frames.some((f) => f.type === 'new_message')).toBe(false);
    const shown = await post(otherCookie, 'Moving on');
    await blocker.waitFor((f) => f.type === 'new_message' && f.message.id === shown.id, 'the next message');
  });

  it('looks the blockers up at delivery when an event does not carry them (a sender blocked by very many)', async () => {
    await block(troll.id);
    const blocker = await openSocket(url, { cookie: blockerCookie });
    const other = await openSocket(url, { cookie: otherCookie });
    sockets.push(blocker, other);
    await blocker.join(storyId, chapterId);
    await other.join(storyId, chapterId);
    const hidden = await post(trollCookie, 'Carried or not, hidden');
    // The same event again, as an instance publishes it for a sender with too many blockers to carry.
    const replay = { ...hidden, id: hidden.id + 1_000_000 };
    await t.app.pubsub.publish({ chapterId, frame: { type: 'new_message', message: replay } });
    await other.waitFor(
      (f) => f.type === 'new_message' && f.message.id === replay.id,
      'the replayed message',
    );
    await blocker.barrier();
    expect(blocker.frames.some((f) => f.type === 'new_message')).toBe(false);
  });
});
