import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './axe';
import {
  createStoryViaApi,
  newApiClient,
  newSignedInUser,
  prose,
  signUpViaApi,
  snap,
  uniqueUser,
} from './fixtures';

/**
 * docs/reference/people.md#dashboard, docs/reference/people.md#settings at 390x844 and 820x1180: the author
 * changes the photo; a reader rates a story and the average changes; Settings lists the sessions and signs
 * out everywhere else; "Download my data" saves the JSON export.
 */

/** A 900x600 PNG photo, made in memory. */
const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();

/** Passes when no element of the page is wider than the viewport (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the author changes the profile photo on the dashboard', async ({ browser, baseURL }) => {
      const { page } = await newSignedInUser(browser, baseURL!, 'painter');
      await page.goto('/creator-dashboard');
      await page.getByRole('button', { name: 'Edit' }).click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Change Photo' }).click();
      await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo() });
      await expect(page.getByText('Photo Updated')).toBeVisible();
      const avatar = page.locator('img[src^="/api/images/"]').first();
      await expect(avatar).toBeVisible();
      const src = (await avatar.getAttribute('src'))!;
      expect(src).toMatch(/^\/api\/images\/[0-9a-f]{64}\.jpg$/);
      const served = await page.request.get(src);
      expect(served.headers()['cache-control']).toContain('immutable');
      const meta = await sharp(await served.body()).metadata();
      expect([meta.width, meta.height]).toEqual([400, 267]);
      await expectNoSidewaysScroll(page);
      await snap(page, `dashboard-photo-${viewport.width}`);

      // The /profile photo dialog shows the same photo.
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Change profile photo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Profile Photo' });
      await expect(dialog.locator(`img[src="${src}"]`)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Change Photo' })).toBeVisible();
    });

    test('a reader rates a story and the average changes', async ({ browser, baseURL }) => {
      const authorApi = await newApiClient(baseURL!);
      await signUpViaApi(authorApi, uniqueUser('rated'));
      const story = await createStoryViaApi(authorApi, {
        title: `Stars ${Date.now().toString(36)}`,
        chapters: [{ title: 'First', content: prose('First', 120) }],
      });
      const { page } = await newSignedInUser(browser, baseURL!, 'critic');
      await page.goto(`/reading/${story.id}`);
      const summary = page.getByTestId('rating-summary');
      await expect(summary).toHaveText('No ratings yet');
      await page.getByRole('radio', { name: '4 stars' }).check();
      await page.getByLabel('Review (optional)').fill('A quiet, lovely opening.');
      await page.getByRole('button', { name: 'Submit Rating' }).click();
      await expect(summary).toHaveText('4.0 out of 5.0 · 1 rating');
      await expect(page.getByRole('list', { name: 'Reviews' })).toContainText('A quiet, lovely opening.');

      // A second reader (through the API) rates 1 star: the average shown changes.
      const other = await newApiClient(baseURL!);
      await signUpViaApi(other, uniqueUser('second'));
      expect((await other.get(`/api/stories/${story.id}/chapters`)).ok()).toBe(true);
      expect((await other.put(`/api/stories/${story.id}/rating`, { data: { rating: 1 } })).ok()).toBe(true);
      await page.reload();
      await expect(summary).toHaveText('2.5 out of 5.0 · 2 ratings');
      await expect(page.getByRole('button', { name: 'Update Rating' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await snap(page, `story-ratings-${viewport.width}`);
      await expectAccessible(page, '/reading/{id} ratings');
    });

    test('settings: sessions, sign out everywhere else, download my data', async ({ browser, baseURL }) => {
      const { page, user } = await newSignedInUser(browser, baseURL!, 'owner');
      // The same person signed in elsewhere.
      const elsewhere = await newApiClient(baseURL!);
      const login = await elsewhere.post('/api/auth/login', {
        data: { email: user.email, password: user.password },
        headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/132.0' },
      });
      expect(login.ok()).toBe(true);

      await page.goto('/settings');
      // Display: the reading theme is the readers' own setting, kept for both readers
      // (docs/reference/people.md#settings).
      await page.getByRole('radio', { name: 'Sepia' }).check();
      await page.reload();
      await expect(page.getByRole('radio', { name: 'Sepia' })).toBeChecked();
      const stored = await page.evaluate(() => ({
        story: JSON.parse(localStorage.getItem('storyloom.story-reader-settings') ?? '{}'),
        overlay: JSON.parse(localStorage.getItem('storyloom.reader-settings') ?? '{}'),
      }));
      expect(stored.story.theme).toBe('sepia');
      expect(stored.overlay.backgroundColor).toBe('#f4ecd8'); // the overlay reader's Sepia
      const sessions = page.getByRole('list', { name: 'Sessions' });
      await expect(sessions.getByRole('listitem')).toHaveCount(2);
      await expect(sessions.getByRole('listitem').first()).toContainText('This device');
      await expect(sessions).toContainText('Firefox on Windows');
      const inApp = page.getByRole('checkbox', { name: 'Direct messages: in app' });
      await expect(inApp).toBeChecked();
      await inApp.uncheck();
      await expect(inApp).not.toBeChecked();
      await expect(async () => {
        const saved = await (await page.request.get('/api/user/notification-preferences')).json();
        expect(saved).toContainEqual({
          type: 'direct_message',
          inApp: false,
          push: true,
          email: 'immediate',
        });
      }).toPass();
      await expectNoSidewaysScroll(page);
      await snap(page, `settings-${viewport.width}`);
      await expectAccessible(page, '/settings account');

      await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect(page.getByText('1 other session signed out.')).toBeVisible();
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      expect((await elsewhere.get('/api/auth/user')).status()).toBe(401);
      expect((await page.request.get('/api/auth/user')).status()).toBe(200);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download my data' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^storyloom-\d+-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
      expect(data.profile.username).toBe(user.username);
      expect(data.profile).not.toHaveProperty('password');
    });
  });
}
