import { type APIRequestContext, type APIResponse, expect, type Locator, test } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  newApiClient,
  prose,
  readerDialog,
  settledPosition,
  signUp,
  signUpViaApi,
  uniqueUser,
} from './fixtures';

/** The demo author (seeded on the fresh database) and one of her published demo stories. */
const AUTHOR = { email: 'ada@storyloom.test', password: 'storyloom-demo' };
const DEMO_STORY = 'The Salt Bell of Harrowmere';

/** The id of the demo story and of its first chapter, through the API. */
async function demoStory(api: APIRequestContext): Promise<{ storyId: number; chapterId: number }> {
  const trending = (await (await api.get('/api/stories/trending')).json()) as { id: number; title: string }[];
  const story = trending.find((s) => s.title === DEMO_STORY);
  expect(story, `${DEMO_STORY} is seeded`).toBeDefined();
  const chapters = (await (await api.get(`/api/stories/${story!.id}/chapters`)).json()) as { id: number }[];
  return { storyId: story!.id, chapterId: chapters[0]!.id };
}

/** Presses a theme button in an open settings panel or sheet and waits until it is the active one. */
async function chooseTheme(panel: Locator, theme: string): Promise<void> {
  const button = panel.getByRole('button', { name: theme, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('the main screens have no WCAG 2.1 A/AA violations at 390x844', async ({ page }) => {
  // About forty screens, each scanned by axe: a minute and a half on a quiet machine, more on a busy one.
  test.setTimeout(240_000);
  // Radix and the readers animate only without reduced motion: scans then see settled colours.
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await test.step('signed out: splash and sign-in form', async () => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Start Writing Together' })).toBeVisible();
    await expectAccessible(page, 'the splash');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back, Writer' })).toBeVisible();
    await expectAccessible(page, 'the sign-in form');
  });

  // One sign-in for the rest: the page's own request context shares its cookies with the page.
  const login = await page.request.post('/api/auth/login', { data: AUTHOR });
  expect(login.ok(), await login.text()).toBe(true);
  const { storyId, chapterId } = await demoStory(page.request);
  const nav = page.getByRole('navigation', { name: 'Main' });

  await test.step('home, discover and each library tab', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Creator Hub' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trending Now' }).getByRole('link').first()).toBeVisible();
    await expectAccessible(page, 'home');

    await nav.getByRole('link', { name: 'Discover' }).click();
    await expect(page.getByRole('link', { name: DEMO_STORY, exact: true })).toBeVisible();
    await expectAccessible(page, '/discover');

    await nav.getByRole('link', { name: 'Library' }).click();
    await expect(page.getByRole('heading', { name: 'My Library' })).toBeVisible();
    for (const tab of ['Published', 'Drafts', 'Reading', 'Saved']) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await expect(panel.getByRole('heading').first()).toBeVisible();
      await expectAccessible(page, `/library ${tab}`);
    }
  });

  await test.step('story page and the overlay reader in each theme', async () => {
    await page.goto(`/reading/${storyId}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_STORY })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectAccessible(page, `/reading/${storyId}`);

    await page.getByRole('button', { name: 'Read', exact: true }).click();
    const reader = readerDialog(page);
    await settledPosition(reader);
    await expectAccessible(page, 'the overlay reader');
    await reader.getByRole('button', { name: 'Reader settings' }).click();
    const settings = reader.getByRole('region', { name: 'Reading preferences' });
    await expect(settings).toBeVisible();
    await expectAccessible(page, 'the overlay reader with settings open');
    // Dim secondary text (chapter title, page label, slider values) is where light themes fall short.
    for (const theme of ['Light', 'Sepia', 'Night']) {
      await chooseTheme(settings, theme);
      await expectAccessible(page, `the overlay reader, ${theme} theme, settings open`);
    }
    await chooseTheme(settings, 'Dark');
    await reader.getByRole('button', { name: 'Close reader' }).click();
    await expect(reader).toBeHidden();
  });

  await test.step('story reader page, default and Sepia', async () => {
    await page.goto(`/reader/${storyId}`);
    await expect(page.getByRole('button', { name: 'Next Chapter' })).toBeVisible();
    await expectAccessible(page, `/reader/${storyId}`);
    await page.getByRole('button', { name: 'Reader settings' }).click();
    const sheet = page.getByRole('dialog', { name: 'Reading Settings' });
    await chooseTheme(sheet, 'Sepia');
    await expectAccessible(page, `/reader/${storyId} settings sheet`);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expectAccessible(page, `/reader/${storyId}, Sepia theme`);
  });

  await test.step('chapter discussion in both readers, the proposals screen and My Votes', async () => {
    await page.goto(`/reader/${storyId}`);
    await page.getByRole('button', { name: /^Open chapter discussion/ }).click();
    await expect(page.getByRole('region', { name: 'Chapter Discussion' })).toBeVisible();
    await expectAccessible(page, `/reader/${storyId} with the chapter discussion open`);

    await page.goto(`/reading/${storyId}`);
    await page.getByRole('button', { name: 'Read', exact: true }).click();
    const reader = readerDialog(page);
    await reader.getByRole('button', { name: /^Open chapter discussion/ }).click();
    await expect(reader.getByRole('region', { name: 'Chapter Discussion' })).toBeVisible();
    await expectAccessible(page, 'the overlay reader with the chapter discussion open');
    await reader.getByRole('button', { name: 'Close reader' }).click();

    const chapters = (await (await page.request.get(`/api/stories/${storyId}/chapters`)).json()) as {
      id: number;
    }[];
    const latestId = chapters[chapters.length - 1]!.id;
    await page.goto(`/proposals/${storyId}/${latestId}`);
    await expect(page.getByRole('heading', { name: /^\d+ ideas?$/ })).toBeVisible();
    await expectAccessible(page, `/proposals/${storyId}/${latestId}`);

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'My Votes' }).click();
    await expect(page.getByRole('tabpanel', { name: 'My Votes' }).getByRole('heading').first()).toBeVisible();
    await expectAccessible(page, '/profile, My Votes');
  });

  await test.step('create: each writing mode, then the chapter-writing step', async () => {
    await page.goto('/create');
    await expect(page.getByRole('heading', { name: 'Create a Story' })).toBeVisible();
    const modeButton = page.getByRole('button', { name: /^Mode: / });
    for (let presses = 0; presses < 3; presses += 1) {
      const label = (await modeButton.textContent()) ?? '';
      await expectAccessible(page, `/create, ${label}`);
      await modeButton.click();
      await expect(modeButton).not.toHaveText(label);
    }
    while ((await modeButton.textContent()) !== 'Mode: Manual') await modeButton.click();
    await page.getByLabel('Title', { exact: true }).fill('An Accessible Tale');
    await page.getByLabel('Genre').selectOption('Mystery');
    await page.getByLabel('Summary').fill('Every screen is checked for names, contrast and structure.');
    await page.getByRole('button', { name: 'Start Writing' }).click();
    await expect(page.getByRole('heading', { name: 'Write Your Chapters' })).toBeVisible();
    await expectAccessible(page, '/create, writing step');
  });

  await test.step('import (picker and detected chapters), profile, chapter editors, proposal, 404', async () => {
    await page.goto('/import');
    await expect(page.getByRole('heading', { name: 'Import a Book' })).toBeVisible();
    await expectAccessible(page, '/import');
    const manuscript = ['Chapter One', prose('One', 120), 'Chapter Two', prose('Two', 120)].join('\n\n');
    await page.getByLabel('Manuscript file').setInputFiles({
      name: 'accessible-tale.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(manuscript),
    });
    await expect(page.getByRole('heading', { name: /^Chapters \(\d+\)$/ })).toBeVisible();
    await expectAccessible(page, '/import, detected chapters');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Quill' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
    await expectAccessible(page, '/profile');

    await page.goto(`/edit-chapter/${chapterId}`);
    await expect(page.getByRole('button', { name: 'Update Chapter' })).toBeVisible();
    await expectAccessible(page, `/edit-chapter/${chapterId}`);

    await page.goto(`/create-chapter/${storyId}`);
    await page.getByRole('button', { name: 'AI Generate' }).click();
    await expect(page.getByText('AI Generated', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expectAccessible(page, `/create-chapter/${storyId}, AI-generated text`);

    await page.goto(`/propose/${storyId}/${chapterId}`);
    await page.getByRole('button', { name: 'AI Assist' }).click();
    await expect(page.getByText('Generated!', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, `/propose/${storyId}/${chapterId}, AI-drafted idea`);

    await page.goto('/no-such-page/here');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectAccessible(page, 'the 404 screen');
  });
});

test('the money screens have no WCAG 2.1 A/AA violations at 390x844', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // An author with a tier, the tip jar on, a premium story and an adult story (own API session).
  const author = await newApiClient(baseURL!);
  const writer = await signUpViaApi(author, uniqueUser('axewriter'));
  const ok = async (response: Promise<APIResponse>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
    return answer.json() as Promise<{ id: number }>;
  };
  await ok(
    author.post('/api/creator/subscription-tiers', {
      data: { name: 'Deckhand', price: '3.00', benefits: ['Early chapters', 'Letters', 'Credits'] },
    }),
  );
  await ok(author.put('/api/creator/tip-jar', { data: { enabled: true } }));
  const premium = await ok(
    author.post('/api/stories', {
      data: {
        title: 'The Accessible Ledger',
        genre: 'Mystery',
        summary: 'A premium story.',
        accessLevel: 'premium',
        isPremium: true,
        individualPrice: '2.50',
        freeChapters: 0,
        chapters: [{ title: 'Locked', content: prose('Locked', 120) }],
        isPublished: true,
      },
    }),
  );
  await ok(
    author.post('/api/stories', {
      data: {
        title: 'Accessible After Dark',
        genre: 'Adult',
        summary: 'Mature.',
        chapters: [{ title: 'Late', content: prose('Late', 60) }],
        isPublished: true,
      },
    }),
  );
  await signUp(page, uniqueUser('axereader'));

  await test.step('the premium lock in both readers and the paywall tabs', async () => {
    await page.goto(`/reader/${premium.id}`);
    await expect(page.getByRole('heading', { name: 'Premium Content' })).toBeVisible();
    await expectAccessible(page, '/reader premium lock');
    await page.goto(`/reading/${premium.id}`);
    await page.getByRole('button', { name: 'Read', exact: true }).click();
    const reader = readerDialog(page);
    await expect(reader.getByRole('heading', { name: 'Premium Content' })).toBeVisible();
    await expectAccessible(page, 'the overlay reader premium lock');
    await reader.getByRole('button', { name: 'Unlock Content' }).click();
    const paywall = page.getByRole('dialog', { name: /^Unlock / });
    await expect(paywall.getByText('Demo payment, no money moves')).toBeVisible();
    await expectAccessible(page, 'the paywall, Buy Once');
    await paywall.getByRole('tab', { name: 'Subscribe' }).click();
    await expect(paywall.getByRole('button', { name: 'Subscribe to Deckhand' })).toBeVisible();
    await expectAccessible(page, 'the paywall, Subscribe');
    await paywall.getByRole('tab', { name: 'Tip' }).click();
    await paywall.getByRole('button', { name: 'Custom' }).click();
    await paywall.getByLabel(/Custom amount/).fill('900');
    await paywall.getByLabel(/Custom amount/).blur();
    await expect(paywall.getByText('Tips are from $1 to $500')).toBeVisible();
    await expectAccessible(page, 'the paywall, Tip with an invalid amount');
    // Keyboard: Tab stays inside the paywall over the reader; Escape closes the paywall, not the reader.
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await paywall.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(paywall).toBeHidden();
    await expect(reader).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Unlock Content' })).toBeFocused();
  });

  await test.step('the blurred adult card, the age dialog and the author Subscribe tab', async () => {
    await page.goto(`/author/${writer.username}`);
    await expect(page.getByRole('tabpanel', { name: 'About' })).toBeVisible();
    await expectAccessible(page, '/author About');
    await page.getByRole('tab', { name: 'Stories' }).click();
    await expect(page.getByRole('heading', { name: 'Mature Content' })).toBeVisible();
    await expectAccessible(page, '/author Stories with a blurred adult card');
    await page.getByRole('button', { name: 'Verify Age' }).click();
    await expect(page.getByRole('dialog', { name: 'Age Verification Required' })).toBeVisible();
    await expectAccessible(page, 'the age dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Subscribe' }).click();
    await expect(page.getByRole('button', { name: 'Subscribe to Deckhand' })).toBeVisible();
    await expectAccessible(page, '/author Subscribe');
    await page.getByRole('button', { name: 'Gift a membership' }).click();
    const gift = page.getByRole('dialog', { name: 'Gift a membership' });
    await expect(gift.getByLabel("Reader's username")).toBeVisible();
    await expectAccessible(page, 'the open Gift a membership dialog');
    await page.keyboard.press('Escape');
    await expect(gift).toBeHidden();
  });

  await test.step('/my-subscriptions, each tab', async () => {
    await page.goto('/my-subscriptions');
    for (const tab of [/^Active/, /^History$/, /^Cancelled$/]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
      await expectAccessible(page, `/my-subscriptions ${tab.source}`);
    }
    await page.goto('/redeem');
    await page.getByRole('button', { name: 'Redeem gift' }).click();
    await expect(page.getByText('Enter your gift code')).toBeVisible();
    await expectAccessible(page, '/redeem with an error');
  });

  await test.step('the creator dashboard tabs and the tier form', async () => {
    await page.request.post('/api/auth/logout');
    await page.request.post('/api/auth/login', { data: AUTHOR });
    await page.goto('/creator-dashboard');
    await expect(page.getByRole('heading', { name: 'Public Profile Settings' })).toBeVisible();
    await expectAccessible(page, '/creator-dashboard Profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Display Name')).toBeVisible();
    await expectAccessible(page, '/creator-dashboard Profile, editing');
    await page.getByRole('button', { name: 'Cancel' }).click();
    for (const tab of ['Tiers', 'Earnings', 'Payouts', 'Analytics']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab }).getByRole('heading').first()).toBeVisible();
      await expectAccessible(page, `/creator-dashboard ${tab}`);
    }
    await page.getByRole('tab', { name: 'Tiers' }).click();
    await page.getByRole('button', { name: 'Add Tier' }).click();
    const form = page.getByRole('dialog', { name: 'Add Tier' });
    await form.getByRole('button', { name: 'Save Tier' }).click();
    await expect(form.getByText('Tier name is required')).toBeVisible();
    await expectAccessible(page, 'the tier form with errors');
  });
  await author.dispose();
});
