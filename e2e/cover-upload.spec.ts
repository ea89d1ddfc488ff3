import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './axe';
import { createStoryViaApi, newSignedInUser, prose, snap } from './fixtures';

/**
 * docs/reference/stories.md#covers at 390x844: the author uploads a cover on /edit-story/{id}, crops it
 * to 2:3 in the sheet, sees it on the story page and on a card as an `/api/images/…webp` image, then
 * removes it and sees the generated cover again.
 */

/** A 2400x1800 PNG, made in memory: a warm left half and a blue right half, so the crop shows. */
const picture = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#f59e0b' } })
    .composite([
      {
        input: { create: { width: 1200, height: 1800, channels: 3, background: '#1d4ed8' } },
        left: 1200,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

test.use({ viewport: { width: 390, height: 844 } });

test('the author uploads, crops and removes a cover', async ({ browser, baseURL }) => {
  const { page, user } = await newSignedInUser(browser, baseURL!, 'coverist');
  const story = await createStoryViaApi(page.request, {
    title: 'The Lantern Keeper',
    chapters: [{ title: 'One', content: prose('One', 300) }],
  });

  await page.goto(`/edit-story/${story.id}`);
  const field = page.getByRole('region', { name: 'Cover' });
  await expect(field.getByRole('button', { name: 'Upload cover' })).toBeVisible();
  // No cover yet: the generated one, and nothing to remove.
  await expect(field.locator('img')).toHaveCount(0);
  await expect(field.getByRole('button', { name: 'Remove cover' })).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: 'Upload cover' }).click();
  await (await chooser).setFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: await picture() });

  const sheet = page.getByRole('dialog', { name: 'Crop your cover' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('slider', { name: 'Zoom' })).toBeVisible();
  // Zoomed to 1.2 the 2:3 crop is 1000 x 1500 of the picture's pixels: all three stored widths.
  await sheet.getByRole('slider', { name: 'Zoom' }).fill('1.2');
  await expectAccessible(page, 'cover crop sheet');
  await snap(page, 'cover-crop-390');
  await sheet.getByRole('button', { name: 'Use this cover' }).click();
  await expect(page.getByText('Cover Updated')).toBeVisible();
  await expect(sheet).toBeHidden();

  const uploaded = field.locator('img[src^="/api/images/"]');
  await expect(uploaded).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{64}\.webp$/);
  await expect(uploaded).toHaveAttribute('srcset', /\.webp 240w, .*\.webp 480w, .*\.webp 960w$/);
  const src = (await uploaded.getAttribute('src'))!;
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const meta = await sharp(await served.body()).metadata();
  expect(meta.height! / meta.width!).toBe(1.5);
  await snap(page, 'cover-field-uploaded-390');

  // The story page and the author's card show it.
  await page.goto(`/reading/${story.id}`);
  const pageCover = page.locator(`img[src="${src}"]`).first();
  await expect(pageCover).toBeVisible();
  await snap(page, 'cover-story-page-390');
  await page.goto(`/author/${user.username}`);
  await page.getByRole('tab', { name: 'Stories' }).click();
  const card = page.getByRole('article').filter({ hasText: 'The Lantern Keeper' });
  await expect(card.locator('img[src^="/api/images/"][src$=".webp"]')).toBeVisible();
  await snap(page, 'cover-card-390');

  // Removing it brings the generated cover back everywhere.
  await page.goto(`/edit-story/${story.id}`);
  await field.getByRole('button', { name: 'Remove cover' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove cover' }).click();
  await expect(page.getByText('The story shows its generated cover again.')).toBeVisible();
  await expect(field.locator('img')).toHaveCount(0);
  await page.goto(`/reading/${story.id}`);
  await expect(page.getByRole('heading', { name: 'The Lantern Keeper' })).toBeVisible();
  await expect(page.locator('img[src^="/api/images/"]')).toHaveCount(0);
  expect((await page.request.get(src)).status()).toBe(404);
  await snap(page, 'cover-removed-390');
});
