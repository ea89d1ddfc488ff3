import { expect, test } from '@playwright/test';
import {
  createStoryViaApi,
  newApiClient,
  newSignedInUser,
  prose,
  readerDialog,
  signUp,
  signUpViaApi,
  snap,
  uniqueUser,
} from './fixtures';

/**
 * docs/reference/community.md: live chapter chat between two readers, propose -> vote -> the AI's winning
 * chapter, and no chat for a reader locked out of a chapter. The first test server runs with a short
 * voting window (VOTING_WINDOW_MS in playwright.config.ts).
 */

/** An author (own API session) and a published story of `chapters` chapters. */
async function authorWithStory(baseURL: string, title: string, chapters: number) {
  const api = await newApiClient(baseURL);
  const author = await signUpViaApi(api, uniqueUser('author'));
  const story = await createStoryViaApi(api, {
    title: `${title} ${author.username.slice(-5)}`,
    chapters: Array.from({ length: chapters }, (_, i) => ({
      title: `Part ${i + 1}`,
      content: prose(`Part ${i + 1}`, 220),
    })),
  });
  return { api, author, story };
}

test('two readers chat live about a chapter, each in a different reader', async ({ browser, baseURL }) => {
  const { api, story } = await authorWithStory(baseURL!, 'Harbour Talk', 2);
  await api.dispose();
  const alice = await newSignedInUser(browser, baseURL!, 'alice');
  const bruno = await newSignedInUser(browser, baseURL!, 'bruno');

  // Alice in the /reader page, Bruno in the overlay reader opened from the story page.
  await alice.page.goto(`/reader/${story.id}`);
  await alice.page.getByRole('button', { name: /^Open chapter discussion/ }).click();
  const aliceChat = alice.page.getByRole('region', { name: 'Chapter Discussion' });
  await expect(aliceChat.getByText('Start the discussion about this chapter!')).toBeVisible();
  await expect(aliceChat.getByText('Live', { exact: true })).toBeVisible();
  await expect(aliceChat.getByPlaceholder('Share your thoughts...')).toBeFocused();

  await bruno.page.goto(`/reading/${story.id}`);
  await bruno.page.getByRole('button', { name: 'Read', exact: true }).click();
  const reader = readerDialog(bruno.page);
  await reader.getByRole('button', { name: /^Open chapter discussion/ }).click();
  const brunoChat = reader.getByRole('region', { name: 'Chapter Discussion' });
  await expect(brunoChat.getByText('Live', { exact: true })).toBeVisible();

  const question = 'Who keeps the ledger when the lamps go out?';
  await aliceChat.getByPlaceholder('Share your thoughts...').fill(question);
  await expect(aliceChat.getByText(`${question.length} / 500`)).toBeVisible();
  await aliceChat.getByRole('button', { name: 'Send message' }).click();
  await expect(aliceChat.getByText(question, { exact: true })).toBeVisible();
  await expect(aliceChat.getByPlaceholder('Share your thoughts...')).toHaveValue('');
  // Bruno never reloads: the message arrives over the socket.
  await expect(brunoChat.getByText(question, { exact: true })).toBeVisible();
  await snap(bruno.page, '01-overlay-chat-received');

  const answer = 'The gull, obviously.';
  await brunoChat.getByPlaceholder('Share your thoughts...').fill(answer);
  await brunoChat.getByPlaceholder('Share your thoughts...').press('Enter');
  await expect(aliceChat.getByText(answer, { exact: true })).toBeVisible();
  await snap(alice.page, '02-reader-chat-reply');

  // Slow mode: a second message at once is refused with the server's reason, and the text stays.
  await brunoChat.getByPlaceholder('Share your thoughts...').fill('And another thing');
  await brunoChat.getByPlaceholder('Share your thoughts...').press('Enter');
  await expect(brunoChat.getByText(/^Slow mode/)).toBeVisible();
  await expect(brunoChat.getByPlaceholder('Share your thoughts...')).toHaveValue('And another thing');

  // Bruno deletes his own message; it disappears for Alice too.
  await brunoChat.getByRole('button', { name: /Actions for the message from Bruno/ }).click();
  await brunoChat.getByRole('menuitem', { name: 'Delete' }).click();
  await brunoChat.getByRole('menuitem', { name: 'Delete message' }).click();
  await expect(aliceChat.getByText(answer, { exact: true })).toBeHidden();

  // Escape closes the panel (not the reader) and gives focus back to the chat button.
  await brunoChat.getByPlaceholder('Share your thoughts...').press('Escape');
  await expect(brunoChat).toBeHidden();
  await expect(reader).toBeVisible();
  await expect(reader.getByRole('button', { name: /^Open chapter discussion/ })).toBeFocused();

  await alice.page.context().close();
  await bruno.page.context().close();
});

test('propose with AI assist, vote, and the winning idea becomes the next chapter', async ({
  page,
  baseURL,
}) => {
  const { api, story } = await authorWithStory(baseURL!, 'The Ledger Vote', 1);
  const chapterId = story.chapters[0]!.id;
  const reader = await signUp(page, uniqueUser('voter'));

  // The end of the story offers both ways in; no round yet, so the vote leads to the story page.
  await page.goto(`/reader/${story.id}`);
  await expect(page.getByRole('link', { name: 'Vote on Next Chapter' })).toHaveAttribute(
    'href',
    `/story/${story.id}`,
  );
  await page.getByRole('link', { name: 'Propose Continuation' }).click();
  await expect(page).toHaveURL(new RegExp(`/propose/${story.id}/${chapterId}$`));

  await page.getByRole('button', { name: 'AI Assist' }).click();
  await expect(page.getByText('Generated!', { exact: true })).toBeVisible({ timeout: 30_000 });
  const title = await page.getByLabel('Title').inputValue();
  expect(title.length).toBeGreaterThan(0);
  await expect(page.getByText(/^\d+ \/ 500$/)).toBeVisible();
  await page.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/proposals/${story.id}/${chapterId}$`));

  // The round opened with this idea: countdown, one idea, vote in the detail dialog.
  await expect(page.getByRole('heading', { name: 'Voting is open' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1 idea' })).toBeVisible();
  await page.getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByText('Vote Cast', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Voted' })).toBeDisabled();
  await expect(dialog.getByText('1 vote', { exact: true })).toBeVisible();

  // Another reader votes elsewhere: the tally moves here without a reload.
  const other = await newApiClient(baseURL!);
  await signUpViaApi(other, uniqueUser('second'));
  const proposals = await (await other.get(`/api/chapters/${chapterId}/proposals-with-votes`)).json();
  const vote = await other.post('/api/votes', { data: { proposalId: proposals.proposals[0].id } });
  expect(vote.status(), await vote.text()).toBe(201);
  await expect(dialog.getByText('2 votes', { exact: true })).toBeVisible();
  await snap(page, '03-proposal-dialog-voted');
  await page.keyboard.press('Escape');
  await other.dispose();

  // The window closes; the AI writes the winner; the result links to it.
  const readNew = page.getByRole('link', { name: 'Read the new chapter' });
  await expect(readNew).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Winner').first()).toBeVisible();
  await snap(page, '04-round-completed');
  await readNew.click();
  await expect(page.getByRole('heading', { level: 2, name: /^Chapter 2/ })).toBeVisible();
  await expect(page.getByText('Fully AI-drafted').first()).toBeVisible();
  await expect(page.getByText(`Idea by @${reader.username}`)).toBeVisible();
  await snap(page, '05-reader-idea-credit');

  // The overlay reader credits it too (it opens at the chapter just read).
  await page.goto(`/reading/${story.id}`);
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  const overlay = readerDialog(page);
  await expect(overlay.locator('footer')).toContainText('Ch 2/2');
  await expect(overlay.getByText(`Idea by @${reader.username}`)).toBeVisible();
  await expect(overlay.getByText('Fully AI-drafted')).toBeVisible();
  await overlay.getByRole('button', { name: 'Close reader' }).click();

  // My Votes lists the vote and the win.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'My Votes' }).click();
  const votes = page.getByRole('tabpanel', { name: 'My Votes' });
  await expect(votes.getByRole('link', { name: title })).toBeVisible();
  await expect(votes.getByText('Winner')).toBeVisible();
  await expect(votes.getByText('Chapter written')).toBeVisible();
  await api.dispose();
});

test('a reader locked out of a premium chapter cannot open its chat', async ({ page, baseURL }) => {
  const api = await newApiClient(baseURL!);
  await signUpViaApi(api, uniqueUser('author'));
  const created = await api.post('/api/stories', {
    data: {
      title: 'Behind the Paywall',
      genre: 'Mystery',
      summary: 'Premium only.',
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '4.99',
      chapters: [{ title: 'Locked', content: prose('Locked', 150) }],
      isPublished: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: storyId } = (await created.json()) as { id: number };
  const chapters = (await (await api.get(`/api/stories/${storyId}/chapters`)).json()) as { id: number }[];
  const chapterId = chapters[0]!.id;
  // Control: the author can chat there.
  const own = await api.post(`/api/stories/${storyId}/chapters/${chapterId}/messages`, {
    data: { message: 'Only for paying readers.' },
  });
  expect(own.status(), await own.text()).toBe(201);
  await api.dispose();

  await signUp(page, uniqueUser('outsider'));
  await page.goto(`/reader/${storyId}`);
  // docs/reference/access.md#policy: the reader shows the lock (and the chapter's preview) instead of the
  // text.
  await expect(page.getByRole('heading', { name: 'Premium Content' })).toBeVisible();
  await expect(page.getByRole('button', { name: /chapter discussion/ })).toHaveCount(0);
  await expect(page.getByText('Only for paying readers.')).toHaveCount(0);
  await snap(page, '06-locked-no-chat');

  // Nor through the API or the socket.
  const read = await page.request.get(`/api/stories/${storyId}/chapters/${chapterId}/messages`);
  expect(read.status()).toBe(403);
  const post = await page.request.post(`/api/stories/${storyId}/chapters/${chapterId}/messages`, {
    data: { message: 'Let me in' },
  });
  expect(post.status()).toBe(403);
  const frame = await page.evaluate(
    ({ storyId, chapterId }) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`ws://${location.host}/ws`);
        socket.onopen = () => socket.send(JSON.stringify({ type: 'join_chapter', storyId, chapterId }));
        socket.onmessage = (event) => {
          resolve(String(event.data));
          socket.close();
        };
        socket.onclose = () => resolve('closed');
        setTimeout(() => resolve('timeout'), 10_000);
      }),
    { storyId, chapterId },
  );
  expect(JSON.parse(frame)).toMatchObject({ type: 'error', code: 'CONTENT_LOCKED' });
});
