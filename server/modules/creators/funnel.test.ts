import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryFunnel } from '../../../contract/funnel.js';
import {
  authorSubscriptions,
  chapters,
  payments,
  readingProgress,
  stories,
  storyReads,
} from '../../db/schema.js';
import { buildStory, buildUser, type StoryRow, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { liveSubscription } from '../access/live-subscription.js';

/** The per-chapter funnel (docs/reference/people.md#dashboard) on a fixture story, by hand. */
let t: TestContext;
let author: UserRow;
let story: StoryRow;
let authorCookie: string;

const pay = (userId: number, authorId: number, storyId: number, status = 'completed') =>
  t.db.insert(payments).values({
    userId,
    authorId,
    storyId,
    amount: '2.00',
    platformFee: '0.30',
    authorEarning: '1.70',
    type: 'purchase',
    status,
  });

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db);
  story = await buildStory(t.db, author, {}, 4);
  authorCookie = await signIn(t.app, author);
  const list = await t.db
    .select()
    .from(chapters)
    .where(eq(chapters.storyId, story.id))
    .orderBy(chapters.orderIndex);
  const ch = list.map((c) => c.id);
  // Reading positions: r1 at 1, r2 and r3 at 2, r5 at 3, r4 at 4; the author at 4 does not count.
  const positions = [ch[0], ch[1], ch[1], ch[3], ch[2]];
  const readers: UserRow[] = [];
  for (const chapterId of positions) {
    const reader = await buildUser(t.db);
    readers.push(reader);
    await t.db
      .insert(readingProgress)
      .values({ userId: reader.id, storyId: story.id, chapterId: chapterId! });
    await t.db.insert(storyReads).values({ userId: reader.id, storyId: story.id });
  }
  await t.db.insert(readingProgress).values({ userId: author.id, storyId: story.id, chapterId: ch[3]! });
  const [r1, r2, r3, r4, r5] = readers;
  await pay(r2!.id, author.id, story.id);
  await pay(r4!.id, author.id, story.id);
  await pay(r4!.id, author.id, story.id, 'refunded'); // not a purchase any more
  await pay(r1!.id, author.id, (await buildStory(t.db, author, {}, 1)).id); // another story
  await t.db.insert(authorSubscriptions).values([
    { userId: r3!.id, authorId: author.id },
    { userId: r5!.id, authorId: author.id },
    { userId: (await buildUser(t.db)).id, authorId: author.id }, // subscribed without reading
  ]);
});
afterAll(() => t.close());

describe('story funnel', () => {
  it('matches the hand-computed numbers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/creator/stories/${story.id}/funnel`,
      headers: { cookie: authorCookie },
    });
    expect(response.statusCode).toBe(200);
    const funnel = response.json() as StoryFunnel;
    expect(funnel.readers).toBe(5);
    expect(
      funnel.chapters.map((c) => [c.reached, c.dropOff, c.dropOffRate, c.purchases, c.subscriptions]),
    ).toEqual([
      [5, 1, 20, 0, 0],
      [4, 2, 50, 1, 1],
      [2, 1, 50, 0, 1],
      [1, 0, 0, 1, 0],
    ]);
  });

  it('is the author’s only', async () => {
    const other = await signIn(t.app, await buildUser(t.db));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/creator/stories/${story.id}/funnel`,
      headers: { cookie: other },
    });
    expect([403, 404]).toContain(response.statusCode);
  });
});

describe('author figures', () => {
  it('equal the counts computed straight from the tables', async () => {
    const quick = (
      await t.app.inject({
        method: 'GET',
        url: '/api/creator/quick-stats',
        headers: { cookie: authorCookie },
      })
    ).json();
    const [subs] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(authorSubscriptions)
      .where(and(eq(authorSubscriptions.authorId, author.id), liveSubscription));
    const [views] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(storyReads)
      .innerJoin(stories, eq(stories.id, storyReads.storyId))
      .where(and(eq(stories.authorId, author.id), eq(stories.isPublished, true)));
    expect(quick).toMatchObject({ subscribers: subs!.n, totalViews: views!.n });
    expect(quick.subscribers).toBe(3);
    expect(quick.totalViews).toBe(5);
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/creator/stats', headers: { cookie: authorCookie } })
    ).json();
    expect(stats).toMatchObject({ totalStories: 2, totalReads: 5 });
  });
});
