import { expect, test } from '@playwright/test';
import { createStoryViaApi, newApiClient, prose, signUp, signUpViaApi, snap, uniqueUser } from './fixtures';

/** "YYYY-MM-DDTHH:mm" a day from now in the browser's time zone, as a datetime-local input takes it. */
function tomorrowLocal(): string {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

test('an author schedules a chapter: "Scheduled for ..." for the author, hidden from readers; both download an EPUB', async ({
  page,
  browser,
  baseURL,
}) => {
  const authorApi = await newApiClient(baseURL!);
  const author = await signUpViaApi(authorApi, uniqueUser('sched'));
  const story = await createStoryViaApi(authorApi, {
    title: `Tide Tables ${author.username.slice(-6)}`,
    chapters: [{ title: 'High Water', content: prose('High', 150) }],
  });
  const authorContext = await browser.newContext({ baseURL, storageState: await authorApi.storageState() });
  const authorPage = await authorContext.newPage();
  await authorPage.goto(`/create-chapter/${story.id}`);
  await authorPage.getByLabel('Chapter Title').fill('Low Water');
  await authorPage.getByLabel('Content').fill(prose('Low', 120));
  await expect(authorPage.getByText(/Times are in your time zone/)).toBeVisible();
  await authorPage.getByLabel('Release at (optional)').fill('2001-01-01T09:00');
  await authorPage.getByRole('button', { name: 'Create Chapter' }).click();
  await expect(authorPage.getByText('The release time must be in the future.')).toBeVisible();
  await authorPage.getByLabel('Release at (optional)').fill(tomorrowLocal());
  await authorPage.getByRole('button', { name: 'Create Chapter' }).click();
  await expect(authorPage).toHaveURL(new RegExp(`/reading/${story.id}\\?tab=manage$`));
  const scheduledRow = authorPage.getByRole('listitem').filter({ hasText: 'Low Water' });
  await expect(scheduledRow.getByText(/^Scheduled for /)).toBeVisible();
  await snap(authorPage, '01-manage-scheduled');

  const authorDownload = authorPage.waitForEvent('download');
  await authorPage.getByRole('button', { name: 'Download EPUB' }).click();
  expect((await authorDownload).suggestedFilename()).toMatch(/^tide-tables-.*\.epub$/);
  await authorContext.close();
  await authorApi.dispose();

  // A reader sees one chapter, not the scheduled one, and downloads what they may read.
  await signUp(page, uniqueUser('reader'));
  await page.goto(`/reading/${story.id}`);
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await expect(page.getByText(/^1 chapter/)).toBeVisible();
  await expect(page.getByText('Low Water')).toHaveCount(0);
  const readerDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download EPUB' }).click();
  expect((await readerDownload).suggestedFilename()).toMatch(/\.epub$/);
  await snap(page, '02-reader-story');
});

test('the API docs render under the site CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Storyloom API/ })).toBeVisible();
  await expect(page.getByText('/api/stories/{id}/export.epub').first()).toBeVisible();
  expect(violations).toEqual([]);
  await snap(page, '03-api-docs');
});
