import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories, storyRatings, storyReads } from '../../db/schema.js';
import { buildStory, buildUser, type StoryRow, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let scopes = 0;
/** A tag unique to one test, so its searches see only its own stories. */
const newScope = () => `scope${++scopes}x${Date.now().toString(36)}`;

const ids = async (query: string) => {
  const response = await t.app.inject({ url: `/api/stories/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }[]).map((s) => s.id);
};

/** Sets the story's one chapter to `words` words (its published word count). */
const setWords = (story: StoryRow, words: number) =>
  t.db.execute(sql`UPDATE chapters SET word_count = ${words} WHERE story_id = ${story.id}`);

describe('GET /api/stories/search filters', () => {
  let author: UserRow;
  beforeAll(async () => {
    author = await buildUser(t.db);
  });

  it('includes and excludes tags ignoring case, in either list form', async () => {
    const scope = newScope();
    const dragons = await buildStory(t.db, author, { tags: [scope, 'Dragons', 'Sea'] });
    const sea = await buildStory(t.db, author, { tags: [scope, 'sea'] });
    const plain = await buildStory(t.db, author, { tags: [scope] });
    expect(await ids(`tags=${scope},dragons`)).toEqual([dragons.id]);
    expect(await ids(`tags=${scope}&tags=SEA`)).toEqual([sea.id, dragons.id]);
    expect(await ids(`tags=${scope}&excludeTags=DRAGONS`)).toEqual([plain.id, sea.id]);
    expect(await ids(`tags=${scope}&excludeTags=dragons&excludeTags=sea`)).toEqual([plain.id]);
    expect(await ids(`q=story&tags=${scope}&excludeTags=sea`)).toEqual([plain.id]);
  });

  it('excludes stories with any of the given warnings', async () => {
    const scope = newScope();
    const violent = await buildStory(t.db, author, { tags: [scope], warnings: ['graphic_violence'] });
    const sad = await buildStory(t.db, author, { tags: [scope], warnings: ['major_character_death'] });
    const none = await buildStory(t.db, author, { tags: [scope] });
    expect(await ids(`tags=${scope}&excludeWarnings=graphic_violence`)).toEqual([none.id, sad.id]);
    expect(await ids(`tags=${scope}&excludeWarnings=graphic_violence,major_character_death`)).toEqual([
      none.id,
    ]);
    expect(await ids(`tags=${scope}`)).toEqual([none.id, sad.id, violent.id]);
  });

  it('filters by status, published word count and last update', async () => {
    const scope = newScope();
    const short = await buildStory(t.db, author, { tags: [scope], status: 'completed' }, 1);
    const long = await buildStory(t.db, author, { tags: [scope], status: 'ongoing' }, 1);
    const old = await buildStory(
      t.db,
      author,
      { tags: [scope], status: 'hiatus', updatedAt: new Date(Date.now() - 40 * 86_400_000) },
      1,
    );
    await setWords(short, 1_000);
    await setWords(long, 90_000);
    await setWords(old, 5_000);
    // A scheduled chapter is not published yet: its words do not count.
    await t.db.execute(sql`INSERT INTO chapters (story_id, author_id, title, content, order_index, is_canon,
      word_count, release_at) VALUES (${short.id}, ${author.id}, 'Later', 'Later text', 2, true, 500000,
      now() + interval '3 days')`);
    expect(await ids(`tags=${scope}&status=completed`)).toEqual([short.id]);
    expect(await ids(`tags=${scope}&status=hiatus`)).toEqual([old.id]);
    expect(await ids(`tags=${scope}&minWords=2000`)).toEqual([long.id, old.id]);
    expect(await ids(`tags=${scope}&maxWords=10000`)).toEqual([short.id, old.id]);
    expect(await ids(`tags=${scope}&minWords=1000&maxWords=5000`)).toEqual([short.id, old.id]);
    expect(await ids(`tags=${scope}&updatedWithin=30`)).toEqual([long.id, short.id]);
    expect(await ids(`tags=${scope}&genre=Fantasy&status=ongoing&maxWords=100000`)).toEqual([long.id]);
  });

  it('sorts by rating, popularity, creation and update', async () => {
    const scope = newScope();
    const day = 86_400_000;
    const a = await buildStory(t.db, author, {
      tags: [scope],
      createdAt: new Date(Date.now() - 3 * day),
      updatedAt: new Date(Date.now() - 1 * day),
    });
    const b = await buildStory(t.db, author, {
      tags: [scope],
      createdAt: new Date(Date.now() - 1 * day),
      updatedAt: new Date(Date.now() - 3 * day),
    });
    const c = await buildStory(t.db, author, {
      tags: [scope],
      createdAt: new Date(Date.now() - 2 * day),
      updatedAt: new Date(Date.now() - 2 * day),
    });
    const raters = await Promise.all([buildUser(t.db), buildUser(t.db)]);
    await t.db.insert(storyRatings).values([
      { userId: raters[0]!.id, storyId: c.id, rating: 5 },
      { userId: raters[1]!.id, storyId: c.id, rating: 4 },
      { userId: raters[0]!.id, storyId: b.id, rating: 3 },
    ]);
    await t.db
      .insert(storyReads)
      .values([
        { storyId: b.id },
        { storyId: b.id },
        { storyId: b.id },
        { storyId: a.id },
        { storyId: a.id },
      ]);
    expect(await ids(`tags=${scope}`)).toEqual([a.id, c.id, b.id]);
    expect(await ids(`tags=${scope}&sort=updated`)).toEqual([a.id, c.id, b.id]);
    expect(await ids(`tags=${scope}&sort=newest`)).toEqual([b.id, c.id, a.id]);
    expect(await ids(`tags=${scope}&sort=rating`)).toEqual([c.id, b.id, a.id]);
    expect(await ids(`tags=${scope}&sort=popular`)).toEqual([b.id, a.id, c.id]);
    expect(await ids(`q=story&tags=${scope}&sort=newest`)).toEqual([b.id, c.id, a.id]);
  });

  it('keeps unpublished stories out', async () => {
    const scope = newScope();
    await buildStory(t.db, author, { tags: [scope], isPublished: false });
    expect(await ids(`tags=${scope}&sort=rating`)).toEqual([]);
  });

  it('answers bad params with 400 and the field path', async () => {
    for (const [query, field] of [
      ['excludeWarnings=gore', 'excludeWarnings'],
      ['status=abandoned', 'status'],
      ['minWords=-1', 'minWords'],
      ['maxWords=many', 'maxWords'],
      ['minWords=500&maxWords=100', 'maxWords'],
      ['sort=random', 'sort'],
      ['updatedWithin=0', 'updatedWithin'],
      [`tags=${'x'.repeat(31)}`, 'tags'],
    ] as const) {
      const response = await t.app.inject({ url: `/api/stories/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(response.json()), query).toContain(field);
    }
  });
});

describe('warnings and tags on write', () => {
  it('stores warnings and normalised tags on create and update; unknown warnings are a 400', async () => {
    const author = await buildUser(t.db);
    const cookie = await signIn(t.app, author);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { cookie },
      payload: {
        title: 'Warned',
        genre: 'Fantasy',
        tags: ['  Slow   burn ', 'slow burn', 'Magic', '', 'MAGIC', 'found family'],
        warnings: ['graphic_violence', 'profanity', 'profanity'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const story = (await t.app.inject({ url: `/api/stories/${id}`, headers: { cookie } })).json();
    expect(story.tags).toEqual(['Slow burn', 'Magic', 'found family']);
    expect(story.warnings).toEqual(['graphic_violence', 'profanity']);

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/stories/${id}`,
      headers: { cookie },
      payload: { tags: 'Sea , sea,  Storm\tfront ', warnings: ['suicide'] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [row] = await t.db
      .select({ tags: stories.tags, warnings: stories.warnings })
      .from(stories)
      .where(sql`${stories.id} = ${id}`);
    expect(row).toEqual({ tags: ['Sea', 'Storm front'], warnings: ['suicide'] });

    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/stories/${id}`,
      headers: { cookie },
      payload: { warnings: ['suicide', 'gore'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('warnings.1');
    const tooMany = await t.app.inject({
      method: 'PATCH',
      url: `/api/stories/${id}`,
      headers: { cookie },
      payload: { tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) },
    });
    expect(tooMany.statusCode).toBe(400);
    const tooLong = await t.app.inject({
      method: 'PATCH',
      url: `/api/stories/${id}`,
      headers: { cookie },
      payload: { tags: ['x'.repeat(31)] },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain('tags.0');
  });
});

describe('GET /api/tags', () => {
  it('suggests published tags by prefix ignoring case, most used first, in the most common spelling', async () => {
    const author = await buildUser(t.db);
    const p = `zq${Date.now().toString(36)}`;
    await buildStory(t.db, author, { tags: [`${p}magic`] });
    await buildStory(t.db, author, { tags: [`${p.toUpperCase()}MAGIC`] });
    await buildStory(t.db, author, { tags: [`${p}magic`, `${p}mage`] });
    await buildStory(t.db, author, { tags: [`${p}mage`, `${p}mars`] });
    await buildStory(t.db, author, { tags: [`${p}marsh`, `${p}hidden`], isPublished: false });
    const response = await t.app.inject({ url: `/api/tags?prefix=${p.toUpperCase()}MA` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { tag: `${p}magic`, stories: 3 },
      { tag: `${p}mage`, stories: 2 },
      { tag: `${p}mars`, stories: 1 },
    ]);
    expect((await t.app.inject({ url: `/api/tags?prefix=${p}%25` })).json()).toEqual([]);
    for (let i = 0; i < 12; i++) await buildStory(t.db, author, { tags: [`${p}n${i}`] });
    expect((await t.app.inject({ url: `/api/tags?prefix=${p}n` })).json()).toHaveLength(10);
    expect((await t.app.inject({ url: '/api/tags?prefix=' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/tags' })).statusCode).toBe(400);
  });
});
