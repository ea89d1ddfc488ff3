import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.js';

/*
 * Migration 0020 gives every payment completed before payouts existed its balance lines (ADR 0041): each
 * recipient's share, available a week after completion, and for a refunded payment its reversal. This
 * runs the real migration files in order on a fresh embedded database, with payments written between
 * 0019 and 0020 as the app wrote them then.
 */

const folder = path.join(repoRoot, 'server/db/migrations');
const files = fs
  .readdirSync(folder)
  .filter((f) => /^\d{4}_.*\.sql$/.test(f))
  .sort();

async function apply(pg: PGlite, file: string) {
  const text = fs.readFileSync(path.join(folder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await pg.exec(statement);
  }
}

let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create();
  for (const file of files.filter((f) => f < '0020')) await apply(pg, file);
  await pg.exec(`
    INSERT INTO users (id, email, username, first_name, password) VALUES
      (1, 'author@example.test', 'author', 'Author', 'x'),
      (2, 'helper@example.test', 'helper', 'Helper', 'x'),
      (3, 'reader@example.test', 'reader', 'Reader', 'x');
    INSERT INTO payments (id, user_id, author_id, amount, platform_fee, author_earning, type, status, completed_at)
    VALUES
      (10, 3, 1, 5.00, 0.75, 4.25, 'tip', 'completed', '2026-11-01T10:00:00Z'),
      (11, 3, 1, 2.00, 0.30, 1.70, 'tip', 'refunded', '2026-11-02T10:00:00Z'),
      (12, 3, 1, 10.00, 1.50, 8.50, 'purchase', 'completed', '2026-11-03T10:00:00Z'),
      (13, 3, 1, 3.00, 0.45, 2.55, 'tip', 'pending', NULL);
    INSERT INTO payment_splits (payment_id, user_id, role, share_bps, amount) VALUES
      (12, 1, 'owner', 6000, 5.10),
      (12, 2, 'coauthor', 4000, 3.40);
  `);
  await apply(pg, files.find((f) => f.startsWith('0020'))!);
});
afterAll(async () => {
  await pg.close();
});

describe('migration 0020 backfill', () => {
  it('writes each recipient their share, a week after completion, and reverses refunds', async () => {
    const { rows } = await pg.query<{
      payment_id: number;
      user_id: number;
      kind: string;
      amount_cents: number;
      available_at: Date;
    }>(
      `SELECT payment_id, user_id, kind, amount_cents, available_at FROM balance_entries
       ORDER BY payment_id, kind, user_id`,
    );
    expect(rows.map((r) => [r.payment_id, r.user_id, r.kind, r.amount_cents])).toEqual([
      [10, 1, 'earning', 425],
      [11, 1, 'earning', 170],
      [11, 1, 'reversal', -170],
      [12, 1, 'earning', 510],
      [12, 2, 'earning', 340],
    ]);
    expect(rows[0]!.available_at.toISOString()).toBe('2026-11-08T10:00:00.000Z');
    // The reversal nets with its earning: same time, so they sit in the same bucket.
    expect(rows[2]!.available_at.getTime()).toBe(rows[1]!.available_at.getTime());
  });

  it('keeps the identity: per user, the lines add up to the shares of completed payments', async () => {
    const { rows } = await pg.query<{ user_id: number; total: number }>(
      `SELECT user_id, sum(amount_cents)::int AS total FROM balance_entries GROUP BY user_id ORDER BY user_id`,
    );
    expect(rows).toEqual([
      { user_id: 1, total: 425 + 510 },
      { user_id: 2, total: 340 },
    ]);
  });
});
