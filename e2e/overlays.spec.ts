import { expect, type Page, test } from '@playwright/test';
import {
  createStoryViaApi,
  newApiClient,
  prose,
  readerDialog,
  settledPosition,
  signUpViaApi,
  uniqueUser,
} from './fixtures';
import { post } from './money-fixtures';

/*
 * Nothing covers what a person is about to tap: with the install banner and a toast on screen, every
 * control a phone user reaches for at the bottom of a screen still takes the tap. `click()` is used
 * without `force`: Playwright refuses a click that another element would receive, which is the check.
 */

// A first visit: the install banner is not answered yet (playwright.config.ts pre-answers it elsewhere).
// A tap that something else would receive fails within 10 s, naming what is in the way.
test.use({ storageState: { cookies: [], origins: [] }, actionTimeout: 10_000 });

/** Opens `path` inside the app (no reload), so the banner and the toast on screen stay there. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Keeps the toasts on screen from now on: sonner pauses a toast's timer while the document is hidden,
 * so the page reports itself hidden to sonner's visibility listener (nothing else reads `hidden`).
 */
async function holdToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('with the install banner and a toast showing, the bottom controls of each screen take their taps', async ({
  page,
  baseURL,
}) => {
  // An author with two tiers and the tip jar on, and a story of theirs to read.
  const authorApi = await newApiClient(baseURL!);
  const author = await signUpViaApi(authorApi, uniqueUser('tiers'));
  for (const [name, price] of [
    ['Deckhand', '3.00'],
    ['Captain', '9.00'],
  ] as const) {
    await post(authorApi, '/api/creator/subscription-tiers', {
      name,
      description: `The ${name} tier.`,
      price,
      benefits: ['Early chapters'],
    });
  }
  await post(authorApi, '/api/creator/tip-jar', { enabled: true }, 'put');
  const lastLine = 'And the last lantern of the quay went out, leaving only the sound of the tide.';
  const story = await createStoryViaApi(authorApi, {
    title: `Lantern Quay ${Date.now().toString(36)}`,
    chapters: [{ title: 'Lanterns', content: `${prose('lantern quay', 400)}\n\n${lastLine}` }],
  });
  const readerApi = await newApiClient(baseURL!);
  const reader = await signUpViaApi(readerApi, uniqueUser('tapper'));

  // Signing in shows the "Welcome back!" toast; it is held there while the banner comes (3 s).
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(reader.email);
  await page.getByLabel('Password', { exact: true }).fill(reader.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Welcome back!' });
  await expect(toast).toBeVisible();
  await holdToasts(page);
  const banner = page.getByRole('region', { name: 'Install Storyloom' });
  await expect(banner).toBeVisible({ timeout: 10_000 });

  await test.step('home: Create New Story', async () => {
    await expect(page.getByRole('heading', { name: 'Creator Hub' })).toBeVisible();
    await page.getByRole('button', { name: 'Create New Story' }).click();
    await expect(page).toHaveURL(/\/create$/);
  });

  await test.step("the author's page: the second tier's Subscribe and Send a Tip", async () => {
    await openInApp(page, `/author/${author.username}?tab=subscribe`);
    await page.getByRole('tab', { name: 'Subscribe' }).click();
    await page.getByRole('button', { name: 'Send a Tip' }).click();
    const paywall = page.getByRole('dialog');
    await expect(paywall).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(paywall).toBeHidden();
    await page.getByRole('button', { name: 'Subscribe to Captain' }).click();
  });

  await test.step('a direct message: the composer and Send', async () => {
    await openInApp(page, `/messages/${author.username}`);
    const composer = page.getByLabel('Message', { exact: true });
    await composer.click();
    await composer.fill('Ahoy from under the banner');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Ahoy from under the banner');
  });

  await test.step('settings: Download my data and Delete my account', async () => {
    await openInApp(page, '/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    await download;
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("the reader: the chapter's last line can be read and Previous Chapter tapped", async () => {
    await openInApp(page, `/reader/${story.id}`);
    const line = page.getByText(lastLine);
    await expect(line).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Scrolled to the end, the last line is on screen and nothing lies over it.
    const isUncovered = await line.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const x = box.left + Math.min(20, box.width / 2);
      const y = box.bottom - 4;
      const hit = document.elementFromPoint(x, y);
      return box.bottom <= window.innerHeight && hit !== null && element.contains(hit);
    });
    expect(isUncovered).toBe(true);
    await page.getByRole('link', { name: 'Back to story' }).click();
    await expect(page).toHaveURL(new RegExp(`/reading/${story.id}`));
  });

  await expect(banner).toBeVisible();
  await expect(toast).toBeVisible();

  await test.step('profile: Logout; the splash: Sign In, under the "Logged out" toast', async () => {
    await openInApp(page, '/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Logged out' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  });
});

test('in phone landscape with the largest type, every page of the overlay reader shows all of its lines', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 844, height: 390 });
  const authorApi = await newApiClient(baseURL!);
  await signUpViaApi(authorApi, uniqueUser('landscape'));
  const story = await createStoryViaApi(authorApi, {
    title: `Wide Pages ${Date.now().toString(36)}`,
    chapters: [{ title: 'Across', content: prose('wide pages', 900) }],
  });
  await page.addInitScript(() => {
    localStorage.setItem('storyloom.install-dismissed-until', 'permanent');
    localStorage.setItem(
      'storyloom.reader-settings',
      JSON.stringify({ fontSize: 24, lineHeight: 2, fontFamily: 'Georgia', margin: 20 }),
    );
  });
  await page.goto(`/reading/${story.id}`);
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  const reader = readerDialog(page);
  let position = await settledPosition(reader);
  expect(position.pages).toBeGreaterThan(1);
  const area = reader.getByTestId('reader-page-area');
  for (;;) {
    // The page's scrolling box holds all of its text: no line is cut or hidden below the fold.
    const overflow = await area.evaluate((element) => {
      const box = element.firstElementChild as HTMLElement;
      return box.scrollHeight - box.clientHeight;
    });
    expect(overflow, `page ${position.page} of ${position.pages}`).toBeLessThanOrEqual(1);
    if (position.page === position.pages) break;
    const from = position.page;
    await reader.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(reader.locator('footer')).toContainText(`Pg ${from + 1}/`);
    position = await settledPosition(reader);
  }
});
