import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../../../contract/words.js';
import { chapters } from '../../db/schema.js';
import { buildStory, buildUser, type StoryRow, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildTier, purchase, refund, subscribe } from './test-entitlements.js';

/*
 * The leak test (issue "Money" §5): a locked chapter holds a marker sentence after its preview. As
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
  '/api/images/:file': 'uploaded profile photos by content hash (issue "People" §2): no story data',
};

const filler = (n: number) => 'The tide came in over the grey stones of the harbour wall. '.repeat(n);

interface Scenario {
  name: string;
  author: UserRow;
  story: StoryRow;
  /** Chapter ids in order: [free first chapter, the locked chapter with the marker, the latest]. */
  chapterIds: [number, number, number];
  marker: string;
  proposalId: number;
}

let sequence = 0;

/** A story of three chapters whose second holds `marker` well after any preview. */
async function scenario(
  name: string,
  overrides: Parameters<typeof buildStory>[2],
  storyAuthor?: UserRow,
): Promise<Scenario> {
  const author = storyAuthor ?? (await buildUser(t.db));
  const marker = `Quillon${++sequence}${process.pid} was the thief all along.`;
  const story = await buildStory(
    t.db,
    author,
    { title: `Harbour ${name}`, previewLength: 200, ...overrides },
    0,
  );
  const texts = [filler(20), `${filler(20)} ${marker} ${filler(5)}`, filler(20)];
  const ids: number[] = [];
  for (const [index, content] of texts.entries()) {
    const [row] = await t.db
      .insert(chapters)
      .values({
        storyId: story.id,
        authorId: author.id,
        title: `Part ${index + 1}`,
        content,
        orderIndex: index + 1,
        isCanon: true,
        wordCount: countWords(content),
      })
      .returning({ id: chapters.id });
    ids.push(row!.id);
  }
  const cookie = await signIn(t.app, author);
  const message = await t.app.inject({
    method: 'POST',
    url: `/api/stories/${story.id}/chapters/${ids[1]}/messages`,
    headers: { cookie },
    payload: { message: 'The author says hello.' },
  });
  expect(message.statusCode, message.body).toBe(201);
  const proposal = await t.app.inject({
    method: 'POST',
    url: '/api/branch-proposals',
    headers: { cookie },
    payload: {
      storyId: story.id,
      chapterId: ids[2],
      title: 'The keeper returns',
      content: 'The keeper comes back to the harbour with a lantern and a secret.',
    },
  });
  expect(proposal.statusCode, proposal.body).toBe(201);
  return {
    name,
    author,
    story,
    chapterIds: ids as Scenario['chapterIds'],
    marker,
    proposalId: proposal.json().id,
  };
}

/** The concrete URLs of a route pattern for a scenario; undefined when a parameter is unknown. */
function urlsFor(pattern: string, s: Scenario): string[] | undefined {
  const [, ch2, ch3] = s.chapterIds;
  const query: Record<string, string[]> = {
    '/api/content-access': [`?storyId=${s.story.id}`, `?storyId=${s.story.id}&chapterId=${ch2}`],
    '/api/stories/search': ['', `?q=Harbour&limit=100`, `?q=${encodeURIComponent(s.story.title)}`],
    '/api/stories/trending': ['', '?limit=100'],
  };
  const idByPrefix: [RegExp, number][] = [
    [/^\/api\/stories\/:id/, s.story.id],
    [/^\/api\/chapters\/:id/, ch2],
    [/^\/api\/proposals\/:id/, s.proposalId],
    [/^\/api\/users\/:id/, s.author.id],
    [/^\/api\/creator\/stories\/:id/, s.story.id],
  ];
  const values: Record<string, string> = {
    storyId: String(s.story.id),
    chapterId: String(ch2),
    authorId: String(s.author.id),
    userId: String(s.author.id),
    username: s.author.username ?? '',
    file: '1.xml',
  };
  let unknown = false;
  const url = pattern.replace(/:(\w+)/g, (_, param: string) => {
    if (param === 'id') {
      const match = idByPrefix.find(([prefix]) => prefix.test(pattern));
      if (match) return String(match[1]);
    } else if (values[param] !== undefined) return values[param]!;
    unknown = true;
    return '';
  });
  if (unknown) return undefined;
  const urls = (query[pattern] ?? ['']).map((q) => url + q);
  // The latest chapter too: its proposals and votes, and its text for buyers of it.
  if (pattern.startsWith('/api/chapters/:id')) urls.push(url.replace(String(ch2), String(ch3)));
  return urls;
}

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
    const s = await scenario('premium', { accessLevel: 'premium', isPremium: true, individualPrice: '4.99' });
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
    const s = await scenario('tier', { accessLevel: 'tier_specific', requiredTierId: gold.id }, author);
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
    const s = await scenario('subscribers', { accessLevel: 'subscribers' });
    expect(await leaks(s, undefined)).toEqual([]);
    expect(await leaks(s, await signIn(t.app, await buildUser(t.db)))).toEqual([]);
  });

  it('keeps an 18+ story from anonymous and unverified readers, with no preview at all', async () => {
    const s = await scenario('adult', { genre: 'Adult', accessLevel: 'public' });
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
    const s = await scenario('bought', { accessLevel: 'premium', individualPrice: '4.99' });
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
    const s = await scenario('upgrade', { accessLevel: 'tier_specific', requiredTierId: gold.id }, author);
    const subs = await scenario('subs-only', { accessLevel: 'subscribers' }, author);
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
    const s = await scenario('verified', { genre: 'Adult' });
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
    const s = await scenario('author', { accessLevel: 'premium', genre: 'Adult' });
    expect(await reads(s, await signIn(t.app, s.author))).toBe(true);
  });
});
