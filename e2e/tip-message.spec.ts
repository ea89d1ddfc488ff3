import { expect, type Locator, type Page, test } from '@playwright/test';
import { addBillingMonth } from '../contract/billing-period';
import { formatCents } from '../contract/money';
import { readerDialog, signUp, snap, uniqueUser } from './fixtures';
import { moneyAuthor, TIER, toast } from './money-fixtures';

/**
 * docs/reference/money.md#tips and #paywall at 390x844, demo provider: the tip buttons keep their labels on
 * one line; a tip's message reaches the author's dashboard as text; a subscribers-only lock offers only
 * subscribing; subscribing shows the price, the period and the renewal date before the reader confirms;
 * an author nobody rated says "No ratings yet".
 */

/** How many lines the text of `button` takes (its text's line boxes, by their distinct tops). */
function textLines(button: Locator): Promise<number> {
  return button.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set(
      Array.from(range.getClientRects())
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top)),
    );
    return tops.size;
  });
}

async function signInAs(page: Page, user: { email: string; password: string }) {
  await page.request.post('/api/auth/logout');
  const res = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(res.ok()).toBe(true);
}

test("a tip's message reaches the author; tip buttons keep their labels on one line", async ({
  page,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const author = await moneyAuthor(baseURL!);
  await signUp(page, uniqueUser('tipper'));
  const message = 'Loved <b>the thirteenth bell</b> & the harbour song!';

  await test.step('the author page: no ratings yet, and the Tip tab at 390 px', async () => {
    await page.goto(`/author/${author.user.username}?tab=subscribe`);
    await expect(page.getByText(/No ratings yet/)).toBeVisible();
    await expect(page.getByText('0.0 / 5.0')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send a Tip' }).click();
    const paywall = page.getByRole('dialog', { name: /^Support / });
    await expect(paywall.getByRole('tab', { name: 'Tip' })).toHaveAttribute('aria-selected', 'true');
    const labels = [...[500, 1000, 2500].map((cents) => formatCents(cents)), 'Custom'];
    for (const label of labels) {
      const button = paywall.getByRole('button', { name: label, exact: true });
      await expect(button).toBeVisible();
      expect(await textLines(button), `"${label}" on one line`).toBe(1);
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth), `"${label}" fits`).toBe(true);
    }
    await snap(page, 'tip-buttons-390');

    await paywall.getByRole('button', { name: formatCents(500), exact: true }).click();
    await paywall.getByLabel('Message (optional)').fill(message);
    await paywall.getByRole('button', { name: `Tip ${formatCents(500)}` }).click();
    await toast(page, 'Tip sent');
  });

  await test.step("the author's dashboard shows the message as text, and so does the notification", async () => {
    await signInAs(page, author.user);
    await page.goto('/creator-dashboard?tab=earnings');
    const recent = page.getByRole('region', { name: 'Recent Transactions' });
    const line = recent.getByRole('listitem').filter({ hasText: /^Tip from / });
    await expect(line).toContainText(`“${message}”`);
    await expect(line.locator('b')).toHaveCount(0);
    await snap(page, 'tip-message-dashboard');
    const notes = await (await page.request.get('/api/notifications')).json();
    expect(notes.notifications.map((n: { body: string | null }) => n.body)).toContainEqual(
      expect.stringContaining(`sent you a tip: “${message}”`),
    );
  });
});

test('a subscribers-only lock offers subscribing only; demo subscribing shows its terms first', async ({
  page,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const author = await moneyAuthor(baseURL!);
  await signUp(page, uniqueUser('joiner'));

  await test.step('the lock of a subscribers-only story does not offer a purchase', async () => {
    await page.goto(`/reading/${author.subscriberId}`);
    await page.getByRole('button', { name: 'Read', exact: true }).click();
    const reader = readerDialog(page);
    await expect(reader.getByRole('heading', { name: 'Premium Content' })).toBeVisible();
    await expect(reader.getByText('Subscribe to this author to continue reading.')).toBeVisible();
    await expect(reader.getByText(/purchase this story/)).toHaveCount(0);
    await reader.getByRole('button', { name: 'Unlock Content' }).click();
    const paywall = page.getByRole('dialog', { name: /^Unlock / });
    await expect(paywall.getByRole('tab', { name: 'Buy Once' })).toHaveCount(0);
    await expect(paywall.getByText(/purchase this story/)).toHaveCount(0);

    await paywall.getByRole('button', { name: `Subscribe to ${TIER.name}` }).click();
    const renews = await page.evaluate(
      (iso) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)),
      addBillingMonth(new Date()).toISOString(),
    );
    const terms = paywall.getByRole('region', { name: /^Confirm your subscription/ });
    await expect(terms).toContainText(`${formatCents(500)} per month`);
    await expect(terms).toContainText('Monthly');
    await expect(terms.getByText(`Renews on ${renews}`)).toBeVisible();
    await snap(page, 'subscribe-confirm-paywall');
    // Nothing is charged before the reader confirms.
    const before = await (await page.request.get('/api/user/payments')).json();
    expect(before).toHaveLength(0);
    await terms.getByRole('button', { name: 'Confirm subscription' }).click();
    await toast(page, 'Subscription created!');
    await expect(paywall).toBeHidden();
  });

  await test.step("the author page's Subscribe tab asks too", async () => {
    await page.goto(`/author/${author.user.username}?tab=subscribe`);
    await expect(page.getByText("You're subscribed!")).toBeVisible();
    await page.request.post('/api/auth/logout');
    await signUp(page, uniqueUser('joiner2'));
    await page.goto(`/author/${author.user.username}?tab=subscribe`);
    await page.getByRole('button', { name: `Subscribe to ${TIER.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Subscribe to ${TIER.name}` });
    await expect(dialog.getByText('Demo payment, no money moves')).toBeVisible();
    await expect(dialog).toContainText(`${formatCents(500)} per month`);
    await expect(dialog.getByText(/^Renews on /)).toBeVisible();
    await snap(page, 'subscribe-confirm-author');
    await dialog.getByRole('button', { name: 'Confirm subscription' }).click();
    await toast(page, 'Subscription Successful!');
    await expect(page.getByText("You're subscribed!")).toBeVisible();
  });
});
