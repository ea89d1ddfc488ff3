import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bookmarks', () => {
  it('adds (idempotently), lists and removes bookmarks', async () => {
    const story = await buildStory(t.db, await buildUser(t.db));
    const cookie = await signIn(t.app, await buildUser(t.db));
    for (let i = 0; i < 2; i++) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/bookmarks',
        headers: { cookie },
        payload: { storyId: story.id },
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({ storyId: story.id, story: { id: story.id, title: story.title } });
    }
    const list = (await t.app.inject({ url: '/api/user/bookmarks', headers: { cookie } })).json();
    expect(list).toHaveLength(1);
    await t.app.inject({ method: 'DELETE', url: `/api/bookmarks/${story.id}`, headers: { cookie } });
    expect((await t.app.inject({ url: '/api/user/bookmarks', headers: { cookie } })).json()).toEqual([]);
  });

  it('needs a login and a visible story', async () => {
    const draft = await buildStory(t.db, await buildUser(t.db), { isPublished: false });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/bookmarks', payload: { storyId: draft.id } }))
        .statusCode,
    ).toBe(401);
    const cookie = await signIn(t.app, await buildUser(t.db));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookmarks',
      headers: { cookie },
      payload: { storyId: draft.id },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('reading progress', () => {
  it('keeps one row per story, reports the chapter reached and sorts by last read', async () => {
    const author = await buildUser(t.db);
    const first = await buildStory(t.db, author, {}, 4);
    const second = await buildStory(t.db, author, {}, 2);
    const cookie = await signIn(t.app, await buildUser(t.db));
    const chapters = (await t.app.inject({ url: `/api/stories/${first.id}/chapters` })).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/reading-progress',
      headers: { cookie },
      payload: { storyId: first.id, chapterId: chapters[0].id, progress: 25 },
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/reading-progress',
      headers: { cookie },
      payload: { storyId: first.id, chapterId: chapters[2].id, progress: 75 },
    });
    expect(saved.json()).toMatchObject({
      currentChapter: 3,
      totalChapters: 4,
      progressPercent: 75,
      progress: 75,
    });
    const [secondChapter] = (await t.app.inject({ url: `/api/stories/${second.id}/chapters` })).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/reading-progress',
      headers: { cookie },
      payload: { storyId: second.id, chapterId: secondChapter.id, progress: 50 },
    });
    const list = (await t.app.inject({ url: '/api/user/reading-progress', headers: { cookie } })).json();
    expect(list.map((p: { storyId: number }) => p.storyId)).toEqual([second.id, first.id]);
    expect(list[1].story).toMatchObject({
      id: first.id,
      title: first.title,
      author: { username: author.username },
    });
  });

  it('rejects a chapter from another story', async () => {
    const author = await buildUser(t.db);
    const a = await buildStory(t.db, author);
    const b = await buildStory(t.db, author);
    const [chapterOfB] = (await t.app.inject({ url: `/api/stories/${b.id}/chapters` })).json();
    const cookie = await signIn(t.app, await buildUser(t.db));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reading-progress',
      headers: { cookie },
      payload: { storyId: a.id, chapterId: chapterOfB.id, progress: 10 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().field).toBe('body.chapterId');
  });
});

describe('story reads (the trending signal)', () => {
  it('counts a signed-in reader once per 30 minutes and never the author or anonymous visitors', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author);
    const reader = await signIn(t.app, await buildUser(t.db));
    for (let i = 0; i < 3; i++)
      await t.app.inject({ url: `/api/stories/${story.id}/chapters`, headers: { cookie: reader } });
    await t.app.inject({ url: `/api/stories/${story.id}/chapters` });
    await t.app.inject({
      url: `/api/stories/${story.id}/chapters`,
      headers: { cookie: await signIn(t.app, author) },
    });
    const card = (await t.app.inject({ url: `/api/stories/${story.id}` })).json();
    expect(card.stats.totalViews).toBe(1);
  });
});
