import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  authorEarnings,
  balanceEntries,
  contentPurchases,
  payments,
  payouts,
  users,
} from '../../db/schema.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { closeDispute, openDispute } from '../payments/disputes.js';
import { addCollaborator } from '../payments/test-money.js';
import { isPayoutHour, nextPayoutRun, runScheduledPayouts } from './payouts.service.js';
import { expectLedgerIdentity } from './test-ledger.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerIdentity(t.db);
});

function call(method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}

/** An author with the tip jar on and a premium story at `price`, signed in, onboarded unless told. */
async function author(price = '20.00', onboard = true) {
  const user = await buildUser(t.db, { tipJarEnabled: true });
  const story = await buildStory(t.db, user, {
    accessLevel: 'premium',
    isPremium: true,
    individualPrice: price,
  });
  const cookie = await signIn(t.app, user);
  if (onboard) expect((await call('POST', '/api/creator/payouts/onboarding', cookie)).statusCode).toBe(200);
  return { user, story, cookie };
}

async function buy(storyId: number, price: string) {
  const reader = await buildUser(t.db);
  const cookie = await signIn(t.app, reader);
  const res = await call('POST', '/api/purchase-content', cookie, {
    storyId,
    chapterId: null,
    amount: price,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { reader, paymentId: res.json().paymentId as number };
}

async function tip(authorId: number, amount: string) {
  const reader = await buildUser(t.db);
  const res = await call('POST', '/api/tips', await signIn(t.app, reader), { authorId, amount });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().paymentId as number;
}

/** Time passes: every line of `user` is past its hold. */
async function release(user: UserRow) {
  await t.db
    .update(balanceEntries)
    .set({ availableAt: sql`now() - interval '1 second'` })
    .where(eq(balanceEntries.userId, user.id));
}

async function balance(cookie: string) {
  const res = await call('GET', '/api/creator/balance', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function refund(cookie: string, paymentId: number) {
  const res = await call('POST', `/api/creator/payments/${paymentId}/refund`, cookie);
  expect(res.statusCode, res.body).toBe(200);
}

describe('payout routes', () => {
  it('answer 401 to visitors', async () => {
    for (const [method, url] of [
      ['GET', '/api/creator/balance'],
      ['GET', '/api/creator/payouts'],
      ['POST', '/api/creator/payouts'],
      ['GET', '/api/creator/payouts/account'],
      ['POST', '/api/creator/payouts/onboarding'],
      ['GET', '/api/creator/transactions.csv'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe('UNAUTHENTICATED');
    }
  });
});

describe('demo onboarding', () => {
  it('refuses an unverified email, then makes a ready account at once', async () => {
    const user = await buildUser(t.db, { emailVerifiedAt: null });
    const cookie = await signIn(t.app, user);
    const before = await call('GET', '/api/creator/payouts/account', cookie);
    expect(before.json()).toMatchObject({
      provider: 'demo',
      onboarded: false,
      ready: false,
      emailVerified: false,
    });
    const refused = await call('POST', '/api/creator/payouts/onboarding', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(refused.json().message).toMatch(/payout/i);
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const done = await call('POST', '/api/creator/payouts/onboarding', cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      url: null,
      account: {
        provider: 'demo',
        onboarded: true,
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: true,
        requirementsDue: [],
        ready: true,
        emailVerified: true,
      },
    });
  });
});

describe('demo balance and payouts', () => {
  it('holds a purchase, a tip and a split purchase, releases them, and pays them out on request', async () => {
    const a = await author('20.00');
    const collaborator = await buildUser(t.db);
    const shared = await buildStory(t.db, a.user, {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '10.00',
    });
    await addCollaborator(t.db, shared, collaborator, 'coauthor', 3000);
    await buy(a.story.id, '20.00'); // earning 1700
    await tip(a.user.id, '10'); // earning 850
    await buy(shared.id, '10.00'); // earning 850: 595 owner, 255 collaborator
    const held = await balance(a.cookie);
    expect(held).toMatchObject({
      pendingCents: 1700 + 850 + 595,
      availableCents: 0,
      inTransitCents: 0,
      paidOutCents: 0,
      reversedCents: 0,
      earnedCents: 3145,
      minimumPayoutCents: 1000,
      holdDays: 7,
    });
    const early = await call('POST', '/api/creator/payouts', a.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('PAYOUT_BELOW_MINIMUM');
    await expectLedgerIdentity(t.db);

    await release(a.user);
    expect(await balance(a.cookie)).toMatchObject({ pendingCents: 0, availableCents: 3145 });
    const paid = await call('POST', '/api/creator/payouts', a.cookie);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ amountCents: 3145, status: 'paid', trigger: 'request' });
    expect(await balance(a.cookie)).toMatchObject({
      availableCents: 0,
      paidOutCents: 3145,
      earnedCents: 3145,
    });
    const [totals] = await t.db.select().from(authorEarnings).where(eq(authorEarnings.authorId, a.user.id));
    expect(totals).toMatchObject({ totalPaidOut: '31.45', pendingPayout: '0.00' });
    expect(totals!.lastPayoutAt).not.toBeNull();
    const list = await call('GET', '/api/creator/payouts', a.cookie);
    expect(list.json().payouts).toEqual([expect.objectContaining({ id: paid.json().id, amountCents: 3145 })]);
    // The collaborator's share is theirs alone, still pending.
    const other = await call('GET', '/api/creator/payouts', await signIn(t.app, collaborator));
    expect(other.json().payouts).toEqual([]);
    expect(await balance(await signIn(t.app, collaborator))).toMatchObject({ pendingCents: 255 });
  });

  it('refuses an author without a ready account, and one below the minimum', async () => {
    const a = await author('5.00', false);
    await buy(a.story.id, '5.00');
    await release(a.user);
    const notReady = await call('POST', '/api/creator/payouts', a.cookie);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().code).toBe('PAYOUT_ACCOUNT_NOT_READY');
    await call('POST', '/api/creator/payouts/onboarding', a.cookie);
    const below = await call('POST', '/api/creator/payouts', a.cookie);
    expect(below.statusCode).toBe(409);
    expect(below.json().code).toBe('PAYOUT_BELOW_MINIMUM');
    expect((await balance(a.cookie)).nextPayoutAt).toBeNull();
  });

  it('refuses a payout once the email is unverified again (403 EMAIL_NOT_VERIFIED)', async () => {
    const a = await author('20.00');
    await buy(a.story.id, '20.00');
    await release(a.user);
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, a.user.id));
    const res = await call('POST', '/api/creator/payouts', a.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(await runScheduledPayouts({ db: t.db, payments: t.app.payments, config: t.app.config })).toBe(0);
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, a.user.id));
  });

  it('makes one payout of ten parallel requests', async () => {
    const a = await author('20.00');
    await buy(a.story.id, '20.00');
    await release(a.user);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/creator/payouts', a.cookie)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(
      answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'PAYOUT_BELOW_MINIMUM'),
    ).toBe(true);
    const rows = await t.db.select().from(payouts).where(eq(payouts.userId, a.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountCents).toBe(1700);
  });

  it('pays every ready author on the weekly run, once per run', async () => {
    const a = await author('20.00');
    const b = await author('20.00');
    await buy(a.story.id, '20.00');
    await buy(b.story.id, '20.00');
    await release(a.user);
    expect((await balance(a.cookie)).nextPayoutAt).toBe(nextPayoutRun(new Date()).toISOString());
    const monday = new Date('2026-11-30T06:00:00Z');
    expect(isPayoutHour(monday)).toBe(true);
    expect(isPayoutHour(new Date('2026-11-30T07:00:00Z'))).toBe(false);
    expect(nextPayoutRun(new Date('2026-11-26T12:00:00Z')).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    const deps = { db: t.db, payments: t.app.payments, config: t.app.config };
    await runScheduledPayouts(deps, monday);
    await runScheduledPayouts(deps, monday);
    const rowsA = await t.db.select().from(payouts).where(eq(payouts.userId, a.user.id));
    expect(rowsA).toEqual([
      expect.objectContaining({ amountCents: 1700, trigger: 'schedule', status: 'paid' }),
    ]);
    expect(await t.db.select().from(payouts).where(eq(payouts.userId, b.user.id))).toEqual([]);
    expect(await balance(b.cookie)).toMatchObject({ pendingCents: 1700 });
  });
});

describe('demo refunds and disputes', () => {
  it('nets a refund before a payout in the bucket of its earning', async () => {
    const a = await author('20.00');
    const { paymentId } = await buy(a.story.id, '20.00');
    await refund(a.cookie, paymentId);
    expect(await balance(a.cookie)).toMatchObject({ pendingCents: 0, reversedCents: 1700, earnedCents: 0 });
  });

  it('nets a refund after a payout against the next payout', async () => {
    const a = await author('20.00');
    const first = await buy(a.story.id, '20.00');
    await release(a.user);
    expect((await call('POST', '/api/creator/payouts', a.cookie)).statusCode).toBe(200);
    await refund(a.cookie, first.paymentId);
    expect(await balance(a.cookie)).toMatchObject({
      availableCents: -1700,
      paidOutCents: 1700,
      reversedCents: 1700,
      earnedCents: 0,
    });
    await expectLedgerIdentity(t.db);
    await tip(a.user.id, '50'); // 4250
    await release(a.user);
    const next = await call('POST', '/api/creator/payouts', a.cookie);
    expect(next.json()).toMatchObject({ amountCents: 4250 - 1700 });
    expect(await balance(a.cookie)).toMatchObject({
      availableCents: 0,
      paidOutCents: 4250,
      earnedCents: 4250,
    });
  });

  it('holds a disputed payment and locks its access; a won dispute gives both back', async () => {
    const a = await author('20.00');
    const { reader, paymentId } = await buy(a.story.id, '20.00');
    await release(a.user);
    await t.db.transaction((tx) =>
      openDispute(tx, paymentId, { reference: 'demo_dp_1', amountCents: 2000, reason: 'fraudulent' }),
    );
    expect(await balance(a.cookie)).toMatchObject({ pendingCents: 1700, availableCents: 0 });
    const [locked] = await t.db
      .select()
      .from(contentPurchases)
      .where(eq(contentPurchases.paymentId, paymentId));
    expect(locked!.expiresAt).not.toBeNull();
    const story = await call('GET', `/api/stories/${a.story.id}/chapters`, await signIn(t.app, reader));
    expect(story.statusCode).toBeLessThan(500);
    expect((await call('POST', '/api/creator/payouts', a.cookie)).json().code).toBe('PAYOUT_BELOW_MINIMUM');
    await expectLedgerIdentity(t.db);
    await t.db.transaction((tx) => closeDispute(tx, 'demo_dp_1', 'won'));
    expect(await balance(a.cookie)).toMatchObject({ pendingCents: 0, availableCents: 1700 });
    const [back] = await t.db
      .select()
      .from(contentPurchases)
      .where(eq(contentPurchases.paymentId, paymentId));
    expect(back!.expiresAt).toBeNull();
    // Closing twice changes nothing.
    expect(await t.db.transaction((tx) => closeDispute(tx, 'demo_dp_1', 'lost'))).toBeNull();
  });

  it('reverses a lost dispute like a refund', async () => {
    const a = await author('20.00');
    const { paymentId } = await buy(a.story.id, '20.00');
    await t.db.transaction((tx) =>
      openDispute(tx, paymentId, { reference: 'demo_dp_2', amountCents: 2000, reason: null }),
    );
    await t.db.transaction((tx) => closeDispute(tx, 'demo_dp_2', 'lost'));
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row!.status).toBe('refunded');
    expect(await balance(a.cookie)).toMatchObject({
      pendingCents: 0,
      availableCents: 0,
      reversedCents: 1700,
    });
    const lines = await t.db
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.paymentId, paymentId), eq(balanceEntries.held, true)));
    expect(lines).toEqual([]);
  });
});

describe('transactions CSV', () => {
  it("lists the author's own transactions, payer names never emails, formula-safe", async () => {
    const a = await author('20.00');
    const intruder = await buildUser(t.db, { displayName: '=HYPERLINK("http://evil.example")' });
    const res1 = await call('POST', '/api/purchase-content', await signIn(t.app, intruder), {
      storyId: a.story.id,
      chapterId: null,
      amount: '20.00',
    });
    expect(res1.statusCode).toBe(200);
    const other = await author('20.00');
    await buy(other.story.id, '20.00');
    const res = await call('GET', '/api/creator/transactions.csv', a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="storyloom-transactions.csv"');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('date,type,item,payer,amount,platform_fee,your_earning,status,payout_id');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(a.story.title);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain(',20.00,3.00,17.00,completed,');
    expect(res.body).not.toContain(intruder.email);
    expect(res.body).not.toContain(other.story.title);
  });
});
