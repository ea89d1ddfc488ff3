import { expect, test } from '@playwright/test';
import {
  buildDocx,
  heading1,
  imageParagraph,
  paragraph,
  prose,
  titleParagraph,
} from '../server/modules/import/test-docx';
import { readerDialog, settledPosition, signUp, snap } from './fixtures';

test('import a Word manuscript: review its chapters and note, publish, read chapter 1 with its italics', async ({
  page,
}) => {
  const docx = await buildDocx([
    titleParagraph('The Lantern Road'),
    heading1('Arrival'),
    paragraph(
      'The road was ',
      { text: 'never', italics: true },
      ' quiet, and the lantern ',
      {
        text: 'burned',
        bold: true,
      },
      ' all night.',
    ),
    paragraph(prose(120)),
    imageParagraph(),
    heading1('Departure'),
    paragraph(prose(150, 3)),
  ]);
  await signUp(page);

  await page.goto('/import');
  await expect(page.getByRole('heading', { name: 'Import a Book' })).toBeVisible();
  await expect(page.getByText('.txt, .md, .docx or .epub, up to 10 MB')).toBeVisible();
  await page.getByLabel('Manuscript file').setInputFiles({
    name: 'lantern-road.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(docx),
  });

  // The review: the Title style as the story title, the Heading 1 chapters, the image note.
  await expect(page.getByRole('heading', { name: 'Chapters (2)' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('lantern-road.docx (DOCX)')).toBeVisible();
  await expect(page.getByLabel('Story Title')).toHaveValue('The Lantern Road');
  await expect(page.getByLabel('Title of chapter 1', { exact: true })).toHaveValue('Arrival');
  await expect(page.getByLabel('Title of chapter 2', { exact: true })).toHaveValue('Departure');
  await expect(page.getByRole('list', { name: 'Import notes' })).toContainText('1 image was left out.');
  await snap(page, '01-docx-review');

  await page.getByLabel('Genre').selectOption('Fantasy');
  await page.getByRole('button', { name: 'Save and Publish' }).click();
  await expect(page).toHaveURL(/\/reading\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'The Lantern Road' })).toBeVisible();

  // Chapter 1 in the reader: italics and bold rendered, no markers left.
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  const reader = readerDialog(page);
  await expect(reader).toBeVisible();
  expect(await settledPosition(reader)).toMatchObject({ chapter: 1, chapters: 2, page: 1 });
  await expect(reader.getByRole('heading', { name: /Arrival/ })).toBeVisible();
  await expect(reader.locator('em', { hasText: /^never$/ })).toBeVisible();
  await expect(reader.locator('strong', { hasText: /^burned$/ })).toBeVisible();
  await expect(reader.getByText(/The road was\s+never\s+quiet/)).toBeVisible();
  await expect(reader.getByText('_never_')).toHaveCount(0);
  await snap(page, '02-docx-reader-ch1');
});
