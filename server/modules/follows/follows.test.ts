import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowerPage } from '../../../contract/follows.js';
import { FOLLOWER_PAGE_SIZE } from '../../../contract/follows.js';
import { authorFollows, authorSubscriptions, notifications, storyReads } from '../../db/schema.js';
import { FOLLOW_RATE_MAX } from '../../plugins/rate-limits.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { runningJob } from '../../test/queued-jobs.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { runNewChapterJob } from '../notifications/new-chapter-job.js';

/** Free follows of an author (docs/reference/people.md#follows) against the real database. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
const follow = (cookie: string | undefined, author: UserRow, method: 'POST' | 'DELETE' = 'POST') =>
  call(cookie, method, `/api/authors/${author.username}/follow`);

const DAY_MS = 86_400_000;

/** Inserts a follow of `author` by a new user, made `daysAgo` days ago. */
async function followerSince(author: UserRow, daysAgo: number, displayName?: string) {
  const follower = await buildUser(t.db, displayName ? { displayName } : {});
  await t.db.insert(authorFollows).values({
    followerId: follower.id,
    authorId: author.id,
    createdAt: new Date(Date.now() - daysAgo * DAY_MS),
  });
  return follower;
}

const newFollowerRows = (author: UserRow) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, author.id), eq(notifications.type, 'new_follower')));

describe('following an author', () => {
  it('follows and unfollows, idempotently, answering the state after the change', async () => {
    const author = await buildUser(t.db);
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);

    const first = await follow(cookie, author);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ following: true, followerCount: 1 });
    expect((await follow(cookie, author)).json()).toEqual({ following: true, followerCount: 1 });
    // The username is found in any case, as the author page finds it.
    const upper = await call(cookie, 'POST', `/api/authors/${author.username!.toUpperCase()}/follow`);
    expect(upper.json()).toEqual({ following: true, followerCount: 1 });

    expect((await follow(cookie, author, 'DELETE')).json()).toEqual({ following: false, followerCount: 0 });
    expect((await follow(cookie, author, 'DELETE')).json()).toEqual({ following: false, followerCount: 0 });
  });

  it('refuses visitors, oneself and unknown authors', async () => {
    const author = await buildUser(t.db);
    const cookie = await signIn(t.app, author);
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await follow(undefined, author, method)).statusCode).toBe(401);
      const self = await follow(cookie, author, method);
      expect(self.statusCode).toBe(400);
      expect(self.json()).toMatchObject({ code: 'CANNOT_FOLLOW_SELF' });
      const unknown = await call(cookie, method, '/api/authors/nobody_by_this_name/follow');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    }
    expect((await call(undefined, 'GET', '/api/creator/followers')).statusCode).toBe(401);
    expect(await t.db.select().from(authorFollows).where(eq(authorFollows.authorId, author.id))).toEqual([]);
  });

  it('tells the author once, however often a reader follows and unfollows', async () => {
    const author = await buildUser(t.db);
    const reader = await buildUser(t.db, { displayName: 'Faithful Fan' });
    const cookie = await signIn(t.app, reader);
    await follow(cookie, author);
    await follow(cookie, author, 'DELETE');
    await follow(cookie, author);
    await follow(cookie, author);
    const rows = await newFollowerRows(author);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'New follower',
      body: 'Faithful Fan followed you.',
      link: '/creator-dashboard?tab=followers',
      actorId: reader.id,
      dedupeKey: `follow:${reader.id}`,
    });
  });

  it('limits follow changes per reader, so spam cannot flood an author', async () => {
    const author = await buildUser(t.db);
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    for (let i = 0; i < FOLLOW_RATE_MAX; i++) {
      expect((await follow(cookie, author, i % 2 === 0 ? 'POST' : 'DELETE')).statusCode).toBe(200);
    }
    const refused = await follow(cookie, author);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await newFollowerRows(author)).toHaveLength(1);
  });
});

describe('follower counts', () => {
  it('shows the count on the author page, and isFollowing to signed-in viewers only', async () => {
    const author = await buildUser(t.db);
    const reader = await buildUser(t.db);
    const other = await buildUser(t.db);
    await followerSince(author, 1);
    const cookie = await signIn(t.app, reader);
    await follow(cookie, author);

    const anonymous = await call(undefined, 'GET', `/api/authors/${author.username}`);
    expect(anonymous.json().followerCount).toBe(2);
    expect(anonymous.json()).not.toHaveProperty('isFollowing');
    expect(anonymous.headers['cache-control']).toBe('no-store');

    const mine = await call(cookie, 'GET', `/api/authors/${author.username}`);
    expect(mine.json()).toMatchObject({ followerCount: 2, isFollowing: true });
    expect(mine.headers['cache-control']).toBe('no-store');
    const theirs = await call(await signIn(t.app, other), 'GET', `/api/authors/${author.username}`);
    expect(theirs.json()).toMatchObject({ followerCount: 2, isFollowing: false });
  });

  it('puts the count on featured and discover cards', async () => {
    const author = await buildUser(t.db, { bio: `follow-cards-${process.pid}` });
    const story = await buildStory(t.db, author);
    const readers = await Promise.all([1, 2, 3].map(() => buildUser(t.db)));
    for (const reader of readers)
      await t.db.insert(storyReads).values({ storyId: story.id, userId: reader.id });
    await followerSince(author, 2);
    await followerSince(author, 40);

    const featured = (await call(undefined, 'GET', '/api/creators/featured')).json();
    expect(featured.find((c: { id: number }) => c.id === author.id)).toMatchObject({ followerCount: 2 });
    const discover = await call(undefined, 'GET', `/api/creators/discover?q=follow-cards-${process.pid}`);
    expect(discover.json()).toEqual([expect.objectContaining({ id: author.id, followerCount: 2 })]);
  });
});

describe('the author’s followers', () => {
  it('lists followers newest first, a page at a time, with the total and the 30-day growth', async () => {
    const author = await buildUser(t.db);
    const subscriber = await followerSince(author, 0.5, 'Newest Fan');
    await t.db
      .insert(authorSubscriptions)
      .values({ userId: subscriber.id, authorId: author.id, endDate: new Date(Date.now() + DAY_MS) });
    // FOLLOWER_PAGE_SIZE + 4 more: 10 of them more than 30 days ago.
    for (let i = 1; i <= FOLLOWER_PAGE_SIZE + 4; i++)
      await followerSince(author, i < 45 ? i / 2 + 1 : 31 + i);
    const cookie = await signIn(t.app, author);

    const first = (await call(cookie, 'GET', '/api/creator/followers')).json<FollowerPage>();
    expect(first).toMatchObject({ hasMore: true, total: FOLLOWER_PAGE_SIZE + 5, gained30d: 45 });
    expect(first.followers).toHaveLength(FOLLOWER_PAGE_SIZE);
    expect(first.followers[0]).toMatchObject({
      id: subscriber.id,
      username: subscriber.username,
      displayName: 'Newest Fan',
      isSubscriber: true,
    });
    expect(first.followers[1]!.isSubscriber).toBe(false);
    expect(first.followers[0]).not.toHaveProperty('email');
    const times = first.followers.map((f) => Date.parse(f.followedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const before = first.followers.at(-1)!.followedAt;
    const second = (
      await call(cookie, 'GET', `/api/creator/followers?before=${encodeURIComponent(before)}`)
    ).json<FollowerPage>();
    expect(second).toMatchObject({ hasMore: false, total: FOLLOWER_PAGE_SIZE + 5, gained30d: 45 });
    expect(second.followers).toHaveLength(5);
    const seen = new Set([...first.followers, ...second.followers].map((f) => f.id));
    expect(seen.size).toBe(FOLLOWER_PAGE_SIZE + 5);

    const bad = await call(cookie, 'GET', '/api/creator/followers?before=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'querystring.before' });
  });

  it('adds followers and their growth to the dashboard’s quick stats', async () => {
    const author = await buildUser(t.db);
    await followerSince(author, 3);
    await followerSince(author, 10);
    await followerSince(author, 45);
    const cookie = await signIn(t.app, author);
    const stats = (await call(cookie, 'GET', '/api/creator/quick-stats')).json();
    expect(stats).toMatchObject({ followerCount: 3, followersGained30d: 2 });
    const empty = (
      await call(await signIn(t.app, await buildUser(t.db)), 'GET', '/api/creator/followers')
    ).json();
    expect(empty).toEqual({ followers: [], hasMore: false, total: 0, gained30d: 0 });
  });
});

describe('new chapters reach followers', () => {
  it('notifies a follower of a new chapter, once, with a subscriber who follows too told once', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, { title: 'Followed Tale' }, 1);
    const follower = await buildUser(t.db);
    const both = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    await follow(await signIn(t.app, follower), author);
    await follow(await signIn(t.app, both), author);
    await t.db
      .insert(authorSubscriptions)
      .values({ userId: both.id, authorId: author.id, endDate: new Date(Date.now() + DAY_MS) });

    const created = await call(await signIn(t.app, author), 'POST', '/api/chapters', {
      storyId: story.id,
      title: 'For the Followers',
      content: 'It went on. '.repeat(20),
    });
    expect(created.statusCode).toBe(201);
    const chapterId = created.json<{ id: number }>().id;
    await runNewChapterJob(t.app, runningJob({ chapterId }));
    await runNewChapterJob(t.app, runningJob({ chapterId })); // a retry adds nothing

    const chapterRows = (user: UserRow) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'new_chapter')));
    expect(await chapterRows(follower)).toEqual([
      expect.objectContaining({
        title: 'New chapter in Followed Tale',
        body: 'For the Followers',
        link: `/reader/${story.id}?chapter=${chapterId}`,
        dedupeKey: `chapter:${chapterId}`,
      }),
    ]);
    expect(await chapterRows(both)).toHaveLength(1);
    expect(await chapterRows(stranger)).toEqual([]);
    expect(await chapterRows(author)).toEqual([]);
    // Unfollowing stops it: the next chapter tells the follower nothing.
    await follow(await signIn(t.app, follower), author, 'DELETE');
    const next = await call(await signIn(t.app, author), 'POST', '/api/chapters', {
      storyId: story.id,
      title: 'After Goodbye',
      content: 'It went on again. '.repeat(20),
    });
    await runNewChapterJob(t.app, runningJob({ chapterId: next.json<{ id: number }>().id }));
    expect(await chapterRows(follower)).toHaveLength(1);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `chapter:${next.json<{ id: number }>().id}`));
    expect(count!.n).toBe(1); // only the subscriber who follows
  });
});
