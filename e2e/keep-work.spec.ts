import { expect, test } from '@playwright/test';
import { createStoryViaApi, prose, signUp, signUpViaApi, uniqueUser } from './fixtures';

/**
 * docs/reference/routes.md#create: the story wizard and the chapter editor keep work, and the small defects
 * found with them.
 */

test('the story wizard keeps a draft across a reload, asks before leaving, and can discard it', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/create');
  await expect(page.getByRole('heading', { name: 'Create a Story' })).toBeVisible();
  await page.getByLabel('Genre').selectOption('Mystery');
  await page.getByLabel('Summary').fill('A glassmaker hears the harbour through her windows.');
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('The Glass Harbour');
  // Enter in the title field advances like Start Writing.
  await title.press('Enter');
  await expect(page.getByRole('heading', { name: 'Write Your Chapters' })).toBeVisible();
  // The step indicator names the writing step, not "Review".
  const progress = page.getByRole('list', { name: 'Progress' });
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Write/);
  await expect(progress).not.toContainText('Review');

  const editor = page.getByRole('region', { name: /^Editing / });
  const text = prose('Glass', 80);
  await editor.getByLabel('Chapter Content').fill(text);
  // The autosave runs 300 ms after the last change: wait until the stored draft holds the text.
  const savedChapters = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('storyloom:create-draft:'));
      const draft = key
        ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { chapters?: { content: string }[] })
        : {};
      return (draft.chapters ?? []).map((chapter) => chapter.content);
    });
  await expect.poll(savedChapters).toContain(text);
  await page.reload();

  await expect(page.getByText(/^Draft restored from /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write Your Chapters' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Editing / }).getByLabel('Chapter Content')).toHaveValue(
    text,
  );

  // The header's back arrow asks; Cancel stays.
  await page.getByRole('button', { name: 'Back', exact: true }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/create$/);

  // Discard starts over.
  await page.goto('/create');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard this draft?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Create a Story' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await page.reload();
  await expect(page.getByText(/^Draft restored from /)).toHaveCount(0);
  // Nothing typed: leaving does not ask.
  await page.getByRole('button', { name: 'Back', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Creator Hub' })).toBeVisible();

  // Closing or reloading the tab with work asks through the browser (beforeunload).
  await page.goto('/create');
  await page.getByLabel('Title', { exact: true }).click(); // a real gesture: Chromium asks only after one
  await page.keyboard.type('Second thoughts');
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  expect((await dialog).type()).toBe('beforeunload');
});

test('the chapter editor disables Update for a blank title and asks before leaving unsaved changes', async ({
  page,
}) => {
  await signUp(page);
  const story = await createStoryViaApi(page.request, {
    title: 'Lanterns',
    chapters: [{ title: 'First Light', content: prose('Lantern', 60) }],
  });
  await page.goto(`/edit-chapter/${story.chapters[0]?.id}`);
  const update = page.getByRole('button', { name: 'Update Chapter' });
  await expect(update).toBeEnabled();
  await page.getByLabel('Chapter Title').fill('   ');
  await expect(update).toBeDisabled();
  await page.getByLabel('Chapter Title').fill('First Light, revised');
  await expect(update).toBeEnabled();

  await page.getByRole('button', { name: 'Back', exact: true }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();

  // Saved: the toast sits at the bottom, clear of the heading, and leaving no longer asks.
  await update.click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Chapter updated' });
  await expect(toast).toBeVisible();
  // Measured once the toast has slid in from the bottom edge (sonner animates its entry).
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(844 - 64);
  const toastBox = await toast.boundingBox();
  const headingBox = await page.getByRole('heading', { name: 'Edit Chapter' }).boundingBox();
  expect(toastBox && headingBox && toastBox.y > headingBox.y + headingBox.height).toBe(true);
  await page.getByRole('button', { name: 'Back', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/reading/${story.id}`));
});

test('missing stories and chapters say not found, with a way home and no retry', async ({ page }) => {
  await signUp(page);
  await page.goto('/reader/987654');
  await expect(page.getByRole('heading', { name: 'Story not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page.getByRole('heading', { name: 'Creator Hub' })).toBeVisible();

  await page.goto('/edit-chapter/abc');
  await expect(page.getByRole('heading', { name: 'Chapter not found' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('signing up with a taken username says so at the username field', async ({ page }) => {
  const taken = await signUpViaApi(page.request);
  await page.context().clearCookies();
  const user = { ...uniqueUser(), username: taken.username };
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Writing Together' }).click();
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Display Name', { exact: true }).fill(user.displayName);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This username is taken. Choose another.')).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('An account with this email already exists.')).toHaveCount(0);
});
