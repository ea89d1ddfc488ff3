import fs from 'node:fs';
import path from 'node:path';
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { signUp, snap } from './fixtures';
import { moneyAuthor, PREMIUM_MARKER, PRICE, post } from './money-fixtures';

/**
 * The installable, offline app (docs/reference/platform.md#offline, docs/reference/platform.md#pwa,
 * docs/reference/limits.md#pwa): manifest and service worker, the update prompt after a new deploy, the
 * install banner's timing and dismissal, a saved (and bought) story read with the network off, progress made
 * offline arriving once back online, the offline data removed at logout, and pull-to-refresh.
 */

// A first visit: no install banner answered yet (playwright.config.ts pre-answers it for other journeys).
test.use({ storageState: { cookies: [], origins: [] } });

const OFFLINE_CACHE = 'storyloom-offline-api-v1';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The worker script the e2e server serves (it serves the build in dist/web). */
const builtWorker = path.resolve(import.meta.dirname, '../dist/web/sw.js');

/** Paths held in the offline API cache of the page's origin. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, OFFLINE_CACHE);
}

/** Waits until the service worker is active and controls the page. */
async function serviceWorkerControls(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
}

/** A one-finger vertical drag from `fromY` to `toY` (CSS px) through the DevTools protocol. */
async function touchDrag(cdp: CDPSession, fromY: number, toY: number): Promise<void> {
  const x = 195;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }] });
  const steps = 8;
  for (let step = 1; step <= steps; step += 1) {
    const y = fromY + ((toY - fromY) * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('the manifest, its icons and the service worker are served, and the worker activates', async ({
  page,
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as {
    name: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(body).toMatchObject({ name: 'Storyloom', display: 'standalone', theme_color: '#0f0f14' });
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = body.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon, `${sizes} ${purpose}`).toBeTruthy();
    const png = await request.get(icon!.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(await sw.text()).toContain('precacheAndRoute');

  await signUp(page);
  await serviceWorkerControls(page);
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
});

test('a new deploy shows "A new version is available"; Reload hands the page to the new worker', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('storyloom.install-dismissed-until', 'permanent'));
  await signUp(page);
  await serviceWorkerControls(page);

  // The next deploy: a different sw.js on the server (the browser compares it byte for byte). Routing
  // cannot stand in here: the browser's update check of a worker script bypasses Playwright's routes.
  const built = fs.readFileSync(builtWorker, 'utf8');
  fs.writeFileSync(builtWorker, `${built}\n// next deploy\n`);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await snap(page, 'update-prompt');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Creator Hub' })).toBeVisible();
    await expect(prompt).toBeHidden();
    const state = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: Boolean(registration?.waiting),
          controlled: Boolean(navigator.serviceWorker.controller),
        };
      });
    await expect.poll(state).toEqual({ waiting: false, controlled: true });
  } finally {
    fs.writeFileSync(builtWorker, built);
  }
});

test('the install banner appears 3 s after load for a signed-in user and stays away after "Later"', async ({
  page,
}) => {
  await signUp(page);
  const shownAt = Date.now();
  const banner = page.getByRole('region', { name: 'Install Storyloom' });
  await expect(banner).toBeHidden();
  await expect(banner).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);
  await snap(page, 'install-banner');

  await banner.getByRole('button', { name: 'Later' }).click();
  await expect(banner).toBeHidden();
  const stored = Number(await page.evaluate(() => localStorage.getItem('storyloom.install-dismissed-until')));
  expect(Math.abs(stored - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);

  // The page's clock from here on: time flows as usual, and can jump past the banner's 3 s delay.
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Creator Hub' })).toBeVisible();
  await page.clock.fastForward(4_000); // the banner's timer fires, and finds the dismissal
  await expect(banner).toBeHidden();

  // 30 days later (the stored time has passed) it comes back; on this iPhone, Install opens the how-to.
  await page.evaluate(() =>
    localStorage.setItem('storyloom.install-dismissed-until', String(Date.now() - 1)),
  );
  await page.reload();
  await expect(banner).toBeVisible({ timeout: 10_000 });
  await banner.getByRole('button', { name: 'Install' }).click();
  const howTo = page.getByRole('dialog', { name: 'Install Storyloom' });
  await expect(howTo.getByText('Scroll down and tap "Add to Home Screen".')).toBeVisible();
  await snap(page, 'install-how-to');
  await howTo.getByRole('button', { name: 'Got it!' }).click();
  await expect(howTo).toBeHidden();
  await expect(banner).toBeHidden();
  const gotIt = Number(await page.evaluate(() => localStorage.getItem('storyloom.install-dismissed-until')));
  expect(gotIt).toBeGreaterThan(Date.now() + 29 * DAY_MS);
});

test('a saved, bought story reads offline after one online visit; offline progress arrives later', async ({
  page,
  context,
  baseURL,
}) => {
  const author = await moneyAuthor(baseURL!);
  await signUp(page);
  await post(page.request, '/api/purchase-content', { storyId: author.premiumId, amount: PRICE });
  await post(page.request, '/api/bookmarks', { storyId: author.premiumId });
  const chapters = (await (await page.request.get(`/api/stories/${author.premiumId}/chapters`)).json()) as {
    id: number;
  }[];
  const paidChapterId = chapters[1]!.id;

  // One online visit: the reader opens the story, the app keeps the saved story for offline use,
  // storing the session answers it has already loaded instead of asking for them again, and the
  // chapters one by one without the full chapter list (docs/reference/performance.md).
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`/reader/${author.premiumId}`);
  await expect(page.getByText('The first tide came in free of charge')).toBeVisible();
  await serviceWorkerControls(page);
  await expect
    .poll(() => cachedPaths(page), { timeout: 30_000 })
    .toEqual(
      expect.arrayContaining([
        '/api/auth/user',
        '/api/user/bookmarks',
        `/api/stories/${author.premiumId}`,
        `/api/stories/${author.premiumId}/toc`,
        `/api/chapters/${paidChapterId}`,
      ]),
    );
  expect(asked.filter((path) => path === '/api/auth/user')).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/user/bookmarks')).toHaveLength(1);
  expect(asked).not.toContain(`/api/stories/${author.premiumId}/chapters`);

  // The next start with the same contents keeps the cached chapters: the refill fetches the story and
  // its table of contents again, and the chapter on screen is fetched by the reader alone.
  const tocPath = `/api/stories/${author.premiumId}/toc`;
  asked.length = 0;
  await page.reload();
  await expect(page.getByText('The first tide came in free of charge')).toBeVisible();
  await expect.poll(() => asked.filter((path) => path === tocPath).length).toBe(2);
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path === `/api/chapters/${chapters[0]!.id}`)).toHaveLength(1);

  await context.setOffline(true);
  await page.goto(`/reader/${author.premiumId}`);
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(page.getByText('The first tide came in free of charge')).toBeVisible();
  await page.getByRole('button', { name: 'Next Chapter' }).click();
  await expect(page.getByText(PREMIUM_MARKER)).toBeVisible();
  await snap(page, 'offline-paid-chapter');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('storyloom.progress-queue') ?? ''))
    .toContain(`"chapterId":${paidChapterId}`);

  await context.setOffline(false);
  await expect(page.getByText("You're offline")).toBeHidden();
  await expect
    .poll(async () => {
      const progress = (await (await page.request.get('/api/user/reading-progress')).json()) as {
        storyId: number;
        chapterId: number;
      }[];
      return progress.find((p) => p.storyId === author.premiumId)?.chapterId;
    })
    .toBe(paidChapterId);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('storyloom.progress-queue'))).toBeNull();

  // Logout removes what was kept offline.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Start Writing Together' })).toBeVisible();
  await expect.poll(() => cachedPaths(page)).toEqual([]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('storyloom.offline-owner'))).toBeNull();
});

test('pulling a list down past 50 px refetches it and shows the indicator for 2 s', async ({ page }) => {
  await signUp(page);
  await page.evaluate(() => localStorage.setItem('storyloom.install-dismissed-until', 'permanent'));
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'My Library' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The library's own list of the user's stories (the offline sync never fetches it).
  let listFetches = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/authored-stories') listFetches += 1;
  });
  const cdp = await page.context().newCDPSession(page);

  await touchDrag(cdp, 200, 240); // 40 px: under the threshold
  // Two frames: the gesture's handlers and whatever they render have run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(listFetches).toBe(0);
  await expect(page.getByTestId('pull-to-refresh')).toBeHidden();

  await touchDrag(cdp, 200, 400); // capped at 100 px, past the threshold
  const indicator = page.getByTestId('pull-to-refresh');
  await expect(indicator).toHaveText('Refreshing...');
  await snap(page, 'pull-to-refresh');
  await expect.poll(() => listFetches).toBeGreaterThan(0);
  await expect(indicator).toBeHidden({ timeout: 4_000 });
  expect(listFetches, 'one refetch: the short pull queued none, not even late').toBe(1);
});
