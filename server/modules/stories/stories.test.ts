import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, storyReads } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('creating and managing stories', () => {
  it('creates a story with numbered chapters and returns the card shape', async () => {
    const author = await buildUser(t.db, { displayName: 'Ada' });
    const cookie = await signIn(t.app, author);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { cookie },
      payload: {
        title: 'The Glass Orchard',
        genre: 'Fantasy',
        summary: 'Fruit that remembers.',
        tags: 'magic, orchard, ,glass',
        chapters: [
          { title: 'Seeds', content: 'One two three four.' },
          { title: 'Roots', content: 'Five six.' },
        ],
        isPublished: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const story = response.json();
    expect(story).toMatchObject({
      title: 'The Glass Orchard',
      tags: ['magic', 'orchard', 'glass'],
      chapters: 2,
      wordCount: 6,
      isPublished: true,
      accessLevel: 'public',
      author: { displayName: 'Ada', username: author.username },
      stats: { totalViews: 0, averageRating: 0, earnings: '0.00' },
    });
    const chapters = (await t.app.inject({ url: `/api/stories/${story.id}/chapters` })).json();
    expect(chapters.map((c: { orderIndex: number; title: string }) => [c.orderIndex, c.title])).toEqual([
      [1, 'Seeds'],
      [2, 'Roots'],
    ]);
  });

  it('refuses to publish a story without chapters', async () => {
    const author = await buildUser(t.db);
    const cookie = await signIn(t.app, author);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { cookie },
      payload: { title: 'Empty', genre: 'Drama', isPublished: true },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().code).toBe('STORY_HAS_NO_CHAPTERS');
    const draft = await buildStory(t.db, author, { isPublished: false }, 0);
    const publish = await t.app.inject({
      method: 'PATCH',
      url: `/api/stories/${draft.id}`,
      headers: { cookie },
      payload: { isPublished: true },
    });
    expect(publish.statusCode).toBe(400);
  });

  it('enforces the premium minimum price of 0.99', async () => {
    const cookie = await signIn(t.app, await buildUser(t.db));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { cookie },
      payload: { title: 'Cheap', genre: 'Drama', accessLevel: 'premium', individualPrice: '0.50' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body.individualPrice' });
  });

  it('lets only the author change or delete a story (403 Access Denied)', async () => {
    const author = await buildUser(t.db);
    const other = await buildUser(t.db);
    const story = await buildStory(t.db, author);
    const otherCookie = await signIn(t.app, other);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/stories/${story.id}`,
      headers: { cookie: otherCookie },
      payload: { isPublished: false },
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toEqual({ code: 'ACCESS_DENIED', message: 'Access Denied' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/stories/${story.id}`,
      headers: { cookie: otherCookie },
    });
    expect(del.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/stories/${story.id}`,
      headers: { cookie: await signIn(t.app, author) },
    });
    expect(own.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/stories/${story.id}` })).statusCode).toBe(404);
  });

  it('shows drafts to their author only', async () => {
    const author = await buildUser(t.db);
    const draft = await buildStory(t.db, author, { isPublished: false });
    const other = await signIn(t.app, await buildUser(t.db));
    for (const url of [`/api/stories/${draft.id}`, `/api/stories/${draft.id}/chapters`]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
      expect((await t.app.inject({ url, headers: { cookie: other } })).statusCode).toBe(404);
    }
    const mine = await signIn(t.app, author);
    expect(
      (await t.app.inject({ url: `/api/stories/${draft.id}/chapters`, headers: { cookie: mine } })).json(),
    ).toHaveLength(2);
    const drafts = (await t.app.inject({ url: '/api/user/drafts', headers: { cookie: mine } })).json();
    expect(drafts.map((s: { id: number }) => s.id)).toEqual([draft.id]);
    const byAuthorPublic = (await t.app.inject({ url: `/api/stories/author/${author.id}` })).json();
    expect(byAuthorPublic).toEqual([]);
  });
});

describe('the read-access policy', () => {
  it('locks the text of non-public stories to everyone but the author', async () => {
    const author = await buildUser(t.db);
    const premium = await buildStory(t.db, author, {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '4.99',
    });
    const other = await signIn(t.app, await buildUser(t.db));
    const card = (
      await t.app.inject({ url: `/api/stories/${premium.id}`, headers: { cookie: other } })
    ).json();
    expect(card).toMatchObject({ isPremium: true, price: '4.99' });
    // Chapter 1 reads free (freeChapters defaults to 1); chapter 2 only as a preview, marked locked.
    const list = await t.app.inject({
      url: `/api/stories/${premium.id}/chapters`,
      headers: { cookie: other },
    });
    expect(list.statusCode).toBe(200);
    const [free, locked] = list.json();
    const full = (
      await t.app.inject({
        url: `/api/stories/${premium.id}/chapters`,
        headers: { cookie: await signIn(t.app, author) },
      })
    ).json();
    expect(free).toMatchObject({ locked: false, lockReason: null, content: full[0].content });
    expect(locked).toMatchObject({ locked: true, lockReason: 'purchase_required' });
    expect(locked.content.length).toBeLessThanOrEqual(premium.previewLength);
    expect(locked.content.length).toBeLessThan(full[1].content.length);
    expect(full[1].content.startsWith(locked.content)).toBe(true);
    const one = (
      await t.app.inject({ url: `/api/chapters/${full[1].id}`, headers: { cookie: other } })
    ).json();
    expect(one).toMatchObject({ locked: true, lockReason: 'purchase_required', content: locked.content });
  });
});

describe('discovery', () => {
  it('ranks trending by recent reads and bookmarks, not by creation date', async () => {
    const author = await buildUser(t.db);
    const make = (title: string) => buildStory(t.db, author, { title, genre: 'Western' });
    const stale = await make('Read long ago');
    const loved = await make('Loved');
    const bookmarked = await make('Bookmarked');
    const readOnce = await make('Read once');
    const newest = await make('Newest, quiet');
    const readers = await Promise.all([1, 2, 3].map(() => buildUser(t.db)));
    const longAgo = new Date(Date.now() - 60 * 24 * 3600 * 1000);
    for (const reader of readers) {
      await t.db.insert(storyReads).values({ storyId: loved.id, userId: reader.id });
      await t.db.insert(storyReads).values({ storyId: stale.id, userId: reader.id, readAt: longAgo });
    }
    await t.db.insert(bookmarks).values({ storyId: loved.id, userId: readers[0]!.id });
    await t.db.insert(bookmarks).values({ storyId: bookmarked.id, userId: readers[1]!.id });
    await t.db.insert(storyReads).values({ storyId: readOnce.id, userId: readers[2]!.id });

    const trending = (await t.app.inject({ url: '/api/stories/trending?genre=Western' })).json();
    // loved 3 reads + bookmark (5), bookmarked (2), read once (1); no recent activity: latest update first
    expect(trending.map((s: { id: number }) => s.id)).toEqual([
      loved.id,
      bookmarked.id,
      readOnce.id,
      newest.id,
      stale.id,
    ]);
    expect(trending[0]).toMatchObject({
      authorUsername: author.username,
      authorDisplayName: author.displayName,
      chapters: 2,
    });
    const limited = (await t.app.inject({ url: '/api/stories/trending?genre=Western&limit=2' })).json();
    expect(limited.map((s: { id: number }) => s.id)).toEqual([loved.id, bookmarked.id]);
  });

  it('searches title, summary and tags with full-text ranking', async () => {
    const author = await buildUser(t.db);
    const inTitle = await buildStory(t.db, author, { title: 'Lighthouse Keepers', genre: 'Mystery' });
    const inSummary = await buildStory(t.db, author, {
      title: 'Salt',
      summary: 'A storm, a lighthouse and a missing keeper.',
      genre: 'Mystery',
    });
    const inTags = await buildStory(t.db, author, { title: 'Fog', tags: ['lighthouse'], genre: 'Horror' });
    await buildStory(t.db, author, { title: 'Nothing to see', genre: 'Mystery' });
    const all = (await t.app.inject({ url: '/api/stories/search?q=lighthouse' })).json();
    expect(all[0].id).toBe(inTitle.id);
    expect(new Set(all.map((s: { id: number }) => s.id))).toEqual(
      new Set([inTitle.id, inSummary.id, inTags.id]),
    );
    const prefix = (await t.app.inject({ url: '/api/stories/search?q=lightho&genre=Horror' })).json();
    expect(prefix.map((s: { id: number }) => s.id)).toEqual([inTags.id]);
    const odd = await t.app.inject({ url: `/api/stories/search?q=${encodeURIComponent("')|!:* & <-> \\")}` });
    expect(odd.statusCode).toBe(200);
  });
});
