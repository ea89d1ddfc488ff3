import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('chapters', () => {
  it('appends, edits and deletes chapters, renumbering after a delete', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, {}, 2);
    const cookie = await signIn(t.app, author);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/chapters',
      headers: { cookie },
      payload: {
        storyId: story.id,
        title: 'Third',
        content: 'A new dawn rises.',
        isCanon: true,
        parentId: null,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ orderIndex: 3, title: 'Third', wordCount: 4, isCanon: true });

    const list = (await t.app.inject({ url: `/api/stories/${story.id}/chapters` })).json();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/chapters/${list[0].id}`,
      headers: { cookie },
      payload: { title: 'First, revised', content: 'Better words here.' },
    });
    expect(updated.json()).toMatchObject({
      title: 'First, revised',
      content: 'Better words here.',
      wordCount: 3,
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/chapters/${list[1].id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/stories/${story.id}/chapters` })).json();
    expect(after.map((c: { orderIndex: number; title: string }) => [c.orderIndex, c.title])).toEqual([
      [1, 'First, revised'],
      [2, 'Third'],
    ]);
  });

  it('denies other users with 403 "Access Denied"', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author);
    const [chapter] = (await t.app.inject({ url: `/api/stories/${story.id}/chapters` })).json();
    const cookie = await signIn(t.app, await buildUser(t.db));
    const attempts = [
      { method: 'PUT' as const, url: `/api/chapters/${chapter.id}`, payload: { title: 'x', content: 'y' } },
      { method: 'DELETE' as const, url: `/api/chapters/${chapter.id}` },
      {
        method: 'POST' as const,
        url: '/api/chapters',
        payload: { storyId: story.id, title: 'x', content: 'y' },
      },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: { cookie } });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Access Denied');
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/chapters/${chapter.id}` })).statusCode).toBe(
      401,
    );
  });

  it('rejects blank title or content with the spec message', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author);
    const cookie = await signIn(t.app, author);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chapters',
      headers: { cookie },
      payload: { storyId: story.id, title: 'Fine', content: '   \n ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'body.content',
      message: 'Please fill in both title and content.',
    });
  });

  it('returns 404 for a missing chapter and hides chapters of drafts', async () => {
    expect((await t.app.inject({ url: '/api/chapters/999999' })).json().code).toBe('CHAPTER_NOT_FOUND');
    const draft = await buildStory(t.db, await buildUser(t.db), { isPublished: false });
    const author = await signIn(
      t.app,
      (await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, draft.authorId) }))!,
    );
    const [chapter] = (
      await t.app.inject({ url: `/api/stories/${draft.id}/chapters`, headers: { cookie: author } })
    ).json();
    expect((await t.app.inject({ url: `/api/chapters/${chapter.id}` })).statusCode).toBe(404);
  });

  it('appends parallel chapters at distinct positions and refuses a taken one', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, {}, 1);
    const cookie = await signIn(t.app, author);
    const add = (n: number, orderIndex?: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chapters',
        headers: { cookie },
        payload: { storyId: story.id, title: `Part ${n}`, content: 'Words.', orderIndex },
      });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => add(i)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    const positions = answers.map((a) => a.json().orderIndex).sort((a: number, b: number) => a - b);
    expect(positions).toEqual(Array.from({ length: 12 }, (_, i) => i + 2));
    const taken = await add(99, 3);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CHAPTER_ORDER_TAKEN', field: 'body.orderIndex' });
  });
});
