import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import type { Payer, ProviderPayment } from './providers/provider.js';

/**
 * The signed-in user as a payer (email and name for the Stripe Customer).
 * @throws AppError UNAUTHENTICATED when the user no longer exists
 */
export async function loadPayer(db: DbOrTx, user: SessionUser): Promise<Payer> {
  const [row] = await db
    .select({
      email: users.email,
      displayName: users.displayName,
      username: users.username,
      stripeCustomerId: users.stripeCustomerId,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw new AppError('UNAUTHENTICATED');
  return {
    userId: user.id,
    email: row.email,
    name: row.displayName ?? row.username ?? row.email,
    stripeCustomerId: row.stripeCustomerId,
    createdAtMs: row.createdAt.getTime(),
  };
}

/**
 * Records what a provider said about a started payment: its reference on the payment row (the first
 * one stays: a retried request gets Stripe's same object anyway) and a new Stripe Customer on the user.
 */
export async function recordProviderPayment(
  db: DbOrTx,
  userId: number,
  paymentId: number,
  started: ProviderPayment,
): Promise<void> {
  await db
    .update(payments)
    .set({ stripePaymentId: started.reference })
    .where(and(eq(payments.id, paymentId), isNull(payments.stripePaymentId)));
  if (started.stripeCustomerId) {
    await db
      .update(users)
      .set({ stripeCustomerId: started.stripeCustomerId })
      .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
  }
}
