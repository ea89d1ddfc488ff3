import { expect, type Page, test } from '@playwright/test';
import {
  counterPattern,
  createStoryViaApi,
  prose,
  readerDialog,
  settledPosition,
  signUp,
  snap,
  type TestUser,
  turnPage,
} from './fixtures';

/*
 * docs/reference/reading.md#readers, docs/reference/performance.md: the readers of long books. A 120-chapter
 * story made through the API (deterministic prose, no corpus): the first page needs one chapter request (no
 * full chapter list), the place survives a viewport change and a reopen in another browser context of the
 * same user, the table of contents jumps to chapter 100, tap zones turn pages and Back closes the overlay
 * reader.
 */

const CHAPTERS = 120;

function longBook() {
  return Array.from({ length: CHAPTERS }, (_, i) => ({
    title: `Ledger ${i + 1}`,
    // Chapter 1 is long enough for many pages; the others keep the story quick to create.
    content: prose(`Ledger ${i + 1}`, i === 0 ? 3000 : 250),
  }));
}

/** Chapter ids requested one by one (GET /api/chapters/{id}) and full chapter lists, from now on. */
function watchChapterRequests(page: Page, storyId: number) {
  const chapters: number[] = [];
  const fullLists: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const one = /^\/api\/chapters\/(\d+)$/.exec(path);
    if (one && request.method() === 'GET') chapters.push(Number(one[1]));
    if (path === `/api/stories/${storyId}/chapters`) fullLists.push(path);
  });
  return { chapters, fullLists };
}

/** The first few words of the first paragraph on the reader's page. */
async function firstWordsOnPage(page: Page): Promise<string> {
  const text = (await readerDialog(page).locator('article p').first().textContent()) ?? '';
  return text.split(/\s+/).slice(0, 8).join(' ');
}

/** Polls the saved progress of `storyId` until `check` passes. */
async function expectSavedProgress(
  page: Page,
  storyId: number,
  check: (saved: { chapterId: number; offset: number }) => boolean,
) {
  await expect
    .poll(async () => {
      const list = (await (await page.request.get('/api/user/reading-progress')).json()) as {
        storyId: number;
        chapterId: number;
        offset: number;
      }[];
      const saved = list.find((p) => p.storyId === storyId);
      return saved ? check(saved) : false;
    })
    .toBe(true);
}

test('a long book: one chapter request, kept place through a resize and a reopen, contents, tap zones, Back', async ({
  page,
  browser,
  baseURL,
}) => {
  const user: TestUser = await signUp(page);
  const story = await createStoryViaApi(page.request, { title: 'The Harbour Ledger', chapters: longBook() });
  const [first, second] = story.chapters;

  // The /reader/{id} screen opens with the contents and ONE chapter (docs/reference/performance.md).
  const direct = watchChapterRequests(page, story.id);
  await page.goto(`/reader/${story.id}`);
  await expect(page.getByRole('heading', { name: 'Chapter 1: Ledger 1' })).toBeVisible();
  expect(direct.fullLists).toEqual([]);
  expect(direct.chapters[0]).toBe(first!.id);
  expect(direct.chapters.every((id) => id === first!.id || id === second!.id)).toBe(true);
  await expect(page.getByText(`Chapter 1 of ${CHAPTERS}`)).toBeVisible();

  // The story page's Read tab lists every chapter's heading but reads only the text near the screen,
  // the first two at once, one request each (the author's Manage tab reads the full list too; a
  // reader's page does not: public-reading.spec.ts).
  const storyPage = watchChapterRequests(page, story.id);
  await page.goto(`/reading/${story.id}`);
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chapter 50: Ledger 50' })).toBeAttached();
  await expect(page.getByRole('status', { name: 'Loading chapter...' })).toHaveCount(0);
  const read = [...storyPage.chapters].sort((a, b) => a - b);
  expect(read.slice(0, 2)).toEqual([first!.id, second!.id]);
  expect(read).toEqual(story.chapters.slice(0, read.length).map((c) => c.id));
  expect(read.length).toBeLessThan(50);

  // The overlay reader (Read on the story page) starts from the chapters already there: no list.
  const overlay = watchChapterRequests(page, story.id);
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  const reader = readerDialog(page);
  let position = await settledPosition(reader);
  expect(position).toMatchObject({ chapter: 1, chapters: CHAPTERS, page: 1 });
  expect(overlay.chapters.every((id) => id === first!.id || id === second!.id)).toBe(true);
  // Its first page and the prefetched next are the Read tab's chapters, already loaded: no request.
  expect(overlay.chapters).toEqual([]);
  expect(overlay.fullLists).toEqual([]);
  expect(position.pages).toBeGreaterThan(8);

  // Tap zones: the right edge turns forward, the left edge back, the middle does nothing.
  const area = reader.getByTestId('reader-page-area');
  const box = (await area.boundingBox())!;
  await area.click({ position: { x: box.width - 12, y: box.height / 2 } });
  await expect(reader.locator('footer')).toHaveText(counterPattern(1, CHAPTERS, 2));
  await area.click({ position: { x: box.width / 2, y: box.height / 2 } });
  await expect(reader.locator('footer')).toHaveText(counterPattern(1, CHAPTERS, 2));
  await area.click({ position: { x: 12, y: box.height / 2 } });
  await expect(reader.locator('footer')).toHaveText(counterPattern(1, CHAPTERS, 1));

  // Page 6, then the toolbar collapses (844 -> 788 px): the same words stay on screen.
  position = await settledPosition(reader);
  for (let i = 0; i < 5; i++)
    position = await turnPage(reader, position, () => page.keyboard.press('ArrowRight'));
  expect(position.page).toBe(6);
  const words = await firstWordsOnPage(page);
  await snap(page, '01-page-6-at-844');
  await page.setViewportSize({ width: 390, height: 788 });
  await expect
    .poll(async () => (await settledPosition(reader)).pages, 'the chapter is split again for 788 px')
    .toBeGreaterThan(position.pages);
  const resized = await settledPosition(reader);
  expect(resized.page, 'not back to page 1').toBeGreaterThan(1);
  await expect(reader.locator('article')).toContainText(words);
  await snap(page, '02-same-words-at-788');

  // The position inside the chapter is saved; another browser of the same user opens the same page.
  await expectSavedProgress(page, story.id, (saved) => saved.chapterId === first!.id && saved.offset > 0);
  const other = await browser.newContext({ baseURL, viewport: { width: 390, height: 788 }, hasTouch: true });
  const otherPage = await other.newPage();
  const login = await otherPage.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  await otherPage.goto(`/reading/${story.id}`);
  await otherPage.getByRole('button', { name: 'Read', exact: true }).click();
  const reopened = await settledPosition(readerDialog(otherPage));
  expect(reopened).toMatchObject({ chapter: 1, page: resized.page, pages: resized.pages });
  await expect(readerDialog(otherPage).locator('article')).toContainText(words);
  // The scrolling reader opens at the same place: the paragraph holding the saved offset on screen.
  const progress = (await (await otherPage.request.get('/api/user/reading-progress')).json()) as {
    storyId: number;
    offset: number;
  }[];
  const savedOffset = progress.find((p) => p.storyId === story.id)!.offset;
  await otherPage.goto(`/reader/${story.id}`);
  await expect(otherPage.getByRole('heading', { name: 'Chapter 1: Ledger 1' })).toBeAttached();
  await expect
    .poll(() =>
      otherPage.evaluate((offset) => {
        const paragraphs = [...document.querySelectorAll<HTMLElement>('[data-chapter-text] [data-offset]')];
        const target = paragraphs.filter((p) => Number(p.dataset.offset) <= offset).at(-1);
        const box = target?.getBoundingClientRect();
        return Boolean(box && window.scrollY > 0 && box.bottom > 60 && box.top < window.innerHeight);
      }, savedOffset),
    )
    .toBe(true);
  await snap(otherPage, '03-story-reader-same-place');
  await other.close();

  // The table of contents: the current chapter marked, a jump to chapter 100.
  await reader.getByRole('button', { name: /^Contents, Ch 1\/120/ }).click();
  const contents = page.getByRole('dialog', { name: 'Contents' });
  await expect(contents.getByRole('button', { name: /^Chapter 1: Ledger 1\b/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(contents.getByRole('listitem')).toHaveCount(CHAPTERS);
  await snap(page, '04-contents');
  await contents.getByRole('button', { name: /^Chapter 100: Ledger 100\b/ }).click();
  await expect(contents).toBeHidden();
  await expect(reader.locator('footer')).toHaveText(counterPattern(100, CHAPTERS, 1));
  await expect(reader.getByRole('heading', { name: 'Chapter 100: Ledger 100' })).toBeVisible();
  await expectSavedProgress(page, story.id, (saved) => saved.chapterId === story.chapters[99]!.id);

  // Back closes the reader and stays on the story page.
  await page.goBack();
  await expect(reader).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/reading/${story.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  // Opened again, the close button goes back through the same history entry.
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  await expect(reader.locator('footer')).toHaveText(counterPattern(100, CHAPTERS));
  await reader.getByRole('button', { name: 'Close reader' }).click();
  await expect(reader).toBeHidden();
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`/reading/${story.id}$`));

  // The scrolling reader resumes at chapter 100 too, and its contents sheet jumps.
  await page.goto(`/reader/${story.id}`);
  await expect(page.getByText(`Chapter 100 of ${CHAPTERS}`)).toBeVisible();
  await page.getByRole('button', { name: 'Contents' }).click();
  const sheet = page.getByRole('dialog', { name: 'Contents' });
  await expect(sheet.getByRole('button', { name: /^Chapter 100: Ledger 100\b/ })).toBeFocused();
  await sheet.getByRole('button', { name: /^Chapter 3: Ledger 3\b/ }).click();
  await expect(page.getByText(`Chapter 3 of ${CHAPTERS}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chapter 3: Ledger 3' })).toBeVisible();

  // The story page's Contents opens the overlay reader at the chapter chosen.
  await page.goto(`/reading/${story.id}`);
  await page.getByRole('button', { name: 'Contents', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Contents' })
    .getByRole('button', { name: /^Chapter 7: Ledger 7\b/ })
    .click();
  await expect(reader.locator('footer')).toHaveText(counterPattern(7, CHAPTERS, 1));
  await snap(page, '06-story-page-contents-to-chapter-7');
});

test('right-to-left paragraphs and long unbroken words stay inside a 390 px page', async ({ page }) => {
  await signUp(page);
  const longWord = 'Donaudampfschifffahrtsgesellschaftskapitän'.repeat(8);
  const arabic = 'كان يا ما كان في قديم الزمان، كان هناك بحار يكتب دفتر الميناء كل مساء.';
  const story = await createStoryViaApi(page.request, {
    title: 'Words Without End',
    chapters: [
      { title: 'Across', content: `${prose('Across', 120)}\n\n${longWord} ends here.\n\n${arabic}` },
    ],
  });
  await page.goto(`/reading/${story.id}`);
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  const reader = readerDialog(page);
  let position = await settledPosition(reader);
  while (!(await reader.getByText(arabic).isVisible())) {
    position = await turnPage(reader, position, () => page.keyboard.press('ArrowRight'));
  }
  const rtl = reader.getByText(arabic);
  await expect(rtl).toHaveAttribute('dir', 'auto');
  expect(await rtl.evaluate((p) => getComputedStyle(p).direction)).toBe('rtl');
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  // The long word is on the page, broken inside the page's width.
  await page.goto(`/reader/${story.id}`);
  const paragraph = page.locator('article p', { hasText: 'ends here.' });
  await expect(paragraph).toBeVisible();
  const paragraphBox = (await paragraph.boundingBox())!;
  expect(paragraphBox.x + paragraphBox.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, '05-long-word-story-reader');

  // On a tablet the overlay's counter opens the same contents sheet.
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto(`/reading/${story.id}`);
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  await readerDialog(page)
    .getByRole('button', { name: /^Contents, Ch 1\/1/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Contents' });
  await expect(sheet.getByRole('button', { name: /^Chapter 1: Across\b/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await snap(page, '06-tablet-contents');
});
