import { type SQL, sql } from 'drizzle-orm';
import { paymentSplits, payments } from './schema.js';

/**
 * What `userId` earned from each payment, as a derived table `(payment_id, earning)` to join on
 * `payments.id` (docs/reference/money.md#earning-splits): the user's split line of a split payment,
 * and the whole author earning of an unsplit payment made to them. Statuses are not filtered here.
 */
export function earningLinesOf(userId: number): SQL {
  return sql`(
    SELECT s.payment_id, s.amount AS earning FROM ${paymentSplits} s WHERE s.user_id = ${userId}
    UNION ALL
    SELECT p.id AS payment_id, p.author_earning AS earning FROM ${payments} p
    WHERE p.author_id = ${userId}
      AND NOT EXISTS (SELECT 1 FROM ${paymentSplits} s2 WHERE s2.payment_id = p.id)
  )`;
}
