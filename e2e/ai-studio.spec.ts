import { expect, type Page, test } from '@playwright/test';
import { failingAiPort } from '../playwright.config';
import { readerDialog, signUpViaUi, snap } from './fixtures';

const OFFLINE_NOTICE =
  "Offline writer: Storyloom's built-in writer drafts this text from templates; no AI model is connected.";

/** Presses the writing-mode button until it shows `mode` (it cycles Full AI -> AI Guided -> Manual). */
async function switchMode(page: Page, mode: 'Full AI' | 'AI Guided' | 'Manual'): Promise<void> {
  const button = page.getByRole('button', { name: /^Mode: / });
  for (let presses = 0; presses < 3 && (await button.textContent())?.trim() !== `Mode: ${mode}`; presses++) {
    await button.click();
  }
  await expect(button).toHaveText(`Mode: ${mode}`);
}

/** Publishes from the review step and returns the new story's id (the story page's URL). */
async function publishFromReview(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Continue to Publish' }).click();
  await expect(page.getByRole('heading', { name: 'Publish Your Story' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish Story' }).click();
  await expect(page).toHaveURL(/\/reading\/\d+$/);
  await expect(page.getByText('Story Published!')).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('Full AI: genre and tags to a published story, readable in the reader with its AI label', async ({
  page,
}) => {
  await signUpViaUi(page);
  await page.goto('/create');
  await switchMode(page, 'Full AI');
  await expect(page.getByRole('note').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await page.getByLabel('Genre').selectOption('Fantasy');
  await page.getByLabel('Tags (required)').fill('lighthouse, storms, found family');
  await snap(page, 'ai-01-full-ai-form');
  await page.getByRole('button', { name: 'Generate Story' }).click();

  // Progress is shown while it writes, then the review step with the generated parts.
  await expect(page.getByRole('progressbar', { name: 'Story generation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review Your Story' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Story Generated!')).toBeVisible();
  await snap(page, 'ai-02-review');
  const storyId = await publishFromReview(page);

  const chapters = (await (await page.request.get(`/api/stories/${storyId}/chapters`)).json()) as {
    title: string;
    content: string;
    aiAssistance: string;
  }[];
  expect(chapters).toHaveLength(1);
  expect(chapters[0]?.aiAssistance).toBe('generated');
  expect(chapters[0]?.content.split('\n\n').length).toBeGreaterThanOrEqual(8);

  await page.getByRole('button', { name: 'Read', exact: true }).click();
  const reader = readerDialog(page);
  await expect(reader).toBeVisible();
  await expect(reader.getByText('Fully AI-drafted')).toBeVisible();
  const firstWords = chapters[0]!.content.split(/\s+/).slice(0, 4).join(' ');
  await expect(reader.locator('article')).toContainText(firstWords);
  await snap(page, 'ai-03-reader-with-label');
});

test('AI Guided: generate the title, the summary and the first chapter, then publish', async ({ page }) => {
  await signUpViaUi(page);
  await page.goto('/create');
  await switchMode(page, 'AI Guided');
  await expect(page.getByRole('note').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();

  // A generate action needs a genre first (docs/reference/limits.md#stories).
  await page.getByRole('button', { name: 'Generate title' }).click();
  await expect(page.getByText('Please select a genre').first()).toBeVisible();

  await page.getByLabel('Genre').selectOption('Mystery');
  await page.getByRole('button', { name: 'Generate title' }).click();
  await expect(page.getByLabel('Title', { exact: true })).not.toHaveValue('', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate summary' }).click();
  await expect(page.getByRole('textbox', { name: 'Summary' })).not.toHaveValue('', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate First Chapter' }).click();
  await expect(page.getByRole('button', { name: 'Regenerate First Chapter' })).toBeVisible({
    timeout: 60_000,
  });
  await snap(page, 'ai-04-guided-parts');
  const title = await page.getByLabel('Title', { exact: true }).inputValue();

  await page.getByRole('button', { name: 'Start Writing' }).click();
  await expect(page.getByRole('heading', { name: 'Write Your Chapters' })).toBeVisible();
  await expect(page.getByText('1 of 1 chapter complete.')).toBeVisible();
  await page.getByRole('button', { name: 'Ready to Publish' }).click();
  await page.getByRole('button', { name: 'Publish Story' }).click();
  await expect(page).toHaveURL(/\/reading\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Fully AI-drafted').first()).toBeVisible();
});

test('a chapter added with AI Generate on /create-chapter, and an AI-drafted proposal idea', async ({
  page,
}) => {
  await signUpViaUi(page);
  // A hand-written story to continue.
  const created = await page.request.post('/api/stories', {
    data: {
      title: 'The Salt Archive',
      genre: 'Mystery',
      summary: 'Archivist Ines Calloway finds a ledger that should not exist.',
      setting: 'Port Vell',
      isPublished: true,
      chapters: [
        {
          title: 'The Ledger',
          content:
            'Ines Calloway found the ledger behind the harbour charts of Port Vell, wrapped in oilcloth. Its last entry was dated tomorrow.',
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const story = (await created.json()) as { id: number };

  await page.goto(`/create-chapter/${story.id}`);
  await expect(page.getByRole('note').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await page.getByRole('button', { name: 'AI Generate' }).click();
  await expect(page.getByText('AI Generated', { exact: true })).toBeVisible({ timeout: 60_000 });
  const content = page.getByLabel('Content');
  await expect(content).not.toHaveValue('');
  await expect(page.getByLabel('Chapter Title')).not.toHaveValue('');
  await snap(page, 'ai-05-create-chapter-generated');
  await page.getByRole('button', { name: 'Create Chapter' }).click();
  await expect(page.getByText('Chapter created')).toBeVisible();

  const chapters = (await (await page.request.get(`/api/stories/${story.id}/chapters`)).json()) as {
    id: number;
    aiAssistance: string;
  }[];
  expect(chapters.map((c) => c.aiAssistance)).toEqual(['none', 'generated']);

  // The proposal screen's AI Assist drafts an idea within the proposal limits.
  await page.goto(`/propose/${story.id}/${chapters[1]!.id}`);
  await page.getByRole('button', { name: 'AI Assist' }).click();
  await expect(page.getByText('Generated!')).toBeVisible({ timeout: 30_000 });
  const idea = await page.getByLabel('Idea').inputValue();
  expect(idea.length).toBeGreaterThanOrEqual(30);
  expect(idea.length).toBeLessThanOrEqual(500);
  await expect(page.getByText(`${idea.length} / 500`)).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).not.toHaveValue('');
  await snap(page, 'ai-06-propose-assist');
});

test.describe('with a failing AI provider', () => {
  test.use({ baseURL: `http://localhost:${failingAiPort}` });

  test('Full AI shows "Generation Failed" and saves nothing; a chapter generation keeps the text', async ({
    page,
  }) => {
    const user = await signUpViaUi(page);
    await page.goto('/create');
    await switchMode(page, 'Full AI');
    await expect(page.getByRole('note').filter({ hasText: 'AI: always-failing' })).toBeVisible();
    await page.getByLabel('Genre').selectOption('Horror');
    await page.getByLabel('Tags (required)').fill('fog');
    await page.getByRole('button', { name: 'Generate Story' }).click();
    await expect(page.getByText('Generation Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Failed to generate story. Please try again.')).toBeVisible();
    await snap(page, 'ai-07-generation-failed');
    // Still on the form, unchanged; nothing was stored.
    await expect(page.getByRole('heading', { name: 'Create a Story' })).toBeVisible();
    await expect(page.getByLabel('Genre')).toHaveValue('Horror');
    const stories = await (await page.request.get(`/api/authors/${user.username}/stories`)).json();
    expect(stories).toEqual([]);

    // A chapter generation failure keeps what the author had typed.
    const created = await page.request.post('/api/stories', {
      data: { title: 'Fog Town', genre: 'Horror', chapters: [{ title: 'One', content: 'The fog came in.' }] },
    });
    const story = (await created.json()) as { id: number };
    await page.goto(`/create-chapter/${story.id}`);
    await page.getByLabel('Chapter Title').fill('My own title');
    await page.getByLabel('Content').fill('My own opening words.');
    await page.getByRole('button', { name: 'AI Generate' }).click();
    await expect(page.getByText('Failed to generate chapter content.')).toBeVisible();
    await expect(page.getByLabel('Content')).toHaveValue('My own opening words.');
    await expect(page.getByLabel('Chapter Title')).toHaveValue('My own title');
    const chapters = await (await page.request.get(`/api/stories/${story.id}/chapters`)).json();
    expect(chapters).toHaveLength(1);
  });
});
