import { describe, expect, it } from 'vitest';
import { MAX_PRICE_CENTS } from './money.js';
import { ZChapterPriceRequest } from './payments.js';
import { ZCreateStoryRequest, ZUpdateStoryRequest } from './stories.js';
import { ZCreateTierRequest, ZUpdateTierRequest } from './subscriptions.js';

/** Every price an author sets, as its request schema reads it: a story, a chapter, a tier. */
const priceInputs = {
  'new story': (price: string) =>
    ZCreateStoryRequest.safeParse({ title: 'T', genre: 'Fantasy', isPremium: true, individualPrice: price }),
  'story edit': (price: string) => ZUpdateStoryRequest.safeParse({ individualPrice: price }),
  'chapter price': (price: string) => ZChapterPriceRequest.safeParse({ price }),
  'new tier': (price: string) => ZCreateTierRequest.safeParse({ name: 'Gold', price }),
  'tier edit': (price: string) => ZUpdateTierRequest.safeParse({ price }),
};

describe('one price cap for stories, chapters and tiers', () => {
  it('is $999.99', () => expect(MAX_PRICE_CENTS).toBe(99_999));

  it.each(Object.entries(priceInputs))('%s: takes 999.99, refuses 1000.00 and 99,999,999.99', (_, parse) => {
    expect(parse('999.99').success).toBe(true);
    for (const price of ['1000.00', '99999999.99']) expect(parse(price).success, price).toBe(false);
  });

  it('refuses a malformed story price with the format message, not an exception', () => {
    const result = ZUpdateStoryRequest.safeParse({ individualPrice: '12.345' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Price must be a number with at most 2 decimals',
    ]);
  });
});
