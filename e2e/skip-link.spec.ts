import { expect, type Page, test } from '@playwright/test';

/** The demo reader (seeded on the fresh database). */
const READER = { email: 'reader@storyloom.test', password: 'storyloom-demo' };

/** What has focus: its tag, role, accessible text and link target, for assertions and failure messages. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().slice(0, 60),
      href: el?.getAttribute('href') ?? '',
      inMain: Boolean(el?.closest('main')),
    };
  });
}

test('the skip link is the first Tab stop and leads to the main content; /favicon.ico is an icon', async ({
  page,
}) => {
  await test.step('favicon', async () => {
    const icon = await page.request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
    // ICONDIR: reserved 0, type 1 (icon), then the image count.
    expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  const login = await page.request.post('/api/auth/login', { data: READER });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Trending Now' }).getByRole('link').first()).toBeVisible();

  await test.step('first Tab: the skip link, visible', async () => {
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(20);
  });

  await test.step('Enter, then Tab: the main content first control; the first story within 5 stops', async () => {
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    const stops: Awaited<ReturnType<typeof focused>>[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    expect(stops[0], 'the first control of the main content').toMatchObject({ inMain: true });
    expect(stops[0]?.tag).toBe('input');
    const story = stops.findIndex((stop) => /^\/reading\/\d+$/.test(stop.href));
    expect(story, `first story within 5 Tab stops: ${JSON.stringify(stops)}`).toBeGreaterThanOrEqual(0);
  });

  await test.step('the genre chips are one Tab stop; the arrow keys move along them', async () => {
    const chips = page.getByRole('toolbar', { name: 'Filter by genre' }).getByRole('button');
    await chips.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(chips.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(chips.last()).toBeFocused();
    // Tab leaves the row: no chip keeps the focus.
    await page.keyboard.press('Tab');
    await expect(page.locator('[role="toolbar"] button:focus')).toHaveCount(0);
  });
});
