import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorSubscriptions, storyReads } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('creator hub data', () => {
  it('features trending authors with their real subscriber and story counts', async () => {
    const popular = await buildUser(t.db, { displayName: 'Popular' });
    const quiet = await buildUser(t.db, { displayName: 'Quiet' });
    const hit = await buildStory(t.db, popular);
    await buildStory(t.db, popular);
    await buildStory(t.db, popular, { isPublished: false });
    await buildStory(t.db, quiet);
    const fans = await Promise.all([1, 2, 3].map(() => buildUser(t.db)));
    for (const fan of fans) await t.db.insert(storyReads).values({ storyId: hit.id, userId: fan.id });
    await t.db.insert(authorSubscriptions).values([
      { userId: fans[0]!.id, authorId: popular.id },
      { userId: fans[1]!.id, authorId: popular.id },
      { userId: fans[2]!.id, authorId: popular.id, isActive: false },
    ]);
    const featured = (await t.app.inject({ url: '/api/creators/featured' })).json();
    expect(featured[0]).toMatchObject({
      id: popular.id,
      displayName: 'Popular',
      subscriberCount: 2,
      storyCount: 2,
    });
    expect(featured.find((c: { id: number }) => c.id === quiet.id)).toMatchObject({
      subscriberCount: 0,
      storyCount: 1,
    });
    expect(featured.length).toBeLessThanOrEqual(6);
  });

  it('lists published stories of actively subscribed authors only', async () => {
    const author = await buildUser(t.db);
    const lapsed = await buildUser(t.db);
    const story = await buildStory(t.db, author);
    await buildStory(t.db, author, { isPublished: false });
    await buildStory(t.db, lapsed);
    const reader = await buildUser(t.db);
    await t.db.insert(authorSubscriptions).values([
      { userId: reader.id, authorId: author.id },
      { userId: reader.id, authorId: lapsed.id, isActive: false },
    ]);
    const feed = (
      await t.app.inject({ url: '/api/stories/subscribed', headers: { cookie: await signIn(t.app, reader) } })
    ).json();
    expect(feed.map((s: { id: number }) => s.id)).toEqual([story.id]);
  });

  it('shows a public author profile by username, without an email', async () => {
    const author = await buildUser(t.db, {
      username: 'Story_Teller',
      displayName: 'Teller',
      bio: 'Hi',
      genres: ['Horror'],
    });
    const story = await buildStory(t.db, author);
    await buildStory(t.db, author, { isPublished: false });
    const fan = await buildUser(t.db);
    await t.db.insert(authorSubscriptions).values({ userId: fan.id, authorId: author.id });
    await t.db.insert(storyReads).values({ storyId: story.id, userId: fan.id });
    const response = await t.app.inject({ url: '/api/authors/story_teller' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: author.id,
      username: 'Story_Teller',
      displayName: 'Teller',
      bio: 'Hi',
      genres: ['Horror'],
      subscriberCount: 1,
      storyCount: 1,
      subscriptionTiers: [],
      stats: { totalViews: 1 },
    });
    expect(response.body).not.toContain(author.email);
    const storiesOf = (await t.app.inject({ url: '/api/authors/Story_Teller/stories' })).json();
    expect(storiesOf.map((s: { id: number }) => s.id)).toEqual([story.id]);
    const missing = await t.app.inject({ url: '/api/authors/nobody-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('USER_NOT_FOUND');
  });
});
