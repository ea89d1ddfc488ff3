import { expect, test } from '@playwright/test';
import { GENRES } from '../contract/genres';
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

/*
 * docs/reference/people.md#discovery at 390x844: /discover shows real creators (ranked, with real summary
 * tiles); the search box finds a creator by name; the creator card leads to the author page.
 */

/** Whether the page scrolls sideways (the house rule: never at 390 px). */
async function scrollsSideways(page: import('@playwright/test').Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

test('a reader finds a creator on /discover and opens their author page from the card', async ({
  browser,
  baseURL,
}) => {
  const authorApi = await newApiClient(baseURL!);
  const author = await signUpViaApi(authorApi, uniqueUser('maker'));
  const story = await createStoryViaApi(authorApi, {
    title: `Lantern Maker ${author.username.slice(-5)}`,
    genre: 'Horror',
    chapters: [{ title: 'One', content: prose('One', 120) }],
  });
  const reader = await newSignedInUser(browser, baseURL!, 'seeker');
  const { page } = reader;
  // The reader opens the story's contents (a recorded read): one recent reader for the author.
  expect((await page.request.get(`/api/stories/${story.id}/toc`)).ok()).toBe(true);

  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Trending Creators' }).getByRole('link').first(),
  ).toBeVisible();
  const tiles = page.locator('dl');
  await expect(tiles.getByText('Creators', { exact: true })).toBeVisible();
  await expect(tiles.getByText('Readers this week')).toBeVisible();
  await expect(tiles.locator('dd').first()).toHaveText(/^[1-9][\d,]*$/);
  // Genre rows come from the data: at least this author's genre exists, at most 4 rows.
  const genreRows = page.getByRole('region', { name: new RegExp(`^(${GENRES.join('|')}) Creators$`) });
  await expect(genreRows.first()).toBeVisible();
  expect(await genreRows.count()).toBeLessThanOrEqual(4);
  expect(await scrollsSideways(page)).toBe(false);
  await snap(page, 'discover-390');
  await expectAccessible(page, '/discover');

  // The one search box finds the creator (and their story below).
  await page.getByRole('searchbox', { name: 'Search creators and stories' }).fill(author.displayName);
  const matching = page.getByRole('region', { name: 'Matching Creators' });
  const card = matching.getByRole('link', { name: new RegExp(`^${author.displayName}`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('1 reader');
  await expect(card).toContainText('Horror');
  await expect(matching.getByRole('link')).toHaveCount(1);
  await snap(page, 'discover-search-390');
  expect(await scrollsSideways(page)).toBe(false);

  // A genre chip with the search keeps the creator; the card (by keyboard) opens the author page.
  await page.getByRole('button', { name: 'Horror', exact: true }).click();
  const horror = page.getByRole('region', { name: 'Horror Creators' });
  await expect(horror.getByRole('link', { name: new RegExp(`^${author.displayName}`) })).toBeVisible();
  await horror.getByRole('link', { name: new RegExp(`^${author.displayName}`) }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/author/${author.username}$`));
  await expect(page.getByRole('heading', { name: author.displayName, level: 1 })).toBeVisible();
});
