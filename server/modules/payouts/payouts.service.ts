import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Balance, Payout, PayoutList } from '../../../contract/payouts.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { authorEarnings, balanceEntries, payoutAccounts, payouts, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { fromCents } from '../../lib/money.js';
import type { SessionUser } from '../../lib/session-user.js';
import {
  accountRow,
  isReady,
  NOT_VERIFIED_MESSAGE,
  type PayoutDeps,
  verifiedUser,
} from './payout-account.js';

type PayoutRow = typeof payouts.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The weekly payout run: Mondays (UTC day 1) at 06:00 UTC (ADR 0041). */
export const PAYOUT_WEEKDAY = 1;
export const PAYOUT_HOUR_UTC = 6;

/** The next weekly payout run after `now`: the next Monday 06:00 UTC (ADR 0041). */
export function nextPayoutRun(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), PAYOUT_HOUR_UTC));
  while (next.getUTCDay() !== PAYOUT_WEEKDAY || next.getTime() <= now.getTime()) {
    next.setTime(next.getTime() + DAY_MS);
  }
  return next;
}

/** Net sums of the user's lines by bucket (ADR 0041), cents. */
async function buckets(db: DbOrTx, userId: number, by: Date) {
  const [row] = await executeRows<{
    pending: number;
    available: number;
    in_transit: number;
    paid_out: number;
    reversed: number;
    earned: number;
    due_by: number;
  }>(
    db,
    sql`SELECT
          coalesce(sum(e.amount_cents) FILTER (WHERE e.payout_id IS NULL AND (e.available_at > now() OR e.held)), 0)::int AS pending,
          coalesce(sum(e.amount_cents) FILTER (WHERE e.payout_id IS NULL AND e.available_at <= now() AND NOT e.held), 0)::int AS available,
          coalesce(sum(e.amount_cents) FILTER (WHERE p.status = 'in_transit'), 0)::int AS in_transit,
          coalesce(sum(e.amount_cents) FILTER (WHERE p.status = 'paid'), 0)::int AS paid_out,
          coalesce(-sum(e.amount_cents) FILTER (WHERE e.kind = 'reversal'), 0)::int AS reversed,
          coalesce(sum(e.amount_cents), 0)::int AS earned,
          coalesce(sum(e.amount_cents) FILTER (WHERE e.payout_id IS NULL AND e.available_at <= ${by} AND NOT e.held), 0)::int AS due_by
        FROM ${balanceEntries} e LEFT JOIN ${payouts} p ON p.id = e.payout_id
        WHERE e.user_id = ${userId}`,
  );
  return row!;
}

/**
 * GET /api/creator/balance (ZBalance, cents; ADR 0041): net sums of the author's balance lines by where
 * they stand: pending (in the hold or held by a dispute), available, in transit, paid out; `reversedCents`
 * = −Σ reversal lines; `earnedCents` = Σ all lines. `nextPayoutAt`: the next weekly run when the account
 * is ready, the email verified and what will be available by then reaches PAYOUT_MINIMUM_CENTS, else null.
 */
export async function getBalance(deps: PayoutDeps, user: SessionUser, now = new Date()): Promise<Balance> {
  const next = nextPayoutRun(now);
  const b = await buckets(deps.db, user.id, next);
  const me = await verifiedUser(deps.db, user.id);
  const account = await accountRow(deps.db, user.id);
  const willPay = isReady(account) && !!me.emailVerifiedAt && b.due_by >= deps.config.payouts.minimumCents;
  return {
    pendingCents: b.pending,
    availableCents: b.available,
    inTransitCents: b.in_transit,
    paidOutCents: b.paid_out,
    reversedCents: b.reversed,
    earnedCents: b.earned,
    minimumPayoutCents: deps.config.payouts.minimumCents,
    nextPayoutAt: willPay ? next.toISOString() : null,
    holdDays: deps.config.payouts.holdDays,
  };
}

function presentPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    amountCents: row.amountCents,
    status: row.status as Payout['status'],
    trigger: row.trigger as Payout['trigger'],
    createdAt: row.createdAt.toISOString(),
    arrivalDate: row.arrivalDate?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** GET /api/creator/payouts: the author's payouts, newest first (at most 100). */
export async function listPayouts(db: Db, user: SessionUser): Promise<PayoutList> {
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.userId, user.id))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(100);
  return { payouts: rows.map(presentPayout) };
}

type PayoutOutcome =
  | { kind: 'paid'; payout: PayoutRow }
  | { kind: 'not_ready' }
  | { kind: 'not_verified' }
  | { kind: 'below_minimum' }
  | { kind: 'done' };

/**
 * One payout of `userId`'s available lines (ADR 0041), in one transaction: the payout account row is
 * locked (FOR UPDATE: a double click, two instances or the job and a request pay once, one after the
 * other), the available lines are taken FOR UPDATE, and a payout row keyed by `runKey` (unique) takes
 * them. Demo: paid at once (author_earnings' pending_payout, total_paid_out, last_payout_at updated).
 * Stripe: in transit; the caller then creates the Stripe payout.
 */
async function takeAvailable(
  deps: PayoutDeps,
  userId: number,
  trigger: 'schedule' | 'request',
  runKey: (lastLineId: number) => string,
): Promise<PayoutOutcome> {
  const provider = deps.payments.provider.name;
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId))
      .for('update');
    if (!isReady(account) || account!.provider !== provider) return { kind: 'not_ready' };
    const me = await verifiedUser(tx, userId);
    if (!me.emailVerifiedAt) return { kind: 'not_verified' };
    const lines = await tx
      .select({ id: balanceEntries.id, amountCents: balanceEntries.amountCents })
      .from(balanceEntries)
      .where(
        and(
          eq(balanceEntries.userId, userId),
          isNull(balanceEntries.payoutId),
          eq(balanceEntries.held, false),
          lte(balanceEntries.availableAt, sql`now()`),
        ),
      )
      .orderBy(asc(balanceEntries.id))
      .for('update');
    const amount = lines.reduce((sum, l) => sum + l.amountCents, 0);
    if (lines.length === 0 || amount < deps.config.payouts.minimumCents) return { kind: 'below_minimum' };
    const paid = provider === 'demo';
    const [payout] = await tx
      .insert(payouts)
      .values({
        userId,
        amountCents: amount,
        status: paid ? 'paid' : 'in_transit',
        provider,
        trigger,
        runKey: runKey(lines[lines.length - 1]!.id),
        paidAt: paid ? sql`now()` : null,
        arrivalDate: paid ? sql`now()` : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!payout) return { kind: 'done' };
    await tx
      .update(balanceEntries)
      .set({ payoutId: payout.id })
      .where(
        inArray(
          balanceEntries.id,
          lines.map((l) => l.id),
        ),
      );
    if (paid) await addPaidOut(tx, userId, amount);
    return { kind: 'paid', payout };
  });
}

/** A paid payout in the author's totals: pending_payout − amount, total_paid_out + amount, last_payout_at. */
async function addPaidOut(tx: DbOrTx, userId: number, cents: number) {
  const amount = fromCents(cents);
  await tx
    .update(authorEarnings)
    .set({
      pendingPayout: sql`${authorEarnings.pendingPayout} - ${amount}::numeric`,
      totalPaidOut: sql`${authorEarnings.totalPaidOut} + ${amount}::numeric`,
      lastPayoutAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(authorEarnings.authorId, userId));
}

/**
 * Stripe: creates the payout on the author's connected account (Stripe docs "Manual payouts":
 * `payouts.create` with the `Stripe-Account` header), keyed by our payout id; its `po_…` is stored. A
 * failure fails our payout (its lines back to available).
 * @throws AppError PAYMENT_PROVIDER_ERROR
 */
async function sendStripePayout(deps: PayoutDeps, payout: PayoutRow): Promise<PayoutRow> {
  const { stripe } = deps.payments;
  const [owner] = await deps.db
    .select({ accountId: users.stripeAccountId })
    .from(users)
    .where(eq(users.id, payout.userId!));
  try {
    if (!stripe || !owner?.accountId) throw new Error('no connected account');
    const sent = await stripe.payouts.create(
      { amount: payout.amountCents, currency: 'usd', metadata: { payoutId: String(payout.id) } },
      {
        stripeAccount: owner.accountId,
        idempotencyKey: `storyloom-payout-${payout.id}-${payout.createdAt.getTime()}`,
      },
    );
    const [row] = await deps.db
      .update(payouts)
      .set({
        stripePayoutId: sent.id,
        arrivalDate: sent.arrival_date ? new Date(sent.arrival_date * 1000) : null,
      })
      .where(eq(payouts.id, payout.id))
      .returning();
    return row ?? payout;
  } catch (error) {
    await deps.db.transaction((tx) => failPayout(tx, payout.id));
    throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, { cause: error });
  }
}

/**
 * POST /api/creator/payouts: the author asks for their available balance now (ADR 0041). One payout per
 * set of lines (run key `payout:{user}:request:{last line id}`): ten clicks at once make one payout, the
 * others answer 409 PAYOUT_BELOW_MINIMUM (nothing left available).
 * @throws AppError PAYOUT_ACCOUNT_NOT_READY (409), PAYOUT_BELOW_MINIMUM (409), EMAIL_NOT_VERIFIED (403),
 *   PAYMENT_PROVIDER_ERROR (502)
 */
export async function requestPayout(deps: PayoutDeps, user: SessionUser): Promise<Payout> {
  const outcome = await takeAvailable(
    deps,
    user.id,
    'request',
    (last) => `payout:${user.id}:request:${last}`,
  );
  if (outcome.kind === 'not_ready') throw new AppError('PAYOUT_ACCOUNT_NOT_READY');
  if (outcome.kind === 'not_verified') throw new AppError('EMAIL_NOT_VERIFIED', NOT_VERIFIED_MESSAGE);
  if (outcome.kind !== 'paid') throw new AppError('PAYOUT_BELOW_MINIMUM');
  const payout =
    outcome.payout.provider === 'stripe' ? await sendStripePayout(deps, outcome.payout) : outcome.payout;
  return presentPayout(payout);
}

/**
 * The weekly payout run (Mondays 06:00 UTC, ADR 0041): pays every author whose account is ready, whose
 * email is verified and whose available balance reaches PAYOUT_MINIMUM_CENTS, one payout per author and
 * run day (run key `payout:{user}:{yyyy-mm-dd}`, unique). Returns how many payouts it made; one author's
 * provider failure does not stop the others.
 */
export async function runScheduledPayouts(deps: PayoutDeps, now = new Date()): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const candidates = await deps.db
    .selectDistinct({ userId: balanceEntries.userId })
    .from(balanceEntries)
    .innerJoin(payoutAccounts, eq(payoutAccounts.userId, balanceEntries.userId))
    .where(and(isNull(balanceEntries.payoutId), lte(balanceEntries.availableAt, sql`now()`)));
  let made = 0;
  for (const { userId } of candidates) {
    if (userId === null) continue;
    const outcome = await takeAvailable(deps, userId, 'schedule', () => `payout:${userId}:${day}`);
    if (outcome.kind !== 'paid') continue;
    made++;
    if (outcome.payout.provider === 'stripe') await sendStripePayout(deps, outcome.payout).catch(() => {});
  }
  return made;
}

/** Whether `now` is in the weekly run's hour (Monday 06:00–06:59 UTC): the hourly job acts then only. */
export function isPayoutHour(now: Date): boolean {
  return now.getUTCDay() === PAYOUT_WEEKDAY && now.getUTCHours() === PAYOUT_HOUR_UTC;
}

/**
 * in_transit -> paid (Stripe `payout.paid`, ADR 0041): the author's totals take the amount (pending_payout
 * down, total_paid_out up, last_payout_at). Guarded by the status in SQL: a redelivery changes nothing.
 */
export async function markPayoutPaid(tx: DbOrTx, stripePayoutId: string): Promise<void> {
  const [row] = await tx
    .update(payouts)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(payouts.stripePayoutId, stripePayoutId), eq(payouts.status, 'in_transit')))
    .returning();
  if (row?.userId) await addPaidOut(tx, row.userId, row.amountCents);
}

/**
 * in_transit -> failed (Stripe `payout.failed`, or the payout could not be created): its lines are
 * released (payout_id null), available again for the next payout. Guarded by the status in SQL.
 */
export async function failPayout(tx: DbOrTx, payoutId: number): Promise<void> {
  const [row] = await tx
    .update(payouts)
    .set({ status: 'failed', failedAt: sql`now()` })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'in_transit')))
    .returning();
  if (row) await tx.update(balanceEntries).set({ payoutId: null }).where(eq(balanceEntries.payoutId, row.id));
}

/** `failPayout` by Stripe's payout id (`payout.failed`). */
export async function failStripePayout(tx: DbOrTx, stripePayoutId: string): Promise<void> {
  const [row] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.stripePayoutId, stripePayoutId));
  if (row) await failPayout(tx, row.id);
}
