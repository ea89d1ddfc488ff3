import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { balanceEntries, paymentSplits, type payments } from '../../db/schema.js';
import { toCents } from '../../lib/money.js';

type PaymentRow = typeof payments.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** PAYOUT_HOLD_DAYS (ADR 0041): set by the payouts plugin at boot from the app's configuration. */
let holdDays = 7;

/**
 * Sets the hold (PAYOUT_HOLD_DAYS, integer days ≥ 0) applied to earnings recorded from now on. Called once
 * when the app is built (payouts.plugin.ts); the ledger calls `recordBalanceEarnings` with a transaction
 * only, so the hold is process-wide (ADR 0041).
 */
export function setPayoutHoldDays(days: number): void {
  holdDays = days;
}

/** The hold in force, in days (PAYOUT_HOLD_DAYS, default 7). */
export function payoutHoldDays(): number {
  return holdDays;
}

/**
 * Writes a completed payment's `earning` balance lines (ADR 0041), one per recipient: the recorded split
 * lines (payment_splits) when the payment was split, else the whole author earning (integer cents) to
 * `payments.author_id` (null when the author's account is gone: the line stays in the ledger).
 * `available_at` = completion + PAYOUT_HOLD_DAYS. Idempotent: the unique (payment, user, kind) index
 * keeps a second call from adding lines. `_split` is what `recordSplit` inserted in this call; the lines
 * are read back from the table so a re-run sees the same recipients.
 */
export async function recordBalanceEarnings(
  tx: DbOrTx,
  row: PaymentRow,
  _split: readonly { userId: number | null; amountCents: number }[] | null,
): Promise<void> {
  const completed = row.completedAt ?? new Date();
  const availableAt = new Date(completed.getTime() + holdDays * DAY_MS);
  const lines = await tx
    .select({ userId: paymentSplits.userId, amount: paymentSplits.amount })
    .from(paymentSplits)
    .where(eq(paymentSplits.paymentId, row.id))
    .orderBy(asc(paymentSplits.id));
  const recipients =
    lines.length > 0
      ? lines.map((l) => ({ userId: l.userId, amountCents: toCents(l.amount) }))
      : [{ userId: row.authorId, amountCents: toCents(row.authorEarning) }];
  await tx
    .insert(balanceEntries)
    .values(
      recipients.map((r) => ({
        userId: r.userId,
        paymentId: row.id,
        kind: 'earning',
        amountCents: r.amountCents,
        availableAt,
        transfer: row.provider === 'stripe' ? 'waiting' : 'none',
      })),
    )
    .onConflictDoNothing();
}

/**
 * Writes the negative `reversal` line of each `earning` line of a refunded payment (a refund, or a lost
 * dispute: ADR 0041). A reversal of an earning not in a payout yet takes the earning's `available_at` and
 * hold, so the two net out in the bucket the earning is in; one of an earning a payout already took is
 * available now and is netted against the next payout, as Stripe nets a negative connected balance
 * (https://docs.stripe.com/connect/account-balances#negative-balances). Idempotent (unique index).
 */
export async function recordBalanceReversals(tx: DbOrTx, row: PaymentRow): Promise<void> {
  const earnings = await tx
    .select()
    .from(balanceEntries)
    .where(and(eq(balanceEntries.paymentId, row.id), eq(balanceEntries.kind, 'earning')))
    .for('update');
  if (earnings.length === 0) return;
  await tx
    .insert(balanceEntries)
    .values(
      earnings.map((e) => ({
        userId: e.userId,
        paymentId: row.id,
        kind: 'reversal',
        amountCents: -e.amountCents,
        availableAt: e.payoutId === null ? e.availableAt : sql`now()`,
        held: e.payoutId === null ? e.held : false,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Marks a payment's waiting earning lines as paid by the charge itself (`transfer` 'destination', ADR
 * 0041): call it in the transaction that completes a Stripe payment whose charge carried
 * `transfer_data.destination` (a destination PaymentIntent, or a Billing subscription with
 * `transfer_data`), so the `payouts-transfer-waiting` job never transfers that money a second time.
 */
export async function markDestinationLines(tx: DbOrTx, paymentId: number): Promise<void> {
  await tx
    .update(balanceEntries)
    .set({ transfer: 'destination' })
    .where(and(eq(balanceEntries.paymentId, paymentId), eq(balanceEntries.transfer, 'waiting')));
}
