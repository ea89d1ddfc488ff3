import { expect, type Page, test } from '@playwright/test';
import {
  counterPattern,
  prose,
  type ReaderPosition,
  readerDialog,
  settledPosition,
  signUpViaUi,
  snap,
  turnPage,
} from './fixtures';

const MODE_CYCLE = ['Full AI', 'AI Guided', 'Manual'];

/** Presses the writing-mode button until it shows Manual, checking it cycles Full AI -> AI Guided -> Manual. */
async function switchToManualMode(page: Page): Promise<void> {
  const modeButton = page.getByRole('button', { name: /^Mode: / });
  const label = async () => ((await modeButton.textContent()) ?? '').replace('Mode:', '').trim();
  const start = await label();
  expect(MODE_CYCLE).toContain(start);
  let current = start;
  for (let presses = 1; presses <= MODE_CYCLE.length; presses += 1) {
    const expected = MODE_CYCLE[(MODE_CYCLE.indexOf(current) + 1) % MODE_CYCLE.length]!;
    await modeButton.click();
    await expect(modeButton).toHaveText(`Mode: ${expected}`);
    current = expected;
    if (current === 'Manual') break;
  }
  await expect(page.getByText('Write everything yourself, chapter by chapter.')).toBeVisible();
}

/** Fills the active chapter of the multi-chapter editor. */
async function writeChapter(page: Page, title: string, content: string): Promise<void> {
  const editor = page.getByRole('region', { name: /^Editing / });
  await editor.getByLabel('Chapter Title').fill(title);
  await editor.getByLabel('Chapter Content').fill(content);
  await expect(editor.getByText('Complete', { exact: true })).toBeVisible();
}

test('write a two-chapter story by hand, publish it, read it across chapters with saved settings, bookmark it', async ({
  page,
}) => {
  const user = await signUpViaUi(page);
  await snap(page, '01-home-after-signup');

  // Create, Manual mode.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('heading', { name: 'Create a Story' })).toBeVisible();
  await switchToManualMode(page);

  const title = `The Lamplighter's Ledger ${user.username.slice(-6)}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Genre').selectOption('Mystery');
  await page
    .getByLabel('Summary')
    .fill('A harbour town keeps a ledger of lamps, and one night the count is wrong.');
  await snap(page, '02-create-details-manual');
  await page.getByRole('button', { name: 'Start Writing' }).click();

  // Two chapters, the first long enough for several pages.
  await expect(page.getByRole('heading', { name: 'Write Your Chapters' })).toBeVisible();
  await writeChapter(page, 'The Count at Dusk', prose('Dusk', 650));
  await page.getByRole('button', { name: 'Add Chapter' }).click();
  await expect(page.getByRole('region', { name: 'Editing Chapter 2' })).toBeVisible();
  await writeChapter(page, 'Northbound Ferry', prose('Ferry', 250));
  await expect(page.getByText('2 of 2 chapters complete.')).toBeVisible();
  await snap(page, '03-writing-two-chapters');
  await page.getByRole('button', { name: 'Ready to Publish' }).click();

  await expect(page.getByRole('heading', { name: 'Publish Your Story' })).toBeVisible();
  await expect(page.getByText(/· 2 chapters ·/)).toBeVisible();
  await page.getByRole('button', { name: 'Publish Story' }).click();

  // The story page.
  await expect(page).toHaveURL(/\/reading\/\d+$/);
  const storyId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Story Published!')).toBeVisible();
  await expect(page.getByText(/2 chapters ·/)).toBeVisible();
  await snap(page, '04-story-page');

  // The overlay reader: page through chapter 1 into chapter 2.
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  const reader = readerDialog(page);
  await expect(reader).toBeVisible();
  let position: ReaderPosition = await settledPosition(reader);
  expect(position).toMatchObject({ chapter: 1, chapters: 2, page: 1 });
  expect(position.pages, 'chapter 1 should span several pages').toBeGreaterThan(1);
  await expect(reader.getByRole('heading', { name: 'Chapter 1: The Count at Dusk' })).toBeVisible();
  await expect(reader.getByText(`Page 1 of ${position.pages}`)).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await snap(page, '05-reader-ch1-pg1');

  const next = reader.getByRole('button', { name: 'Next', exact: true });
  const chapterOnePages = position.pages;
  while (position.chapter === 1) {
    position = await turnPage(reader, position, () => next.click());
    if (position.chapter === 1) {
      await expect(reader.getByText(`Page ${position.page} of ${chapterOnePages}`)).toBeVisible();
    }
  }
  expect(position).toMatchObject({ chapter: 2, chapters: 2, page: 1 });
  await expect(reader.locator('footer')).toHaveText(counterPattern(2, 2, 1));
  await expect(reader.getByRole('heading', { name: 'Chapter 2: Northbound Ferry' })).toBeVisible();
  await snap(page, '06-reader-ch2-pg1');

  // Reader settings: font size 16 -> 19 with the keyboard, theme Sepia.
  await reader.getByRole('button', { name: 'Reader settings' }).click();
  const settings = reader.getByRole('region', { name: 'Reading preferences' });
  await expect(settings).toBeVisible();
  const fontSize = settings.getByRole('slider', { name: 'Font size' });
  await expect(fontSize).toHaveAttribute('aria-valuenow', '16');
  await fontSize.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(fontSize).toHaveAttribute('aria-valuenow', '19');
  await expect(fontSize).toHaveAttribute('aria-valuetext', '19px');
  // The slider owns the arrow keys: the page did not turn.
  await expect(reader.locator('footer')).toHaveText(counterPattern(2, 2, 1));
  await settings.getByRole('button', { name: 'Sepia', exact: true }).click();
  await expect(settings.getByRole('button', { name: 'Sepia', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(reader).toHaveCSS('background-color', 'rgb(244, 236, 216)');
  await expect(reader.locator('article')).toHaveCSS('font-size', '19px');
  await snap(page, '07-reader-settings-sepia-19px');
  await reader.getByRole('button', { name: 'Reader settings' }).click();
  await expect(settings).toBeHidden();

  // Reading progress reached chapter 2 on the server before we reload.
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/user/reading-progress');
      const items = (await response.json()) as { storyId: number; currentChapter: number }[];
      return items.find((item) => item.storyId === storyId)?.currentChapter;
    })
    .toBe(2);

  // Reload: the settings persisted, and the reader resumes in chapter 2.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  await expect(reader).toBeVisible();
  await expect(reader.locator('footer')).toHaveText(counterPattern(2, 2, 1));
  await expect(reader).toHaveCSS('background-color', 'rgb(244, 236, 216)');
  await expect(reader.locator('article')).toHaveCSS('font-size', '19px');
  await reader.getByRole('button', { name: 'Reader settings' }).click();
  await expect(settings.getByRole('slider', { name: 'Font size' })).toHaveAttribute('aria-valuenow', '19');
  await expect(settings.getByRole('button', { name: 'Sepia', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await snap(page, '08-reader-after-reload');
  await reader.getByRole('button', { name: 'Reader settings' }).click();

  // Bookmark from the reader.
  const bookmark = reader.getByRole('button', { name: 'Bookmark', exact: true });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(page.getByText('Story bookmarked')).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await snap(page, '09-reader-bookmarked');
  await reader.getByRole('button', { name: 'Close reader' }).click();
  await expect(reader).toBeHidden();

  // Library -> Saved lists the story.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { name: 'My Library' })).toBeVisible();
  // Toasts sit just below the header and pause while hovered: let the bookmark toast go before using the tabs.
  await expect(page.getByText('Story bookmarked')).toBeHidden();
  await page.getByRole('tab', { name: 'Saved' }).click();
  const saved = page.getByRole('tabpanel', { name: 'Saved' });
  await expect(saved.getByRole('link', { name: title })).toBeVisible();
  await snap(page, '10-library-saved');
  await saved.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/reading/${storyId}$`));
});
