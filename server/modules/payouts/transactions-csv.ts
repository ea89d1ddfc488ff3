import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { earningLinesOf } from '../../db/earning-lines.js';
import { executeRows } from '../../db/execute-rows.js';
import { fromCents } from '../../lib/money.js';

/** The name shown for a payer whose account is gone (as payments.query.ts shows it, ADR 0024). */
const DELETED_READER = 'Deleted reader';

/** The file name of GET /api/creator/transactions.csv. */
export const TRANSACTIONS_FILENAME = 'storyloom-transactions.csv';

/** The CSV's columns, in order. */
export const TRANSACTION_COLUMNS = [
  'date',
  'type',
  'item',
  'payer',
  'amount',
  'platform_fee',
  'your_earning',
  'status',
  'payout_id',
] as const;

/**
 * A cell made safe against CSV (formula) injection (OWASP "CSV Injection"): a text starting with
 * `=`, `+`, `-`, `@`, tab or carriage return is prefixed with `'` so a spreadsheet shows it as text.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * GET /api/creator/transactions.csv (ADR 0041): every payment that earned the author something (their
 * own, or their split line of a collaborator's story: `earningLinesOf`), newest first, one row each:
 * date (ISO 8601), type, item title (story, and chapter when a chapter was bought), payer display name
 * (never the email; "Deleted reader" once the account is gone), amount, platform fee, the author's own
 * earning (dollars, 2 decimals), status, and the payout that took the earning (empty while none).
 * Written with csv-stringify (RFC 4180 quoting); text cells pass `safeCell`.
 */
export async function transactionsCsv(db: DbOrTx, userId: number): Promise<string> {
  const rows = await executeRows<{
    created_at: string | Date;
    type: string;
    story_title: string | null;
    chapter_title: string | null;
    payer_name: string | null;
    payer_gone: boolean;
    payer_snapshot: string | null;
    amount: string;
    platform_fee: string;
    earning: string;
    status: string;
    payout_id: number | null;
  }>(
    db,
    sql`SELECT p.created_at, p.type, s.title AS story_title, c.title AS chapter_title,
               coalesce(u.display_name, u.username) AS payer_name, p.user_id IS NULL AS payer_gone,
               p.payer_name_snapshot AS payer_snapshot,
               p.amount::text AS amount, p.platform_fee::text AS platform_fee, l.earning::text AS earning,
               p.status,
               (SELECT e.payout_id FROM balance_entries e
                 WHERE e.payment_id = p.id AND e.user_id = ${userId} AND e.kind = 'earning') AS payout_id
        FROM ${earningLinesOf(userId)} l
        JOIN payments p ON p.id = l.payment_id
        LEFT JOIN stories s ON s.id = p.story_id
        LEFT JOIN chapters c ON c.id = p.chapter_id
        LEFT JOIN users u ON u.id = p.user_id
        ORDER BY p.created_at DESC, p.id DESC`,
  );
  const money = (v: string) => fromCents(Math.round(Number(v) * 100));
  const records = rows.map((r) => {
    const item = r.story_title
      ? r.chapter_title
        ? `${r.story_title}: ${r.chapter_title}`
        : r.story_title
      : '';
    const payer = r.payer_gone ? (r.payer_snapshot ?? DELETED_READER) : (r.payer_name ?? 'A reader');
    return [
      new Date(r.created_at).toISOString(),
      r.type,
      safeCell(item),
      safeCell(payer),
      money(r.amount),
      money(r.platform_fee),
      money(r.earning),
      r.status,
      r.payout_id === null ? '' : String(r.payout_id),
    ];
  });
  return stringify(records, { header: true, columns: [...TRANSACTION_COLUMNS] });
}
