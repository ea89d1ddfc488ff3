import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Payment } from '../../../contract/payments.js';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { refundStripePayment } from '../payouts/transfers.js';
import { refundPayment } from './ledger.js';
import { findAuthorPayment, selectPayments } from './payments.query.js';

/**
 * The author refunds a completed payment made to them (ADR 0015, ADR 0041). Demo: access revoked and
 * earning reversed at once, in one transaction (a savepoint when `db` is already one). Stripe (`stripe`
 * given): a Stripe refund of its PaymentIntent (`reverse_transfer` and `refund_application_fee` for a
 * destination charge, a transfer reversal for an earning already transferred: `refundStripePayment`);
 * the ledger then follows the `charge.refunded` webhook, so the payment answered is still 'completed'.
 * Returns the payment as the author's list shows it.
 * @throws AppError PAYMENT_NOT_FOUND, NOT_REFUNDABLE (not completed, or Stripe not configured for a
 *   Stripe payment), PAYMENT_PROVIDER_ERROR (502: Stripe failed)
 */
export async function refundDemoPayment(
  db: DbOrTx,
  author: SessionUser,
  paymentId: number,
  stripe: Stripe | null = null,
): Promise<Payment> {
  const row = await findAuthorPayment(db, author.id, paymentId);
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  if (row.status !== 'completed') throw new AppError('NOT_REFUNDABLE');
  if (row.provider === 'demo') {
    await db.transaction((tx) => refundPayment(tx, row.id));
  } else if (row.provider === 'stripe' && stripe) {
    try {
      await refundStripePayment(db, stripe, row);
    } catch (error) {
      throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, { cause: error });
    }
  } else {
    throw new AppError('NOT_REFUNDABLE');
  }
  const [payment] = await selectPayments(db, eq(payments.id, row.id), 1);
  return payment!;
}
