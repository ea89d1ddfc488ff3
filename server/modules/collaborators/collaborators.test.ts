import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/* Invitations, acceptance, shares and leaving (docs/reference/stories.md#collaborators), through the API. */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function as(user: UserRow) {
  const cookie = await signIn(t.app, user);
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
}

describe('collaborators', () => {
  it('invites, notifies, accepts (idempotently) and shows the co-author on the story', async () => {
    const [ada, ben] = [await buildUser(t.db), await buildUser(t.db)];
    const story = await buildStory(t.db, ada, { isPublished: false }, 1);
    const owner = await as(ada);
    const invitee = await as(ben);
    const invited = await owner('POST', `/api/stories/${story.id}/collaborators`, {
      username: `@${ben.username!.toUpperCase()}`,
      role: 'coauthor',
      shareBps: 2500,
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      userId: ben.id,
      role: 'coauthor',
      status: 'invited',
      shareBps: 2500,
    });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, ben.id));
    expect(note).toMatchObject({ type: 'collaboration_invite', link: '/library#collaborations' });
    // Not yet accepted: the draft stays hidden.
    expect((await invitee('GET', `/api/stories/${story.id}`)).statusCode).toBe(404);
    const mine = (await invitee('GET', '/api/collaborations')).json();
    expect(mine).toMatchObject([{ storyId: story.id, storyTitle: story.title, status: 'invited' }]);
    for (let i = 0; i < 2; i++) {
      const accepted = await invitee('POST', `/api/collaborations/${mine[0].id}/accept`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().status).toBe('accepted');
    }
    const page = await invitee('GET', `/api/stories/${story.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      viewerRole: 'coauthor',
      collaborators: [{ username: ben.username, role: 'coauthor' }],
    });
    expect((await invitee('GET', `/api/stories/${story.id}/collaborators`)).json()).toHaveLength(1);
    // Someone else's invitation answers like a missing one.
    expect((await owner('POST', `/api/collaborations/${mine[0].id}/accept`)).statusCode).toBe(404);
  });

  it('refuses unknown users, yourself, duplicates and shares over 100 %', async () => {
    const [ada, ben, cy] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    const story = await buildStory(t.db, ada, {}, 1);
    const owner = await as(ada);
    const url = `/api/stories/${story.id}/collaborators`;
    expect((await owner('POST', url, { username: 'nobody-at-all-here', role: 'editor' })).json().code).toBe(
      'USER_NOT_FOUND',
    );
    const self = await owner('POST', url, { username: ada.username, role: 'editor' });
    expect([self.statusCode, self.json().code]).toEqual([400, 'CANNOT_INVITE_YOURSELF']);
    expect(
      (await owner('POST', url, { username: ben.username, role: 'editor', shareBps: 6000 })).statusCode,
    ).toBe(201);
    const again = await owner('POST', url, { username: ben.username, role: 'coauthor' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'COLLABORATOR_EXISTS']);
    const over = await owner('POST', url, { username: cy.username, role: 'coauthor', shareBps: 4001 });
    expect([over.statusCode, over.json().field]).toEqual([400, 'body.shareBps']);
    expect(
      (await owner('POST', url, { username: cy.username, role: 'coauthor', shareBps: 4000 })).statusCode,
    ).toBe(201);
    const patch = await owner('PATCH', `${url}/${ben.id}`, { shareBps: 6001 });
    expect([patch.statusCode, patch.json().field]).toEqual([400, 'body.shareBps']);
    const ok = await owner('PATCH', `${url}/${ben.id}`, { shareBps: 5000, role: 'coauthor' });
    expect(ok.json()).toMatchObject({ shareBps: 5000, role: 'coauthor' });
    const bad = await owner('PATCH', `${url}/${ben.id}`, { shareBps: 10_001 });
    expect(bad.statusCode).toBe(400);
  });

  it('declines; a collaborator leaves; a removed one loses the draft', async () => {
    const [ada, ben, cy] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    const story = await buildStory(t.db, ada, { isPublished: false }, 1);
    const owner = await as(ada);
    const url = `/api/stories/${story.id}/collaborators`;
    await owner('POST', url, { username: ben.username, role: 'editor' });
    await owner('POST', url, { username: cy.username, role: 'coauthor' });
    const benApi = await as(ben);
    const cyApi = await as(cy);
    const benInvite = (await benApi('GET', '/api/collaborations')).json()[0];
    expect((await benApi('POST', `/api/collaborations/${benInvite.id}/decline`)).statusCode).toBe(200);
    expect((await benApi('GET', '/api/collaborations')).json()).toEqual([]);
    const cyInvite = (await cyApi('GET', '/api/collaborations')).json()[0];
    await cyApi('POST', `/api/collaborations/${cyInvite.id}/accept`);
    expect((await cyApi('GET', `/api/stories/${story.id}`)).statusCode).toBe(200);
    // Cy may not remove anyone else, but may leave.
    expect((await cyApi('DELETE', `${url}/${ada.id}`)).statusCode).toBe(403);
    expect((await cyApi('DELETE', `${url}/${cy.id}`)).statusCode).toBe(200);
    expect((await cyApi('GET', `/api/stories/${story.id}`)).statusCode).toBe(404);
    // The owner removes; removing twice answers 404.
    await owner('POST', url, { username: ben.username, role: 'editor' });
    expect((await owner('DELETE', `${url}/${ben.id}`)).statusCode).toBe(200);
    expect((await owner('DELETE', `${url}/${ben.id}`)).statusCode).toBe(404);
  });

  it('a co-author is an author on cards, on their author feed and in the story feed', async () => {
    const [ada, ben] = [
      await buildUser(t.db, { displayName: 'Ada' }),
      await buildUser(t.db, { displayName: 'Ben' }),
    ];
    const story = await buildStory(t.db, ada, {}, 1);
    const owner = await as(ada);
    await owner('POST', `/api/stories/${story.id}/collaborators`, {
      username: ben.username,
      role: 'coauthor',
    });
    const benApi = await as(ben);
    const invite = (await benApi('GET', '/api/collaborations')).json()[0];
    await benApi('POST', `/api/collaborations/${invite.id}/accept`);
    const created = await benApi('POST', '/api/chapters', {
      storyId: story.id,
      title: 'Ben writes',
      content: 'Ben wrote this chapter of the shared story. '.repeat(5),
    });
    expect(created.statusCode).toBe(201);
    const feed = await t.app.inject({ url: `/api/stories/${story.id}/feed.atom` });
    expect(feed.body).toContain('<name>Ada</name>');
    expect(feed.body).toContain('<name>Ben</name>');
    const benFeed = await t.app.inject({ url: `/api/authors/${ben.username}/feed.rss` });
    expect(benFeed.body).toContain('Ben writes');
  });
});
