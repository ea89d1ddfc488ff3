import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { formatCents, fromCents } from '../contract/money';
import { createStoryViaApi, newApiClient, prose, signUpViaApi, uniqueUser } from './fixtures';
import { verifyEmailViaOutbox } from './mail';
import { post, toast } from './money-fixtures';

/**
 * docs/reference/money.md#payouts, demo provider, 390x844 then 820x1180: a new author's Payouts tab asks to
 * verify the email first (set-up disabled); verified, "Set up payouts" is one click; a reader's $20.00 tip
 * reaches Available at once (PAYOUT_HOLD_DAYS=0 on the e2e app, playwright.config.ts) as the author's 85 %;
 * "Pay out now" empties Available and the history shows a Paid payout of that amount; the CSV export
 * lists the tip.
 */

const TIP = '20.00';
/** The author's share of the tip after the 15 % platform fee (docs/reference/money.md#ledger). */
const EARNED_CENTS = 1700;
/** Where the journey's screenshots go, to be looked at (the brief of this tab). */
const SHOTS = '/work/shots';

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/payouts-${name}.png`, fullPage: true });
}

/** The dashboard's Payouts tab panel. */
function payoutsPanel(page: Page) {
  return page.getByRole('tabpanel', { name: 'Payouts' });
}

test('an author sets up payouts, is tipped and pays the balance out; the CSV lists the tip', async ({
  page,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const author = await signUpViaApi(page.request, uniqueUser('payee'), { verified: false });
  await createStoryViaApi(page.request, {
    title: `Harbour Accounts ${author.username.slice(-5)}`,
    chapters: [{ title: 'The First Tide', content: prose('Tide', 80) }],
  });
  await post(page.request, '/api/creator/tip-jar', { enabled: true }, 'put');

  await test.step('an unverified author is asked to verify before setting up payouts', async () => {
    await page.goto('/creator-dashboard');
    await page.getByRole('tab', { name: 'Payouts' }).click();
    const panel = payoutsPanel(page);
    await expect(panel.getByText('Verify your email to receive payouts.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Resend' })).toBeEnabled();
    await expect(panel.getByRole('heading', { name: 'Get paid' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Set up payouts' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Pay out now' })).toBeDisabled();
    await expect(panel.getByRole('heading', { name: 'No payouts yet' })).toBeVisible();
  });

  await test.step('verified, the author sets up payouts in one click', async () => {
    await verifyEmailViaOutbox(page.request, author.email);
    await page.goto('/creator-dashboard?tab=payouts');
    const panel = payoutsPanel(page);
    await expect(panel.getByText('Verify your email to receive payouts.')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Set up payouts' }).click();
    await toast(page, 'Payouts set up');
    await expect(panel.getByRole('heading', { name: 'Payout account' })).toBeVisible();
    await expect(panel.getByText('Ready', { exact: true })).toBeVisible();
    await expect(panel.getByText('Minimum payout is $10.00')).toBeVisible();
  });

  await test.step('a reader tips; the author sees it Available and pays out now', async () => {
    const reader = await newApiClient(baseURL!);
    await signUpViaApi(reader, uniqueUser('tipper'));
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
    await post(reader, '/api/tips', { authorId: me.id, amount: TIP, message: 'For the harbour ledger.' });
    await reader.dispose();

    await page.reload();
    const panel = payoutsPanel(page);
    const available = panel.getByRole('definition').filter({ hasText: formatCents(EARNED_CENTS) });
    await expect(panel.getByText('Available', { exact: true })).toBeVisible();
    await expect(available.first()).toBeVisible();
    const balance = (await (await page.request.get('/api/creator/balance')).json()) as {
      availableCents: number;
    };
    expect(balance.availableCents).toBe(EARNED_CENTS);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, '390-before');

    await panel.getByRole('button', { name: 'Pay out now' }).click();
    await toast(page, 'Payout on its way');
    const history = panel.getByRole('list', { name: 'Payouts' });
    const row = history.getByRole('listitem').first();
    await expect(row).toContainText(formatCents(EARNED_CENTS));
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('Requested');
    await expect(panel.getByRole('button', { name: 'Pay out now' })).toBeDisabled();
    await shot(page, '390');
  });

  await test.step('the CSV export lists the tip', async () => {
    const panel = payoutsPanel(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: 'Download all transactions (CSV)' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    // Columns: date, type, item, payer, amount, platform_fee, your_earning, status, payout_id.
    const rows = csv
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(','));
    const tip = rows.find((cells) => cells[1] === 'tip');
    expect(tip, csv).toBeDefined();
    expect(tip!.slice(4, 7), csv).toEqual([TIP, '3.00', fromCents(EARNED_CENTS)]);
    expect(tip![8], 'the payout that took the earning').not.toBe('');
  });

  await test.step('the tab at 820x1180', async () => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await expect(payoutsPanel(page).getByRole('list', { name: 'Payouts' })).toBeVisible();
    await shot(page, '820');
  });
});
