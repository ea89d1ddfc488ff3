import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { newApiClient, newSignedInUser, signUpViaApi, snap, uniqueUser } from './fixtures';

/**
 * docs/reference/people.md#follows at 390x844: a reader follows an author from the author page (the count
 * goes up, and stays after a reload), unfollows (it goes down), follows again; the author finds them in
 * the dashboard's Followers tab, with the count and its 30-day growth.
 */
test('a reader follows and unfollows an author; the author sees the follower on the dashboard', async ({
  browser,
  baseURL,
}) => {
  const author = await newSignedInUser(browser, baseURL!, 'followed');
  const reader = await newSignedInUser(browser, baseURL!, 'follower');
  const page = reader.page;

  await page.goto(`/author/${author.user.username}`);
  await expect(page.getByRole('heading', { name: author.user.displayName })).toBeVisible();
  await expect(page.getByText(/\b0 followers\b/)).toBeVisible();
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();

  const following = page.getByRole('button', { name: 'Following', exact: true });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/\b1 follower\b/)).toBeVisible();
  await snap(page, 'following');
  await expectAccessible(page, '/author/{username}');

  // The server's word, not only the optimistic one: a reload keeps the follow.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(/\b1 follower\b/)).toBeVisible();

  await page.getByRole('button', { name: 'Following', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByText(/\b0 followers\b/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/\b0 followers\b/)).toBeVisible();

  // Follow again, so the author has a follower to find.
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText(/\b1 follower\b/)).toBeVisible();

  // The author's own page has no Follow button.
  await author.page.goto(`/author/${author.user.username}`);
  await expect(author.page.getByRole('heading', { name: author.user.displayName })).toBeVisible();
  await expect(author.page.getByRole('button', { name: /^Follow/ })).toHaveCount(0);

  await author.page.goto('/creator-dashboard?tab=followers');
  await expect(author.page.getByRole('heading', { name: '1 follower' })).toBeVisible();
  await expect(author.page.getByText('+1 in 30 days')).toBeVisible();
  // Opened on its last tab at 390 px, the tab row shows that tab selected, scrolled into view.
  const followersTab = author.page.getByRole('tab', { name: 'Followers' });
  await expect(followersTab).toHaveAttribute('aria-selected', 'true');
  await expect(followersTab).toBeInViewport({ ratio: 1 });
  const list = author.page.getByRole('list', { name: 'Followers' });
  await expect(list.getByRole('link', { name: reader.user.displayName })).toBeVisible();
  await expect(list).toContainText(`@${reader.user.username}`);
  await snap(author.page, 'dashboard-followers');
  await expectAccessible(author.page, '/creator-dashboard?tab=followers');

  // Analytics shows the same figures beside the other quick stats.
  await author.page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(author.page.getByText('+1 in 30 days')).toBeVisible();
});

test('a visitor who taps Follow signs in and comes back to follow', async ({ browser, baseURL }) => {
  const author = await newSignedInUser(browser, baseURL!, 'lonely');
  const readerApi = await newApiClient(baseURL!);
  const reader = await signUpViaApi(readerApi, uniqueUser('visitor'));
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/author/${author.user.username}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText('Login Required')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome Back, Writer' })).toBeVisible();
  await page.getByLabel('Email').fill(reader.email);
  await page.getByLabel('Password', { exact: true }).fill(reader.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(new RegExp(`/author/${author.user.username}$`));
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(/\b1 follower\b/)).toBeVisible();
  await context.close();
  await readerApi.dispose();
});
