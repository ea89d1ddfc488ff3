import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  corpusBook,
  type ReaderPosition,
  readerDialog,
  settledPosition,
  signUp,
  snap,
  turnPage,
} from './fixtures';

const book = corpusBook('pride-and-prejudice.txt');

test('import Pride and Prejudice from Library, publish it and read Chapter 1 to its last page', async ({
  page,
}) => {
  expect(fs.existsSync(book), `corpus book missing: ${book} (set CORPUS_DIR)`).toBe(true);
  await signUp(page);

  // Library -> Import.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
  await expect(page.getByRole('heading', { name: 'My Library' })).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/import$/);
  await expect(page.getByRole('heading', { name: 'Import a Book' })).toBeVisible();

  await page.getByLabel('Manuscript file').setInputFiles(book);
  await expect(page.getByRole('heading', { name: 'Chapters (61)' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('pride-and-prejudice.txt (TXT)')).toBeVisible();
  await expect(page.getByLabel('Title of chapter 1', { exact: true })).toHaveValue('Chapter 1');
  await expect(page.getByLabel('Title of chapter 61', { exact: true })).toHaveValue('Chapter 61');
  const title = await page.getByLabel('Story Title').inputValue();
  expect(title).toMatch(/Pride and Prejudice/i);
  await snap(page, '01-import-review');

  await page.getByLabel('Genre').selectOption('Romance');
  await page.getByRole('button', { name: 'Save and Publish' }).click();

  // The story page.
  await expect(page).toHaveURL(/\/reading\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/61 chapters ·/)).toBeVisible();
  await expect(page.getByText('Story Published!')).toBeVisible();
  await snap(page, '02-story-page');

  // The overlay reader on Chapter 1: ArrowRight until Chapter 2 begins.
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  const reader = readerDialog(page);
  await expect(reader).toBeVisible();
  let position: ReaderPosition = await settledPosition(reader);
  expect(position).toMatchObject({ chapter: 1, chapters: 61, page: 1 });
  const pages = position.pages;
  expect(pages, 'Chapter 1 should span several pages').toBeGreaterThan(1);
  await expect(reader.getByRole('heading', { name: /^Chapter 1\b/ })).toBeVisible();
  await expect(reader.getByText(/It is a truth universally acknowledged/)).toBeVisible();
  await snap(page, '03-reader-ch1-pg1');

  const seen: number[] = [position.page];
  while (position.chapter === 1) {
    const before = position;
    position = await turnPage(reader, position, () => page.keyboard.press('ArrowRight'));
    if (position.chapter === 1) {
      expect(position.pages, 'the page count of Chapter 1 stays the same').toBe(pages);
      seen.push(position.page);
      await expect(reader.getByText(`Page ${position.page} of ${pages}`)).toBeVisible();
    } else {
      expect(before.page, 'Chapter 2 starts only after the last page of Chapter 1').toBe(pages);
    }
    if (position.page === pages && position.chapter === 1) await snap(page, '04-reader-ch1-last-page');
  }
  expect(seen).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
  expect(position).toMatchObject({ chapter: 2, chapters: 61, page: 1 });
  await expect(reader.getByRole('heading', { name: /^Chapter 2\b/ })).toBeVisible();
  await snap(page, '05-reader-ch2-pg1');
});
