import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyCollaborators } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildTier, purchase, refund, subscribe } from './test-entitlements.js';
import { type Scenario, scenario, urlsFor } from './test-leak.js';

/*
 * The leak test (docs/reference/access.md#everywhere): a locked chapter holds a marker sentence after its preview. As
 * anonymous, a signed-in stranger, a subscriber of too low a tier, a buyer of another chapter, an
 * unverified adult (and others whose entitlement lapsed), EVERY route that returns story data is
 * called (GET routes enumerated from the app itself, so a new one cannot be forgotten) and the marker
 * never appears. Then each legitimate path unlocks it, and a lapsed one locks it again.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CHAT_SLOW_MODE_MS: '0' });
});
afterAll(() => t.close());

/** GET routes that return no story data, with the reason; every other GET route is called. */
const NOT_STORY_DATA: Record<string, string> = {
  '/ws':
    'the chat socket (an upgrade, not a GET answer); its join follows getChatChapter, chat-access.test.ts',
  '/api/images/:file': 'uploaded profile photos by content hash: no story data',
  '/api/posts/:id':
    "an author's post, never chapter text; its own audience rule is swept in server/modules/posts/posts.test.ts",
};

/** Calls every route that returns story data as `cookie` (undefined: anonymous); returns the bodies. */
async function everyAnswer(
  s: Scenario,
  cookie: string | undefined,
): Promise<{ url: string; body: string }[]> {
  const headers = cookie ? { cookie } : {};
  const answers: { url: string; body: string }[] = [];
  const [, ch2, ch3] = s.chapterIds;
  // Put the story in the viewer's library first, so bookmark and progress lists include it.
  const posts: [string, Record<string, unknown>][] = [
    ['/api/bookmarks', { storyId: s.story.id }],
    ['/api/reading-progress', { storyId: s.story.id, chapterId: ch2, progress: 50 }],
    ['/api/ai/generate-continuation', { storyId: s.story.id, chapterId: ch2 }],
    ['/api/ai/generate-continuation', { storyId: s.story.id, chapterId: ch3 }],
    [`/api/stories/${s.story.id}/chapters/${ch2}/messages`, { message: 'Is anyone here?' }],
    ['/api/votes', { proposalId: s.proposalId }],
  ];
  for (const [url, payload] of posts) {
    const response = await t.app.inject({ method: 'POST', url, headers, payload });
    answers.push({ url: `POST ${url}`, body: response.body });
  }
  for (const route of t.app.routeList) {
    if (route.method !== 'GET' || NOT_STORY_DATA[route.url]) continue;
    const urls = urlsFor(route.url, s);
    if (!urls)
      throw new Error(`GET ${route.url}: say how to call it in leak.test.ts, or list it in NOT_STORY_DATA`);
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, `GET ${url}`).toBeLessThan(500);
      answers.push({ url: `GET ${url}`, body: response.body });
    }
  }
  return answers;
}

/** The URLs whose answer shows the marker. */
async function leaks(s: Scenario, cookie: string | undefined): Promise<string[]> {
  return (await everyAnswer(s, cookie)).filter((a) => a.body.includes(s.marker)).map((a) => a.url);
}

/** Whether `cookie` reads the marked chapter in full through the chapter route and the story's list. */
async function reads(s: Scenario, cookie: string): Promise<boolean> {
  const one = await t.app.inject({ url: `/api/chapters/${s.chapterIds[1]}`, headers: { cookie } });
  const list = await t.app.inject({ url: `/api/stories/${s.story.id}/chapters`, headers: { cookie } });
  const access = await t.app.inject({
    url: `/api/content-access?storyId=${s.story.id}&chapterId=${s.chapterIds[1]}`,
    headers: { cookie },
  });
  const inOne = one.body.includes(s.marker);
  expect(list.body.includes(s.marker), 'list agrees with chapter').toBe(inOne);
  expect(access.json().hasAccess, 'content-access agrees with chapter').toBe(inOne);
  return inOne;
}

describe('no route leaks a locked chapter', () => {
  it('every GET route is called or explicitly listed as returning no story data', () => {
    const fake = { chapterIds: [1, 2, 3], story: { id: 1 }, author: { id: 1, username: 'x' }, proposalId: 1 };
    const unclassified = t.app.routeList
      .filter((r) => r.method === 'GET' && !NOT_STORY_DATA[r.url])
      .filter((r) => !urlsFor(r.url, fake as unknown as Scenario))
      .map((r) => r.url);
    expect(unclassified).toEqual([]);
  });

  it('keeps the marker from anonymous, strangers, buyers of another chapter and lapsed buyers', async () => {
    const s = await scenario(t, 'premium', {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '4.99',
    });
    const stranger = await buildUser(t.db);
    const otherChapterBuyer = await buildUser(t.db);
    await purchase(t.db, otherChapterBuyer.id, s.story.id, s.chapterIds[2]);
    const refunded = await buildUser(t.db);
    await purchase(t.db, refunded.id, s.story.id, null, new Date(Date.now() - 60_000));
    const subscriber = await buildUser(t.db);
    await subscribe(t.db, subscriber.id, s.author.id);
    expect(await leaks(s, undefined)).toEqual([]);
    for (const user of [stranger, otherChapterBuyer, refunded, subscriber]) {
      expect(await leaks(s, await signIn(t.app, user))).toEqual([]);
    }
    // The buyer of chapter 3 reads chapter 3, and the free chapter 1, but not chapter 2.
    const cookie = await signIn(t.app, otherChapterBuyer);
    const list = (
      await t.app.inject({ url: `/api/stories/${s.story.id}/chapters`, headers: { cookie } })
    ).json();
    expect(list.map((c: { locked: boolean; lockReason: string | null }) => [c.locked, c.lockReason])).toEqual(
      [
        [false, null],
        [true, 'purchase_required'],
        [false, null],
      ],
    );
  });

  it('keeps the marker from a subscriber of too low a tier and from lapsed subscribers', async () => {
    const author = await buildUser(t.db);
    const gold = await buildTier(t.db, author.id, '9.99');
    const silver = await buildTier(t.db, author.id, '4.99');
    const s = await scenario(t, 'tier', { accessLevel: 'tier_specific', requiredTierId: gold.id }, author);
    const low = await buildUser(t.db);
    await subscribe(t.db, low.id, author.id, { tierId: silver.id });
    const expired = await buildUser(t.db);
    await subscribe(t.db, expired.id, author.id, { tierId: gold.id, endDate: new Date(Date.now() - 60_000) });
    const cancelled = await buildUser(t.db);
    await subscribe(t.db, cancelled.id, author.id, { tierId: gold.id, isActive: false });
    expect(await leaks(s, undefined)).toEqual([]);
    for (const user of [low, expired, cancelled]) {
      expect(await leaks(s, await signIn(t.app, user))).toEqual([]);
    }
  });

  it('keeps the marker of a subscribers-only story from strangers', async () => {
    const s = await scenario(t, 'subscribers', { accessLevel: 'subscribers' });
    expect(await leaks(s, undefined)).toEqual([]);
    expect(await leaks(s, await signIn(t.app, await buildUser(t.db)))).toEqual([]);
  });

  it('keeps an 18+ story from anonymous and unverified readers, with no preview at all', async () => {
    const s = await scenario(t, 'adult', { genre: 'Adult', accessLevel: 'public' });
    expect(await leaks(s, undefined)).toEqual([]);
    const cookie = await signIn(t.app, await buildUser(t.db));
    expect(await leaks(s, cookie)).toEqual([]);
    const list = (
      await t.app.inject({ url: `/api/stories/${s.story.id}/chapters`, headers: { cookie } })
    ).json();
    expect(list.every((c: { content: string; lockReason: string }) => c.content === '')).toBe(true);
    expect(list[0].lockReason).toBe('age_verification_required');
    const anonymous = (await t.app.inject({ url: `/api/stories/${s.story.id}/chapters` })).json();
    expect(anonymous[0].lockReason).toBe('login_required');
  });
});

describe('each legitimate path unlocks the chapter, and a lapse locks it again', () => {
  it('a purchase of the story or of the chapter; a refund locks it again', async () => {
    const s = await scenario(t, 'bought', { accessLevel: 'premium', individualPrice: '4.99' });
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    expect(await reads(s, cookie)).toBe(false);
    await purchase(t.db, reader.id, s.story.id);
    expect(await reads(s, cookie)).toBe(true);
    await refund(t.db, reader.id, s.story.id);
    expect(await reads(s, cookie)).toBe(false);
    await purchase(t.db, reader.id, s.story.id, s.chapterIds[1]);
    expect(await reads(s, cookie)).toBe(true);
    await refund(t.db, reader.id, s.story.id);
    expect(await reads(s, cookie)).toBe(false);
    expect(await leaks(s, cookie)).toEqual([]);
  });

  it('a subscription and a tier upgrade; cancellation at period end keeps it until the end', async () => {
    const author = await buildUser(t.db);
    const gold = await buildTier(t.db, author.id, '9.99');
    const silver = await buildTier(t.db, author.id, '4.99');
    const s = await scenario(t, 'upgrade', { accessLevel: 'tier_specific', requiredTierId: gold.id }, author);
    const subs = await scenario(t, 'subs-only', { accessLevel: 'subscribers' }, author);
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    await subscribe(t.db, reader.id, author.id, { tierId: silver.id });
    expect(await reads(subs, cookie)).toBe(true);
    expect(await reads(s, cookie)).toBe(false);
    await subscribe(t.db, reader.id, author.id, { tierId: gold.id });
    expect(await reads(s, cookie)).toBe(true);
    // Cancelled at period end: still active until end_date.
    await subscribe(t.db, reader.id, author.id, {
      tierId: gold.id,
      endDate: new Date(Date.now() + 3_600_000),
    });
    expect(await reads(s, cookie)).toBe(true);
    // The period ended.
    await subscribe(t.db, reader.id, author.id, { tierId: gold.id, endDate: new Date(Date.now() - 1000) });
    expect(await reads(s, cookie)).toBe(false);
    expect(await reads(subs, cookie)).toBe(false);
    expect(await leaks(s, cookie)).toEqual([]);
  });

  it('an age verification through POST /api/stories/{id}/verify-age', async () => {
    const s = await scenario(t, 'verified', { genre: 'Adult' });
    const cookie = await signIn(t.app, await buildUser(t.db));
    const before = await t.app.inject({
      url: `/api/stories/${s.story.id}/age-verification`,
      headers: { cookie },
    });
    expect(before.json()).toEqual({ isVerified: false, verified: false, required: true });
    expect(await reads(s, cookie)).toBe(false);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/stories/${s.story.id}/verify-age` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toMatch(/^Login Required/);
    const verify = await t.app.inject({
      method: 'POST',
      url: `/api/stories/${s.story.id}/verify-age`,
      headers: { cookie },
    });
    expect(verify.json()).toEqual({ isVerified: true, verified: true, required: true });
    expect(await reads(s, cookie)).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/stories/${s.story.id}/verify-age`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(200);
  });

  it('the author reads every chapter of their own story', async () => {
    const s = await scenario(t, 'author', { accessLevel: 'premium', genre: 'Adult' });
    expect(await reads(s, await signIn(t.app, s.author))).toBe(true);
  });

  it('an accepted collaborator reads every chapter; an invitee and a removed collaborator read nothing more than any reader', async () => {
    const s = await scenario(t, 'team', { accessLevel: 'premium', genre: 'Adult' });
    const [coauthor, invitee, removed] = [
      await buildUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db),
    ];
    await t.db.insert(storyCollaborators).values([
      {
        storyId: s.story.id,
        userId: coauthor.id,
        role: 'editor',
        status: 'accepted',
        acceptedAt: new Date(),
      },
      { storyId: s.story.id, userId: invitee.id, role: 'coauthor', status: 'invited' },
      {
        storyId: s.story.id,
        userId: removed.id,
        role: 'coauthor',
        status: 'accepted',
        acceptedAt: new Date(),
      },
    ]);
    expect(await reads(s, await signIn(t.app, coauthor))).toBe(true);
    const removedCookie = await signIn(t.app, removed);
    expect(await reads(s, removedCookie)).toBe(true);
    await t.db
      .delete(storyCollaborators)
      .where(and(eq(storyCollaborators.storyId, s.story.id), eq(storyCollaborators.userId, removed.id)));
    for (const cookie of [await signIn(t.app, invitee), removedCookie]) {
      expect(await leaks(s, cookie)).toEqual([]);
    }
  });
});
