import { expect, test } from '@playwright/test';
import { formatCents, splitFee, toCents } from '../contract/money';
import { readerDialog, signUp, snap, uniqueUser } from './fixtures';
import { moneyAuthor, PREMIUM_MARKER, PRICE, SUBSCRIBER_MARKER, TIER, toast } from './money-fixtures';

/**
 * docs/reference/money.md, the Playwright journey at 390x844 with the demo payment provider: a reader meets
 * the premium lock, buys and reads on; subscribes to a tier and opens a subscriber-only story; tips;
 * sees all three in History; cancels with the confirmation and finds the card under Cancelled; the
 * author sees the earnings (85 %) on the dashboard; an adult card is blurred until verified.
 */

test('a reader buys, subscribes, tips, cancels; the author sees 85 %; adult cards blur until verified', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Demo mode works offline: nothing is fetched from another origin (Stripe.js loads only in Stripe mode).
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  const author = await moneyAuthor(baseURL!);
  await signUp(page, uniqueUser('buyer'));
  const dialog = page.getByRole('dialog');

  await test.step('meets the premium lock, buys with the demo provider and reads on', async () => {
    await page.goto(`/reading/${author.premiumId}`);
    await page.getByRole('button', { name: 'Read', exact: true }).click();
    const reader = readerDialog(page);
    await expect(reader.getByText('The first tide came in free of charge')).toBeVisible();
    await reader.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(reader.getByRole('heading', { name: 'Premium Content' })).toBeVisible();
    await expect(
      reader.getByText('Subscribe to this author or purchase this story to continue reading.'),
    ).toBeVisible();
    await expect(reader.getByRole('region', { name: 'Preview' })).toContainText('Paid, part 1.');
    await expect(page.getByText(PREMIUM_MARKER)).toHaveCount(0);
    await snap(page, '01-premium-lock');
    // A locked chapter's discussion is closed: no Chat toggle in the footer.
    await expect(reader.getByRole('button', { name: 'Show chapter chat' })).toHaveCount(0);

    await reader.getByRole('button', { name: 'Unlock Content' }).click();
    const paywall = page.getByRole('dialog', { name: /^Unlock The Counting House/ });
    await expect(paywall.getByText('Demo payment, no money moves')).toBeVisible();
    await expect(paywall.getByRole('tab', { name: 'Buy Once' })).toHaveAttribute('aria-selected', 'true');
    await snap(page, '02-paywall');
    // A double tap sends one purchase, with an Idempotency-Key.
    const purchases: (string | null)[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/purchase-content'))
        purchases.push(request.headers()['idempotency-key'] ?? null);
    });
    await paywall
      .getByRole('button', { name: `Buy for ${formatCents(499)}` })
      .evaluate((button: HTMLButtonElement) => {
        button.click();
        button.click();
      });
    await toast(page, 'Purchase complete');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expect(paywall).toBeHidden();
    await expect(reader.getByRole('heading', { name: 'Premium Content' })).toHaveCount(0);
    await expect(reader.locator('footer')).toContainText('Ch 2/2');
    await expect(reader.getByRole('button', { name: 'Show chapter chat' })).toBeVisible();
    // Reads on to the paid sentence, page by page.
    for (let turn = 0; turn < 12 && !(await reader.getByText(PREMIUM_MARKER).isVisible()); turn += 1) {
      await reader.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await expect(reader.getByText(PREMIUM_MARKER)).toBeVisible();
    await reader.getByRole('button', { name: 'Close reader' }).click();
  });

  await test.step('subscribes to a tier and opens a subscriber-only story', async () => {
    await page.goto(`/reader/${author.subscriberId}`);
    await expect(page.getByRole('heading', { name: 'Premium Content' })).toBeVisible();
    await expect(page.getByText(SUBSCRIBER_MARKER)).toHaveCount(0);

    await page.goto(`/author/${author.user.username}?tab=subscribe`);
    await expect(page.getByRole('tab', { name: 'Subscribe' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: `Subscribe to ${TIER.name}` }).click();
    // Demo mode shows the price, the period and the renewal date before anything is charged.
    await expect(page.getByText('Renews on', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await toast(page, 'Subscription Successful!');
    await expect(page.getByText("You're subscribed!")).toBeVisible();
    await snap(page, '03-subscribed');

    await page.goto(`/reader/${author.subscriberId}`);
    await expect(page.getByText(SUBSCRIBER_MARKER)).toBeVisible();
  });

  await test.step('tips the author from the author page', async () => {
    await page.goto(`/author/${author.user.username}?tab=subscribe`);
    await page.getByRole('button', { name: 'Send a Tip' }).click();
    const paywall = page.getByRole('dialog', { name: /^Support / });
    await expect(paywall.getByRole('tab', { name: 'Tip' })).toHaveAttribute('aria-selected', 'true');
    await paywall.getByRole('button', { name: formatCents(1000), exact: true }).click();
    await paywall.getByLabel('Message (optional)').fill('For the thirteenth bell.');
    await paywall.getByRole('button', { name: `Tip ${formatCents(1000)}` }).click();
    await toast(page, 'Tip sent');
    await expect(dialog).toBeHidden();
  });

  await test.step('sees all three in History, cancels and finds the card under Cancelled', async () => {
    await page.goto('/my-subscriptions');
    await expect(page.getByRole('tab', { name: 'Active (1)' })).toBeVisible();
    await expect(page.getByText('Across 1 subscription')).toBeVisible();
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('tabpanel', { name: 'History' });
    for (const label of ['Content Purchase', 'Subscription', 'Tip']) {
      await expect(history.getByText(label, { exact: true })).toHaveCount(1);
    }
    await expect(history.getByText(formatCents(499))).toBeVisible();
    await expect(history.getByText(formatCents(1000))).toBeVisible();
    await snap(page, '04-history');

    await page.getByRole('tab', { name: 'Active (1)' }).click();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      `Are you sure you want to cancel your subscription to ${author.user.displayName}? You'll lose access to their premium content.`,
    );
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
    await toast(page, 'Subscription cancelled');
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    const cancelled = page.getByRole('tabpanel', { name: 'Cancelled' });
    await expect(cancelled.getByText(author.user.displayName)).toBeVisible();
    await expect(cancelled.getByText(/^Access until /)).toBeVisible();
    await expect(cancelled.getByRole('button', { name: 'Resume' })).toBeVisible();
    await snap(page, '05-cancelled');
  });

  await test.step('an adult card is blurred until verified', async () => {
    await page.goto(`/author/${author.user.username}`);
    await page.getByRole('tab', { name: 'Stories' }).click();
    const stories = page.getByRole('tabpanel', { name: 'Stories' });
    await expect(stories.getByRole('heading', { name: 'Mature Content' })).toBeVisible();
    await expect(stories.getByText('18+ Verification Required')).toBeVisible();
    await expect(stories.getByText(author.adultTitle)).toHaveCount(0);
    await snap(page, '06-adult-blurred');
    await stories.getByRole('button', { name: 'Verify Age' }).click();
    await page
      .getByRole('dialog', { name: 'Age Verification Required' })
      .getByRole('button', { name: 'I am 18 or older' })
      .click();
    await toast(page, 'Age Verified');
    await expect(stories.getByRole('link', { name: author.adultTitle })).toBeVisible();
    await expect(stories.getByRole('heading', { name: 'Mature Content' })).toHaveCount(0);
  });

  await test.step('the author sees the earnings after the platform fee (85 %)', async () => {
    const earned = [499, 500, 1000].reduce((sum, cents) => sum + splitFee(cents, 15).authorEarningCents, 0);
    await page.request.post('/api/auth/logout');
    const login = await page.request.post('/api/auth/login', {
      data: { email: author.user.email, password: author.user.password },
    });
    expect(login.ok(), await login.text()).toBe(true);
    await page.goto('/creator-dashboard?tab=earnings');
    const panel = page.getByRole('tabpanel', { name: 'Earnings' });
    await expect(panel.getByText('Total Earnings')).toBeVisible();
    await expect(panel.getByRole('definition').first()).toHaveText(formatCents(earned));
    await expect(panel.getByText('You earn 85% of what readers pay')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Recent Transactions' })).toBeVisible();
    await snap(page, '07-earnings');

    // The demo refund of the tip reverses its earning.
    const tipRow = panel.getByRole('listitem').filter({ hasText: /^Tip · / });
    await tipRow.getByRole('button', { name: 'Refund' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
    await toast(page, 'Payment refunded');
    const afterRefund = earned - splitFee(1000, 15).authorEarningCents;
    await expect(panel.getByRole('definition').first()).toHaveText(formatCents(afterRefund));
  });
  expect(foreign, 'requests to other origins').toEqual([]);
  await author.api.dispose();
});

test.describe('on a tablet (820x1180)', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('the lock, the paywall, the author Subscribe tab, /my-subscriptions and the dashboard fit', async ({
    page,
    baseURL,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const author = await moneyAuthor(baseURL!);
    await signUp(page, uniqueUser('tablet'));

    await page.goto(`/reading/${author.premiumId}`);
    await page.getByRole('button', { name: 'Read', exact: true }).click();
    const reader = readerDialog(page);
    await reader.getByRole('button', { name: 'Next', exact: true }).click();
    await reader.getByRole('button', { name: 'Unlock Content' }).click();
    const paywall = page.getByRole('dialog', { name: /^Unlock / });
    await paywall.getByRole('tab', { name: 'Subscribe' }).click();
    await expect(paywall.getByRole('button', { name: `Subscribe to ${TIER.name}` })).toBeVisible();
    // The paywall shows only the first 3 benefits (docs/reference/limits.md#lists).
    await expect(paywall.getByText(TIER.benefits[3]!, { exact: true })).toHaveCount(0);
    await snap(page, 'tablet-01-paywall-subscribe');
    await paywall.getByRole('button', { name: `Subscribe to ${TIER.name}` }).click();
    await paywall.getByRole('button', { name: 'Confirm subscription' }).click();
    await toast(page, 'Subscription created!');
    await expect(paywall).toBeHidden();
    // The premium story is not part of the subscription: it stays locked after subscribing.
    await expect(reader.getByRole('heading', { name: 'Premium Content' })).toBeVisible();
    await reader.getByRole('button', { name: 'Close reader' }).click();

    await page.goto(`/author/${author.user.username}?tab=subscribe`);
    await expect(page.getByText("You're subscribed!")).toBeVisible();
    await snap(page, 'tablet-02-author-subscribe');
    await page.goto('/my-subscriptions');
    await expect(page.getByRole('tab', { name: 'Active (1)' })).toBeVisible();
    await snap(page, 'tablet-03-my-subscriptions');

    await page.request.post('/api/auth/logout');
    await page.request.post('/api/auth/login', {
      data: { email: author.user.email, password: author.user.password },
    });
    await page.goto('/creator-dashboard');
    const profile = page.getByRole('tabpanel', { name: 'Profile' });
    await expect(profile.getByText('No bio set')).toBeVisible();
    await profile.getByRole('button', { name: 'Edit' }).click();
    await profile.getByLabel('Bio').fill('I keep the harbour ledger.');
    await profile.getByLabel('Genres (comma-separated)').fill('Mystery, , Fantasy');
    await profile.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Profile Updated');
    await expect(profile.getByText('I keep the harbour ledger.')).toBeVisible();
    await expect(profile.getByText('Mystery, Fantasy')).toBeVisible();

    await page.goto('/creator-dashboard?tab=tiers');
    await expect(page.getByRole('tabpanel', { name: 'Tiers' }).getByText('1 subscriber')).toBeVisible();
    await snap(page, 'tablet-04-dashboard-tiers');

    // The author reprices the story on its Manage tab; readers see the new price.
    await page.goto(`/reading/${author.premiumId}?tab=manage`);
    const access = page.getByRole('region', { name: 'Access & Pricing' });
    await expect(access.getByLabel('Price (USD)')).toHaveValue(PRICE);
    await access.getByLabel('Price (USD)').fill('3.5');
    await access.getByRole('button', { name: 'Save Access Settings' }).click();
    await toast(page, 'Story Updated');
    await expect(page.getByText(`Premium ${formatCents(350)}`).first()).toBeVisible();
    await snap(page, 'tablet-05-manage-access');
    await author.api.dispose();
  });
});

test('home: premium stories carry their price and a Buy button, never sit under Free Previews, and open on their preview', async ({
  page,
}) => {
  // The shelf holds the top 5 premium stories by trending, so which ones depends on what earlier
  // journeys read on the shared server: its first card is checked against that story's own price.
  await signUp(page, uniqueUser('hub'));
  const premiumShelf = page.getByRole('region', { name: 'Premium Content' });
  const link = premiumShelf.getByRole('listitem').first().getByRole('link').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  const storyId = Number(href.split('/').pop());
  // That story's card wherever it moves: other journeys running meanwhile can reorder the shelf.
  const card = premiumShelf.getByRole('listitem').filter({ has: page.locator(`a[href="${href}"]`) });
  const story = (await (await page.request.get(`/api/stories/${storyId}`)).json()) as {
    title: string;
    isPremium: boolean;
    price: string | null;
    individualPrice: string | null;
  };
  expect(story.isPremium).toBe(true);
  const price = formatCents(toCents(story.price ?? story.individualPrice ?? '2.99'));
  await expect(card.getByRole('button', { name: `Buy ${price} : ${story.title}` })).toBeVisible();
  await expect(card.getByText(`Premium ${price}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Free Previews' }).getByText('Premium')).toHaveCount(0);
  await snap(page, 'home-premium-shelf');

  await card.getByRole('button', { name: 'Read' }).click();
  const reader = readerDialog(page);
  await expect(reader.getByRole('heading', { name: "Couldn't open this story" })).toHaveCount(0);
  await reader.getByRole('button', { name: 'Next', exact: true }).click();
  const lock = reader.getByRole('heading', { name: 'Premium Content' });
  for (let turn = 0; turn < 20; turn += 1) {
    // The lock comes in its own chunk with the locked chapter: give it a moment before turning on.
    const isLocked = await lock.waitFor({ state: 'visible', timeout: 1_500 }).then(
      () => true,
      () => false,
    );
    if (isLocked) break;
    await reader.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(reader.getByRole('heading', { name: 'Premium Content' })).toBeVisible();
  await expect(reader.getByRole('region', { name: 'Preview' })).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Unlock Content' })).toBeVisible();
});
