import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../../contract/notifications.js';
import { authorSubscriptions, bookmarks, notifications } from '../../db/schema.js';
import type { RunningJob } from '../../plugins/jobs.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { openSocket, socketUrl } from '../chat/test-socket.js';
import { buildTier } from '../payments/test-money.js';
import { type NotifyNewChapterJob, runNewChapterJob } from './new-chapter-job.js';
import { notifyRoundOutcome } from './round-outcome.js';

/** In-app notifications (docs/reference/people.md#notifications) against the real database. */
let t: TestContext;

beforeAll(async () => {
  // Workers on: the new-chapter fan-out is a pg-boss job.
  t = await createTestApp({ JOB_WORKERS: 'true', JOB_POLL_INTERVAL_MS: '500', CHAT_SLOW_MODE_MS: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const call = (cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

const rowsOf = (user: UserRow) => t.db.select().from(notifications).where(eq(notifications.userId, user.id));

const job = (chapterId: number) => ({ data: { chapterId } }) as RunningJob<NotifyNewChapterJob>;

describe('notifications', () => {
  it('refuses signed-out visitors', async () => {
    expect((await call(undefined, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/api/notifications/unread-count')).statusCode).toBe(401);
  });

  it('tells bookmarkers and active subscribers about a new chapter, live and once', async () => {
    const author = await buildUser(t.db);
    const authorCookie = await signIn(t.app, author);
    const story = await buildStory(t.db, author, { title: 'The Loom' }, 1);
    const bookmarker = await buildUser(t.db);
    const subscriber = await buildUser(t.db);
    const lapsed = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    await t.db.insert(bookmarks).values([
      { userId: bookmarker.id, storyId: story.id },
      { userId: author.id, storyId: story.id }, // the author is never told of their own chapter
    ]);
    await t.db.insert(authorSubscriptions).values([
      { userId: subscriber.id, authorId: author.id, endDate: new Date(Date.now() + 86_400_000) },
      { userId: lapsed.id, authorId: author.id, isActive: false },
    ]);
    const bookmarkerCookie = await signIn(t.app, bookmarker);
    const socket = await openSocket(socketUrl(t.app), { cookie: bookmarkerCookie });
    try {
      const created = await call(authorCookie, 'POST', '/api/chapters', {
        storyId: story.id,
        title: 'The Second Thread',
        content: 'It went on. '.repeat(20),
      });
      expect(created.statusCode).toBe(201);
      const chapterId = created.json<{ id: number }>().id;
      const frame = await socket.waitFor((f) => f.type === 'notification', 'the notification');
      expect(frame).toMatchObject({
        type: 'notification',
        notification: {
          type: 'new_chapter',
          title: 'New chapter in The Loom',
          body: 'The Second Thread',
          link: `/reader/${story.id}?chapter=${chapterId}`,
          isRead: false,
        },
      });
      expect(await rowsOf(subscriber)).toHaveLength(1);
      for (const user of [author, lapsed, stranger]) expect(await rowsOf(user)).toEqual([]);

      // A retried job inserts nothing more.
      await runNewChapterJob(t.app, job(chapterId));
      expect(await rowsOf(bookmarker)).toHaveLength(1);

      const page = (await call(bookmarkerCookie, 'GET', '/api/notifications')).json<NotificationPage>();
      expect(page.notifications).toHaveLength(1);
      expect((await call(bookmarkerCookie, 'GET', '/api/notifications/unread-count')).json()).toEqual({
        count: 1,
      });
      const marked = await call(bookmarkerCookie, 'POST', '/api/notifications/read', { all: true });
      expect(marked.json()).toEqual({ count: 1 });
      expect((await call(bookmarkerCookie, 'GET', '/api/notifications/unread-count')).json()).toEqual({
        count: 0,
      });
    } finally {
      await socket.close();
    }
  });

  it('marks only the viewer’s own notifications read, and validates the body', async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    const [mine] = await t.db
      .insert(notifications)
      .values([{ userId: a.id, type: 'tip', title: 'x', dedupeKey: 'k1' }])
      .returning();
    const [theirs] = await t.db
      .insert(notifications)
      .values([{ userId: b.id, type: 'tip', title: 'y', dedupeKey: 'k1' }])
      .returning();
    const cookie = await signIn(t.app, a);
    const res = await call(cookie, 'POST', '/api/notifications/read', { ids: [mine!.id, theirs!.id] });
    expect(res.json()).toEqual({ count: 1 });
    expect((await rowsOf(b))[0]!.isRead).toBe(false);
    const bad = await call(cookie, 'POST', '/api/notifications/read', { ids: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('tells the recipient of a direct message', async () => {
    const sender = await buildUser(t.db, { displayName: 'Mira' });
    const recipient = await buildUser(t.db);
    const sent = await call(await signIn(t.app, sender), 'POST', `/api/messages/${recipient.username}`, {
      message: 'Hello there',
    });
    expect(sent.statusCode).toBe(201);
    expect(await rowsOf(recipient)).toEqual([
      expect.objectContaining({
        type: 'direct_message',
        title: 'New message from Mira',
        body: 'Hello there',
        link: `/messages/${sender.username}`,
        dedupeKey: `dm:${sent.json<{ id: number }>().id}`,
      }),
    ]);
  });

  it('tells an author of a purchase and a tip, once each', async () => {
    const author = await buildUser(t.db, { isCreator: true, tipJarEnabled: true });
    const story = await buildStory(t.db, author, {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '2.99',
    });
    const reader = await buildUser(t.db, { displayName: 'Rae' });
    const cookie = await signIn(t.app, reader);
    const bought = await call(cookie, 'POST', '/api/purchase-content', {
      storyId: story.id,
      chapterId: null,
      amount: '2.99',
    });
    expect(bought.statusCode).toBe(200);
    const tipped = await call(cookie, 'POST', '/api/tips', { authorId: author.id, amount: '5.00' });
    expect(tipped.statusCode).toBeLessThan(300);
    const rows = await rowsOf(author);
    expect(rows.map((row) => [row.type, row.title, row.body]).sort()).toEqual([
      ['purchase', 'New purchase of $2.99', 'Rae bought your content.'],
      ['tip', 'New tip of $5.00', 'Rae sent you a tip.'],
    ]);
  });

  it('tells an author of a new subscriber once, not again for the same subscription', async () => {
    const author = await buildUser(t.db, { isCreator: true });
    const tier = await buildTier(t.db, author, '4.99');
    const fan = await buildUser(t.db, { displayName: 'Fen' });
    const cookie = await signIn(t.app, fan);
    const first = await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id });
    expect(first.statusCode).toBe(200);
    await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId: tier.id });
    expect(await rowsOf(author)).toEqual([
      expect.objectContaining({
        type: 'new_subscriber',
        title: 'New subscriber',
        body: 'Fen subscribed to you.',
      }),
    ]);
  });

  it('tells a story’s author of a chat report', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, { title: 'Reported' }, 1);
    const [chapter] = (await call(undefined, 'GET', `/api/stories/${story.id}/chapters`)).json<
      { id: number }[]
    >();
    const writer = await signIn(t.app, await buildUser(t.db));
    const posted = await call(writer, 'POST', `/api/stories/${story.id}/chapters/${chapter!.id}/messages`, {
      message: 'rude words',
    });
    const reporter = await signIn(t.app, await buildUser(t.db));
    const report = await call(
      reporter,
      'POST',
      `/api/chat-messages/${posted.json<{ id: number }>().id}/report`,
      {
        reason: 'rude',
      },
    );
    expect(report.statusCode).toBe(200);
    expect(await rowsOf(author)).toEqual([
      expect.objectContaining({ type: 'chat_report', body: 'In Reported: rude words' }),
    ]);
  });

  it('tells proposers and voters the outcome of a round, once per outcome', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, {}, 1);
    const [chapter] = (await call(undefined, 'GET', `/api/stories/${story.id}/chapters`)).json<
      { id: number }[]
    >();
    const { branchProposals, votes } = await import('../../db/schema.js');
    const proposer = await buildUser(t.db);
    const voter = await buildUser(t.db);
    const [proposal] = await t.db
      .insert(branchProposals)
      .values({
        chapterId: chapter!.id,
        storyId: story.id,
        proposerId: proposer.id,
        title: 'Idea',
        content: 'x',
      })
      .returning();
    await t.db.insert(votes).values({ userId: voter.id, proposalId: proposal!.id });
    const round = {
      id: 424242,
      chapterId: chapter!.id,
      storyId: story.id,
      status: 'no_votes',
      resultChapterId: null,
    };
    await notifyRoundOutcome(t.app, round);
    await notifyRoundOutcome(t.app, round);
    for (const user of [proposer, voter]) {
      expect(await rowsOf(user)).toEqual([
        expect.objectContaining({
          type: 'round_outcome',
          link: `/proposals/${story.id}/${chapter!.id}`,
          dedupeKey: 'round:424242:no_votes',
        }),
      ]);
    }
    expect(await rowsOf(author)).toEqual([]);
  });
});
