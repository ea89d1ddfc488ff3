import { expect, type Page, test } from '@playwright/test';
import { createStoryViaApi, newApiClient, signUpViaApi, snap, uniqueUser } from './fixtures';

/**
 * docs/reference/platform.md#layout: no page may scroll sideways at 390 px with any legal content. An author
 * with the longest legal name, bio, genres, tier and story (255-character title of long words, an unbroken
 * 300-character word in the text) is signed in, and every route of `web/app.tsx` is checked at 390x844.
 */

const VIEWPORT = 390;
/** First path segments whose screens are saved as screenshots (test-results/) for a look by eye. */
const SNAPPED = new Set(['', 'discover', 'profile', 'author', 'reading', 'reader']);

/** `count` characters of long words (each 24-40 letters), no spaces inside a word. */
function longWords(count: number, seed: string): string {
  const words: string[] = [];
  let length = 0;
  for (let i = 0; length < count; i++) {
    const word = `${seed}${'abcdefghijklmnopqrstuvwxyz'.repeat(2).slice(i % 7, 20 + ((i * 7) % 17))}`;
    words.push(word);
    length += word.length + 1;
  }
  return words.join(' ').slice(0, count).trim();
}

/** Elements that stick out of the viewport sideways, outside any scroll or clip container. */
async function overflowing(page: Page): Promise<{ scrollWidth: number; offenders: string[] }> {
  return page.evaluate((width) => {
    const clipsX = (el: Element) => {
      const style = getComputedStyle(el);
      return ['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX);
    };
    const offenders: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right <= width + 1 && rect.left >= -1) continue;
      let parent = el.parentElement;
      let isClipped = false;
      while (parent && parent !== document.body) {
        if (clipsX(parent)) {
          const box = parent.getBoundingClientRect();
          if (box.right <= width + 1 && box.left >= -1) isClipped = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (isClipped) continue;
      const name = `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '')
        .split(' ')
        .slice(0, 4)
        .join('.')}`;
      offenders.push(`${name} [${Math.round(rect.left)}..${Math.round(rect.right)}]`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, offenders: offenders.slice(0, 8) };
  }, VIEWPORT);
}

/** Opens `path`, lets it load and settle, and checks it fits 390 px. */
async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Late layout (images, transitions) may still settle: poll the measurement instead of sleeping.
  await expect
    .configure({ soft: true })
    .poll(() => overflowing(page), { message: `${path} fits ${VIEWPORT} px`, timeout: 3_000 })
    .toEqual({ scrollWidth: VIEWPORT, offenders: [] });
  if (SNAPPED.has(path.split('/')[1] ?? '')) await snap(page, `390-${path.replace(/[^a-z0-9]+/gi, '-')}`);
}

test.use({ viewport: { width: VIEWPORT, height: 844 } });

test('signed out: the splash and the sign-in form fit 390 px', async ({ page }) => {
  await expectNoSidewaysScroll(page, '/');
  await expectNoSidewaysScroll(page, '/login');
});

test('every signed-in route fits 390 px with the longest legal content', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const base = uniqueUser('wide');
  const author = {
    ...base,
    // Usernames are at most 50 characters of [A-Za-z0-9_-]: one long unbroken run.
    username: `${base.username}_${'x'.repeat(50)}`.slice(0, 50),
    displayName: longWords(255, 'Name'),
  };
  await signUpViaApi(page.request, author);
  const profile = await page.request.put('/api/user/profile', {
    data: {
      displayName: author.displayName,
      bio: longWords(5000, 'Bio'),
      genres: [longWords(100, 'Genre'), `${'G'.repeat(100)}`],
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const tier = await page.request.post('/api/creator/subscription-tiers', {
    data: {
      name: 'T'.repeat(100),
      description: longWords(2000, 'Tier'),
      price: '4.99',
      benefits: ['B'.repeat(200), longWords(200, 'Benefit')],
    },
  });
  expect(tier.ok(), await tier.text()).toBe(true);
  const unbroken = 'W'.repeat(300);
  const story = await createStoryViaApi(page.request, {
    title: longWords(255, 'Title'),
    genre: 'Historical Fiction',
    chapters: [
      { title: longWords(255, 'Chapter'), content: `${longWords(3000, 'Text')} ${unbroken}\n\nThe end.` },
      { title: 'C'.repeat(255), content: `${unbroken} ${longWords(2000, 'More')}` },
    ],
  });
  const [first, second] = story.chapters;
  expect(await page.request.post('/api/bookmarks', { data: { storyId: story.id } }).then((r) => r.ok())).toBe(
    true,
  );

  // A reader with a long name writes to the author: /messages and /notifications have an entry.
  const reader = await newApiClient(baseURL ?? '');
  const readerUser = { ...uniqueUser('wide'), displayName: longWords(255, 'Reader') };
  await signUpViaApi(reader, readerUser);
  const sent = await reader.post(`/api/messages/${author.username}`, {
    data: { message: `${unbroken} ${longWords(900, 'Message')}` },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  const routes = [
    '/',
    '/create',
    `/reading/${story.id}`,
    `/reading/${story.id}?tab=manage`,
    `/reader/${story.id}`,
    `/create-chapter/${story.id}`,
    `/edit-chapter/${first?.id}`,
    '/library',
    '/import',
    '/discover',
    '/profile',
    '/private-profile',
    `/author/${author.username}`,
    `/user/${author.username}`,
    `/author/${readerUser.username}`,
    '/creator-dashboard',
    '/my-subscriptions',
    '/settings',
    '/messages',
    `/messages/${readerUser.username}`,
    '/notifications',
    '/creator/settings',
    '/creator/tiers',
    `/propose/${story.id}/${second?.id}`,
    `/proposals/${story.id}/${second?.id}`,
    `/story/${story.id}`,
    `/edit-story/${story.id}`,
    '/discovery',
    '/create-story',
    '/no-such-page',
  ];
  for (const route of routes.filter((r) => !process.env.ROUTES || new RegExp(process.env.ROUTES).test(r)))
    await expectNoSidewaysScroll(page, route);
  await reader.dispose();
});
