import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Achievement } from '../../../contract/achievements.js';
import { authorSubscriptions, storyRatings, storyReads } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/**
 * /profile achievements from real activity (docs/reference/people.md#dashboard) against the real database.
 */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('achievements', () => {
  it('are earned by what the user did, with progress toward the goal', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    await buildStory(t.db, user, {}, 3);
    const read = [await buildStory(t.db, other, {}, 1), await buildStory(t.db, other, {}, 1)];
    for (const story of read) await t.db.insert(storyReads).values({ userId: user.id, storyId: story.id });
    await t.db.insert(storyReads).values({ userId: user.id, storyId: read[0]!.id }); // same story again
    await t.db.insert(storyRatings).values({ userId: user.id, storyId: read[0]!.id, rating: 5 });
    await t.db.insert(authorSubscriptions).values({ userId: other.id, authorId: user.id });
    const cookie = await signIn(t.app, user);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/achievements',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const byId = Object.fromEntries((response.json() as Achievement[]).map((a) => [a.id, a]));
    expect(byId.first_story).toMatchObject({ earned: true, progress: 1, goal: 1 });
    expect(byId.prolific).toMatchObject({ earned: false, progress: 3, goal: 10 });
    expect(byId.avid_reader).toMatchObject({ earned: false, progress: 2, goal: 5 });
    expect(byId.critic).toMatchObject({ earned: true });
    expect(byId.voice).toMatchObject({ earned: false, progress: 0 });
    expect(byId.patron).toMatchObject({ earned: false });
    expect(byId.rising_author).toMatchObject({ earned: false, progress: 1, goal: 10 });
  });
});
