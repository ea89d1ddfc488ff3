import { expect, type Page, test } from '@playwright/test';
import { annualPriceCents } from '../contract/billing-period';
import { formatCents } from '../contract/money';
import type { CreatorTier, UserSubscription } from '../contract/subscriptions';
import { newApiClient, signUp, signUpViaApi, type TestUser, uniqueUser } from './fixtures';
import { post } from './money-fixtures';

/**
 * docs/reference/money.md#subscriptions (annual discount, free trial, price moves) with the demo provider, at
 * 390x844: an author edits a tier in Dashboard → Tiers ("Annual discount (%)" 20, "Free trial (days)" 7); a
 * reader sees "Free for 7 days, then …" and a Yearly choice that saves 20%, subscribes (a trial: nothing
 * charged, "Free trial until …"); the author raises the price, sees "1 subscriber pays an older price" and
 * moves them with 30 days' notice; the reader's card says "From {date}: {new price} per month". Each step
 * is checked against the API as well.
 */

const TIER = { name: 'Tide Watchers', price: '5.00' };

/**
 * A toast with `title` is shown. Only looked at: the next toast replaces it through React (removing its node
 * by hand, as money-fixtures' `toast` does, makes React's next insertion throw on this page).
 */
async function toast(page: Page, title: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).first()).toBeVisible();
}

async function signInAs(page: Page, user: TestUser) {
  await page.request.post('/api/auth/logout');
  const res = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(res.ok()).toBe(true);
}

/** The signed-in author's tiers through the API. */
async function ownTiers(page: Page): Promise<CreatorTier[]> {
  return (await (await page.request.get('/api/creator/subscription-tiers')).json()) as CreatorTier[];
}

/** The edit dialog of the tier named TIER.name, opened from the dashboard's Tiers tab. */
async function editTier(page: Page) {
  await page.goto('/creator-dashboard?tab=tiers');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TIER.name }) });
  await item.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Tier' });
  await expect(form.getByLabel('Name')).toHaveValue(TIER.name);
  return form;
}

test('an author offers a yearly discount and a free trial, then moves a trial subscriber to a new price', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  const author = await signUp(page, uniqueUser('tierauthor'));
  await post(page.request, '/api/creator/subscription-tiers', { ...TIER, benefits: ['Tide tables'] });
  const readerApi = await newApiClient(baseURL!);
  const reader = await signUpViaApi(readerApi, uniqueUser('trialist'));
  await readerApi.dispose();
  const yearly = formatCents(annualPriceCents(500, 20));

  await test.step('the author sets a 20% annual discount and a 7-day trial in Dashboard → Tiers', async () => {
    const form = await editTier(page);
    await form.getByLabel('Annual discount (%)').fill('20');
    await expect(form.getByText(`Yearly price: ${yearly} (0 = monthly only).`)).toBeVisible();
    await form.getByLabel('Free trial (days)').fill('7');
    await form.getByRole('button', { name: 'Save Tier' }).click();
    await toast(page, 'Tier updated');
    await expect(form).toBeHidden();
    await expect(page.getByText(`${yearly}/year (save 20%) · 7-day free trial`)).toBeVisible();
    const [tier] = await ownTiers(page);
    expect(tier).toMatchObject({
      annualDiscountPercent: 20,
      annualPriceCents: annualPriceCents(500, 20),
      trialDays: 7,
      price: '5.00',
    });
  });

  await test.step('a reader sees the trial and the yearly saving, and starts the trial', async () => {
    await signInAs(page, reader);
    await page.goto(`/author/${author.username}?tab=subscribe`);
    await expect(page.getByText(`Free for 7 days, then ${formatCents(500)}/month`)).toBeVisible();
    await expect(page.getByText(`${yearly}/year · save 20%`)).toBeVisible();
    await page.getByRole('radio', { name: /Yearly/ }).check();
    await expect(page.getByText(`Free for 7 days, then ${yearly}/year`)).toBeVisible();
    await page.getByRole('radio', { name: /Monthly/ }).check();
    await page.getByRole('button', { name: `Subscribe to ${TIER.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Subscribe to ${TIER.name}` });
    await expect(dialog).toContainText(`${formatCents(500)} per month`);
    await expect(dialog.getByText(/^Free trial until /)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm subscription' }).click();
    await toast(page, 'Subscription Successful!');
    await expect(page.getByText("You're subscribed!")).toBeVisible();

    // Nothing was charged: the trial has no payment; the first charge falls at its end.
    expect(await (await page.request.get('/api/user/payments')).json()).toEqual([]);
    const [sub] = (await (await page.request.get('/api/user/subscriptions')).json()) as UserSubscription[];
    expect(sub).toMatchObject({ status: 'trialing', priceCents: 500, billingPeriod: 'month' });
    const trialDays = (Date.parse(sub!.trialEndsAt!) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.9);
    expect(trialDays).toBeLessThanOrEqual(7);

    await page.goto('/my-subscriptions');
    const card = page
      .getByRole('tabpanel', { name: /^Active/ })
      .getByRole('article', { name: author.displayName });
    await expect(card.getByText(/^Free trial until /)).toBeVisible();
    await expect(card.getByText(`${formatCents(500)}/month`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Change tier' })).toHaveCount(0);
  });

  await test.step('the author raises the price and moves the subscriber with notice', async () => {
    await signInAs(page, author);
    const form = await editTier(page);
    await expect(form.getByLabel('Annual discount (%)')).toHaveValue('20');
    await expect(form.getByLabel('Free trial (days)')).toHaveValue('7');
    await form.getByLabel('Price per month (USD)').fill('6.00');
    await form.getByRole('button', { name: 'Save Tier' }).click();
    await toast(page, 'Tier updated');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TIER.name }) });
    await expect(item.getByText('1 subscriber', { exact: true })).toBeVisible();
    await expect(item.getByText('1 subscriber pays an older price')).toBeVisible();
    expect((await ownTiers(page))[0]).toMatchObject({
      price: '6.00',
      subscriberCount: 1,
      subscribersOnOtherPrices: 1,
    });
    await item.getByRole('button', { name: `Move them to ${formatCents(600)}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Move subscribers to the new price?' });
    await expect(confirm).toContainText(
      `1 subscriber of ${TIER.name} will pay ${formatCents(600)} per month from their first renewal after 30 days' notice.`,
    );
    await confirm.getByRole('button', { name: 'Move subscribers' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Subscribers notified' }),
    ).toContainText(`1 subscriber pays ${formatCents(600)} from `);
    await expect(item.getByText('1 subscriber pays an older price')).toHaveCount(0);
    expect((await ownTiers(page))[0]).toMatchObject({ subscribersOnOtherPrices: 0 });
  });

  await test.step("the reader's card says the new price and from when", async () => {
    await signInAs(page, reader);
    const [sub] = (await (await page.request.get('/api/user/subscriptions')).json()) as UserSubscription[];
    expect(sub).toMatchObject({ status: 'trialing', priceCents: 500, pendingPriceCents: 600 });
    const noticeDays = (Date.parse(sub!.priceChangeAt!) - Date.now()) / 86_400_000;
    expect(noticeDays).toBeGreaterThan(29.9);
    // As the page shows dates (web/lib/dates.ts, "Dec 26, 2026"), in the browser's locale and time zone.
    const from = await page.evaluate(
      (iso) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)),
      sub!.priceChangeAt!,
    );
    await page.goto('/my-subscriptions');
    const card = page
      .getByRole('tabpanel', { name: /^Active/ })
      .getByRole('article', { name: author.displayName });
    await expect(card.getByText(`From ${from}: ${formatCents(600)} per month`)).toBeVisible();
    await expect(card.getByText(/^Free trial until /)).toBeVisible();
  });
  expect(pageErrors).toEqual([]);
});
