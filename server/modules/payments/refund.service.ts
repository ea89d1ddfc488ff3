import { eq } from 'drizzle-orm';
import type { Payment } from '../../../contract/payments.js';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { refundPayment } from './ledger.js';
import { findAuthorPayment, selectPayments } from './payments.query.js';

/**
 * The author refunds a completed demo payment made to them (ADR 0015): access revoked and earning
 * reversed in one transaction (a savepoint when `db` is already one). Returns the payment as the
 * author's list shows it. Stripe payments are refunded through Stripe, not here.
 * @throws AppError PAYMENT_NOT_FOUND, NOT_REFUNDABLE (not demo, or not completed)
 */
export async function refundDemoPayment(
  db: DbOrTx,
  author: SessionUser,
  paymentId: number,
): Promise<Payment> {
  const row = await findAuthorPayment(db, author.id, paymentId);
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  if (row.provider !== 'demo' || row.status !== 'completed') throw new AppError('NOT_REFUNDABLE');
  await db.transaction((tx) => refundPayment(tx, row.id));
  const [payment] = await selectPayments(db, eq(payments.id, row.id), 1);
  return payment!;
}
