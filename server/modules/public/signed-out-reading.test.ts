import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../../../contract/words.js';
import { chapterTexts as chapters } from '../../db/schema-text.js';
import { buildStory, buildUser, type StoryRow, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/*
 * docs/reference/platform.md#public-reading: a signed-out visitor opens a shared story link. The routes the
 * story page, the reader and the author page call answer without a session, with nothing private: no emails
 * or password hashes, drafts 404, a locked chapter's text absent (its preview only, none for 18+).
 */

let t: TestContext;
let author: UserRow;
let open: StoryRow;
let paid: StoryRow;
let adult: StoryRow;
let draft: StoryRow;
const MARKER = 'Only buyers may ever read this sentence about the lighthouse.';

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db, {
    username: `visitor_${process.pid}`,
    email: `private-${process.pid}@example.test`,
  });
  open = await buildStory(t.db, author, {}, 2);
  paid = await buildStory(
    t.db,
    author,
    { accessLevel: 'premium', isPremium: true, individualPrice: '2.99' },
    1,
  );
  const content = `${'Sea spray on the glass. '.repeat(60)}${MARKER}`;
  await t.db.insert(chapters).values({
    storyId: paid.id,
    authorId: author.id,
    title: 'Paid',
    content,
    orderIndex: 2,
    wordCount: countWords(content),
  });
  adult = await buildStory(t.db, author, { isAdultContent: true }, 1);
  draft = await buildStory(t.db, author, { isPublished: false, title: 'Hidden draft' }, 1);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe('the signed-out visitor reads a shared story', () => {
  it('gets the story card, its chapters and the author page without a session', async () => {
    for (const url of [
      `/api/stories/${open.id}`,
      `/api/stories/${open.id}/chapters`,
      `/api/content-access?storyId=${open.id}`,
      `/api/authors/${author.username}`,
      `/api/authors/${author.username}/stories`,
      '/api/stories/search',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('@example.test');
      expect(response.body, url).not.toMatch(/\$argon2/);
    }
    const list = (await get(`/api/stories/${open.id}/chapters`)).json();
    expect(list.map((c: { locked: boolean }) => c.locked)).toEqual([false, false]);
    expect(list[0].content).toContain('begins here');
  });

  it('sees a paid chapter locked with its preview only, and an 18+ one with no text', async () => {
    const paidList = (await get(`/api/stories/${paid.id}/chapters`)).json();
    expect(paidList[0].locked).toBe(false); // the free first chapter
    expect(paidList[1]).toMatchObject({ locked: true, lockReason: 'purchase_required' });
    expect(paidList[1].content.length).toBeGreaterThan(0);
    expect(JSON.stringify(paidList)).not.toContain(MARKER);
    const adultList = (await get(`/api/stories/${adult.id}/chapters`)).json();
    expect(adultList[0]).toMatchObject({ locked: true, content: '' });
  });

  it('gets 404 for a draft on every path, its title never shown', async () => {
    for (const url of [
      `/api/stories/${draft.id}`,
      `/api/stories/${draft.id}/chapters`,
      `/api/stories/${draft.id}/feed.rss`,
      `/api/stories/${draft.id}/card.png`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Hidden draft');
    }
    expect((await get(`/api/authors/${author.username}/stories`)).body).not.toContain('Hidden draft');
  });

  it('is asked to sign in (401) for what needs an account', async () => {
    const posts: [string, Record<string, unknown>][] = [
      ['/api/bookmarks', { storyId: open.id }],
      ['/api/reading-progress', { storyId: open.id, chapterId: 1, progress: 10 }],
    ];
    for (const [url, payload] of posts) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
    expect((await get('/api/user/bookmarks')).statusCode).toBe(401);
  });
});
