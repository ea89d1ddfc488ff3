import { expect, test } from '@playwright/test';
import { signUp, snap } from './fixtures';

test.use({ viewport: { width: 820, height: 1180 } });

/** The published demo stories seeded on a fresh database. */
const demoTitles = [
  'The Salt Bell of Harrowmere',
  'Static on Channel Nine',
  'The Overdue Book',
  'The Umbrella Exchange',
  'The Ninth Door',
];

test('tablet: home lists the demo stories, bottom navigation works, unknown paths show 404', async ({
  page,
}) => {
  const user = await signUp(page);

  // Home: Trending Now lists stories. Which ones depends on what earlier journeys read on the shared
  // server, so each demo story is looked up through Home's search instead.
  const trending = page.getByRole('region', { name: 'Trending Now' });
  await expect(trending.getByRole('link').first()).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search stories and creators' });
  const results = page.getByRole('region', { name: 'Search Results' });
  for (const title of demoTitles) {
    await search.fill(title);
    await expect(results.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  // The unpublished demo story is not found (once the previous title's result has gone).
  await search.fill('Vote Goat');
  await expect(results.getByRole('link', { name: demoTitles.at(-1), exact: true })).toHaveCount(0);
  await expect(results.getByRole('link', { name: /Vote Goat/ })).toHaveCount(0);
  await search.fill('');
  await expect(trending).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await snap(page, '01-home-tablet');

  // Bottom navigation.
  await nav.getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { name: 'My Library' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Library' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tab', { name: 'Published' })).toHaveAttribute('aria-selected', 'true');

  await nav.getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
  // Latest Stories moves with what earlier journeys wrote on the shared server: search for a demo story.
  await page.getByRole('searchbox', { name: 'Search creators and stories' }).fill(demoTitles[0]!);
  await expect(page.getByRole('link', { name: demoTitles[0], exact: true })).toBeVisible();
  await snap(page, '02-discover-tablet');

  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: user.displayName, level: 1 })).toBeVisible();
  await expect(page.getByText(`@${user.username}`)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await snap(page, '03-profile-tablet');

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Creator Hub' })).toBeVisible();

  // An unknown path while signed in.
  await page.goto('/no-such-page/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await snap(page, '04-not-found-tablet');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page.getByRole('heading', { name: 'Creator Hub' })).toBeVisible();
});
