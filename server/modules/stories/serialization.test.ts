import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZChapter } from '../../../contract/chapters.js';
import { ZChatMessage } from '../../../contract/chat.js';
import { ZStory, ZStoryDetail, ZTrendingStory } from '../../../contract/stories.js';
import { chapters, storyReads } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A story's chapter ids in reading order. */
async function chapterIdsOf(storyId: number): Promise<number[]> {
  const rows = await t.db.select({ id: chapters.id }).from(chapters).where(eq(chapters.storyId, storyId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('compiled response serialization', () => {
  it('writes the JSON zod validation and JSON.stringify wrote, nulls and escapes included', async () => {
    const author = await buildUser(t.db, { displayName: 'Quote "Me" \\ Ünïcode' });
    const reader = await buildUser(t.db);
    const plain = await buildStory(t.db, author, { title: 'Plain "quoted" title\n', genre: 'Serialized' });
    const premium = await buildStory(t.db, author, {
      title: 'Premium',
      genre: 'Serialized',
      summary: 'A summary with emoji 📚 and </script>',
      tags: ['a', 'b'],
      setting: 'Port',
      isPremium: true,
      accessLevel: 'premium',
      individualPrice: '2.99',
    });
    await t.db.insert(storyReads).values({ storyId: premium.id, userId: reader.id });
    const cookie = await signIn(t.app, reader);
    const cases: [string, z.ZodType][] = [
      ['/api/stories/search?genre=Serialized', z.array(ZStory)],
      ['/api/stories/search?q=premium', z.array(ZStory)],
      ['/api/stories/trending?genre=Serialized', z.array(ZTrendingStory)],
      [`/api/stories/${plain.id}`, ZStoryDetail],
      [`/api/stories/${premium.id}`, ZStoryDetail],
      [`/api/stories/author/${author.id}`, z.array(ZStory)],
      [`/api/chapters/${(await chapterIdsOf(plain.id))[0]}`, ZChapter],
      // A locked chapter: its preview, `locked` and `lockReason` (the reader's other shape).
      [`/api/chapters/${(await chapterIdsOf(premium.id))[1]}`, ZChapter],
    ];
    for (const [url, schema] of cases) {
      for (const headers of [{}, { cookie }]) {
        const response = await t.app.inject({ url, headers });
        expect(response.statusCode).toBe(200);
        // The same JSON as zod + JSON.stringify; only optional keys (freeChapters) come last.
        const zodJson = JSON.stringify(schema.parse(response.json()));
        expect(response.body.length).toBe(zodJson.length);
        expect(response.json()).toStrictEqual(JSON.parse(zodJson));
      }
    }
    await buildStory(t.db, author, { title: 'Draft', isPublished: false });
    const authorCookie = await signIn(t.app, author);
    for (const url of ['/api/user/authored-stories', '/api/user/drafts']) {
      const response = await t.app.inject({ url, headers: { cookie: authorCookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json().length).toBeGreaterThan(0);
      const zodJson = JSON.stringify(z.array(ZStory).parse(response.json()));
      expect(response.body.length).toBe(zodJson.length);
      expect(response.json()).toStrictEqual(JSON.parse(zodJson));
    }
    const list = (await t.app.inject({ url: '/api/stories/search?genre=Serialized' })).json();
    expect(list.map((s: { id: number }) => s.id).sort()).toEqual([plain.id, premium.id].sort());
    expect(list.find((s: { id: number }) => s.id === plain.id)).toMatchObject({
      summary: null,
      setting: null,
    });
  });

  it('writes a posted chat message as zod did (the chat route is compiled too)', async () => {
    const author = await buildUser(t.db, { displayName: 'Chat "Quote" \\ Ünïcode' });
    const story = await buildStory(t.db, author, {}, 1);
    const [chapterId] = await chapterIdsOf(story.id);
    const cookie = await signIn(t.app, author);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/stories/${story.id}/chapters/${chapterId}/messages`,
      headers: { cookie },
      payload: { message: 'He said "hi" \\ then left 📚 </script>' },
    });
    expect(response.statusCode).toBe(201);
    const zodJson = JSON.stringify(ZChatMessage.parse(response.json()));
    expect(response.body.length).toBe(zodJson.length);
    expect(response.json()).toStrictEqual(JSON.parse(zodJson));
    expect(response.json().message).toBe('He said "hi" \\ then left 📚 </script>');
  });
});
