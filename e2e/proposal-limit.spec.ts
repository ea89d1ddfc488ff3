import { expect, test } from '@playwright/test';
import { createStoryViaApi, newApiClient, prose, signUp, signUpViaApi, uniqueUser } from './fixtures';

/**
 * A reader who has used up their ideas for a chapter's round (PROPOSALS_PER_USER_PER_ROUND, 3 by
 * default) hears why from the proposal form: the server's message, not a generic failure.
 */
test('the proposal form shows the server’s message once a reader’s ideas for the round are used up', async ({
  page,
  baseURL,
}) => {
  const api = await newApiClient(baseURL!);
  await signUpViaApi(api, uniqueUser('author'));
  const story = await createStoryViaApi(api, {
    title: `Limited Ideas ${Date.now() % 100_000}`,
    chapters: [{ title: 'Part 1', content: prose('Part 1', 220) }],
  });
  await api.dispose();
  const chapterId = story.chapters[0]!.id;
  await signUp(page, uniqueUser('ideas'));

  // The form is filled first: the e2e server closes a round 12 s after its first idea.
  await page.goto(`/propose/${story.id}/${chapterId}`);
  await page.getByLabel('Title').fill('A fourth idea');
  await page
    .getByRole('textbox', { name: 'Idea' })
    .fill('The keeper finds a second staircase that leads under the sea.');
  for (let i = 1; i <= 3; i++) {
    const filed = await page.request.post('/api/branch-proposals', {
      data: {
        storyId: story.id,
        chapterId,
        title: `Idea ${i}`,
        content: `Idea ${i}: the keeper hears a bell ringing under the waves.`,
      },
    });
    expect(filed.status(), await filed.text()).toBe(201);
  }
  await page.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(
    page.getByText('You can propose at most 3 ideas per chapter.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/propose/${story.id}/${chapterId}$`));
});
