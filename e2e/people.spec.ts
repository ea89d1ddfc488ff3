import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  createStoryViaApi,
  newApiClient,
  newSignedInUser,
  prose,
  signUpViaApi,
  snap,
  uniqueUser,
} from './fixtures';

/**
 * docs/reference/people.md at 390x844: author page -> Message -> the author sees it live and answers; a
 * notification appears when a bookmarked story gets a chapter.
 */

test('a reader messages an author from the author page; the author sees it live and answers', async ({
  browser,
  baseURL,
}) => {
  const author = await newSignedInUser(browser, baseURL!, 'writer');
  await createStoryViaApi(author.page.request, {
    title: `Letters ${author.user.username.slice(-5)}`,
    chapters: [{ title: 'One', content: prose('One', 120) }],
  });
  const reader = await newSignedInUser(browser, baseURL!, 'reader');

  // The author waits on /messages, with no conversation yet.
  await author.page.goto('/messages');
  await expect(author.page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();

  await reader.page.goto(`/author/${author.user.username}`);
  await reader.page.getByRole('button', { name: 'Message' }).click();
  await expect(reader.page).toHaveURL(new RegExp(`/messages/${author.user.username}$`));
  await reader.page.getByLabel('Message', { exact: true }).fill('I loved chapter one!');
  await reader.page.getByRole('button', { name: 'Send' }).click();
  await expect(reader.page.getByRole('list', { name: 'Messages' })).toContainText('I loved chapter one!');

  // Live: the conversation appears without a reload, with its unread count.
  const conversation = author.page.getByRole('link', { name: new RegExp(reader.user.displayName) });
  await expect(conversation).toContainText('I loved chapter one!');
  await expect(conversation).toContainText('1 unread');
  await snap(author.page, 'author-inbox');
  await expectAccessible(author.page, '/messages');
  await conversation.click();
  await expect(author.page.getByRole('list', { name: 'Messages' })).toContainText('I loved chapter one!');
  await author.page.getByLabel('Message', { exact: true }).fill('Thank you! Chapter two is coming.');
  await author.page.getByRole('button', { name: 'Send' }).click();

  // The reader sees the answer live, and that the author read the message.
  const thread = reader.page.getByRole('list', { name: 'Messages' });
  await expect(thread).toContainText('Thank you! Chapter two is coming.');
  await expect(thread.getByText(/· Read/)).toBeVisible();
  await snap(reader.page, 'reader-thread');
  await expectAccessible(reader.page, '/messages/{username}');

  // The author takes messages from subscribers only: a new reader is told so instead of a send box.
  await author.page.goto('/settings');
  await author.page.getByRole('switch', { name: /Only my subscribers can message me/ }).check();
  await expect(author.page.getByRole('switch', { name: /Only my subscribers/ })).toBeChecked();
  await expectAccessible(author.page, '/settings');
  const stranger = await newSignedInUser(browser, baseURL!, 'stranger');
  await stranger.page.goto(`/messages/${author.user.username}`);
  await expect(stranger.page.getByRole('status')).toHaveText(
    'This author accepts messages from subscribers only.',
  );
  await expect(stranger.page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  // The reader already in conversation with the author was answered first, so may still write.
  await reader.page.reload();
  await expect(reader.page.getByRole('button', { name: 'Send' })).toBeVisible();
});

test('a notification appears when a bookmarked story gets a chapter', async ({ browser, baseURL }) => {
  const api = await newApiClient(baseURL!);
  await signUpViaApi(api, uniqueUser('author'));
  const story = await createStoryViaApi(api, {
    title: `Bells ${Date.now().toString(36)}`,
    chapters: [{ title: 'Opening', content: prose('Opening', 120) }],
  });
  const reader = await newSignedInUser(browser, baseURL!, 'bookmarker');
  const bookmarked = await reader.page.request.post('/api/bookmarks', { data: { storyId: story.id } });
  expect(bookmarked.ok(), await bookmarked.text()).toBe(true);

  await reader.page.goto('/');
  await expect(reader.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const chapter = await api.post('/api/chapters', {
    data: { storyId: story.id, title: 'The Bell Rings', content: prose('Bell', 120) },
  });
  expect(chapter.status(), await chapter.text()).toBe(201);

  // Live over the socket (the fan-out is a background job): the bell counts it.
  const bell = reader.page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  const list = reader.page.getByRole('list', { name: 'Notifications' });
  await expect(list).toContainText(`New chapter in ${story.title}`);
  await expect(list).toContainText('The Bell Rings');
  await snap(reader.page, 'notifications');
  await expectAccessible(reader.page, '/notifications');
  await list.getByRole('link', { name: new RegExp(story.title) }).click();
  await expect(reader.page).toHaveURL(new RegExp(`/reader/${story.id}`));
});
