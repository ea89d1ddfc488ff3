import { expect, type Page, test } from '@playwright/test';
import { createStoryViaApi, prose, signUp, snap } from './fixtures';

/**
 * docs/reference/stories.md#editing: an author edits a story from the Library, leaves with unsaved changes
 * and finds them offered back (ADR 0021), saves, and sees the new title and status on the story page, on
 * the cards and in the page's Open Graph title.
 */

/** Opens the Library's action sheet of `title` and its Edit action. */
async function openEditFromLibrary(page: Page, title: string): Promise<void> {
  await page.goto('/library');
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit-story\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit Story' })).toBeVisible();
}

test('an author edits every field of a story, keeps a draft, saves it and sees it everywhere', async ({
  page,
}) => {
  await signUp(page);
  const tag = Date.now().toString(36);
  const story = await createStoryViaApi(page.request, {
    title: `Harbour Lights ${tag}`,
    chapters: [
      { title: 'The Quay', content: prose('Quay', 150) },
      { title: 'The Ledger', content: prose('Ledger', 150) },
    ],
  });
  const newTitle = `The Lamplighter's Ledger ${tag}`;

  await openEditFromLibrary(page, story.title);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(story.title);
  await page.getByLabel('Title', { exact: true }).fill(newTitle);
  await page.getByLabel('Genre').selectOption('Sci-Fi');
  await page.getByLabel('Summary').fill('A keeper of lamps finds the ledger keeps her.');
  await page.getByLabel('Tags').fill('lamps, ledgers, tides');
  await page.getByLabel('Setting').fill('A harbour town on a tidal planet');
  await page.getByLabel('Opening Line').fill('The lamps were lit one by one.');
  await page.getByRole('radio', { name: 'Completed' }).check();
  await page.getByRole('radio', { name: /^Premium/ }).check();
  await page.getByLabel('Price (USD)').fill('2.49');
  await page.getByLabel('Free chapters').fill('1');
  await page.getByLabel('Preview Length (characters)').fill('300');
  await page.getByRole('checkbox', { name: /Community voting/ }).uncheck();
  await snap(page, '01-edit-form');

  // The draft is written 300 ms after the last change; leave through the Back arrow, which asks first.
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('storyloom:edit-draft:'))),
    )
    .toBe(true);
  await page.getByRole('button', { name: 'Back', exact: true }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`/reading/${story.id}$`));
  await expect(page.getByRole('heading', { name: story.title, level: 1 })).toBeVisible();

  // Back on the edit screen (this time from the Manage tab): the unsaved changes are offered back.
  await page.getByRole('tab', { name: 'Manage' }).click();
  await page.getByRole('link', { name: 'Edit story' }).click();
  await expect(page.getByText(/^Draft restored from /)).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(newTitle);
  await expect(page.getByRole('radio', { name: 'Completed' })).toBeChecked();
  await expect(page.getByLabel('Price (USD)')).toHaveValue('2.49');
  await snap(page, '02-draft-restored');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/reading/${story.id}$`));
  await expect(page.getByText('Story Updated', { exact: true })).toBeVisible();
  const summary = page.getByRole('heading', { name: newTitle, level: 1 });
  await expect(summary).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Sci-Fi', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('A keeper of lamps finds the ledger keeps her.')).toBeVisible();
  await snap(page, '03-story-page');

  // Saved: the draft is gone, and the edit screen opens on the saved story.
  expect(
    await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('storyloom:edit-draft:'))),
  ).toBe(false);
  const saved = await (await page.request.get(`/api/stories/${story.id}`)).json();
  expect(saved).toMatchObject({
    title: newTitle,
    genre: 'Sci-Fi',
    tags: ['lamps', 'ledgers', 'tides'],
    setting: 'A harbour town on a tidal planet',
    openingLine: 'The lamps were lit one by one.',
    status: 'completed',
    accessLevel: 'premium',
    individualPrice: '2.49',
    previewLength: 300,
    communityVotingEnabled: false,
  });

  // The Library row and the Browse card carry the new title and status.
  await page.goto('/library');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: newTitle }) });
  await expect(row).toContainText('Completed');
  await page.goto('/browse');
  await page.getByRole('searchbox', { name: 'Search stories' }).fill(newTitle);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: newTitle }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Completed');
  await expect(card).toContainText('Premium $2.49');
  await snap(page, '04-browse-card');

  // The story page's Open Graph title, as a link preview reads it.
  const html = await (
    await page.request.get(`/reading/${story.id}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain(
    `<meta property="og:title" content="The Lamplighter&#39;s Ledger ${tag} · Storyloom"`,
  );
});

test("the story page's Read tab lists every chapter, 50 to a page", async ({ page }) => {
  await signUp(page);
  const story = await createStoryViaApi(page.request, {
    title: `Many Tides ${Date.now().toString(36)}`,
    chapters: Array.from({ length: 55 }, (_, i) => ({
      title: `Tide ${i + 1}`,
      content: prose(`Tide${i + 1}`, 40),
    })),
  });
  await page.goto(`/reading/${story.id}`);
  const pages = page.getByRole('combobox', { name: 'Show chapters' }).first();
  await expect(pages).toHaveValue('0');
  await expect(pages.locator('option')).toHaveText(['Chapters 1–50 of 55', 'Chapters 51–55 of 55']);
  await expect(page.getByRole('heading', { name: 'Chapter 50: Tide 50' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Chapter 51: Tide 51' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next chapters' }).first().click();
  await expect(page.getByRole('heading', { name: 'Chapter 55: Tide 55' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chapter 1: Tide 1' })).toHaveCount(0);
  await snap(page, '01-second-page');
});

test.describe('tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('the edit screen at 820x1180', async ({ page }) => {
    await signUp(page);
    const story = await createStoryViaApi(page.request, {
      title: `Tablet Tides ${Date.now().toString(36)}`,
      chapters: [{ title: 'One', content: prose('One', 80) }],
    });
    await page.goto(`/edit-story/${story.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Story' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access & Pricing' })).toBeVisible();
    await snap(page, '01-edit-tablet');
    // A stranger's story: Access Denied; an unknown one: not found.
    await page.goto('/edit-story/999999');
    await expect(page.getByRole('heading', { name: 'Story not found' }).first()).toBeVisible();
  });
});
