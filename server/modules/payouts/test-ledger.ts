import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../../db/client.js';
import { earningLinesOf } from '../../db/earning-lines.js';

/** The rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Asserts the ledger identity of ADR 0041 over the whole database, for tests to call after every money
 * scenario:
 * 1. Σ amount of completed payments = Σ platform_fee + Σ author_earning of them (cents);
 * 2. per user with payments or balance lines: Σ of their shares of completed payments (`earningLinesOf`)
 *    = pending + available + in transit + paid out (net buckets of `balance_entries`) = Σ positive lines −
 *    reversed; and the `author_earnings` row (when there is one) says the same: `total_earned` = that sum,
 *    `total_paid_out` = paid out, `pending_payout` = total earned − total paid out;
 * 3. every line a payout took has a payout of the same user, and each payout's amount = Σ of its lines.
 * Fails the test (vitest `expect`) naming the user and the sums that disagree.
 */
export async function expectLedgerIdentity(db: DbOrTx): Promise<void> {
  const [gross] = await rowsOf<{ amount: number; parts: number }>(
    db,
    sql`SELECT coalesce(sum(round(amount * 100)), 0)::int AS amount,
               coalesce(sum(round(platform_fee * 100) + round(author_earning * 100)), 0)::int AS parts
        FROM payments WHERE status = 'completed'`,
  );
  expect(gross!.parts, 'completed gross = fees + earnings').toBe(gross!.amount);

  const users = await rowsOf<{ id: number }>(
    db,
    sql`SELECT DISTINCT id FROM (
          SELECT author_id AS id FROM payments WHERE author_id IS NOT NULL
          UNION SELECT user_id FROM payment_splits WHERE user_id IS NOT NULL
          UNION SELECT user_id FROM balance_entries WHERE user_id IS NOT NULL
        ) u ORDER BY id`,
  );
  for (const { id } of users) {
    const [shares] = await rowsOf<{ cents: number }>(
      db,
      sql`SELECT coalesce(sum(round(l.earning * 100)), 0)::int AS cents
          FROM ${earningLinesOf(id)} l JOIN payments p ON p.id = l.payment_id
          WHERE p.status = 'completed'`,
    );
    const [b] = await rowsOf<{
      pending: number;
      available: number;
      in_transit: number;
      paid_out: number;
      positive: number;
      reversed: number;
    }>(
      db,
      sql`SELECT
            coalesce(sum(e.amount_cents) FILTER (WHERE e.payout_id IS NULL AND (e.available_at > now() OR e.held)), 0)::int AS pending,
            coalesce(sum(e.amount_cents) FILTER (WHERE e.payout_id IS NULL AND e.available_at <= now() AND NOT e.held), 0)::int AS available,
            coalesce(sum(e.amount_cents) FILTER (WHERE po.status = 'in_transit'), 0)::int AS in_transit,
            coalesce(sum(e.amount_cents) FILTER (WHERE po.status = 'paid'), 0)::int AS paid_out,
            coalesce(sum(e.amount_cents) FILTER (WHERE e.kind = 'earning'), 0)::int AS positive,
            coalesce(-sum(e.amount_cents) FILTER (WHERE e.kind = 'reversal'), 0)::int AS reversed
          FROM balance_entries e LEFT JOIN payouts po ON po.id = e.payout_id
          WHERE e.user_id = ${id}`,
    );
    const buckets = b!.pending + b!.available + b!.in_transit + b!.paid_out;
    const who = `user ${id}: shares ${shares!.cents}, buckets ${JSON.stringify(b)}`;
    expect(buckets, `${who}: shares = buckets`).toBe(shares!.cents);
    expect(b!.positive - b!.reversed, `${who}: shares = positive − reversed`).toBe(shares!.cents);
    const [totals] = await rowsOf<{ earned: number; paid: number; pending: number }>(
      db,
      sql`SELECT round(total_earned * 100)::int AS earned, round(total_paid_out * 100)::int AS paid,
                 round(pending_payout * 100)::int AS pending
          FROM author_earnings WHERE author_id = ${id}`,
    );
    if (totals) {
      expect(totals.earned, `${who}: author_earnings.total_earned`).toBe(shares!.cents);
      expect(totals.paid, `${who}: author_earnings.total_paid_out`).toBe(b!.paid_out);
      expect(totals.pending, `${who}: author_earnings.pending_payout`).toBe(totals.earned - totals.paid);
    }
  }

  const wrong = await rowsOf<{ id: number }>(
    db,
    sql`SELECT po.id FROM payouts po
        LEFT JOIN balance_entries e ON e.payout_id = po.id
        WHERE po.status <> 'failed'
        GROUP BY po.id, po.amount_cents, po.user_id
        HAVING coalesce(sum(e.amount_cents), 0) <> po.amount_cents
            OR bool_or(e.user_id IS DISTINCT FROM po.user_id)`,
  );
  expect(wrong, 'payouts whose lines do not add up to their amount').toEqual([]);
}
