import { expect, type Page, test } from '@playwright/test';
import { createStoryViaApi, newApiClient, prose, signUp, signUpViaApi, uniqueUser } from './fixtures';

/*
 * The web app never floods the server (web/lib/retry-policy.ts, web/lib/query-client.ts): offline the
 * home screen waits for the network instead of asking again and again, a deleted account or a session
 * ended elsewhere lands on the splash, and a signed-out reader's chat opens no socket. Each screen is
 * watched for a 10 s window (the budget is a rate) and must stay under 10 requests in it.
 */

/** The measured window, ms: a budget of requests per 10 s cannot be checked in less. */
const WINDOW_MS = 10_000;
const BUDGET = 10;

/** Counts the page's API requests and sockets from now on. */
function countRequests(page: Page) {
  const api: string[] = [];
  const sockets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${url.pathname}${url.search}`);
  });
  page.on('websocket', (socket) => sockets.push(socket.url()));
  return { api, sockets, total: () => api.length + sockets.length };
}

/** Waits out the measured window. */
async function watchWindow(page: Page): Promise<void> {
  await page.waitForTimeout(WINDOW_MS);
}

/** Paths in the offline API cache of the page's origin (ADR 0018). */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('storyloom-offline-api-v1'))) return [];
    const cache = await caches.open('storyloom-offline-api-v1');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

test('offline, the home screen says what is readable and waits for the network', async ({
  page,
  context,
}) => {
  await signUp(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
  await expect.poll(() => cachedPaths(page), { timeout: 30_000 }).toContain('/api/auth/user');

  await context.setOffline(true);
  const counted = countRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Creator Hub' })).toBeVisible();
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'The stories saved to your Library are readable offline' });
  await expect(notice).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  // No placeholders that would never fill while offline.
  await expect(page.getByRole('heading', { name: 'Featured Creators' })).toHaveCount(0);
  await watchWindow(page);
  expect(counted.total(), counted.api.join('\n')).toBeLessThan(BUDGET);

  // Back online, the shelves load by themselves.
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Trending Now' })).toBeVisible();
});

test('deleting the account lands on the splash without asking again for its data', async ({ page }) => {
  const user = await signUp(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('DELETE MY ACCOUNT');
  await dialog.getByLabel('Current password').fill(user.password);

  const counted = countRequests(page);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('button', { name: 'Start Writing Together' })).toBeVisible();
  await watchWindow(page);
  await expect(page.getByRole('button', { name: 'Start Writing Together' })).toBeVisible();
  expect(counted.total(), counted.api.join('\n')).toBeLessThan(BUDGET);
});

test('a session ended elsewhere signs the app out at its next request, once', async ({ page }) => {
  // The live socket would tell this tab first (`session_ended`, chat-access-revoked.spec.ts covers it): here
  // it stays open and silent, so the next request is what finds the session gone.
  await page.routeWebSocket(/\/ws$/, () => {});
  const user = await signUp(page);
  // The account is deleted from another tab: this page still shows the signed-in home.
  const deleted = await page.request.delete('/api/account', {
    data: { confirmation: 'DELETE MY ACCOUNT', currentPassword: user.password },
  });
  expect(deleted.ok(), await deleted.text()).toBe(true);

  const counted = countRequests(page);
  // The next request is this click's, unless one of home's own refetches gets there first: either way
  // that request finds the session gone, and the link may vanish under the click as the app signs out.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Library' })
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  await expect(page.getByRole('button', { name: 'Start Writing Together' })).toBeVisible();
  await watchWindow(page);
  expect(counted.total(), counted.api.join('\n')).toBeLessThan(BUDGET);
});

test("a signed-out reader's chat asks to sign in and opens no socket", async ({ browser, baseURL }) => {
  const authorApi = await newApiClient(baseURL!);
  await signUpViaApi(authorApi, uniqueUser('budget'));
  const story = await createStoryViaApi(authorApi, {
    title: `Quiet Harbour ${Date.now().toString(36)}`,
    chapters: [{ title: 'Low Tide', content: prose('quiet harbour', 300) }],
  });
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const counted = countRequests(page);
  await page.goto(`/reader/${story.id}`);
  await expect(page.getByText('quiet harbour, part 1.').first()).toBeVisible();
  await page.getByRole('button', { name: /^Open chapter discussion/ }).click();
  const chat = page.getByRole('region', { name: 'Chapter Discussion' });
  await expect(chat.getByRole('button', { name: 'Sign in to join the discussion' })).toBeVisible();
  await watchWindow(page);
  await expect(chat.getByText('Reconnecting')).toHaveCount(0);
  expect(counted.sockets).toEqual([]);
  expect(counted.total(), counted.api.join('\n')).toBeLessThan(BUDGET);
  await context.close();
});
