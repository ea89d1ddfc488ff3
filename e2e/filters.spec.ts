import { expect, type Page, test } from '@playwright/test';
import { createStoryViaApi, prose, signUp } from './fixtures';

/**
 * docs/reference/stories.md#warnings and docs/reference/routes.md (GET /api/stories/search), 390x844: an
 * author marks a story "Graphic violence" on the edit screen; a reader finds it on Discover (a "Warnings"
 * marker on the card), excludes "Graphic violence" in Filters and the story disappears; the URL carries
 * the filter and a reload keeps it. The reader opening chapter 1 sees the warnings first.
 */
test.use({ viewport: { width: 390, height: 844 } });

const shot = (page: Page, name: string) => page.screenshot({ path: `/work/shots/filters-${name}.png` });

test('a reader excludes a warning in Filters, and the URL keeps the filter', async ({ page, browser }) => {
  await signUp(page);
  const tag = Date.now().toString(36);
  const story = await createStoryViaApi(page.request, {
    title: `Ember Vale ${tag}`,
    chapters: [{ title: 'The Ash Road', content: prose('Ash', 120) }],
  });
  await page.goto(`/edit-story/${story.id}`);
  await expect(page.getByRole('heading', { name: 'Edit Story' })).toBeVisible();
  const warnings = page.getByRole('group', { name: 'Content warnings' });
  await warnings.getByRole('checkbox', { name: 'Graphic violence' }).check();
  await page.getByLabel('Tags').fill(`emberfilter${tag}`);
  await page.getByLabel('Tags').press('Enter');
  await expect(page.getByRole('button', { name: `Remove emberfilter${tag}` })).toBeVisible();
  await shot(page, '01-edit-warnings');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Story Updated').first()).toBeVisible();
  await page.goto(`/reading/${story.id}`);
  const listed = page.getByRole('region', { name: 'Content warnings' });
  await expect(listed.getByText('Graphic violence')).toBeVisible();

  const readerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reader = await readerContext.newPage();
  await signUp(reader);
  await reader.goto('/discover');
  await reader.getByLabel('Search creators and stories').fill(`Ember Vale ${tag}`);
  const card = reader.getByRole('article').filter({ hasText: story.title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Warnings')).toBeVisible();
  await expect(reader).toHaveURL(/q=Ember/);
  await shot(reader, '02-search');

  await reader.getByRole('button', { name: 'Filters' }).click();
  const sheet = reader.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('With tags').fill(`emberfil`);
  await expect(sheet.getByRole('option', { name: new RegExp(`emberfilter${tag}`) })).toBeVisible();
  await shot(reader, '03-tag-suggestions');
  await sheet.getByLabel('With tags').fill('');
  await sheet.getByRole('checkbox', { name: 'Graphic violence' }).check();
  await shot(reader, '04-sheet');
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();
  await expect(reader).toHaveURL(/excludeWarnings=graphic_violence/);
  await expect(card).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await shot(reader, '05-filtered');

  await reader.reload();
  await expect(reader.getByLabel('Search creators and stories')).toHaveValue(`Ember Vale ${tag}`);
  await expect(reader.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(reader.getByText('No stories found')).toBeVisible();
  await expect(card).toHaveCount(0);
  await reader.getByRole('button', { name: 'Filters (1)' }).click();
  await expect(
    reader.getByRole('dialog', { name: 'Filters' }).getByRole('checkbox', { name: 'Graphic violence' }),
  ).toBeChecked();
  await shot(reader, '06-reloaded');
  await reader.keyboard.press('Escape');

  // Chapter 1 of a story with warnings opens on them first, once.
  await reader.goto(`/reader/${story.id}`);
  await expect(reader.getByRole('heading', { name: 'Content warnings' })).toBeVisible();
  await expect(reader.getByText('Graphic violence')).toBeVisible();
  await shot(reader, '07-reader-gate');
  await reader.getByRole('button', { name: 'Continue to the story' }).click();
  await expect(reader.getByText('The Ash Road').first()).toBeVisible();
  await reader.reload();
  await expect(reader.getByText('The Ash Road').first()).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Continue to the story' })).toHaveCount(0);
  await readerContext.close();
});
