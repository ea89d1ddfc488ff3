import { expect, test } from '@playwright/test';
import { createStoryViaApi, newApiClient, prose, signUp, signUpViaApi, snap, uniqueUser } from './fixtures';

test("a reader cannot open the chapter editor of someone else's story", async ({
  page,
  browser,
  baseURL,
}) => {
  // The author and the story, through the API with the author's own cookies.
  const authorApi = await newApiClient(baseURL!);
  const author = await signUpViaApi(authorApi, uniqueUser('author'));
  const story = await createStoryViaApi(authorApi, {
    title: `Locked Drafts ${author.username.slice(-6)}`,
    chapters: [{ title: 'Only Mine', content: prose('Mine', 120) }],
  });
  const chapterId = story.chapters[0]!.id;

  // Control: the author does get the editor.
  const authorContext = await browser.newContext({ baseURL, storageState: await authorApi.storageState() });
  const authorPage = await authorContext.newPage();
  await authorPage.goto(`/edit-chapter/${chapterId}`);
  await expect(authorPage.getByRole('button', { name: 'Update Chapter' })).toBeVisible();
  await expect(authorPage.getByRole('textbox').first()).toBeEditable();
  await authorContext.close();
  await authorApi.dispose();

  // Another user.
  await signUp(page, uniqueUser('reader'));
  await page.goto(`/edit-chapter/${chapterId}`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Only the story author can edit chapters.')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Update Chapter|Delete Chapter|AI Regenerate/ })).toHaveCount(
    0,
  );
  await expect(page.getByText(prose('Mine', 120).slice(0, 40))).toHaveCount(0);
  await snap(page, '01-access-denied');

  // The server refuses the edit too.
  const put = await page.request.put(`/api/chapters/${chapterId}`, {
    data: { title: 'Hijacked', content: 'Not yours to change.' },
  });
  expect(put.status()).toBe(403);

  await page.getByRole('button', { name: 'Back to Story' }).click();
  await expect(page).toHaveURL(new RegExp(`/reading/${story.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Manage' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Chapter' })).toHaveCount(0);
});
