import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { corpusBook, signUp, snap } from './fixtures';

const book = corpusBook('the-war-of-the-worlds.txt');

test('an author imports The War of the Worlds, downloads its EPUB and imports that back to the same 27 chapters', async ({
  page,
}) => {
  expect(fs.existsSync(book), `corpus book missing: ${book} (set CORPUS_DIR)`).toBe(true);
  await signUp(page);

  // Import the text and publish it.
  await page.goto('/import');
  await page.getByLabel('Manuscript file').setInputFiles(book);
  await expect(page.getByRole('heading', { name: 'Chapters (27)' })).toBeVisible({ timeout: 30_000 });
  const firstTitle = await page.getByLabel('Title of chapter 1', { exact: true }).inputValue();
  const lastTitle = await page.getByLabel('Title of chapter 27', { exact: true }).inputValue();
  await page.getByLabel('Genre').selectOption('Sci-Fi');
  await page.getByRole('button', { name: 'Save and Publish' }).click();
  await expect(page).toHaveURL(/\/reading\/\d+$/, { timeout: 30_000 });

  // Download the story's EPUB.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download EPUB' }).click();
  const epubPath = test.info().outputPath('export.epub');
  await (await download).saveAs(epubPath);

  // Import the export: the same chapters, in order, with the same titles.
  await page.goto('/import');
  await page.getByLabel('Manuscript file').setInputFiles(epubPath);
  await expect(page.getByRole('heading', { name: 'Chapters (27)' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Title of chapter 1', { exact: true })).toHaveValue(firstTitle);
  await expect(page.getByLabel('Title of chapter 27', { exact: true })).toHaveValue(lastTitle);
  await snap(page, '01-reimported-export');
});
