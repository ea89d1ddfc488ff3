import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../../../contract/words.js';
import { stories } from '../../db/schema.js';
import { chapterTexts as chapters } from '../../db/schema-text.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { proposalIdeaBrief } from '../ai/briefs.js';
import { decideChapterAccess, freeChapterCount, previewOf, type StoryForAccess } from './access.policy.js';
import { type Entitlements, NO_ENTITLEMENTS } from './entitlements.query.js';
import { readChapter } from './readable-chapters.query.js';
import { purchase, subscribe } from './test-entitlements.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CHAT_SLOW_MODE_MS: '0' });
});
afterAll(() => t.close());

/** Chapter ids of a story in order. */
async function chapterIds(storyId: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: chapters.id })
    .from(chapters)
    .where(eq(chapters.storyId, storyId))
    .orderBy(chapters.orderIndex);
  return rows.map((r) => r.id);
}

describe('previews', () => {
  it('cut at a word boundary, at most previewLength characters and at most half the text', () => {
    const text = 'The quick brown fox jumps over the lazy dog and runs far away into the woods.';
    expect(previewOf(text, 20)).toBe('The quick brown fox');
    expect(previewOf(text, 19)).toBe('The quick brown fox');
    expect(previewOf(text, 18)).toBe('The quick brown');
    expect(previewOf(text, 1000)).toBe('The quick brown fox jumps over the');
    expect(previewOf('Short text.', 500).length).toBeLessThanOrEqual(5);
    expect(previewOf(text, 0)).toBe('');
    expect(previewOf('x'.repeat(100), 10)).toBe('x'.repeat(10));
    expect(previewOf(`${'😀'.repeat(10)} end of it all`, 5)).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('never frees the last chapter of a paid story', () => {
    expect(freeChapterCount({ freeChapters: 1 }, 1)).toBe(0);
    expect(freeChapterCount({ freeChapters: 1 }, 3)).toBe(1);
    expect(freeChapterCount({ freeChapters: 5 }, 3)).toBe(2);
    expect(freeChapterCount({ freeChapters: 0 }, 3)).toBe(0);
  });
});

describe('decideChapterAccess', () => {
  const story: StoryForAccess = {
    id: 1,
    authorId: 10,
    collaboratorIds: [],
    isPublished: true,
    accessLevel: 'public',
    isPremium: false,
    requiredTierId: null,
    genre: 'Drama',
    isAdultContent: false,
    freeChapters: 1,
    previewLength: 500,
  };
  const reader = { id: 20, username: 'reader' };
  const second = { id: 102, position: 2, chapterCount: 3 };
  const holding = (e: Partial<Entitlements>): Entitlements => ({ ...NO_ENTITLEMENTS, ...e });
  const decide = (s: Partial<StoryForAccess>, e: Partial<Entitlements> = {}, viewer = reader) =>
    decideChapterAccess(viewer, { ...story, ...s }, second, holding(e));

  it.each([
    ['the author of a draft', { isPublished: false, authorId: 20 }, {}, 'full', 'author'],
    ["someone else's draft", { isPublished: false }, {}, 'none', 'not_found'],
    ['a public story', {}, {}, 'full', 'public'],
    ['public flagged premium', { isPremium: true }, {}, 'preview', 'purchase_required'],
    ['premium, bought', { accessLevel: 'premium' }, { storyPurchases: new Set([1]) }, 'full', 'purchase'],
    [
      'premium, chapter bought',
      { accessLevel: 'premium' },
      { chapterPurchases: new Set([102]) },
      'full',
      'purchase',
    ],
    [
      'premium, other chapter',
      { accessLevel: 'premium' },
      { chapterPurchases: new Set([103]) },
      'preview',
      'purchase_required',
    ],
    [
      'premium, subscriber',
      { accessLevel: 'premium' },
      { subscriptions: new Map([[10, 999]]) },
      'preview',
      'purchase_required',
    ],
    [
      'subscribers, subscribed',
      { accessLevel: 'subscribers' },
      { subscriptions: new Map([[10, 0]]) },
      'full',
      'subscriber',
    ],
    [
      'subscribers, another author',
      { accessLevel: 'subscribers' },
      { subscriptions: new Map([[11, 999]]) },
      'preview',
      'subscription_required',
    ],
    [
      'tier, equal price',
      { accessLevel: 'tier_specific', requiredTierId: 5 },
      { subscriptions: new Map([[10, 999]]), tierPrices: new Map([[5, 999]]) },
      'full',
      'tier',
    ],
    [
      'tier, too low',
      { accessLevel: 'tier_specific', requiredTierId: 5 },
      { subscriptions: new Map([[10, 499]]), tierPrices: new Map([[5, 999]]) },
      'preview',
      'tier_required',
    ],
    [
      'tier, deleted tier',
      { accessLevel: 'tier_specific', requiredTierId: null },
      { subscriptions: new Map([[10, 0]]) },
      'full',
      'tier',
    ],
    ['unknown stored level', { accessLevel: 'gold-only' }, {}, 'preview', 'purchase_required'],
    ['adult, unverified', { genre: 'Adult' }, {}, 'none', 'age_verification_required'],
    ['adult flag, verified', { isAdultContent: true }, { ageVerified: new Set([1]) }, 'full', 'public'],
    [
      'adult and premium, unverified',
      { genre: 'Adult', accessLevel: 'premium' },
      {},
      'none',
      'purchase_required',
    ],
    [
      'adult and premium, bought',
      { genre: 'Adult', accessLevel: 'premium' },
      { storyPurchases: new Set([1]) },
      'none',
      'age_verification_required',
    ],
  ] as const)('%s', (_, s, e, access, reason) => {
    expect(decide(s as Partial<StoryForAccess>, e as Partial<Entitlements>)).toEqual({ access, reason });
  });

  it('frees the first chapters but not the last, and asks anonymous 18+ readers to sign in', () => {
    const premium = { ...story, accessLevel: 'premium', freeChapters: 5 };
    const at = (position: number) => ({ id: 100 + position, position, chapterCount: 3 });
    expect(decideChapterAccess(null, premium, at(2), NO_ENTITLEMENTS).reason).toBe('free_chapter');
    expect(decideChapterAccess(null, premium, at(3), NO_ENTITLEMENTS).reason).toBe('purchase_required');
    expect(decideChapterAccess(null, premium, null, NO_ENTITLEMENTS).reason).toBe('purchase_required');
    expect(decideChapterAccess(null, { ...story, genre: 'Adult' }, at(1), NO_ENTITLEMENTS)).toEqual({
      access: 'none',
      reason: 'login_required',
    });
  });
});

describe('the access policy through the API', () => {
  it('treats a stored public story flagged premium as premium (one rule, no migration)', async () => {
    const author = await buildUser(t.db);
    const legacy = await buildStory(t.db, author, {
      accessLevel: 'public',
      isPremium: true,
      individualPrice: '2.99',
    });
    const [, second] = await chapterIds(legacy.id);
    const card = (await t.app.inject({ url: `/api/stories/${legacy.id}` })).json();
    expect(card).toMatchObject({ accessLevel: 'premium', isPremium: true, price: '2.99' });
    const chapter = (await t.app.inject({ url: `/api/chapters/${second}` })).json();
    expect(chapter).toMatchObject({ locked: true, lockReason: 'purchase_required' });
  });

  it('answers content-access per chapter and for the whole story', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, { accessLevel: 'subscribers' }, 3);
    const [first, second] = await chapterIds(story.id);
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    const ask = async (query: string, headers: Record<string, string> = { cookie }) =>
      (await t.app.inject({ url: `/api/content-access?${query}`, headers })).json();
    expect(await ask(`storyId=${story.id}&chapterId=${first}`)).toEqual({
      hasAccess: true,
      reason: 'free_chapter',
    });
    expect(await ask(`storyId=${story.id}&chapterId=${second}`)).toEqual({
      hasAccess: false,
      reason: 'subscription_required',
    });
    expect(await ask(`storyId=${story.id}`)).toEqual({ hasAccess: false, reason: 'subscription_required' });
    await subscribe(t.db, reader.id, author.id);
    expect(await ask(`storyId=${story.id}`)).toEqual({ hasAccess: true, reason: 'subscriber' });
    expect(await ask(`storyId=${story.id}`, {})).toEqual({
      hasAccess: false,
      reason: 'subscription_required',
    });
    expect(await ask(`storyId=${story.id}`, { cookie: await signIn(t.app, author) })).toEqual({
      hasAccess: true,
      reason: 'author',
    });
    const other = await buildStory(t.db, author, {}, 1);
    const mismatch = await t.app.inject({
      url: `/api/content-access?storyId=${other.id}&chapterId=${second}`,
    });
    expect(mismatch.json()).toMatchObject({ code: 'CHAPTER_NOT_FOUND' });
    const bad = await t.app.inject({ url: '/api/content-access?storyId=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'querystring.storyId' });
    const draft = await buildStory(t.db, author, { isPublished: false }, 1);
    expect((await t.app.inject({ url: `/api/content-access?storyId=${draft.id}` })).statusCode).toBe(404);
  });

  it('opens chat on a free chapter but not on a locked one: a preview is not enough', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, { accessLevel: 'premium' }, 2);
    const [free, locked] = await chapterIds(story.id);
    const cookie = await signIn(t.app, await buildUser(t.db));
    const messages = (chapterId: number) =>
      t.app.inject({ url: `/api/stories/${story.id}/chapters/${chapterId}/messages`, headers: { cookie } });
    expect((await messages(free!)).statusCode).toBe(200);
    const refused = await messages(locked!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'CONTENT_LOCKED',
      message: 'Subscribe to this author or purchase this story to continue reading.',
    });
  });

  it('answers the age lock with the spec text on paths that need the full text', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, { genre: 'Adult' }, 1);
    const [chapter] = await chapterIds(story.id);
    const cookie = await signIn(t.app, await buildUser(t.db));
    const refused = await t.app.inject({
      url: `/api/stories/${story.id}/chapters/${chapter}/messages`,
      headers: { cookie },
    });
    expect(refused.json()).toEqual({
      code: 'CONTENT_LOCKED',
      message: 'This story contains mature content restricted to users 18 and older.',
    });
    const plain = await buildStory(t.db, author, {}, 1);
    const check = await t.app.inject({
      url: `/api/stories/${plain.id}/age-verification`,
      headers: { cookie },
    });
    expect(check.json()).toEqual({ isVerified: false, verified: false, required: false });
    const own = await t.app.inject({
      url: `/api/stories/${story.id}/age-verification`,
      headers: { cookie: await signIn(t.app, author) },
    });
    expect(own.json()).toEqual({ isVerified: true, verified: true, required: true });
  });

  it('builds AI context only from chapters the caller may read in full', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, { accessLevel: 'premium', freeChapters: 1 }, 0);
    const texts = [
      'Free opening about the lighthouse.',
      'SECRET-MIDDLE the keeper lies.',
      'Bought ending at dawn.',
    ];
    for (const [i, content] of texts.entries()) {
      await t.db.insert(chapters).values({
        storyId: story.id,
        authorId: author.id,
        title: `Part ${i + 1}`,
        content: `${content} ${'More words follow here. '.repeat(30)}`,
        orderIndex: i + 1,
        wordCount: countWords(content),
      });
    }
    const ids = await chapterIds(story.id);
    const reader = await buildUser(t.db);
    await purchase(t.db, reader.id, story.id, ids[2]!);
    const brief = await proposalIdeaBrief(
      t.db,
      { id: reader.id, username: reader.username },
      {
        storyId: story.id,
        chapterId: ids[2]!,
      },
    );
    const context = JSON.stringify(brief.previousChapters);
    expect(context).toContain('Free opening');
    expect(context).toContain('Bought ending');
    expect(context).not.toContain('SECRET-MIDDLE');
    await expect(
      proposalIdeaBrief(
        t.db,
        { id: reader.id, username: reader.username },
        { storyId: story.id, chapterId: ids[1]! },
      ),
    ).rejects.toMatchObject({ code: 'CONTENT_LOCKED' });
  });

  it('refuses proposals on a locked latest chapter and allows them once bought', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, { accessLevel: 'premium' }, 2);
    const [, latest] = await chapterIds(story.id);
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    const propose = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/branch-proposals',
        headers: { cookie },
        payload: {
          storyId: story.id,
          chapterId: latest,
          title: 'A turn',
          content: 'The keeper finds a second lantern hidden under the stairs.',
        },
      });
    expect((await propose()).statusCode).toBe(403);
    await purchase(t.db, reader.id, story.id);
    expect((await propose()).statusCode).toBe(201);
    await t.db.update(stories).set({ isPublished: false }).where(eq(stories.id, story.id));
    expect((await propose()).statusCode).toBe(404);
  });

  it('reads entitlements inside the transaction that grants them (purchase -> access in one)', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, { accessLevel: 'premium' }, 2);
    const [, locked] = await chapterIds(story.id);
    const reader = await buildUser(t.db);
    const viewer = { id: reader.id, username: reader.username };
    const rolledBack = new Error('roll back');
    await expect(
      t.db.transaction(async (tx) => {
        await purchase(tx, reader.id, story.id);
        expect((await readChapter(tx, viewer, locked!)).chapter.locked).toBe(false);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await readChapter(t.db, viewer, locked!)).chapter.locked).toBe(true);
  });
});
