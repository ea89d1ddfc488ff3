import { expect, test } from '@playwright/test';
import { formatCents } from '../contract/money';
import { newApiClient, signUp, signUpViaApi, snap, uniqueUser } from './fixtures';
import { post } from './money-fixtures';

/**
 * docs/reference/money.md#subscriptions at 390x844 with the demo provider: a reader subscribed to a tier
 * cancels it, keeps access ("Access until {date}") and resumes it before the period ends ("Renews on {date}"),
 * at the price they subscribed at.
 */
test('a reader cancels a subscription, keeps access until the period end, and resumes it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Toasts are only looked at, never removed from the DOM by hand: the next toast replaces this one through
  // React, which fails on a node taken away under it (the page stays on this screen between the two).
  const toast = (title: string) =>
    expect(page.locator('[data-sonner-toast]').filter({ hasText: title })).toBeVisible();
  const authorApi = await newApiClient(baseURL!);
  const author = await signUpViaApi(authorApi, uniqueUser('keeper'));
  const tier = await post<{ id: number }>(authorApi, '/api/creator/subscription-tiers', {
    name: 'Lamp Crew',
    price: '3.00',
    benefits: ['Every story early'],
  });
  const authorId = (await (await authorApi.get('/api/auth/user')).json()).id as number;
  await signUp(page, uniqueUser('keeps'));
  const subscribed = await page.request.post('/api/subscriptions', { data: { authorId, tierId: tier.id } });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);

  await page.goto('/my-subscriptions');
  const active = page.getByRole('tabpanel', { name: /^Active/ });
  await expect(active.getByText(/^Renews on /)).toBeVisible();
  await expect(active.getByText(`${formatCents(300)}/month`)).toBeVisible();

  await active.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Subscription' }).click();
  await toast('Subscription cancelled');
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  const cancelled = page.getByRole('tabpanel', { name: 'Cancelled' });
  const card = cancelled.getByRole('article', { name: author.displayName });
  await expect(card.getByText(/^Access until /)).toBeVisible();
  await expect(card.getByText('Cancelling')).toBeVisible();
  await snap(page, 'cancel-resume-01-cancelling');

  await card.getByRole('button', { name: 'Resume' }).click();
  await toast('Subscription resumed');
  await page.getByRole('tab', { name: 'Active (1)' }).click();
  const resumed = page
    .getByRole('tabpanel', { name: /^Active/ })
    .getByRole('article', { name: author.displayName });
  await expect(resumed.getByText(/^Renews on /)).toBeVisible();
  await expect(resumed.getByText(`${formatCents(300)}/month`)).toBeVisible();
  await expect(resumed.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await snap(page, 'cancel-resume-02-resumed');
  expect(pageErrors).toEqual([]);
});
