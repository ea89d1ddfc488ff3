import { expect, type Page, test } from '@playwright/test';
import { formatCents } from '../contract/money';
import { newApiClient, signUp, signUpViaApi, type TestUser, uniqueUser } from './fixtures';
import { post } from './money-fixtures';

/**
 * docs/reference/money.md#gifts and docs/reference/routes.md#redeem with the demo provider, at 390x844: a reader
 * opens an author's Subscribe tab, "Gift a membership", "Get a gift code" and pays; the code is shown once
 * with its warning and Copy. A second reader opens /redeem?code={code} (prefilled), redeems, and My
 * Subscriptions shows "Gift · Access until …"; the same code again is refused as already redeemed
 * (docs/reference/texts.md); a visitor at /redeem is asked to sign in and comes back to the form.
 */

const TIER = { name: 'Lantern Keepers', price: '4.00' };

/** Screenshots for people to look at: /work/shots/gift-{name}.png (390x844). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/work/shots/gift-${name}.png` });
}

async function signInAs(page: Page, user: TestUser) {
  await page.request.post('/api/auth/logout');
  const res = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(res.ok()).toBe(true);
}

test('a gift code is bought once, shown once, redeemed once', async ({ page, baseURL, context }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  const authorApi = await newApiClient(baseURL!);
  const author = await signUpViaApi(authorApi, uniqueUser('giftauthor'));
  await post(authorApi, '/api/creator/subscription-tiers', { ...TIER, benefits: ['Lamp-lit chapters'] });
  await authorApi.dispose();
  const giver = await signUp(page, uniqueUser('giver'));
  const friendApi = await newApiClient(baseURL!);
  const friend = await signUpViaApi(friendApi, uniqueUser('giftee'));
  await friendApi.dispose();
  let code = '';

  await test.step('the giver buys a gift code; it is shown once with Copy', async () => {
    await page.goto(`/author/${author.username}?tab=subscribe`);
    await page.getByRole('button', { name: 'Gift a membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gift a membership' });
    await expect(dialog.getByRole('note')).toContainText('Demo payment');
    await dialog.getByRole('radio', { name: 'Get a gift code' }).check();
    await expect(dialog.getByLabel("Reader's username")).toHaveCount(0);
    await shot(page, 'dialog');
    await dialog.getByRole('button', { name: `Pay ${formatCents(400)}` }).click();
    const shown = dialog.getByTestId('gift-code');
    await expect(shown).toBeVisible();
    code = (await shown.textContent())?.trim() ?? '';
    expect(code.length).toBeGreaterThan(5);
    await expect(dialog.getByRole('alert')).toHaveText('Save this code now: it will not be shown again.');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await shot(page, 'code');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // The giver has no subscription of their own from it.
    const status = await page.request.get(`/api/user/subscriptions`);
    expect(((await status.json()) as unknown[]).length).toBe(0);
  });

  await test.step('a second reader redeems it from the link; My Subscriptions shows the gift', async () => {
    await signInAs(page, friend);
    await page.goto(`/redeem?code=${encodeURIComponent(code)}`);
    await expect(page.getByLabel('Gift code')).toHaveValue(code);
    await shot(page, 'redeem');
    await page.getByRole('button', { name: 'Redeem gift' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Gift redeemed' });
    await expect(done).toContainText(`${TIER.name} membership of ${author.displayName} · Access until `);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Gift redeemed' })).toBeVisible();
    await shot(page, 'redeemed');
    await expect(done.getByRole('link', { name: `Visit ${author.displayName}` })).toHaveAttribute(
      'href',
      `/author/${author.username}`,
    );

    await page.goto('/my-subscriptions');
    const card = page
      .getByRole('tabpanel', { name: /^Active/ })
      .getByRole('article', { name: author.displayName });
    await expect(card.getByText(/^Gift · Access until /)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Change tier' })).toHaveCount(0);
    const subs = (await (await page.request.get('/api/user/subscriptions')).json()) as {
      isGift: boolean;
      provider: string;
      isActive: boolean;
    }[];
    expect(subs).toEqual([expect.objectContaining({ isGift: true, provider: 'gift', isActive: true })]);
  });

  await test.step('the same code again is refused as already redeemed', async () => {
    // By the giver too: a code is good once, whoever holds it.
    await signInAs(page, giver);
    await page.goto(`/redeem?code=${encodeURIComponent(code)}`);
    await page.getByRole('button', { name: 'Redeem gift' }).click();
    await expect(page.getByText('This gift code has already been redeemed.')).toBeVisible();
    await expect(page.getByLabel('Gift code')).toHaveAttribute('aria-invalid', 'true');
    const again = await page.request.post('/api/gifts/redeem', { data: { code } });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('GIFT_ALREADY_REDEEMED');
    await shot(page, 'redeem-refused');
  });

  await test.step('a visitor at /redeem is asked to sign in and comes back to the form', async () => {
    await page.request.post('/api/auth/logout');
    await page.goto(`/redeem?code=${encodeURIComponent(code)}`);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Login Required' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome Back, Writer' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(giver.email);
    await page.getByLabel('Password', { exact: true }).fill(giver.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Redeem a gift' })).toBeVisible();
    await expect(page.getByLabel('Gift code')).toHaveValue(code);
  });
  expect(pageErrors).toEqual([]);
});
