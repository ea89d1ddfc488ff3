import { expect, test } from '@playwright/test';
import { lettersBook } from '../server/modules/import/test-epub';
import { signUp, snap } from './fixtures';

/*
 * Import keeps every word (docs/reference/platform.md#import, ADR 0034): letters before an EPUB's first
 * contents entry arrive as chapters, and the title page it left out is offered with a toggle.
 */
test('import an EPUB with letters before its contents: keep the left-out title page as a chapter', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/import');
  await page.getByLabel('Manuscript file').setInputFiles({
    name: 'the-harbor.epub',
    mimeType: 'application/epub+zip',
    buffer: Buffer.from(lettersBook()),
  });

  await expect(page.getByRole('heading', { name: 'Chapters (4)' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Title of chapter 1', { exact: true })).toHaveValue('Letter 1');
  await expect(page.getByLabel('Title of chapter 3', { exact: true })).toHaveValue('Chapter 1');
  await expect(
    page.getByText('5 words of front matter were left out; you can keep them below.'),
  ).toBeVisible();
  const frontMatter = page.getByRole('region', { name: 'Front matter' });
  await expect(frontMatter.getByText('The Harbor', { exact: true })).toBeVisible();
  await expect(frontMatter.getByText('3 words · left out')).toBeVisible();
  const keep = frontMatter.getByRole('button', { name: 'Keep as chapter' });
  await expect(keep).toHaveAttribute('aria-pressed', 'false');
  await snap(page, 'front-matter-01-left-out');

  await keep.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Chapters (5)' })).toBeVisible();
  await expect(page.getByLabel('Title of chapter 1', { exact: true })).toHaveValue('The Harbor');
  await expect(page.getByLabel('Title of chapter 2', { exact: true })).toHaveValue('Letter 1');
  await expect(frontMatter.getByText('3 words · kept as chapter')).toBeVisible();
  await expect(frontMatter.getByRole('button', { name: 'Leave out' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(/words of front matter were left out/)).toHaveCount(0);
  await snap(page, 'front-matter-02-kept');

  await frontMatter.getByRole('button', { name: 'Leave out' }).click();
  await expect(page.getByRole('heading', { name: 'Chapters (4)' })).toBeVisible();
  await expect(page.getByLabel('Title of chapter 1', { exact: true })).toHaveValue('Letter 1');
});
