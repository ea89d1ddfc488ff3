import { eq, sql } from 'drizzle-orm';
import { authorSubscriptions, payments, subscriptionTiers } from '../../db/schema.js';
import { buildUser, signIn, type UserRow } from '../../test/factories.js';
import type { TestContext } from '../../test/test-app.js';
import { buildTier } from '../payments/test-money.js';
import { runRenewalJob } from './renewal-job.js';

/** A day in ms. */
export const DAY = 24 * 60 * 60 * 1000;

/**
 * Helpers of the membership tests (demo provider), over the test app `ctx()` gives (created in the test
 * file's beforeAll): calls as a signed-in reader, tiers with an annual discount or a trial, a subscription's
 * row and payments, and moving its period through time to run the real renewal job.
 */
export function membershipKit(ctx: () => TestContext) {
  const renewalDeps = () => ({ db: ctx().db, jobs: ctx().app.jobs, platformFeePercent: 15 });

  function call(cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
    return ctx().app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  }

  async function tierWith(author: UserRow, price: string, fields: { annual?: number; trial?: number } = {}) {
    const tier = await buildTier(ctx().db, author, price, `Tier ${price}`);
    await ctx()
      .db.update(subscriptionTiers)
      .set({ annualDiscountPercent: fields.annual ?? 0, trialDays: fields.trial ?? 0 })
      .where(eq(subscriptionTiers.id, tier.id));
    return tier;
  }

  async function subRow(id: number) {
    const [sub] = await ctx().db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, id));
    return sub!;
  }

  /** Ends the current period now and runs its renewal, as if the period went by. */
  async function renewNow(id: number) {
    await ctx()
      .db.update(authorSubscriptions)
      .set({ endDate: sql`now() - interval '1 second'` })
      .where(eq(authorSubscriptions.id, id));
    const sub = await subRow(id);
    return runRenewalJob(renewalDeps(), {
      data: { subscriptionId: id, periodEnd: sub.endDate!.toISOString() },
    });
  }

  /** Moves the subscription's current period (and its payments) `days` into the past. */
  async function shiftPeriod(id: number, days: number) {
    const shift = sql.raw(`interval '${days} days'`);
    await ctx()
      .db.update(payments)
      .set({
        periodStart: sql`${payments.periodStart} - ${shift}`,
        periodEnd: sql`${payments.periodEnd} - ${shift}`,
      })
      .where(eq(payments.subscriptionId, id));
    await ctx()
      .db.update(authorSubscriptions)
      .set({ endDate: sql`${authorSubscriptions.endDate} - ${shift}` })
      .where(eq(authorSubscriptions.id, id));
  }

  const subscriptionPayments = (id: number) =>
    ctx().db.select().from(payments).where(eq(payments.subscriptionId, id)).orderBy(payments.id);

  /**
   * An author with a $4.99 and a $9.99 tier, and a new reader subscribed to `start` whose period began
   * `daysAgo` days ago: the set-up of every tier-change test.
   */
  async function subscribedToOneOfTwo(start: 'basic' | 'gold', daysAgo: number) {
    const author = await buildUser(ctx().db);
    const basic = await tierWith(author, '4.99');
    const gold = await tierWith(author, '9.99');
    const cookie = await signIn(ctx().app, await buildUser(ctx().db));
    const tierId = start === 'basic' ? basic.id : gold.id;
    const sub = (await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId })).json()
      .subscription as { id: number };
    await shiftPeriod(sub.id, daysAgo);
    return { author, basic, gold, cookie, sub };
  }

  return {
    renewalDeps,
    call,
    tierWith,
    subRow,
    renewNow,
    shiftPeriod,
    subscriptionPayments,
    subscribedToOneOfTwo,
  };
}
