import { expect, test } from '@playwright/test';
import { formatCents } from '../contract/money';
import { signUp, uniqueUser } from './fixtures';
import { waitForEmail } from './mail';
import { moneyAuthor, toast } from './money-fixtures';

/**
 * docs/reference/money.md#emails at 390x844 with the demo payment provider: a reader tips an author in
 * the browser and the receipt (amount, platform fee, the author's share, the item) reaches the
 * e2e SMTP server (e2e/smtp-catcher.ts).
 */
test('a demo tip in the browser sends the payer a receipt', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const author = await moneyAuthor(baseURL!);
  const reader = await signUp(page, uniqueUser('receipt'));

  await page.goto(`/author/${author.user.username}?tab=subscribe`);
  await page.getByRole('button', { name: 'Send a Tip' }).click();
  const paywall = page.getByRole('dialog', { name: /^Support / });
  await paywall.getByRole('button', { name: formatCents(1000), exact: true }).click();
  await paywall.getByRole('button', { name: `Tip ${formatCents(1000)}` }).click();
  await toast(page, 'Tip sent');

  const receipt = await waitForEmail(reader.email, `Your Storyloom receipt: ${formatCents(1000, 'en-US')}`);
  expect(receipt.text).toContain('Item: Tip');
  expect(receipt.text).toContain(`Amount paid: ${formatCents(1000, 'en-US')}`);
  expect(receipt.text).toContain(`Platform fee: ${formatCents(150, 'en-US')}`);
  expect(receipt.text).toContain(`Author's share: ${formatCents(850, 'en-US')}`);
  expect(receipt.text).toMatch(/\/my-subscriptions/);
});
