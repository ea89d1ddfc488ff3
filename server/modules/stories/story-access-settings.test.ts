import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionTiers } from '../../db/schema.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (cookie: string, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/stories/${id}`, headers: { cookie }, payload });

describe('access settings (ADR 0014)', () => {
  it('stores a public story flagged premium as premium, with its free chapters', async () => {
    const cookie = await signIn(t.app, await buildUser(t.db));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { cookie },
      payload: {
        title: 'Priced',
        genre: 'Drama',
        accessLevel: 'public',
        isPremium: true,
        individualPrice: '3.49',
        freeChapters: 2,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      accessLevel: 'premium',
      isPremium: true,
      price: '3.49',
      freeChapters: 2,
    });
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { cookie },
      payload: { title: 'Plain', genre: 'Drama' },
    });
    expect(plain.json()).toMatchObject({ accessLevel: 'public', isPremium: false, freeChapters: 1 });
  });

  it('lets the author change the access settings with PATCH, validated against the story', async () => {
    const author = await buildUser(t.db);
    const cookie = await signIn(t.app, author);
    const story = await buildStory(t.db, author);
    const premium = await patch(cookie, story.id, {
      accessLevel: 'premium',
      individualPrice: '4.99',
      previewLength: 300,
      freeChapters: 0,
    });
    expect(premium.statusCode).toBe(200);
    expect(premium.json()).toMatchObject({
      accessLevel: 'premium',
      isPremium: true,
      price: '4.99',
      previewLength: 300,
      freeChapters: 0,
    });
    const cheap = await patch(cookie, story.id, { individualPrice: '0.50' });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.individualPrice' });
    const negative = await patch(cookie, story.id, { freeChapters: -1 });
    expect(negative.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.freeChapters' });

    const noTier = await patch(cookie, story.id, { accessLevel: 'tier_specific' });
    expect(noTier.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.requiredTierId' });
    const othersTier = await t.db
      .insert(subscriptionTiers)
      .values({ authorId: (await buildUser(t.db)).id, name: 'Gold', price: '9.99' })
      .returning();
    const stolen = await patch(cookie, story.id, {
      accessLevel: 'tier_specific',
      requiredTierId: othersTier[0]!.id,
    });
    expect(stolen.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.requiredTierId' });
    const [own] = await t.db
      .insert(subscriptionTiers)
      .values({ authorId: author.id, name: 'Silver', price: '4.99' })
      .returning();
    const tiered = await patch(cookie, story.id, { accessLevel: 'tier_specific', requiredTierId: own!.id });
    expect(tiered.json()).toMatchObject({ accessLevel: 'tier_specific', requiredTierId: own!.id });

    const opened = await patch(cookie, story.id, { accessLevel: 'public' });
    expect(opened.json()).toMatchObject({
      accessLevel: 'public',
      isPremium: false,
      price: null,
      requiredTierId: null,
    });
  });
});
