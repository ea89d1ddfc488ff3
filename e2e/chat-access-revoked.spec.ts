import { expect, test } from '@playwright/test';
import {
  createStoryViaApi,
  newApiClient,
  newSignedInUser,
  prose,
  signUpViaApi,
  uniqueUser,
} from './fixtures';

/**
 * Access lost is lost on the live socket too (ADR 0012, amended): a reader whose chapter turns locked
 * while its discussion is open is told why, and a signed-out session's tab is told it was signed out.
 */

test('a reader whose open chapter turns locked is told why and stops receiving its chat', async ({
  browser,
  baseURL,
}) => {
  const api = await newApiClient(baseURL!);
  await signUpViaApi(api, uniqueUser('author'));
  // One chapter: a paid story never gives its last chapter away, so locking it locks this one.
  const story = await createStoryViaApi(api, {
    title: 'Lamps Out',
    chapters: [{ title: 'Only part', content: prose('Only part', 220) }],
  });
  const chapterId = story.chapters[0]!.id;
  const reader = await newSignedInUser(browser, baseURL!, 'reader');
  await reader.page.goto(`/reader/${story.id}`);
  await reader.page.getByRole('button', { name: /^Open chapter discussion/ }).click();
  const chat = reader.page.getByRole('region', { name: 'Chapter Discussion' });
  await expect(chat.getByText('Live', { exact: true })).toBeVisible();

  const locked = await api.patch(`/api/stories/${story.id}`, { data: { accessLevel: 'subscribers' } });
  expect(locked.ok(), await locked.text()).toBe(true);
  const secret = 'Subscribers only from here on.';
  const posted = await api.post(`/api/stories/${story.id}/chapters/${chapterId}/messages`, {
    data: { message: secret },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await api.dispose();

  await expect(reader.page.getByText('You left this discussion')).toBeVisible();
  await expect(reader.page.getByText(/You no longer have access to this chapter/)).toBeVisible();
  await expect(reader.page.getByText(secret)).toHaveCount(0);
  await reader.page.context().close();
});

test('a tab whose session is signed out is told so', async ({ browser, baseURL }) => {
  const api = await newApiClient(baseURL!);
  await signUpViaApi(api, uniqueUser('author'));
  const story = await createStoryViaApi(api, {
    title: 'Open Late',
    chapters: [{ title: 'First', content: prose('First', 220) }],
  });
  await api.dispose();
  const reader = await newSignedInUser(browser, baseURL!, 'reader');
  // A slow phone: the chunk that parses socket frames arrives only after the server has closed the
  // socket. The frame that says why it closed must still reach the app.
  let releaseParser = () => {};
  const parserHeld = new Promise<void>((resolve) => (releaseParser = resolve));
  let parserRequests = 0;
  await reader.page.route(/\/assets\/server-frame-[^/]+\.js$/, async (route) => {
    parserRequests += 1;
    await parserHeld;
    await route.continue();
  });
  await reader.page.goto(`/reader/${story.id}`);
  await reader.page.getByRole('button', { name: /^Open chapter discussion/ }).click();
  const chat = reader.page.getByRole('region', { name: 'Chapter Discussion' });
  await expect(chat.getByText('Live', { exact: true })).toBeVisible(); // the socket is open
  expect(parserRequests).toBe(1);
  // This very session signed out through the API, as another tab of it would: the socket hears it.
  // Watched from before the sign-out: the toast is brief, and a busy machine may answer the request late.
  const told = reader.page.waitForSelector('[data-sonner-toast]:has-text("You were signed out")', {
    state: 'attached',
  });
  expect((await reader.page.request.post('/api/auth/logout')).status()).toBe(200);
  await expect(chat.getByText('Live', { exact: true })).toHaveCount(0); // closed by the server
  releaseParser();
  await told;
  await reader.page.context().close();
});
