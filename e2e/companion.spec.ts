import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { readerDialog, settledPosition, signUp, snap } from './fixtures';

/*
 * docs/reference/reading.md#companion, the reader's companion at 390x844: a reader reads the demo story "The
 * Salt Bell of Harrowmere" into chapter 3, leaves, comes back after the recap threshold
 * (COMPANION_RECAP_AFTER_DAYS is 0.0001 days, about 9 s, on the first app: playwright.config.ts) and is
 * offered "Previously on"; the recap covers chapters 1-2 and, this app having no AI endpoint, says it comes
 * from the text itself. A question whose answer is only in chapter 1 cites it, and the citation takes the
 * reader there. In the overlay reader at the start of chapter 1 the same question finds nothing
 * (spoiler-safe).
 */

const STORY = 'The Salt Bell of Harrowmere';
/** Answered in chapter 1 only: "Wren Callow's mother had been the listener for nineteen years." */
const QUESTION = 'Who was the listener for nineteen years?';

async function demoStory(api: APIRequestContext) {
  const trending = (await (await api.get('/api/stories/trending')).json()) as { id: number; title: string }[];
  const story = trending.find((s) => s.title === STORY);
  expect(story, `${STORY} is seeded`).toBeDefined();
  const chapters = (await (await api.get(`/api/stories/${story!.id}/chapters`)).json()) as {
    id: number;
    title: string;
  }[];
  return { id: story!.id, chapters };
}

/** Polls the saved reading progress of `storyId` until it is in `chapterId`. */
async function expectProgressIn(page: Page, storyId: number, chapterId: number) {
  await expect
    .poll(async () => {
      const list = (await (await page.request.get('/api/user/reading-progress')).json()) as {
        storyId: number;
        chapterId: number;
      }[];
      return list.find((p) => p.storyId === storyId)?.chapterId;
    })
    .toBe(chapterId);
}

/** No element makes the page scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('Previously on and Ask about this story: recap after a break, a cited passage, its chapter', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUp(page);
  const story = await demoStory(page.request);
  const [first, , third] = story.chapters;
  const offer = page.getByRole('region', { name: 'Recap offer' });

  await test.step('first visit: no recap offered, read into chapter 3', async () => {
    const asked = page.waitForResponse((r) => r.url().endsWith(`/api/stories/${story.id}/companion`));
    await page.goto(`/reader/${story.id}`);
    await expect(page.getByText('Chapter 1 of 3')).toBeVisible();
    const state = await asked;
    expect(state.ok(), await state.text()).toBe(true);
    // Nothing read before this visit: no recap offered.
    expect(await state.json()).toMatchObject({ recapDue: false, lastReadAt: null, source: 'extractive' });
    await expect(offer).toBeHidden();
    await page.getByRole('button', { name: 'Next Chapter' }).click();
    await expect(page.getByText('Chapter 2 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next Chapter' }).click();
    await expect(page.getByText('Chapter 3 of 3')).toBeVisible();
    await expectProgressIn(page, story.id, third!.id);
    await page.getByRole('link', { name: 'Back to story' }).click();
    await expect(page.getByRole('heading', { level: 1, name: STORY })).toBeVisible();
  });

  await test.step('back after the threshold: the recap is offered and shown', async () => {
    // About 9 s: the server says when a recap is due (asking does not save progress).
    await expect
      .poll(
        async () => {
          const state = await (await page.request.get(`/api/stories/${story.id}/companion`)).json();
          return (state as { recapDue: boolean }).recapDue;
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe(true);
    // The reader asks before it saves anything: a save first would make the last read "now".
    const events: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith(`/api/stories/${story.id}/companion`)) events.push('companion answered');
    });
    page.on('request', (r) => {
      if (r.url().endsWith('/api/reading-progress') && r.method() === 'POST') events.push('progress saved');
    });
    await page.goto(`/reader/${story.id}`);
    await expect(page.getByText('Chapter 3 of 3')).toBeVisible();
    await expect(offer).toBeVisible();
    await expect.poll(() => events.includes('progress saved')).toBe(true);
    expect(events.indexOf('companion answered')).toBeLessThan(events.indexOf('progress saved'));
    await expect(offer).toContainText("Welcome back! Want a quick recap of what you've read?");
    await expectNoSidewaysScroll(page);
    await snap(page, 'companion-01-recap-offer-390');

    await offer.getByRole('button', { name: 'Show recap' }).click();
    const recap = page.getByRole('dialog', { name: `Previously on ${STORY}` });
    await expect(recap).toBeVisible();
    await expect(recap.getByText('Recap from the text itself (no AI)')).toBeVisible();
    await expect(recap.getByText('Covers Chapters 1–2')).toBeVisible();
    const paragraphs = recap.getByRole('region', { name: 'Recap', exact: true }).locator('p');
    expect(await paragraphs.count()).toBeGreaterThan(0);
    await expect(paragraphs.first()).not.toBeEmpty();
    await expect(offer).toBeHidden();
    await expectNoSidewaysScroll(page);
    await snap(page, 'companion-02-recap-390');
    await expectAccessible(page, 'the "Previously on" recap');
    await recap.getByRole('button', { name: 'Continue reading' }).click();
    await expect(recap).toBeHidden();
    // Focus is back on the companion menu, where the recap stays available.
    await expect(page.getByRole('button', { name: 'Story companion' })).toBeFocused();
  });

  await test.step('ask about the story: a passage from chapter 1, and its link', async () => {
    await page.getByRole('button', { name: 'Story companion' }).click();
    await page.getByRole('menuitem', { name: 'Ask about this story' }).click();
    const ask = page.getByRole('dialog', { name: 'Ask about this story' });
    await expect(ask).toBeVisible();
    await expect(ask.getByText("Answers only use the chapters you've reached")).toBeVisible();
    const input = ask.getByLabel('Your question');
    await input.fill('Wh');
    await input.press('Enter');
    await expect(ask.getByRole('alert')).toHaveText('Ask a question of at least 3 characters.');

    await input.fill(QUESTION);
    await input.press('Enter');
    const passages = ask.getByRole('list', { name: 'Passages from the story' });
    await expect(passages).toBeVisible();
    await expect(passages).toContainText('listener for nineteen years');
    await expect(ask.getByText('Passages from the text itself (no AI)')).toBeVisible();
    // Nothing from the chapter being read or later.
    await expect(passages.getByRole('button', { name: /^Chapter 3/ })).toHaveCount(0);
    const citation = passages.getByRole('button', { name: `Chapter 1: ${first!.title}` }).first();
    await expect(citation).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, 'companion-03-answer-390');
    await expectAccessible(page, 'Ask about this story, with an answer');

    await citation.click();
    await expect(ask).toBeHidden();
    await expect(page.getByText('Chapter 1 of 3')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('listener for nineteen years');
    await expectProgressIn(page, story.id, first!.id);
  });

  await test.step('at 820x1180: the recap and the answer kept for this reading', async () => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.getByRole('button', { name: 'Story companion' }).click();
    await page.getByRole('menuitem', { name: 'Ask about this story' }).click();
    const ask = page.getByRole('dialog', { name: 'Ask about this story' });
    await expect(ask.getByRole('list', { name: 'Passages from the story' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, 'companion-04-answer-820');
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();

    // Chapter 1 is shown now: there is nothing before it to recap.
    await page.getByRole('button', { name: 'Story companion' }).click();
    await page.getByRole('menuitem', { name: 'Previously on…' }).click();
    const recap = page.getByRole('dialog', { name: `Previously on ${STORY}` });
    await expect(recap.getByText(/^Nothing to recap yet/)).toBeVisible();
    await snap(page, 'companion-05-recap-empty-820');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  await test.step('the overlay reader at the start of chapter 1: nothing to quote yet', async () => {
    await page.goto(`/reading/${story.id}`);
    await page.getByRole('button', { name: 'Read', exact: true }).click();
    const reader = readerDialog(page);
    await settledPosition(reader);
    await expect(reader.getByRole('region', { name: 'Recap offer' })).toBeHidden();
    await reader.getByRole('button', { name: 'Story companion' }).click();
    await reader.getByRole('menuitem', { name: 'Ask about this story' }).click();
    const ask = page.getByRole('dialog', { name: 'Ask about this story' });
    await ask.getByLabel('Your question').fill(QUESTION);
    await ask.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(ask.getByText("I couldn't find that in the chapters you've read so far.")).toBeVisible();
    await snap(page, 'companion-06-overlay-nothing-yet-390');
    await expectAccessible(page, 'Ask about this story in the overlay reader');
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    // Escape closed the dialog only, not the reader under it.
    await expect(reader).toBeVisible();
  });
});

test('signed-out readers get no companion menu', async ({ page }) => {
  const story = await demoStory(page.request);
  await page.goto(`/reader/${story.id}`);
  await expect(page.getByText('Chapter 1 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contents' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Story companion' })).toHaveCount(0);
});
