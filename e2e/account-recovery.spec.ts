import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { signUpViaUi, snap, uniqueUser } from './fixtures';
import { linkPath, waitForEmail } from './mail';

/*
 * docs/reference/people.md#email at 390x844: a new user sees the verification banner, opens the emailed
 * link and the banner is gone; later, signed out on another device, "Forgot password?" sends a reset link
 * whose page sets a new password, which ends the first session; the link does not work twice.
 */
test('verify the email, then recover the account with a reset link', async ({ page, browser, baseURL }) => {
  const user = await signUpViaUi(page, uniqueUser('recover'));
  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner.getByText('Verify your email to send messages.')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Resend' })).toBeVisible();
  await snap(page, 'banner');

  const verification = await waitForEmail(user.email, 'Verify your email');
  expect(verification.html).toContain('Verify my email');
  await page.goto(linkPath(verification, 'verify-email'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await expectAccessible(page, '/verify-email');
  await snap(page, 'verified');
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page.getByRole('heading', { name: 'Creator Hub' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Another device, signed out: "Forgot password?" under the sign-in form.
  const other = await (await browser.newContext({ baseURL })).newPage();
  await other.goto('/login');
  await other.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(other).toHaveURL(/\/forgot-password$/);
  await expectAccessible(other, '/forgot-password');
  await other.getByLabel('Email').fill('nobody-here@example.test');
  await other.getByRole('button', { name: 'Send reset link' }).click();
  await expect(other.getByRole('status')).toContainText(
    "If an account exists for that email, we've sent a link.",
  );
  await other.goto('/forgot-password');
  await other.getByLabel('Email').fill(user.email);
  await other.getByRole('button', { name: 'Send reset link' }).click();
  await expect(other.getByRole('status')).toContainText(
    "If an account exists for that email, we've sent a link.",
  );
  await snap(other, 'forgot-sent');

  const reset = await waitForEmail(user.email, 'Reset your');
  const resetPath = linkPath(reset, 'reset-password');
  await other.goto(resetPath);
  await other.getByLabel('New password', { exact: true }).fill('a-new-password-9');
  await other.getByLabel('New password again').fill('a-different-one');
  await other.getByRole('button', { name: 'Set new password' }).click();
  await expect(other.getByText('The passwords do not match')).toBeVisible();
  await other.getByLabel('New password again').fill('a-new-password-9');
  await expectAccessible(other, '/reset-password');
  await other.getByRole('button', { name: 'Set new password' }).click();
  await expect(other.getByText('every device was signed out')).toBeVisible();
  await snap(other, 'reset-done');

  // The first device's session ended.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start Writing Together' })).toBeVisible();

  // Sign in with the new password.
  await other.getByRole('link', { name: 'Sign in' }).click();
  await other.getByLabel('Email', { exact: true }).fill(user.email);
  await other.getByLabel('Password', { exact: true }).fill('a-new-password-9');
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expect(other.getByRole('heading', { name: 'Creator Hub' })).toBeVisible();

  // The link works once; the notice arrived.
  await waitForEmail(user.email, 'password was changed');
  await other.goto(resetPath);
  await other.getByLabel('New password', { exact: true }).fill('yet-another-pass');
  await other.getByLabel('New password again').fill('yet-another-pass');
  await other.getByRole('button', { name: 'Set new password' }).click();
  await expect(other.getByRole('alert')).toContainText('expired or was already used');
  await expect(other.getByRole('link', { name: 'Send a new link' })).toBeVisible();
  await other.context().close();
});
