import { expect, test } from '@playwright/test';
import { formatCents } from '../contract/money';
import { readerDialog, signUp, snap, uniqueUser } from './fixtures';
import { moneyAuthor, PREMIUM_MARKER, toast } from './money-fixtures';

/**
 * docs/reference/access.md#policy: an author prices a single chapter (content_pricing) and a reader buys just
 * it.
 */
test('the author sells one chapter of a premium story on its own; a reader buys just that chapter', async ({
  page,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const author = await moneyAuthor(baseURL!);
  await page.request.post('/api/auth/login', {
    data: { email: author.user.email, password: author.user.password },
  });
  await page.goto(`/reading/${author.premiumId}?tab=manage`);
  const chapters = page.getByRole('region', { name: 'Chapters' });
  await chapters.getByRole('button', { name: 'Price' }).nth(1).click();
  const priceDialog = page.getByRole('dialog', { name: 'Chapter Price' });
  await expect(priceDialog.getByText('Not sold on its own yet.')).toBeVisible();
  await priceDialog.getByLabel('Price (USD)').fill('0.5');
  await priceDialog.getByRole('button', { name: 'Save Price' }).click();
  await expect(priceDialog.getByText('A price is between $0.99 and $999.99')).toBeVisible();
  await priceDialog.getByLabel('Price (USD)').fill('1.49');
  await priceDialog.getByRole('button', { name: 'Save Price' }).click();
  await toast(page, 'Price Saved');
  await snap(page, 'chapter-price-saved');
  await author.api.dispose();

  await page.request.post('/api/auth/logout');
  await signUp(page, uniqueUser('chapterbuyer'));
  await page.goto(`/reading/${author.premiumId}`);
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  const reader = readerDialog(page);
  await reader.getByRole('button', { name: 'Next', exact: true }).click();
  await reader.getByRole('button', { name: 'Unlock Content' }).click();
  const paywall = page.getByRole('dialog', { name: /^Unlock The Counting House/ });
  await expect(paywall.getByText(/Own this chapter of/)).toBeVisible();
  await snap(page, 'chapter-price-paywall');
  await paywall.getByRole('button', { name: `Buy for ${formatCents(149)}` }).click();
  await toast(page, 'Purchase complete');
  for (let turn = 0; turn < 12 && !(await reader.getByText(PREMIUM_MARKER).isVisible()); turn += 1) {
    await reader.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(reader.getByText(PREMIUM_MARKER)).toBeVisible();
  await page.goto('/my-subscriptions');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText(formatCents(149))).toBeVisible();
});
