import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION } from '../../../contract/account.js';
import type { Post } from '../../../contract/posts.js';
import {
  bookmarks,
  notifications,
  postPollVotes,
  posts,
  readingProgress,
  storyReads,
} from '../../db/schema.js';
import type { RunningJob } from '../../plugins/jobs.js';
import { buildStory, buildUser, signIn, TEST_PASSWORD } from '../../test/factories.js';
import { runQueuedJobs } from '../../test/queued-jobs.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { runNewPostJob } from '../notifications/new-post-job.js';
import { NOTIFY_NEW_POST_JOB, type NotifyNewPostJob } from './new-post-queue.js';
import { postForEmail } from './post-email.js';
import { buildAudience, call, publish } from './test-posts.js';

/**
 * What a post reaches (docs/reference/people.md#posts): poll votes, notifications, the email's text, and
 * never a reader's bookmark or progress; the account export and deletion. Against the real database.
 */
let t: TestContext;
const ran = new Set<string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const runPostJobs = () =>
  runQueuedJobs<NotifyNewPostJob>(t, NOTIFY_NEW_POST_JOB, (job) => runNewPostJob(t.app, job), ran);

const notifiedBy = async (postId: number) =>
  (
    await t.db
      .select({
        userId: notifications.userId,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
      })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `post:${postId}`))
  ).sort((a, b) => a.userId - b.userId);

describe('polls', () => {
  it('takes one vote per person, moves it on a second vote, and counts', async () => {
    const { tierA, viewers } = await buildAudience(t);
    const poll = await publish(t, viewers.author.cookie!, 'followers', {
      poll: { options: ['North', 'South'] },
    });
    const [north, south] = poll.poll!.options;
    const vote = (cookie: string | undefined, optionId: number, id = poll.id) =>
      call(t, cookie, 'POST', `/api/posts/${id}/vote`, { optionId });

    expect((await vote(undefined, north!.id)).statusCode).toBe(401);
    const outsider = await vote(viewers.stranger.cookie, north!.id);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toMatchObject({ code: 'CONTENT_LOCKED' });

    // Ten clicks at once by one reader: one vote.
    await Promise.all(Array.from({ length: 10 }, () => vote(viewers.follower.cookie, north!.id)));
    const mine = (await vote(viewers.subA.cookie, north!.id)).json<Post>();
    expect(mine.poll).toMatchObject({ totalVotes: 2, myVote: north!.id });
    const moved = (await vote(viewers.subA.cookie, south!.id)).json<Post>();
    expect(moved.poll!.options.map((o) => o.votes)).toEqual([1, 1]);
    expect(moved.poll).toMatchObject({ totalVotes: 2, myVote: south!.id });
    expect(await t.db.select().from(postPollVotes).where(eq(postPollVotes.postId, poll.id))).toHaveLength(2);

    // A locked viewer sees the labels, never a count.
    const locked = (await call(t, viewers.stranger.cookie, 'GET', `/api/posts/${poll.id}`)).json<Post>();
    expect(locked.poll).toEqual({
      options: [
        { id: north!.id, label: 'North', votes: null },
        { id: south!.id, label: 'South', votes: null },
      ],
      totalVotes: null,
      myVote: null,
    });

    const other = await publish(t, viewers.author.cookie!, 'tier', {
      tierId: tierA.id,
      poll: { options: ['A', 'B'] },
    });
    const foreignOption = await vote(viewers.subA.cookie, other.poll!.options[0]!.id);
    expect(foreignOption.statusCode).toBe(400);
    expect(foreignOption.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.optionId' });
    const plain = await publish(t, viewers.author.cookie!, 'public');
    const notPoll = await vote(viewers.subA.cookie, north!.id, plain.id);
    expect(notPoll.statusCode).toBe(400);
    expect(notPoll.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.optionId' });
    expect((await vote(viewers.subA.cookie, north!.id, 999_999)).statusCode).toBe(404);
  });

  it('never touches the reader’s bookmarks, reading progress or reads', async () => {
    const author = await buildUser(t.db);
    const authorCookie = await signIn(t.app, author);
    const reader = await buildUser(t.db);
    const readerCookie = await signIn(t.app, reader);
    const story = await buildStory(t.db, author, {}, 2);
    await call(t, readerCookie, 'POST', '/api/bookmarks', { storyId: story.id });
    const chapters = (await call(t, readerCookie, 'GET', `/api/stories/${story.id}/chapters`)).json();
    await call(t, readerCookie, 'POST', '/api/reading-progress', {
      storyId: story.id,
      chapterId: chapters[0].id,
      progress: 40,
    });
    const snapshot = async () => ({
      bookmarks: await t.db.select().from(bookmarks).where(eq(bookmarks.userId, reader.id)),
      progress: await t.db.select().from(readingProgress).where(eq(readingProgress.userId, reader.id)),
      reads: await t.db.select().from(storyReads).where(eq(storyReads.userId, reader.id)),
    });
    const before = await snapshot();
    expect(before.bookmarks).toHaveLength(1);
    expect(before.progress).toHaveLength(1);

    const poll = await publish(t, authorCookie, 'public', { poll: { options: ['Yes', 'No'] } });
    await call(t, readerCookie, 'GET', `/api/posts/${poll.id}`);
    await call(t, readerCookie, 'GET', `/api/authors/${author.username}/posts`);
    const voted = await call(t, readerCookie, 'POST', `/api/posts/${poll.id}/vote`, {
      optionId: poll.poll!.options[1]!.id,
    });
    expect(voted.statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});

describe('notifications of a new post', () => {
  it('reach exactly the followers and live subscribers who may read it, once, never on edit', async () => {
    const { author, tierA, tierB, viewers } = await buildAudience(t);
    const cookie = viewers.author.cookie!;
    const id = (key: keyof typeof viewers) => viewers[key].user!.id;
    // Tier B costs more than tier A: its subscribers read A's posts too, not the other way round.
    const expected = [
      ['public', undefined, ['follower', 'subA', 'subB', 'lapsed']],
      ['followers', undefined, ['follower', 'subA', 'subB', 'lapsed']],
      ['subscribers', undefined, ['subA', 'subB']],
      ['tier', tierA.id, ['subA', 'subB']],
      ['tier', tierB.id, ['subB']],
    ] as const;
    for (const [audience, tierId, who] of expected) {
      const post = await publish(t, cookie, audience, tierId === undefined ? {} : { tierId });
      await runPostJobs();
      const rows = await notifiedBy(post.id);
      expect(
        rows.map((r) => r.userId),
        audience,
      ).toEqual(who.map((key) => id(key as keyof typeof viewers)).sort((a, b) => a - b));
      expect(rows[0]).toMatchObject({
        title: 'New post from Mara Quill',
        body: post.title,
        link: `/posts/${post.id}`,
      });
      // The SQL audience agrees with the rule the API applies: every notified reader reads the post.
      for (const row of rows) {
        const reader = Object.values(viewers).find((v) => v.user?.id === row.userId)!;
        const seen = (await call(t, reader.cookie, 'GET', `/api/posts/${post.id}`)).json<Post>();
        expect(seen.locked, `${reader.name} notified of ${audience}`).toBe(false);
      }
      // A retried job and an edit add nothing.
      await runNewPostJob(t.app, { data: { postId: post.id } } as RunningJob<NotifyNewPostJob>);
      await call(t, cookie, 'PATCH', `/api/posts/${post.id}`, { title: 'Edited title' });
      await runPostJobs();
      expect(await notifiedBy(post.id)).toHaveLength(rows.length);
    }
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, author.id))).toEqual([]);
  });
});

describe('postForEmail', () => {
  it('gives the paragraphs only to a recipient who may read the post at send time', async () => {
    const { tierB, viewers } = await buildAudience(t);
    const post = await publish(t, viewers.author.cookie!, 'tier', { tierId: tierB.id });
    const forSubB = await postForEmail(t.db, post.id, viewers.subB.user!.id);
    expect(forSubB).toEqual({
      title: post.title,
      authorName: 'Mara Quill',
      link: `/posts/${post.id}`,
      paragraphs: [`First paragraph. ${post.marker}`, 'Second paragraph.'],
    });
    for (const key of ['subA', 'follower', 'stranger', 'lapsed'] as const) {
      const email = await postForEmail(t.db, post.id, viewers[key].user!.id);
      expect(email, key).toMatchObject({ title: post.title, paragraphs: null });
      expect(JSON.stringify(email)).not.toContain(post.marker);
    }
    await t.db.delete(posts).where(eq(posts.id, post.id));
    expect(await postForEmail(t.db, post.id, viewers.subB.user!.id)).toBeNull();
  });
});

describe('account data', () => {
  it('exports the author’s posts and the reader’s votes; deleting an account deletes both', async () => {
    const author = await buildUser(t.db);
    const authorCookie = await signIn(t.app, author);
    const reader = await buildUser(t.db);
    const readerCookie = await signIn(t.app, reader);
    const poll = await publish(t, authorCookie, 'public', { poll: { options: ['Yes', 'No'] } });
    const optionId = poll.poll!.options[0]!.id;
    await call(t, readerCookie, 'POST', `/api/posts/${poll.id}/vote`, { optionId });

    const authorData = (await call(t, authorCookie, 'GET', '/api/account/export')).json();
    expect(authorData.posts).toMatchObject([{ id: poll.id, title: poll.title, audience: 'public' }]);
    const readerData = (await call(t, readerCookie, 'GET', '/api/account/export')).json();
    expect(readerData.pollVotes).toEqual([{ postId: poll.id, optionId, createdAt: expect.any(String) }]);

    const remove = (cookie: string) =>
      call(t, cookie, 'DELETE', '/api/account', {
        currentPassword: TEST_PASSWORD,
        confirmation: DELETE_CONFIRMATION,
      });
    expect((await remove(readerCookie)).statusCode).toBe(200);
    expect(await t.db.select().from(postPollVotes).where(eq(postPollVotes.postId, poll.id))).toEqual([]);
    expect((await call(t, authorCookie, 'GET', `/api/posts/${poll.id}`)).json<Post>().poll!.totalVotes).toBe(
      0,
    );
    expect((await remove(authorCookie)).statusCode).toBe(200);
    expect(await t.db.select().from(posts).where(eq(posts.authorId, author.id))).toEqual([]);
  });
});
