import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorSubscriptions } from '../../db/schema.js';
import { chapterTexts as chapters } from '../../db/schema-text.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { runRenewalJob } from '../subscriptions/renewal-job.js';
import { buildTier } from './test-money.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MARKER = 'The lamps of the paid chapter burn on remembering.';

/** A paid story whose second chapter (past the one free chapter) ends with MARKER. */
async function paidStory(overrides: Parameters<typeof buildStory>[2]) {
  const author = await buildUser(t.db);
  const story = await buildStory(t.db, author, overrides, 2);
  const [, second] = await t.db
    .select()
    .from(chapters)
    .where(eq(chapters.storyId, story.id))
    .orderBy(asc(chapters.orderIndex));
  await t.db
    .update(chapters)
    .set({ content: `${'Paid words run on. '.repeat(60)}${MARKER}` })
    .where(eq(chapters.id, second!.id));
  return { author, story, chapterId: second!.id };
}

async function read(cookie: string, chapterId: number) {
  const res = await t.app.inject({ url: `/api/chapters/${chapterId}`, headers: { cookie } });
  return res.json() as { content: string; locked?: boolean };
}

/**
 * The chapter route: the paid text only after a payment, and no longer after refund or lapse
 * (docs/reference/money.md).
 */
describe('what a payment unlocks, through the chapter route', () => {
  it('a demo purchase opens the chapter; the author’s refund locks it again', async () => {
    const { author, story, chapterId } = await paidStory({
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '2.99',
    });
    const cookie = await signIn(t.app, await buildUser(t.db));
    expect((await read(cookie, chapterId)).content).not.toContain(MARKER);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/purchase-content',
      payload: { storyId: story.id, chapterId, amount: '2.99' },
      headers: { cookie },
    });
    expect(paid.json().status).toBe('completed');
    expect(await read(cookie, chapterId)).toMatchObject({
      content: expect.stringContaining(MARKER),
      locked: false,
    });
    const access = await t.app.inject({
      url: `/api/content-access?storyId=${story.id}&chapterId=${chapterId}`,
      headers: { cookie },
    });
    expect(access.json().hasAccess).toBe(true);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/creator/payments/${paid.json().paymentId}/refund`,
      headers: { cookie: await signIn(t.app, author) },
    });
    expect(refund.json().status).toBe('refunded');
    expect((await read(cookie, chapterId)).content).not.toContain(MARKER);
  });

  it('a subscription opens a subscriber-only chapter; cancelling keeps it to the period’s end, then it locks', async () => {
    const { author, chapterId } = await paidStory({ accessLevel: 'subscribers' });
    const tier = await buildTier(t.db, author, '3.99');
    const cookie = await signIn(t.app, await buildUser(t.db));
    expect((await read(cookie, chapterId)).content).not.toContain(MARKER);
    const { subscription } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/subscriptions',
        payload: { authorId: author.id, tierId: tier.id },
        headers: { cookie },
      })
    ).json();
    expect((await read(cookie, chapterId)).content).toContain(MARKER);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${subscription.id}`,
      headers: { cookie },
    });
    expect((await read(cookie, chapterId)).content).toContain(MARKER);
    await t.db
      .update(authorSubscriptions)
      .set({ endDate: sql`now() - interval '1 second'` })
      .where(eq(authorSubscriptions.id, subscription.id));
    expect((await read(cookie, chapterId)).content).not.toContain(MARKER);
    const [sub] = await t.db
      .select()
      .from(authorSubscriptions)
      .where(eq(authorSubscriptions.id, subscription.id));
    const job = { data: { subscriptionId: sub!.id, periodEnd: sub!.endDate!.toISOString() } };
    expect(await runRenewalJob({ db: t.db, jobs: t.app.jobs, platformFeePercent: 15 }, job)).toBe('lapsed');
    expect((await read(cookie, chapterId)).content).not.toContain(MARKER);
  });
});
