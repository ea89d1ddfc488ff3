import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/* An author page lists the stories its author co-writes (docs/reference/stories.md#collaborators). */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function as(user: UserRow) {
  const cookie = await signIn(t.app, user);
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
}

/** Invites `who` to `storyId` as `role` and has them accept. */
async function collaborate(owner: UserRow, who: UserRow, storyId: number, role: 'coauthor' | 'editor') {
  const invited = await (await as(owner))('POST', `/api/stories/${storyId}/collaborators`, {
    username: who.username,
    role,
  });
  expect(invited.statusCode).toBe(201);
  const accepted = await (await as(who))('POST', `/api/collaborations/${invited.json().id}/accept`);
  expect(accepted.statusCode).toBe(200);
}

describe('author pages and co-written stories', () => {
  it('lists published stories the author co-writes, not those they only edit, invitations or drafts', async () => {
    const [ada, ben] = [await buildUser(t.db), await buildUser(t.db)];
    const own = await buildStory(t.db, ben, { isPublished: true }, 1);
    const coWritten = await buildStory(t.db, ada, { isPublished: true }, 1);
    const coWrittenDraft = await buildStory(t.db, ada, { isPublished: false }, 1);
    const edited = await buildStory(t.db, ada, { isPublished: true }, 1);
    const onlyInvited = await buildStory(t.db, ada, { isPublished: true }, 1);
    await collaborate(ada, ben, coWritten.id, 'coauthor');
    await collaborate(ada, ben, coWrittenDraft.id, 'coauthor');
    await collaborate(ada, ben, edited.id, 'editor');
    const invite = await (await as(ada))('POST', `/api/stories/${onlyInvited.id}/collaborators`, {
      username: ben.username,
      role: 'coauthor',
    });
    expect(invite.statusCode).toBe(201);

    const listed = await t.app.inject({ url: `/api/authors/${ben.username}/stories` });
    expect(listed.statusCode).toBe(200);
    const ids = listed.json().map((s: { id: number }) => s.id);
    expect(ids.sort()).toEqual([own.id, coWritten.id].sort());
    const card = listed.json().find((s: { id: number }) => s.id === coWritten.id);
    expect(card.author.username).toBe(ada.username);
    expect(card.collaborators).toMatchObject([{ username: ben.username, role: 'coauthor' }]);

    const profile = await t.app.inject({ url: `/api/authors/${ben.username}` });
    expect(profile.json().storyCount).toBe(2);

    // The owner's page is unchanged; the public list by user id answers the same.
    const adaIds = (await t.app.inject({ url: `/api/authors/${ada.username}/stories` }))
      .json()
      .map((s: { id: number }) => s.id);
    expect(adaIds.sort()).toEqual([coWritten.id, edited.id, onlyInvited.id].sort());
    const byId = (await t.app.inject({ url: `/api/stories/author/${ben.id}` })).json();
    expect(byId.map((s: { id: number }) => s.id).sort()).toEqual([own.id, coWritten.id].sort());

    // Ben's own list by user id also shows the co-written draft; his Library's authored list does not.
    const benApi = await as(ben);
    const mineById = (await benApi('GET', `/api/stories/author/${ben.id}`)).json();
    expect(mineById.map((s: { id: number }) => s.id).sort()).toEqual(
      [own.id, coWritten.id, coWrittenDraft.id].sort(),
    );
    const authored = (await benApi('GET', '/api/user/authored-stories')).json();
    expect(authored.map((s: { id: number }) => s.id)).toEqual([own.id]);
  });
});
