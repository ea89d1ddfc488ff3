import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { corpusBook, readerDialog, signUpViaUi, snap } from './fixtures';

/**
 * `words` words of real prose (Frankenstein, from the shared corpus) in paragraphs of 50 words: the
 * author's own writing, sharing no phrasing with the offline writer's drafts.
 */
function handWritten(words: number): string {
  const all = readFileSync(corpusBook('frankenstein.txt'), 'utf8')
    .split(/\s+/)
    .slice(30_000, 30_000 + words);
  const paragraphs: string[] = [];
  for (let i = 0; i < all.length; i += 50) paragraphs.push(all.slice(i, i + 50).join(' '));
  return paragraphs.join('\n\n');
}

// docs/reference/ai.md#ai-share: the reader sees how much of a chapter the AI drafted.
test('a generated chapter half rewritten by hand reads "About 50% AI-drafted"', async ({ page }) => {
  await signUpViaUi(page);
  const created = await page.request.post('/api/stories', {
    data: {
      title: 'The Salt Archive',
      genre: 'Mystery',
      summary: 'Archivist Ines Calloway finds a ledger that should not exist.',
      setting: 'Port Vell',
      isPublished: true,
      chapters: [{ title: 'The Ledger', content: handWritten(120) }],
    },
  });
  expect(created.status()).toBe(201);
  const story = (await created.json()) as { id: number };

  // Generate the next chapter, then replace its second half with the author's own words.
  await page.goto(`/create-chapter/${story.id}`);
  await page.getByRole('button', { name: 'AI Generate' }).click();
  await expect(page.getByText('AI Generated', { exact: true })).toBeVisible({ timeout: 60_000 });
  const content = page.getByLabel('Content');
  const generated = await content.inputValue();
  const paragraphs = generated.split('\n\n');
  const total = generated.split(/\s+/).filter(Boolean).length;
  const kept: string[] = [];
  let keptWords = 0;
  for (const paragraph of paragraphs) {
    const words = paragraph.split(/\s+/).filter(Boolean).length;
    if (keptWords + words > total / 2) {
      // Keep the first words of the paragraph that crosses the middle, so exactly half is the AI's.
      kept.push(
        paragraph
          .split(/\s+/)
          .slice(0, Math.round(total / 2) - keptWords)
          .join(' '),
      );
      keptWords = Math.round(total / 2);
      break;
    }
    kept.push(paragraph);
    keptWords += words;
  }
  await content.fill(`${kept.join('\n\n')}\n\n${handWritten(total - keptWords)}`);
  await snap(page, 'ai-share-01-half-rewritten');
  await page.getByRole('button', { name: 'Create Chapter' }).click();
  await expect(page.getByText('Chapter created')).toBeVisible();

  const chapters = (await (await page.request.get(`/api/stories/${story.id}/chapters`)).json()) as {
    id: number;
    aiShare: number | null;
    aiAssistance: string;
  }[];
  expect(chapters.map((c) => c.aiAssistance)).toEqual(['none', 'assisted']);
  expect(Math.abs((chapters[1]?.aiShare ?? 0) - 0.5)).toBeLessThanOrEqual(0.02);

  // The story page's chapter list.
  await page.goto(`/reading/${story.id}`);
  const listed = page.getByText('About 50% AI-drafted').first();
  await expect(listed).toBeVisible();
  await listed.scrollIntoViewIfNeeded();
  await snap(page, 'ai-share-02-story-page');

  // The scrolling reader at the new chapter.
  await page.goto(`/reader/${story.id}?chapter=${chapters[1]!.id}`);
  await expect(page.getByText('About 50% AI-drafted').first()).toBeVisible();
  await snap(page, 'ai-share-03-reader');

  // The paginated overlay reader opens where reading stopped: the new chapter.
  await page.goto(`/reading/${story.id}`);
  await page
    .getByRole('button', { name: /^(Read|Continue)/ })
    .first()
    .click();
  const reader = readerDialog(page);
  await expect(reader.locator('footer')).toContainText('Ch 2/2');
  await expect(reader.getByText('About 50% AI-drafted')).toBeVisible();
  await snap(page, 'ai-share-04-overlay-reader');
});
