import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INLINE_IMAGE_BYTES } from '../../../contract/images.js';
import { stories } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

const STORY_MAX = 3;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_STORY_MAX: String(STORY_MAX) });
});
afterAll(() => t.close());

const create = (cookie: string, fields: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stories',
    headers: { cookie },
    payload: { title: 'A Tale', genre: 'Fantasy', ...fields },
  });

/** A data: URI of a PNG-typed payload of about `bytes` characters. */
const dataImage = (bytes: number) => `data:image/png;base64,${'A'.repeat(bytes - 22)}`;

describe('story input', () => {
  it("accepts only the spec's genres, in any case", async () => {
    const cookie = await signIn(t.app, await buildUser(t.db));
    const refused = await create(cookie, { genre: 'Spam & Eggs' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.genre' });
    expect(refused.json().message).toMatch(/^Genre must be one of: Fantasy, Sci-Fi/);
    const accepted = await create(cookie, { genre: 'historical fiction' });
    expect(accepted.json().genre).toBe('Historical Fiction');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/stories/${accepted.json().id}`,
      headers: { cookie },
      payload: { genre: 'Nonsense' },
    });
    expect(patched.statusCode).toBe(400);
  });

  it('accepts http(s) and image covers of at most 256 KB, never javascript: or other data', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author);
    const cookie = await signIn(t.app, author);
    const patch = (coverUrl: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/stories/${story.id}`,
        headers: { cookie },
        payload: { coverUrl },
      });
    const refused = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
      'ftp://example.com/c.png',
      dataImage(MAX_INLINE_IMAGE_BYTES + 10),
    ];
    for (const coverUrl of refused) {
      const answer = await patch(coverUrl);
      expect(answer.statusCode, coverUrl.slice(0, 30)).toBe(400);
      expect(answer.json().field).toBe('body.coverUrl');
    }
    const accepted = [
      'https://images.example.com/cover.jpg',
      dataImage(MAX_INLINE_IMAGE_BYTES - 10),
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>',
      'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E',
    ];
    for (const coverUrl of accepted) expect((await patch(coverUrl)).statusCode).toBe(200);
    expect((await patch('')).json().coverUrl).toBeNull();
  });

  it('keeps list answers small however large the covers: inline images get URLs of their own', async () => {
    const author = await buildUser(t.db, { profileImageUrl: dataImage(200_000) });
    const cover = dataImage(MAX_INLINE_IMAGE_BYTES - 100);
    for (let i = 0; i < 30; i++)
      await buildStory(t.db, author, { title: `Heavy ${i}`, coverUrl: cover, genre: 'Western' }, 1);
    const list = await t.app.inject({ url: '/api/stories/search?genre=Western&limit=50' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(30);
    expect(list.body.length).toBeLessThan(30 * 4 * 1024); // a few KB a card, not 256 KB
    const card = list.json()[0];
    expect(card.coverUrl).toMatch(/^\/api\/stories\/\d+\/cover\?v=\d+$/);
    expect(card.author.profileImageUrl).toMatch(/^\/api\/users\/\d+\/avatar\?v=\d+$/);

    const image = await t.app.inject({ url: card.coverUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.length).toBe(Buffer.from(cover.slice(22), 'base64').length);
    expect(image.headers['cache-control']).toMatch(/immutable/);
    const avatar = await t.app.inject({ url: card.author.profileImageUrl });
    expect(avatar.headers['content-type']).toBe('image/png');
  });

  it('serves an inline SVG cover sandboxed, and a draft cover to its author only', async () => {
    const author = await buildUser(t.db);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const draft = await buildStory(t.db, author, { isPublished: false, coverUrl: svg });
    const url = `/api/stories/${draft.id}/cover`;
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const own = await t.app.inject({ url, headers: { cookie: await signIn(t.app, author) } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(own.headers['content-security-policy']).toMatch(/sandbox/);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const http = await buildStory(t.db, author, { coverUrl: 'https://images.example.com/c.jpg' });
    expect((await t.app.inject({ url: `/api/stories/${http.id}/cover` })).statusCode).toBe(404); // no open redirect
  });

  it('limits story creation per user and says when to retry', async () => {
    const user = await buildUser(t.db);
    const cookie = await signIn(t.app, user);
    for (let i = 0; i < STORY_MAX; i++)
      expect((await create(cookie, { title: `Mine ${i}` })).statusCode).toBe(201);
    const refused = await create(cookie, { title: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You can create 3 stories per hour\. Try again in \d+ minutes?\.$/,
    );
    expect(await t.db.$count(stories, eq(stories.title, 'One too many'))).toBe(0);
  });
});
