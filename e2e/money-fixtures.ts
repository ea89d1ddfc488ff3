import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { newApiClient, prose, signUpViaApi, type TestUser, uniqueUser } from './fixtures';

/** What the money journeys share (docs/reference/money.md): an author with paid stories, and toasts. */

/** A sentence only the paid part of a chapter holds: it must never show before payment. */
export const PREMIUM_MARKER = 'The ledger finally balanced on the night the bell rang thirteen times.';
export const SUBSCRIBER_MARKER = 'Only the lighthouse keeper knew the second verse of the harbour song.';

export const PRICE = '4.99';
export const TIER = {
  name: 'Gold Crew',
  price: '5.00',
  benefits: ['Every story early', 'Monthly letter', 'Name in credits', 'Extra'],
};

export interface MoneyAuthor {
  api: APIRequestContext;
  user: TestUser;
  premiumId: number;
  subscriberId: number;
  adultTitle: string;
}

/** POSTs `data` as the author and returns the JSON answer, failing the test on a non-OK status. */
export async function post<T>(
  api: APIRequestContext,
  url: string,
  data: unknown,
  method: 'post' | 'put' = 'post',
) {
  const response = await api[method](url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * An author (own API session) with a tier, the tip jar on, a premium story (chapter 1 free, chapter 2
 * paid with a marker after its preview), a subscriber-only story and an adult story.
 */
export async function moneyAuthor(baseURL: string): Promise<MoneyAuthor> {
  const api = await newApiClient(baseURL);
  const user = await signUpViaApi(api, uniqueUser('earner'));
  const tag = user.username.slice(-5);
  await post(api, '/api/creator/subscription-tiers', {
    name: TIER.name,
    description: 'For regulars of the harbour.',
    price: TIER.price,
    benefits: TIER.benefits,
  });
  await post(api, '/api/creator/tip-jar', { enabled: true }, 'put');
  const story = (
    title: string,
    extra: Record<string, unknown>,
    chapters: { title: string; content: string }[],
  ) =>
    post<{ id: number }>(api, '/api/stories', {
      title: `${title} ${tag}`,
      genre: 'Mystery',
      summary: `${title}, written for the money journey.`,
      chapters,
      isPublished: true,
      ...extra,
    });
  const premium = await story(
    'The Counting House',
    { accessLevel: 'premium', isPremium: true, individualPrice: PRICE, freeChapters: 1, previewLength: 300 },
    [
      { title: 'The Free Tide', content: 'The first tide came in free of charge, as tides do.' },
      { title: 'The Paid Tide', content: `${prose('Paid', 120)}\n\n${PREMIUM_MARKER}` },
    ],
  );
  const subscriber = await story('Harbour Songs', { accessLevel: 'subscribers', freeChapters: 0 }, [
    { title: 'First Verse', content: `${prose('Verse', 80)}\n\n${SUBSCRIBER_MARKER}` },
  ]);
  const adultTitle = `After Midnight ${tag}`;
  await post(api, '/api/stories', {
    title: adultTitle,
    genre: 'Adult',
    summary: 'Mature content.',
    isAdultContent: true,
    chapters: [{ title: 'Late', content: prose('Late', 60) }],
    isPublished: true,
  });
  return { api, user, premiumId: premium.id, subscriberId: subscriber.id, adultTitle };
}

/**
 * Waits for a toast with `title` not seen before, then marks it seen, so a later wait for the same title
 * needs a new toast. It is marked, never removed: React owns the node, and removing it by hand breaks the
 * next toast's render. Toasts take no pointer events, so a visible one blocks no click.
 */
export async function toast(page: Page, title: string): Promise<void> {
  const item = page.locator('[data-sonner-toast]:not([data-e2e-seen])').filter({ hasText: title });
  await expect(item.first()).toBeVisible();
  await item.first().evaluate((el) => el.setAttribute('data-e2e-seen', ''));
}
