import { sql } from 'drizzle-orm';
import type { Cents } from '../../../contract/money.js';
import type { DbOrTx } from '../../db/client.js';
import { earningLinesOf } from '../../db/earning-lines.js';
import { executeRows } from '../../db/execute-rows.js';
import { paymentSplits, payments } from '../../db/schema.js';
import { toCents } from '../../lib/money.js';

/** One author's month in the ledger, integer cents (docs/reference/money.md#emails). */
export interface MonthStatement {
  /** What readers paid for this author's work (payments made to them). */
  grossCents: Cents;
  /** The platform fees of those payments. */
  feesCents: Cents;
  /** What the author earned: their earning lines, split-aware (docs/reference/money.md#earning-splits). */
  earningsCents: Cents;
  /** Completed payments that paid the author, by type ("purchase", "tip", "subscription"). */
  counts: Array<{ type: string; count: number }>;
}

/** The bounds of a calendar month "YYYY-MM" in UTC, as SQL timestamps. */
function monthBounds(month: string) {
  const start = sql`(${`${month}-01`}::date::timestamp AT TIME ZONE 'UTC')`;
  const end = sql`((${`${month}-01`}::date + interval '1 month')::timestamp AT TIME ZONE 'UTC')`;
  return { start, end };
}

/** "YYYY-MM" of the calendar month (UTC) before the one `now` falls in. */
export function previousMonth(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The statement of `authorId` for `month` ("YYYY-MM", UTC): payments completed in that month and still
 * completed (a refunded one no longer counts), or null when none paid the author.
 */
export async function monthlyStatement(
  db: DbOrTx,
  authorId: number,
  month: string,
): Promise<MonthStatement | null> {
  const { start, end } = monthBounds(month);
  const rows = await executeRows<{ type: string; n: number; gross: string; fees: string; earning: string }>(
    db,
    sql`SELECT p.type, count(*)::int AS n,
          coalesce(sum(p.amount) FILTER (WHERE p.author_id = ${authorId}), 0)::text AS gross,
          coalesce(sum(p.platform_fee) FILTER (WHERE p.author_id = ${authorId}), 0)::text AS fees,
          coalesce(sum(l.earning), 0)::text AS earning
        FROM ${earningLinesOf(authorId)} l JOIN ${payments} p ON p.id = l.payment_id
        WHERE p.status = 'completed' AND p.completed_at >= ${start} AND p.completed_at < ${end}
        GROUP BY p.type ORDER BY p.type`,
  );
  if (rows.length === 0) return null;
  const sum = (pick: (r: (typeof rows)[number]) => string) => rows.reduce((a, r) => a + toCents(pick(r)), 0);
  return {
    grossCents: sum((r) => r.gross),
    feesCents: sum((r) => r.fees),
    earningsCents: sum((r) => r.earning),
    counts: rows.map((r) => ({ type: r.type, count: Number(r.n) })),
  };
}

/**
 * Everyone who earned from a payment completed in `month` ("YYYY-MM", UTC) and still completed: the
 * authors paid, and collaborators holding a split line (docs/reference/money.md#earning-splits).
 */
export async function earnersOfMonth(db: DbOrTx, month: string): Promise<number[]> {
  const { start, end } = monthBounds(month);
  const rows = await executeRows<{ user_id: number }>(
    db,
    sql`SELECT p.author_id AS user_id FROM ${payments} p
        WHERE p.status = 'completed' AND p.author_id IS NOT NULL
          AND p.completed_at >= ${start} AND p.completed_at < ${end}
        UNION
        SELECT s.user_id FROM ${paymentSplits} s JOIN ${payments} p ON p.id = s.payment_id
        WHERE p.status = 'completed' AND s.user_id IS NOT NULL
          AND p.completed_at >= ${start} AND p.completed_at < ${end}
        ORDER BY 1`,
  );
  return rows.map((r) => Number(r.user_id));
}
