import { expect, type Page, test } from '@playwright/test';
import { annualPriceCents } from '../contract/billing-period';
import { formatCents } from '../contract/money';
import { newApiClient, signUp, signUpViaApi, type TestUser, uniqueUser } from './fixtures';
import { post } from './money-fixtures';

/**
 * docs/reference/money.md#subscriptions with the demo provider, at 390x844 (and 820x1180 for the
 * screenshots): a reader subscribes to the cheaper of two tiers (the Yearly option shows its saving),
 * upgrades (the prorated amount is said before confirming), downgrades (the credit), cancels ("Access
 * until"), resumes, gifts a month of a tier to another reader by username (who finds "Gift · Access until"
 * on My Subscriptions), and tips with a message the author reads on the dashboard.
 */

const BASIC = { name: 'Deckhands', price: '3.00', annualDiscountPercent: 20, trialDays: 0 };
const GOLD = { name: 'Harbour Masters', price: '9.00', annualDiscountPercent: 0, trialDays: 0 };

/** Screenshots of this journey, for people to look at: /work/shots/memberships-{name}-{width}.png. */
async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 390;
  await page.screenshot({ path: `/work/shots/memberships-${name}-${width}.png` });
}

async function signInAs(page: Page, user: TestUser) {
  await page.request.post('/api/auth/logout');
  const res = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(res.ok()).toBe(true);
}

test('a reader subscribes, changes tier both ways, cancels, resumes, gifts and tips', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Toasts are only looked at: the next one replaces it through React.
  const toast = (title: string) =>
    expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).first()).toBeVisible();

  const authorApi = await newApiClient(baseURL!);
  const author = await signUpViaApi(authorApi, uniqueUser('member'));
  await post(authorApi, '/api/creator/subscription-tiers', { ...BASIC, benefits: ['Early chapters'] });
  await post(authorApi, '/api/creator/subscription-tiers', {
    ...GOLD,
    benefits: ['Early chapters', 'Letters'],
  });
  await post(authorApi, '/api/creator/tip-jar', { enabled: true }, 'put');
  const friendApi = await newApiClient(baseURL!);
  const friend = await signUpViaApi(friendApi, uniqueUser('friend'));
  const reader = await signUp(page, uniqueUser('patron'));

  const mySubscriptions = async () => {
    await page.goto('/my-subscriptions');
    return page.getByRole('tabpanel', { name: /^Active/ }).getByRole('article', { name: author.displayName });
  };

  await test.step('subscribes monthly to the cheaper tier; the yearly option shows its saving', async () => {
    await page.goto(`/author/${author.username}?tab=subscribe`);
    const yearly = `${formatCents(annualPriceCents(300, 20))}/year · save 20%`;
    await expect(page.getByText(yearly)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    await shot(page, 'subscribe-tab');
    await page.getByRole('button', { name: `Subscribe to ${BASIC.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Subscribe to ${BASIC.name}` });
    await expect(dialog).toContainText(`${formatCents(300)} per month`);
    await expect(dialog.getByText(/^Renews on /)).toBeVisible();
    await shot(page, 'confirm');
    await dialog.getByRole('button', { name: 'Confirm subscription' }).click();
    await toast('Subscription Successful!');
    await expect(page.getByText("You're subscribed!")).toBeVisible();
  });

  await test.step('upgrades: the prorated charge is said before confirming', async () => {
    const card = await mySubscriptions();
    await expect(card.getByText(`${formatCents(300)}/month`)).toBeVisible();
    await card.getByRole('button', { name: 'Change tier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change tier' });
    await dialog.getByRole('radio', { name: GOLD.name }).check();
    // Just after subscribing nearly the whole period is unused: $9.00 - $3.00.
    await expect(
      dialog.getByText(`You pay ${formatCents(600)} now for the rest of this period`),
    ).toBeVisible();
    await shot(page, 'upgrade');
    await dialog.getByRole('button', { name: 'Confirm change' }).click();
    await toast('Tier changed');
    await expect(card.getByText(GOLD.name)).toBeVisible();
    await expect(card.getByText(`${formatCents(900)}/month`)).toBeVisible();
  });

  await test.step('downgrades: the credit is said, then noted on the card', async () => {
    const card = await mySubscriptions();
    await card.getByRole('button', { name: 'Change tier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change tier' });
    await dialog.getByRole('radio', { name: BASIC.name }).check();
    await expect(dialog.getByText(`${formatCents(600)} will be credited to your next renewal`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm change' }).click();
    await toast('Tier changed');
    await expect(card.getByText(`${formatCents(600)} credit on your next renewal`)).toBeVisible();
    await shot(page, 'credit');
  });

  await test.step('cancels (access until the period end) and resumes', async () => {
    const card = await mySubscriptions();
    await card.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    await toast('Subscription cancelled');
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    const cancelled = page.getByRole('tabpanel', { name: 'Cancelled' }).getByRole('article', {
      name: author.displayName,
    });
    await expect(cancelled.getByText(/^Access until /)).toBeVisible();
    await cancelled.getByRole('button', { name: 'Resume' }).click();
    await toast('Subscription resumed');
    await page.getByRole('tab', { name: 'Active (1)' }).click();
    await expect(page.getByRole('tabpanel', { name: /^Active/ }).getByText(/^Renews on /)).toBeVisible();
  });

  await test.step('gifts a month of a tier to another reader by username', async () => {
    await page.goto(`/author/${author.username}?tab=subscribe`);
    await page.getByRole('button', { name: 'Gift a membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gift a membership' });
    await dialog.getByLabel('Tier').selectOption({ label: `${GOLD.name} · ${formatCents(900)}/month` });
    await dialog.getByRole('radio', { name: 'Send to a reader' }).check();
    await dialog.getByLabel("Reader's username").fill('nobody-by-this-name');
    await dialog.getByRole('button', { name: `Pay ${formatCents(900)}` }).click();
    await expect(dialog.getByText('No reader has this username.')).toBeVisible();
    await dialog.getByLabel("Reader's username").fill(friend.username);
    await shot(page, 'gift');
    await dialog.getByRole('button', { name: `Pay ${formatCents(900)}` }).click();
    await toast('Gift sent');

    await signInAs(page, friend);
    await page.goto('/my-subscriptions');
    const gift = page
      .getByRole('tabpanel', { name: /^Active/ })
      .getByRole('article', { name: author.displayName });
    await expect(gift.getByText(/^Gift · Access until /)).toBeVisible();
    await expect(gift.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    await expect(gift.getByRole('button', { name: 'Change tier' })).toHaveCount(0);
    await shot(page, 'gift-received');
    await page.setViewportSize({ width: 820, height: 1180 });
    await shot(page, 'gift-received');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  await test.step('tips with a message that the author reads on the dashboard', async () => {
    await signInAs(page, reader);
    const message = 'Thank you for the harbour stories!';
    await page.goto(`/author/${author.username}?tab=subscribe`);
    await page.getByRole('button', { name: 'Send a Tip' }).click();
    const paywall = page.getByRole('dialog', { name: /^Support / });
    await paywall.getByRole('button', { name: formatCents(500), exact: true }).click();
    await paywall.getByLabel('Message (optional)').fill(message);
    await paywall.getByRole('button', { name: `Tip ${formatCents(500)}` }).click();
    await toast('Tip sent');
    await signInAs(page, author);
    await page.goto('/creator-dashboard?tab=earnings');
    const recent = page.getByRole('region', { name: 'Recent Transactions' });
    await expect(recent.getByRole('listitem').filter({ hasText: /^Tip from / })).toContainText(
      `“${message}”`,
    );
  });

  await test.step('screens at 820x1180', async () => {
    await signInAs(page, reader);
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto(`/author/${author.username}?tab=subscribe`);
    await expect(page.getByText("You're subscribed!")).toBeVisible();
    await shot(page, 'subscribe-tab');
    const card = await mySubscriptions();
    await expect(card).toBeVisible();
    await shot(page, 'my-subscriptions');
    await card.getByRole('button', { name: 'Change tier' }).click();
    await page.getByRole('dialog', { name: 'Change tier' }).getByRole('radio', { name: GOLD.name }).check();
    await shot(page, 'upgrade');
  });
  expect(pageErrors).toEqual([]);
});
