import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../config.js';
import { authorSubscriptions, payments } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildTier } from '../payments/test-money.js';
import { recoverRenewals } from './renewal-job.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ JOB_WORKERS: 'true', JOB_POLL_INTERVAL_MS: '500' });
});
afterAll(() => t.close());

describe('demo renewals through the job queue', () => {
  it('a due subscription is renewed by the queued job, once', async () => {
    const author = await buildUser(t.db);
    const tier = await buildTier(t.db, author, '2.50');
    const cookie = await signIn(t.app, await buildUser(t.db));
    const { subscription } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/subscriptions',
        payload: { authorId: author.id, tierId: tier.id },
        headers: { cookie },
      })
    ).json();
    await t.db
      .update(authorSubscriptions)
      .set({ endDate: sql`date_trunc('milliseconds', now() + interval '300 milliseconds')` })
      .where(eq(authorSubscriptions.id, subscription.id));
    // As at start-up: every live demo subscription is queued for its period's end.
    expect(
      await recoverRenewals({ db: t.db, jobs: t.app.jobs, platformFeePercent: 15 }),
    ).toBeGreaterThanOrEqual(1);
    await vi.waitFor(
      async () => {
        const rows = await t.db.select().from(payments).where(eq(payments.subscriptionId, subscription.id));
        expect(rows.map((r) => r.status)).toEqual(['completed', 'completed']);
      },
      { timeout: 20_000, interval: 200 },
    );
    const [sub] = await t.db
      .select()
      .from(authorSubscriptions)
      .where(eq(authorSubscriptions.id, subscription.id));
    expect(sub!.endDate!.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
  }, 30_000);
});

describe('payment configuration', () => {
  it('derives the provider from STRIPE_SECRET_KEY and requires the webhook secret with it', () => {
    expect(readConfig({}).payments.provider).toBe('demo');
    expect(
      readConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments,
    ).toMatchObject({
      provider: 'stripe',
      stripeSecretKey: 'sk_test_x',
    });
    expect(readConfig({ STRIPE_SECRET_KEY: 'sk_test_x', PAYMENT_PROVIDER: 'demo' }).payments.provider).toBe(
      'demo',
    );
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => readConfig({ STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/);
  });
});
