import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, await buildUser(t.db));
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PATCH', url: string, payload: unknown, as = cookie) =>
  t.app.inject({ method, url, headers: { cookie: as }, payload: payload as object });

describe('PATCH /api/creator/subscription-tiers/{id}', () => {
  it('treats an empty patch as a no-op: 200 with the tier unchanged (RFC 7396)', async () => {
    const created = await call('POST', '/api/creator/subscription-tiers', {
      name: 'Patron',
      price: '4.99',
      benefits: ['Early chapters'],
    });
    expect(created.statusCode).toBe(201);
    const tier = created.json();
    for (const body of [{}, { nmae: 'a typo, stripped by the contract' }]) {
      const patched = await call('PATCH', `/api/creator/subscription-tiers/${tier.id}`, body);
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toEqual(tier);
    }
    const renamed = await call('PATCH', `/api/creator/subscription-tiers/${tier.id}`, { name: 'Mecenas' });
    expect(renamed.json()).toEqual({ ...tier, name: 'Mecenas' });
  });

  it("answers 404 TIER_NOT_FOUND to an empty patch of another author's tier", async () => {
    const other = await signIn(t.app, await buildUser(t.db));
    const theirs = (
      await call('POST', '/api/creator/subscription-tiers', { name: 'Theirs', price: 2 }, other)
    ).json();
    const patched = await call('PATCH', `/api/creator/subscription-tiers/${theirs.id}`, {});
    expect(patched.statusCode).toBe(404);
    expect(patched.json().code).toBe('TIER_NOT_FOUND');
  });

  it('refuses a tier price above $999.99, the cap a story price shares', async () => {
    const tier = (
      await call('POST', '/api/creator/subscription-tiers', { name: 'Gold', price: '9.99' })
    ).json();
    const patched = await call('PATCH', `/api/creator/subscription-tiers/${tier.id}`, { price: '1000.00' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.price' });
  });
});

describe('the $999.99 price cap of a story', () => {
  it('refuses 99,999,999.99 and 1000.00 on create and edit, naming the field, and takes 999.99', async () => {
    const create = (individualPrice: string) =>
      call('POST', '/api/stories', {
        title: 'Dear',
        genre: 'Fantasy',
        accessLevel: 'premium',
        individualPrice,
      });
    for (const price of ['99999999.99', '1000.00', '1000']) {
      const refused = await create(price);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'body.individualPrice',
        message: 'Price cannot exceed $999.99',
      });
    }
    const story = await create('999.99');
    expect(story.statusCode).toBe(201);
    expect(story.json().individualPrice).toBe('999.99');
    const edit = await call('PATCH', `/api/stories/${story.json().id}`, { individualPrice: 99_999_999.99 });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().field).toBe('body.individualPrice');
  });
});
