import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostPage } from '../../../contract/posts.js';
import { subscriptionTiers } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildAudience, buildTier, call, publish, type Viewer } from './test-posts.js';

/** Author posts and their audiences (docs/reference/people.md#posts) against the real database. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('publishing a post', () => {
  it('refuses visitors, validates with field paths, and keeps the poll in order', async () => {
    const author = await buildUser(t.db);
    const cookie = await signIn(t.app, author);
    const other = await buildUser(t.db);
    const othersTier = await buildTier(t, other, 'Not yours');
    const post = (payload: object) => call(t, cookie, 'POST', '/api/posts', payload);

    expect(
      (await call(t, undefined, 'POST', '/api/posts', { title: 'x', audience: 'public' })).statusCode,
    ).toBe(401);
    const cases: [object, string][] = [
      [{ title: '  ', audience: 'public' }, 'body.title'],
      [{ title: 'x'.repeat(201), audience: 'public' }, 'body.title'],
      [{ title: 'Hi', audience: 'everyone' }, 'body.audience'],
      [{ title: 'Hi', audience: 'tier' }, 'body.tierId'],
      [{ title: 'Hi', audience: 'public', tierId: othersTier.id }, 'body.tierId'],
      [{ title: 'Hi', audience: 'tier', tierId: othersTier.id }, 'body.tierId'],
      [{ title: 'Hi', audience: 'public', poll: { options: ['Only one'] } }, 'body.poll.options'],
      [{ title: 'Hi', audience: 'public', poll: { options: Array(7).fill('Same') } }, 'body.poll.options'],
      [{ title: 'Hi', audience: 'public', poll: { options: ['Yes', ' '] } }, 'body.poll.options.1'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }

    const created = await post({
      title: ' Which ending? ',
      body: 'Tell me.',
      audience: 'public',
      poll: { options: ['The sea', 'The tower', 'Both'] },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json<Post>();
    expect(body).toMatchObject({
      title: 'Which ending?',
      body: 'Tell me.',
      locked: false,
      audience: 'public',
      tierId: null,
      tierName: null,
      editedAt: null,
      author: { id: author.id, username: author.username },
      poll: { totalVotes: 0, myVote: null },
    });
    expect(body.poll!.options.map((o) => [o.label, o.votes])).toEqual([
      ['The sea', 0],
      ['The tower', 0],
      ['Both', 0],
    ]);
  });

  it('limits an author to 10 posts an hour', async () => {
    const cookie = await signIn(t.app, await buildUser(t.db));
    for (let i = 0; i < 10; i++) {
      const response = await call(t, cookie, 'POST', '/api/posts', {
        title: `News ${i}`,
        audience: 'public',
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = await call(t, cookie, 'POST', '/api/posts', { title: 'One more', audience: 'public' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('who reads a post', () => {
  it('shows each audience exactly to its readers, in one post, the author list and the feed', async () => {
    const { author, tierA, tierB, viewers } = await buildAudience(t);
    const authorCookie = viewers.author.cookie!;
    const gone = await buildTier(t, author, 'Retired tier', '1.00');
    const published = {
      public: await publish(t, authorCookie, 'public'),
      followers: await publish(t, authorCookie, 'followers'),
      subscribers: await publish(t, authorCookie, 'subscribers'),
      tierA: await publish(t, authorCookie, 'tier', { tierId: tierA.id }),
      tierB: await publish(t, authorCookie, 'tier', { tierId: tierB.id }),
      deletedTier: await publish(t, authorCookie, 'tier', { tierId: gone.id }),
    };
    await t.db.delete(subscriptionTiers).where(eq(subscriptionTiers.id, gone.id));

    type Key = keyof typeof published;
    const readers: Record<Key, (keyof typeof viewers)[]> = {
      public: ['visitor', 'stranger', 'follower', 'subA', 'subB', 'lapsed', 'author'],
      followers: ['follower', 'subA', 'subB', 'lapsed', 'author'],
      subscribers: ['subA', 'subB', 'author'],
      // A tier's post reaches its subscribers and those of dearer tiers (tier B costs more than A).
      tierA: ['subA', 'subB', 'author'],
      tierB: ['subB', 'author'],
      deletedTier: ['subA', 'subB', 'author'],
    };
    const inFeed: (keyof typeof viewers)[] = ['follower', 'subA', 'subB', 'lapsed'];

    for (const [viewerKey, viewer] of Object.entries(viewers) as [keyof typeof viewers, Viewer][]) {
      const list = await call(t, viewer.cookie, 'GET', `/api/authors/${author.username}/posts`);
      expect(list.statusCode).toBe(200);
      const listed = new Map(list.json<PostPage>().posts.map((p) => [p.id, p]));
      const feed = await call(t, viewer.cookie, 'GET', '/api/feed/posts');
      if (viewer.cookie === undefined) expect(feed.statusCode).toBe(401);
      const fed = new Map(feed.statusCode === 200 ? feed.json<PostPage>().posts.map((p) => [p.id, p]) : []);
      expect(fed.size > 0, `${viewer.name}'s feed`).toBe(inFeed.includes(viewerKey));

      for (const [key, post] of Object.entries(published) as [Key, (typeof published)[Key]][]) {
        const may = readers[key].includes(viewerKey);
        const one = await call(t, viewer.cookie, 'GET', `/api/posts/${post.id}`);
        expect(one.statusCode).toBe(200);
        const answers = [
          one.json<Post>(),
          listed.get(post.id)!,
          ...(fed.has(post.id) ? [fed.get(post.id)!] : []),
        ];
        for (const answer of answers) {
          expect(answer.locked, `${viewer.name} reads ${key}`).toBe(!may);
          expect(answer.title).toBe(`A ${post.audience} post`);
          if (!may) expect(answer.body).toBeNull();
        }
        // A locked body never appears in any answer, whatever its shape; a readable one is there.
        for (const raw of [one.body, list.body, feed.body]) {
          if (!may) expect(raw, `${viewer.name} sees ${key}'s text`).not.toContain(post.marker);
        }
        if (may) expect(one.body + list.body).toContain(post.marker);
      }
    }
    const tierPost = await call(t, undefined, 'GET', `/api/posts/${published.tierA.id}`);
    expect(tierPost.json()).toMatchObject({ tierName: 'Inner circle', tierId: tierA.id });
    const orphan = await call(t, undefined, 'GET', `/api/posts/${published.deletedTier.id}`);
    expect(orphan.json()).toMatchObject({ audience: 'tier', tierId: null, tierName: null, locked: true });
  });

  it('pages the author list newest first, and answers 404 for unknown posts and authors', async () => {
    const author = await buildUser(t.db);
    const cookie = await signIn(t.app, author);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await publish(t, cookie, 'public')).id);
    const first = (
      await call(t, undefined, 'GET', `/api/authors/${author.username!.toUpperCase()}/posts`)
    ).json<PostPage>();
    expect(first.posts.map((p) => p.id)).toEqual([...ids].reverse());
    expect(first.hasMore).toBe(false);
    const older = (
      await call(t, undefined, 'GET', `/api/authors/${author.username}/posts?before=${ids[2]}`)
    ).json<PostPage>();
    expect(older.posts.map((p) => p.id)).toEqual([ids[1], ids[0]]);
    expect((await call(t, undefined, 'GET', '/api/posts/999999')).json()).toMatchObject({
      code: 'POST_NOT_FOUND',
    });
    expect((await call(t, undefined, 'GET', '/api/posts/999999')).statusCode).toBe(404);
    const unknown = await call(t, undefined, 'GET', '/api/authors/nobody_here_at_all/posts');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});

describe('editing and deleting', () => {
  it('lets only the author edit (editedAt set) or delete', async () => {
    const author = await buildUser(t.db);
    const cookie = await signIn(t.app, author);
    const otherCookie = await signIn(t.app, await buildUser(t.db));
    const post = await publish(t, cookie, 'public');
    const url = `/api/posts/${post.id}`;

    expect((await call(t, undefined, 'PATCH', url, { title: 'Mine now' })).statusCode).toBe(401);
    const foreign = await call(t, otherCookie, 'PATCH', url, { title: 'Mine now' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'ACCESS_DENIED' });
    expect((await call(t, otherCookie, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(t, cookie, 'PATCH', url, {})).statusCode).toBe(400);
    expect((await call(t, cookie, 'PATCH', '/api/posts/999999', { title: 'x' })).statusCode).toBe(404);

    const edited = await call(t, cookie, 'PATCH', url, { body: 'Corrected text.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: post.title,
      body: 'Corrected text.',
      editedAt: expect.any(String),
    });

    expect((await call(t, cookie, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(t, cookie, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, cookie, 'DELETE', url)).statusCode).toBe(404);
  });
});
