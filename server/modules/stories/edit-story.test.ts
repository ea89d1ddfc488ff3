import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { readConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { branchProposals, chapters, storyCollaborators, subscriptionTiers } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';

/** docs/reference/stories.md#editing and #status: PATCH /api/stories/{id} and where an edit shows. */

let database: Database;
let t: { app: Awaited<ReturnType<typeof buildApp>>; db: Database['db'] };
let dist: string;
beforeAll(async () => {
  // A web build's index.html (as page-meta.test.ts), so /reading/{id} answers the page with its Open Graph
  // head; createTestApp has none.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-edit-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Storyloom</title></head><body><div id="root"></div></body></html>',
  );
  database = await openTestDatabase();
  const app = await buildApp(
    {
      ...readConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_MAX: '1000', JOB_WORKERS: 'false' }),
      webDistDir: dist,
      sessionSecret: 'x'.repeat(32),
    },
    database,
  );
  t = { app, db: database.db };
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const patch = (storyId: number, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/stories/${storyId}`,
    headers: cookie ? { cookie } : {},
    payload,
  });

async function authorWithStory(overrides: Parameters<typeof buildStory>[2] = {}) {
  const author = await buildUser(t.db);
  const story = await buildStory(t.db, author, overrides);
  return { author, story, cookie: await signIn(t.app, author) };
}

describe('editing a story', () => {
  it('round-trips every field of the edit screen, one PATCH at a time', async () => {
    const { author, story, cookie } = await authorWithStory();
    const [tier] = await t.db
      .insert(subscriptionTiers)
      .values({ authorId: author.id, name: 'Gold', price: '5.00' })
      .returning();
    const fields: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ title: '  The New Title  ' }, { title: 'The New Title' }],
      [{ genre: 'mystery' }, { genre: 'Mystery' }],
      [{ summary: 'A fresh summary.' }, { summary: 'A fresh summary.' }],
      [{ summary: null }, { summary: null }],
      [{ tags: 'sea, ,ships,  storms' }, { tags: ['sea', 'ships', 'storms'] }],
      [{ tags: ['one', ' two '] }, { tags: ['one', 'two'] }],
      [{ setting: 'A drowned city' }, { setting: 'A drowned city' }],
      [{ openingLine: 'It rained for a year.' }, { openingLine: 'It rained for a year.' }],
      [{ status: 'completed' }, { status: 'completed' }],
      [{ status: 'hiatus' }, { status: 'hiatus' }],
      [
        { accessLevel: 'premium', individualPrice: '3.49' },
        { accessLevel: 'premium', isPremium: true, individualPrice: '3.49', price: '3.49' },
      ],
      [{ previewLength: 120 }, { previewLength: 120 }],
      [{ freeChapters: 0 }, { freeChapters: 0 }],
      [
        { accessLevel: 'tier_specific', requiredTierId: tier!.id, isPremium: false },
        { accessLevel: 'tier_specific', requiredTierId: tier!.id, isPremium: false },
      ],
      [{ accessLevel: 'public' }, { accessLevel: 'public', requiredTierId: null, isPremium: false }],
      [{ isAdultContent: true }, { isAdultContent: true }],
      [{ communityVotingEnabled: false }, { communityVotingEnabled: false }],
      [{ isPublished: false }, { isPublished: false }],
      [{ isPublished: true }, { isPublished: true }],
    ];
    for (const [payload, expected] of fields) {
      const response = await patch(story.id, payload, cookie);
      expect(response.statusCode, JSON.stringify(payload)).toBe(200);
      expect(response.json(), JSON.stringify(payload)).toMatchObject(expected);
      const read = (await t.app.inject({ url: `/api/stories/${story.id}`, headers: { cookie } })).json();
      expect(read, JSON.stringify(payload)).toMatchObject(expected);
    }
  });

  it('saves the whole form in one PATCH', async () => {
    const { story, cookie } = await authorWithStory();
    const response = await patch(
      story.id,
      {
        title: 'All At Once',
        genre: 'Sci-Fi',
        summary: 'Everything changed.',
        tags: 'a, b',
        setting: 'Mars',
        openingLine: 'Dust.',
        status: 'completed',
        accessLevel: 'public',
        isPremium: false,
        individualPrice: null,
        requiredTierId: null,
        previewLength: 300,
        freeChapters: 2,
        isAdultContent: false,
        isPublished: true,
        communityVotingEnabled: true,
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'All At Once',
      genre: 'Sci-Fi',
      tags: ['a', 'b'],
      status: 'completed',
      previewLength: 300,
      freeChapters: 2,
    });
  });

  it('refuses bad values with 400 and the field path', async () => {
    const { story, cookie } = await authorWithStory();
    const bad: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'body.title'],
      [{ title: 'x'.repeat(256) }, 'body.title'],
      [{ genre: 'Spam' }, 'body.genre'],
      [{ status: 'abandoned' }, 'body.status'],
      [{ summary: 'x'.repeat(10_001) }, 'body.summary'],
      [{ tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, 'body.tags'],
      [{ setting: 'x'.repeat(5001) }, 'body.setting'],
      [{ openingLine: 'x'.repeat(5001) }, 'body.openingLine'],
      [{ accessLevel: 'everyone' }, 'body.accessLevel'],
      [{ individualPrice: '1.999' }, 'body.individualPrice'],
      [{ accessLevel: 'premium', individualPrice: '0.50' }, 'body.individualPrice'],
      [{ accessLevel: 'tier_specific' }, 'body.requiredTierId'],
      [{ previewLength: -1 }, 'body.previewLength'],
      [{ freeChapters: 1.5 }, 'body.freeChapters'],
      [{ isPublished: 'yes' }, 'body.isPublished'],
    ];
    for (const [payload, field] of bad) {
      const response = await patch(story.id, payload, cookie);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json(), field).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    const unchanged = (await t.app.inject({ url: `/api/stories/${story.id}` })).json();
    expect(unchanged).toMatchObject({ title: story.title, status: 'ongoing', accessLevel: 'public' });
  });

  it('lets only the owner edit: 401 for a visitor, 403 for another user, 404 for their draft', async () => {
    const { story } = await authorWithStory();
    expect((await patch(story.id, { title: 'Mine now' })).statusCode).toBe(401);
    const stranger = await signIn(t.app, await buildUser(t.db));
    const refused = await patch(story.id, { title: 'Mine now' }, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCESS_DENIED');
    expect((await patch(story.id, { status: 'completed' }, stranger)).statusCode).toBe(403);
    expect((await patch(story.id, { isPublished: false }, stranger)).statusCode).toBe(403);
    const { story: draft } = await authorWithStory({ isPublished: false });
    expect((await patch(draft.id, { title: 'Mine now' }, stranger)).statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/stories/${story.id}`,
      headers: { cookie: stranger },
    });
    expect(deleted.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/stories/${story.id}` })).json().title).toBe(story.title);
  });

  it('lets a co-author change the details but not publishing, access, prices or voting', async () => {
    const { story } = await authorWithStory();
    const coauthor = await buildUser(t.db);
    const editor = await buildUser(t.db);
    await t.db.insert(storyCollaborators).values([
      { storyId: story.id, userId: coauthor.id, role: 'coauthor', status: 'accepted' },
      { storyId: story.id, userId: editor.id, role: 'editor', status: 'accepted' },
    ]);
    const cookie = await signIn(t.app, coauthor);
    const details = await patch(
      story.id,
      { title: 'Co-written', genre: 'Drama', tags: 'x', setting: 's', openingLine: 'o', status: 'hiatus' },
      cookie,
    );
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ title: 'Co-written', status: 'hiatus' });
    for (const payload of [
      { isPublished: false },
      { accessLevel: 'premium', individualPrice: '2.99' },
      { previewLength: 10 },
      { freeChapters: 3 },
      { isAdultContent: true },
      { communityVotingEnabled: false },
      { title: 'Sneaky', isPremium: true },
    ]) {
      const response = await patch(story.id, payload, cookie);
      expect(response.statusCode, JSON.stringify(payload)).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(403);
    // An editor changes chapters only, not the story's details.
    expect((await patch(story.id, { title: 'Edited' }, await signIn(t.app, editor))).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/stories/${story.id}` })).json()).toMatchObject({
      title: 'Co-written',
      isPublished: true,
      accessLevel: 'public',
    });
  });
});

describe('where an edit shows', () => {
  it('carries the status on the story, its card lists and trending', async () => {
    const { story, cookie } = await authorWithStory({ genre: 'Western' });
    expect((await t.app.inject({ url: `/api/stories/${story.id}` })).json().status).toBe('ongoing');
    await patch(story.id, { status: 'completed', title: 'Dust Finished' }, cookie);
    const inList = (url: string) =>
      t.app
        .inject({ url, headers: { cookie } })
        .then((r) =>
          (r.json() as { id: number; status: string; title: string }[]).find((s) => s.id === story.id),
        );
    for (const url of [
      '/api/stories/search?genre=Western&limit=100',
      '/api/stories/search?q=Dust%20Finished',
      '/api/stories/trending?genre=Western&limit=100',
      '/api/user/authored-stories',
    ]) {
      expect(await inList(url), url).toMatchObject({ status: 'completed', title: 'Dust Finished' });
    }
  });

  it("shows a PATCHed title in the story page's og:title and in the RSS and Atom feeds", async () => {
    const { story, cookie } = await authorWithStory();
    expect((await patch(story.id, { title: 'Renamed & Better' }, cookie)).statusCode).toBe(200);
    const page = await t.app.inject({ url: `/reading/${story.id}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:title" content="Renamed &amp; Better · Storyloom" />');
    expect(page.body).not.toContain(story.title);
    const rss = await t.app.inject({ url: `/api/stories/${story.id}/feed.rss` });
    expect(rss.body).toMatch(/<title>(<!\[CDATA\[)?Renamed (&amp;|&) Better/);
    const atom = await t.app.inject({ url: `/api/stories/${story.id}/feed.atom` });
    expect(atom.body).toMatch(/<title[^>]*>(<!\[CDATA\[)?Renamed (&amp;|&) Better/);
  });

  it("credits the winning proposal's proposer in the table of contents", async () => {
    const { author, story } = await authorWithStory();
    const proposer = await buildUser(t.db, { displayName: 'Pia' });
    const [first] = await t.db.select().from(chapters).where(eq(chapters.storyId, story.id));
    const [proposal] = await t.db
      .insert(branchProposals)
      .values({
        chapterId: first!.id,
        storyId: story.id,
        proposerId: proposer.id,
        title: 'The Door',
        content: 'Open it.',
      })
      .returning();
    const [, second] = await t.db
      .select()
      .from(chapters)
      .where(eq(chapters.storyId, story.id))
      .orderBy(chapters.orderIndex);
    await t.db.update(chapters).set({ sourceProposalId: proposal!.id }).where(eq(chapters.id, second!.id));
    const toc = (await t.app.inject({ url: `/api/stories/${story.id}/toc` })).json();
    expect(toc.map((e: { idea: unknown }) => e.idea)).toEqual([
      null,
      {
        proposalId: proposal!.id,
        title: 'The Door',
        proposer: { username: proposer.username, displayName: 'Pia' },
      },
    ]);
    expect(author.id).toBe(story.authorId);
  });
});
