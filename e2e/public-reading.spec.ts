import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { createStoryViaApi, newApiClient, prose, signUpViaApi, snap, uniqueUser } from './fixtures';

/*
 * docs/reference/platform.md#public-reading: a signed-out visitor follows a shared story link, reads,
 * is asked to sign in for an account action and comes back; the marketing page at /welcome.
 */

/** Whether the page scrolls sideways (the house rule: never at 390 px). */
async function scrollsSideways(page: import('@playwright/test').Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

test('a signed-out visitor opens a shared story, reads chapter 1, is asked to sign in to bookmark and comes back', async ({
  browser,
  baseURL,
}) => {
  const authorApi = await newApiClient(baseURL!);
  await signUpViaApi(authorApi, uniqueUser('sharer'));
  const firstLine = 'The shared lighthouse blinked twice before the fog rolled over the harbour.';
  const story = await createStoryViaApi(authorApi, {
    title: `Shared Link ${Date.now().toString(36)}`,
    chapters: [
      { title: 'The Signal', content: `${firstLine}\n\n${prose('shared one', 220)}` },
      { title: 'The Answer', content: prose('shared two', 220) },
    ],
  });
  const readerApi = await newApiClient(baseURL!);
  const reader = await signUpViaApi(readerApi, uniqueUser('visitor'));

  // A fresh browser context: no session, as someone who just got the link in a message.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // A reader's story page reads the contents and the chapters it shows, never the whole book at once.
  // The current user is asked once, by the page's preload (web/index.html) that the app then uses.
  const chapterRequests: string[] = [];
  let currentUserRequests = 0;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/(chapters\/\d+|stories\/\d+\/(chapters|toc))$/.test(path)) chapterRequests.push(path);
    if (path === '/api/auth/user') currentUserRequests += 1;
  });
  await page.goto(`/story/${story.id}`);
  await expect(page).toHaveURL(new RegExp(`/reading/${story.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await expect(page.getByText(firstLine)).toBeVisible();
  expect(chapterRequests).not.toContain(`/api/stories/${story.id}/chapters`);
  expect(chapterRequests).toContain(`/api/stories/${story.id}/toc`);
  expect(currentUserRequests).toBe(1);
  await expect(page.getByRole('link', { name: 'RSS' })).toHaveAttribute(
    'href',
    `/api/stories/${story.id}/feed.rss`,
  );
  expect(await scrollsSideways(page)).toBe(false);
  await snap(page, 'visitor-story-page');

  // Chapter 1 in the reader.
  await page.getByRole('link', { name: 'Reader Mode' }).click();
  await expect(page).toHaveURL(new RegExp(`/reader/${story.id}`));
  await expect(page.getByText(firstLine)).toBeVisible();
  await snap(page, 'visitor-reader');

  // Back on the story page, Bookmark needs an account.
  await page.goto(`/reading/${story.id}`);
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.getByText('Login Required')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome Back, Writer' })).toBeVisible();
  await page.getByLabel('Email').fill(reader.email);
  await page.getByLabel('Password', { exact: true }).fill(reader.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // Signed in, back where they were; now the bookmark works.
  await expect(page).toHaveURL(new RegExp(`/reading/${story.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await expect(page.getByText('Login Required')).toBeHidden();
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.getByText('Story bookmarked')).toBeVisible();
  await context.close();
  await authorApi.dispose();
  await readerApi.dispose();
});

test('the server writes the story into the shared page head', async ({ request }) => {
  const api = await newApiClient(test.info().project.use.baseURL!);
  await signUpViaApi(api, uniqueUser('meta'));
  const story = await createStoryViaApi(api, {
    title: 'Harbour & <Lights>',
    chapters: [{ title: 'One', content: prose('meta', 120) }],
  });
  const html = await (await request.get(`/reading/${story.id}`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<title>Harbour &amp; &lt;Lights&gt; · Storyloom</title>');
  expect(html).toContain('property="og:title" content="Harbour &amp; &lt;Lights&gt; · Storyloom"');
  expect(html).toContain(`/api/stories/${story.id}/feed.rss`);
  await api.dispose();
});

test('/welcome renders its texts and links at 390x844 and passes axe, as does the signed-out story page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'About Storyloom' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Write the next chapter together' }),
  ).toBeVisible();
  await expect(page.getByText('AI Powered Book Collaboration')).toBeVisible();
  for (const blurb of ['Read Books in Progress', 'Collaborate', 'AI Assistance', 'Support Authors']) {
    await expect(page.getByRole('heading', { level: 3, name: blurb })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Experience on Mobile & Tablet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Writing Together' })).toHaveAttribute('href', '/signup');
  expect(await scrollsSideways(page)).toBe(false);
  await snap(page, 'welcome-390');
  await expectAccessible(page, '/welcome');

  // "Browse Books" leads to real, public stories; one opens as a story page.
  await page.getByRole('link', { name: 'Browse Books' }).click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByRole('heading', { name: 'Latest Stories' })).toBeVisible();
  // The first card that links to its story (an 18+ card stays blurred, with no link, until age is verified).
  const firstCard = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  await firstCard.click();
  await expect(page).toHaveURL(/\/reading\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bookmark' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page, 'signed-out story page');

  // On a tablet too: no sideways scroll.
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 2, name: 'Experience on Mobile & Tablet' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await snap(page, 'welcome-820');
  await page.setViewportSize({ width: 390, height: 844 });

  // "Start Writing Together" opens the sign-up form.
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Start Writing Together' }).click();
  await expect(page.getByRole('heading', { name: 'Join the Future of Writing' })).toBeVisible();
  expect(baseURL).toBeTruthy();
});

test('a visitor meets a paid chapter locked, and Unlock Content asks to sign in first', async ({
  browser,
  baseURL,
}) => {
  const api = await newApiClient(baseURL!);
  await signUpViaApi(api, uniqueUser('seller'));
  const marker = 'The paid sentence no visitor may read before paying.';
  const created = await api.post('/api/stories', {
    data: {
      title: `Paid Shared ${Date.now().toString(36)}`,
      genre: 'Mystery',
      summary: 'A premium story shared by link.',
      isPublished: true,
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '2.99',
      freeChapters: 1,
      previewLength: 200,
      chapters: [
        { title: 'Free Tide', content: prose('free tide', 120) },
        { title: 'Paid Tide', content: `${prose('paid tide', 160)}\n\n${marker}` },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/reading/${id}`);
  await expect(page.getByRole('region', { name: 'Premium Content' })).toBeVisible();
  await expect(page.getByText(marker)).toHaveCount(0);
  await page.getByRole('button', { name: 'Unlock Content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back, Writer' })).toBeVisible();
  await context.close();
  await api.dispose();
});

test('a visitor on an author page sees the feeds; Message asks to sign in and then opens the conversation', async ({
  browser,
  baseURL,
}) => {
  const authorApi = await newApiClient(baseURL!);
  const author = await signUpViaApi(authorApi, uniqueUser('penned'));
  await createStoryViaApi(authorApi, {
    title: `Author Feed ${Date.now().toString(36)}`,
    chapters: [{ title: 'One', content: prose('author feed', 80) }],
  });
  const visitorApi = await newApiClient(baseURL!);
  const visitor = await signUpViaApi(visitorApi, uniqueUser('caller'));

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/author/${author.username}`);
  await expect(page.getByRole('heading', { level: 1, name: author.displayName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Atom' })).toHaveAttribute(
    'href',
    `/api/authors/${author.username}/feed.atom`,
  );
  await page.getByRole('button', { name: 'Message' }).click();
  await expect(page.getByText('Please log in to send messages')).toBeVisible();
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/${author.username}$`));
  await context.close();
  await authorApi.dispose();
  await visitorApi.dispose();
});
