import { expect, type Page, test } from '@playwright/test';
import {
  createStoryViaApi,
  newApiClient,
  prose,
  readerDialog,
  settledPosition,
  signUp,
  signUpViaApi,
  uniqueUser,
} from './fixtures';

/* docs/reference/stories.md#notes and #schedule, at 390x844 (the project default). */

/** A screenshot for the lead: /work/shots/notes-{name}.png. */
const shot = (page: Page, name: string) => page.screenshot({ path: `/work/shots/notes-${name}.png` });

test("an author's default notes and schedule; a reader sees, hides and keeps hiding the notes", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const authorApi = await newApiClient(baseURL!);
  const author = await signUpViaApi(authorApi, uniqueUser('notes'));
  const story = await createStoryViaApi(authorApi, {
    title: `Lantern Notes ${author.username.slice(-6)}`,
    chapters: [{ title: 'First Light', content: prose('First', 120) }],
  });
  const authorContext = await browser.newContext({ baseURL, storageState: await authorApi.storageState() });
  const authorPage = await authorContext.newPage();

  // The edit screen: the schedule and the default notes.
  await authorPage.goto(`/edit-story/${story.id}`);
  await authorPage.getByLabel('Release schedule').fill('New chapter every Friday');
  await authorPage.getByLabel('Default note before each new chapter').fill('Thanks for reading, friends!');
  await authorPage.getByLabel('Default note after each new chapter').fill('See you on Friday.');
  await shot(authorPage, '01-edit-story');
  await authorPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(authorPage).toHaveURL(new RegExp(`/reading/${story.id}$`));
  await expect(authorPage.getByText('Ongoing · New chapter every Friday')).toBeVisible();

  // A new chapter starts with the defaults; the author changes the note after.
  await authorPage.goto(`/create-chapter/${story.id}`);
  await expect(authorPage.getByLabel("Author's note before the chapter")).toHaveValue(
    'Thanks for reading, friends!',
  );
  await expect(authorPage.getByLabel("Author's note after the chapter")).toHaveValue('See you on Friday.');
  await authorPage.getByLabel('Chapter Title').fill('Second Light');
  await authorPage.getByLabel('Content').fill(prose('Second', 120));
  await authorPage.getByLabel("Author's note after the chapter").fill('Vote for the next chapter below!');
  await shot(authorPage, '02-chapter-editor');
  await authorPage.getByRole('button', { name: 'Create Chapter' }).click();
  await expect(authorPage).toHaveURL(new RegExp(`/reading/${story.id}\\?tab=manage$`));
  await authorContext.close();
  // A third chapter through the API, without notes: it gets the defaults.
  const third = await authorApi.post('/api/chapters', {
    data: { storyId: story.id, title: 'Third Light', content: prose('Third', 120) },
  });
  expect(third.ok(), await third.text()).toBe(true);
  await authorApi.dispose();

  // A reader: the story page shows the schedule; /reader/{id} shows the notes around chapter 2.
  await signUp(page, uniqueUser('notesreader'));
  await page.goto(`/reading/${story.id}`);
  await expect(page.getByText('Ongoing · New chapter every Friday')).toBeVisible();
  await shot(page, '03-story-page');
  await page.goto(`/reader/${story.id}`);
  await expect(page.getByRole('heading', { name: /First Light/ })).toBeVisible();
  await expect(page.getByRole('complementary', { name: "Author's note" })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next Chapter' }).click();
  await expect(page.getByRole('heading', { name: /Second Light/ })).toBeVisible();
  const notes = page.getByRole('complementary', { name: "Author's note" });
  await expect(notes).toHaveCount(2);
  await expect(notes.first()).toContainText('Thanks for reading, friends!');
  await expect(notes.last()).toContainText('Vote for the next chapter below!');
  await notes.first().scrollIntoViewIfNeeded();
  await shot(page, '04-reader-notes');

  // Hidden, and still hidden on the next chapter.
  await page.getByRole('button', { name: 'Reader settings' }).click();
  await page.getByRole('button', { name: "Hide author's notes" }).click();
  await expect(page.getByRole('button', { name: "Show author's notes" })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notes).toHaveCount(0);
  await page.getByRole('button', { name: 'Next Chapter' }).click();
  await expect(page.getByRole('heading', { name: /Third Light/ })).toBeVisible();
  await expect(notes).toHaveCount(0);
  await shot(page, '05-reader-hidden');
  // Shown again, the third chapter has the defaults.
  await page.getByRole('button', { name: 'Reader settings' }).click();
  await page.getByRole('button', { name: "Show author's notes" }).click();
  await page.keyboard.press('Escape');
  await expect(notes.last()).toContainText('See you on Friday.');

  // The overlay reader keeps its own setting: the notes show on pages of their own (the note before first,
  // with the heading), and hiding them takes those pages away without losing a word of the text.
  await page.goto(`/reading/${story.id}`);
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  const reader = readerDialog(page);
  await reader.getByRole('button', { name: /^Contents/ }).click();
  await page
    .getByRole('dialog', { name: 'Contents' })
    .getByRole('button', { name: /Third Light/ })
    .click();
  const overlayNote = reader.getByRole('complementary', { name: "Author's note" });
  await expect(overlayNote).toContainText('Thanks for reading, friends!');
  const withNotes = await settledPosition(reader);
  await shot(page, '06-overlay-note');
  await reader.getByRole('button', { name: 'Reader settings' }).click();
  await reader.getByRole('button', { name: "Hide author's notes" }).click();
  await reader.getByRole('button', { name: 'Reader settings' }).click();
  await expect(overlayNote).toHaveCount(0);
  await expect.poll(async () => (await settledPosition(reader)).pages).toBe(withNotes.pages - 2);
  await shot(page, '07-overlay-hidden');
});
