import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { newSignedInUser, snap } from './fixtures';

/**
 * docs/reference/people.md#posts at 390x844: an author writes a public poll and a post for one tier's
 * subscribers from the dashboard composer; a reader who follows the author finds both on the home screen
 * and on the author page's Posts tab, votes once (the count shows; a second choice moves the vote), sees
 * the tier's post locked with its audience and a Subscribe button and never its text; an unknown post is
 * "Post not found".
 */
test('an author posts a poll and a tier post; a follower votes and sees the locked one', async ({
  browser,
  baseURL,
}) => {
  const author = await newSignedInUser(browser, baseURL!, 'poster');
  const tier = await author.page.request.post('/api/creator/subscription-tiers', {
    data: { name: 'Inner circle', description: 'Notes', price: '4.99', benefits: ['Notes'] },
  });
  expect(tier.status()).toBe(201);

  const page = author.page;
  await page.goto('/creator-dashboard?tab=posts');
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
  // An empty title is refused at its field.
  await page.getByRole('button', { name: 'Publish post' }).click();
  await expect(page.getByText('A title is required')).toBeVisible();

  await page.getByLabel('Title').fill('Which ending should come first?');
  await page.getByLabel('Text').fill('Two endings are written.\n\nTell me which one you want next.');
  await page.getByLabel('Add a poll').check();
  await page.getByRole('textbox', { name: 'Option 1' }).fill('The sea');
  await page.getByRole('textbox', { name: 'Option 2' }).fill('The tower');
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByRole('textbox', { name: 'Option 3' }).fill('Neither');
  await page.getByRole('button', { name: 'Remove option 3' }).click();
  await expect(page.getByRole('textbox', { name: 'Option 3' })).toHaveCount(0);
  await snap(page, 'composer');
  await page.getByRole('button', { name: 'Publish post' }).click();
  const ownPosts = page.getByRole('list', { name: 'Your posts' });
  await expect(ownPosts.getByRole('link', { name: 'Which ending should come first?' })).toBeVisible();

  await page.getByLabel('Title').fill('Notes on chapter three');
  await page.getByLabel('Text').fill('The lighthouse keeper was never alone.');
  await page.getByLabel('Who can read it').selectOption('tier');
  await page.getByRole('button', { name: 'Publish post' }).click();
  await expect(page.getByText('Choose the tier this post is for')).toBeVisible();
  await page.getByLabel('Tier', { exact: true }).selectOption({ label: 'Inner circle' });
  await page.getByRole('button', { name: 'Publish post' }).click();
  await expect(ownPosts.getByRole('link', { name: 'Notes on chapter three' })).toBeVisible();
  await expectAccessible(page, '/creator-dashboard?tab=posts');

  const reader = await newSignedInUser(browser, baseURL!, 'postreader');
  const follow = await reader.page.request.post(`/api/authors/${author.user.username}/follow`);
  expect(follow.status()).toBe(200);
  const rp = reader.page;

  // Home: the followed author's posts, the tier's one locked.
  await rp.goto('/');
  const fromFollowed = rp.getByRole('region', { name: 'From authors you follow' });
  await expect(fromFollowed.getByRole('link', { name: 'Which ending should come first?' })).toBeVisible();
  await expect(fromFollowed.getByRole('link', { name: 'Notes on chapter three' })).toBeVisible();

  await rp.goto(`/author/${author.user.username}`);
  await rp.getByRole('tab', { name: 'Posts' }).click();
  const posts = rp.getByRole('list', { name: 'Posts' });
  const poll = posts.getByRole('article', { name: 'Which ending should come first?' });
  const locked = posts.getByRole('article', { name: 'Notes on chapter three' });
  await expect(poll).toContainText('Tell me which one you want next.');
  await expect(locked).toContainText('For Inner circle subscribers and up');
  await expect(locked.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(rp.getByText('The lighthouse keeper was never alone.')).toHaveCount(0);

  const sea = poll.getByRole('button', { name: /The sea/ });
  const tower = poll.getByRole('button', { name: /The tower/ });
  await sea.click();
  await expect(sea).toHaveAttribute('aria-pressed', 'true');
  await expect(sea).toContainText('1 vote · 100%');
  await expect(poll).toContainText('1 vote · You can change your vote.');
  await tower.click();
  await expect(tower).toHaveAttribute('aria-pressed', 'true');
  await expect(sea).toHaveAttribute('aria-pressed', 'false');
  await expect(tower).toContainText('1 vote · 100%');
  await expect(poll).toContainText('1 vote · You can change your vote.');
  await snap(rp, 'author-posts');
  await expectAccessible(rp, '/author/{username} Posts');

  // The locked post's Subscribe opens the Subscribe tab.
  await locked.getByRole('button', { name: 'Subscribe' }).click();
  await expect(rp.getByRole('tab', { name: 'Subscribe' })).toHaveAttribute('aria-selected', 'true');

  // Its own page, and an unknown post.
  await rp.goto(`/author/${author.user.username}`);
  await rp.getByRole('tab', { name: 'Posts' }).click();
  await rp.getByRole('link', { name: 'Which ending should come first?' }).click();
  await expect(rp.getByRole('heading', { level: 1, name: 'Which ending should come first?' })).toBeVisible();
  await expect(rp.getByRole('button', { name: /The tower/ })).toHaveAttribute('aria-pressed', 'true');
  // The server answers the page 404 (the installed app's service worker serves navigations itself).
  const missing = await rp.request.get('/posts/999999', { headers: { accept: 'text/html' } });
  expect(missing.status()).toBe(404);
  await rp.goto('/posts/999999');
  await expect(rp.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
});
