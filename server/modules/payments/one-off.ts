import { and, eq } from 'drizzle-orm';
import type { PaymentResult, PaymentType } from '../../../contract/payments.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { fromCents, splitFee, toCents } from '../../lib/money.js';
import type { SessionUser } from '../../lib/session-user.js';
import { destinationChargeFor } from '../payouts/transfers.js';
import { type AfterPaymentDeps, afterPaymentCompleted } from './after-payment.js';
import { completePayment, type PaymentRow } from './ledger.js';
import { loadPayer, recordProviderPayment } from './payer.js';
import type { Payments } from './providers/index.js';
import { paymentKey } from './providers/provider.js';
import { findClaim } from './purchase-claim.js';

/** What payment services need: the database, the provider and the fee. */
export interface PaymentDeps {
  db: Db;
  payments: Payments;
  config: Pick<AppConfig, 'platformFeePercent'>;
  /**
   * The app's pubsub, queue and log, for what follows a completed payment (after-payment.ts: its
   * notifications published, its receipt queued). Without it (a caller outside the app) nothing is.
   */
  app?: AfterPaymentDeps;
}

/** A one-off payment to start: a purchase, a tip or a gift membership (server/modules/gifts). */
export interface OneOffPayment {
  type: Extract<PaymentType, 'purchase' | 'tip' | 'gift'>;
  authorId: number;
  amountCents: number;
  storyId: number | null;
  chapterId: number | null;
  message: string | null;
  /** What the request asked for, e.g. "purchase:12::299": the same key must ask for the same thing. */
  fingerprint: string;
  description: string;
  /**
   * A purchase's item (`purchaseItemKey`): the payer's one open or completed purchase of it is the
   * answer to every repeat, with or without an Idempotency-Key (ADR 0024). Null for a tip.
   */
  itemKey: string | null;
  /** Checked only before a new payment is made (e.g. "already bought"), not when a key is replayed. */
  precheck?: () => Promise<void>;
  /** Runs once the new pending row exists, before the provider is asked (a gift records its `gifts` row). */
  onInserted?: (row: PaymentRow) => Promise<void>;
}

/**
 * Makes one payment for `spec` (docs/reference/money.md#providers; ADR 0015, ADR 0024): with an
 * `Idempotency-Key`, the same user and key give the same payment however often or concurrently the request
 * comes (the key is unique per user in the database). A purchase is also one per payer and item without a
 * key: its open purchase answers every repeat (the same client secret), a completed one ALREADY_PURCHASED,
 * and the unique index payments_purchase_claim_uq settles a race. The provider call is keyed by our payment
 * id, so Stripe sees one PaymentIntent. A new payment is a pending row; the provider then completes it at
 * once (demo, via `completePayment`) or leaves it pending for its webhook (Stripe).
 * @throws AppError IDEMPOTENCY_KEY_REUSED (the key was used for another request), ALREADY_PURCHASED,
 *   PAYMENT_PROVIDER_ERROR, and what `spec.precheck` throws
 */
export async function payOnce(
  deps: PaymentDeps,
  user: SessionUser,
  spec: OneOffPayment,
  idempotencyKey: string | null,
): Promise<PaymentResult> {
  if (idempotencyKey) {
    const existing = await findByKey(deps.db, user.id, idempotencyKey);
    if (existing) return resume(deps, user, sameRequest(existing, spec), spec);
  }
  await spec.precheck?.();
  // A race is settled by the unique indexes: the loser answers the winner's payment. Should the winner
  // have failed already (its item free again), the loser simply tries once more.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (spec.itemKey) {
      const open = await findClaim(deps.db, user.id, spec.itemKey);
      if (open) return answerClaim(deps, user, open, spec);
    }
    const inserted = await insertPending(deps, user, spec, idempotencyKey);
    if (inserted) {
      await spec.onInserted?.(inserted);
      return resume(deps, user, inserted, spec);
    }
    const byKey = idempotencyKey ? await findByKey(deps.db, user.id, idempotencyKey) : undefined;
    if (byKey) return resume(deps, user, sameRequest(byKey, spec), spec);
  }
  throw new AppError('PAYMENT_PROVIDER_ERROR'); // never seen: three races lost to failing payments
}

/** Inserts the pending payment; undefined when a unique index says another request won the race. */
async function insertPending(
  deps: PaymentDeps,
  user: SessionUser,
  spec: OneOffPayment,
  idempotencyKey: string | null,
): Promise<PaymentRow | undefined> {
  const split = splitFee(spec.amountCents, deps.config.platformFeePercent);
  const [inserted] = await deps.db
    .insert(payments)
    .values({
      userId: user.id,
      authorId: spec.authorId,
      amount: fromCents(split.amountCents),
      platformFee: fromCents(split.platformFeeCents),
      authorEarning: fromCents(split.authorEarningCents),
      type: spec.type,
      storyId: spec.storyId,
      chapterId: spec.chapterId,
      message: spec.message,
      status: 'pending',
      provider: deps.payments.provider.name,
      idempotencyKey,
      requestFingerprint: spec.fingerprint,
      itemKey: spec.itemKey,
    })
    // On the key (payments_user_idempotency_uq) or on the item (payments_purchase_claim_uq).
    .onConflictDoNothing()
    .returning();
  return inserted;
}

/** The answer to a repeat of a purchase the payer already holds: the same open payment, or "already yours". */
function answerClaim(
  deps: PaymentDeps,
  user: SessionUser,
  claim: PaymentRow,
  spec: OneOffPayment,
): Promise<PaymentResult> {
  if (claim.status === 'completed') throw new AppError('ALREADY_PURCHASED');
  return resume(deps, user, claim, spec);
}

function findByKey(db: Db, userId: number, key: string): Promise<PaymentRow | undefined> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
    .limit(1)
    .then((rows) => rows[0]);
}

function sameRequest(row: PaymentRow, spec: OneOffPayment): PaymentRow {
  if (row.requestFingerprint !== spec.fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return row;
}

/** Starts (or restarts, idempotently) the provider's side of a pending payment and answers its state. */
async function resume(
  deps: PaymentDeps,
  user: SessionUser,
  row: PaymentRow,
  spec: OneOffPayment,
): Promise<PaymentResult> {
  if (row.status !== 'pending') return presentResult(row, null);
  if (row.stripePaymentId && row.provider === 'stripe') {
    // Started by an earlier request: hand out the same payment's secret, start nothing new.
    return presentResult(row, await deps.payments.provider.clientSecretFor(row.stripePaymentId));
  }
  const started = await deps.payments.provider.charge({
    paymentId: row.id,
    idempotencyKey: paymentKey(row),
    amountCents: toCents(row.amount), // the row's: a repeat may find an open purchase made at an older price
    description: spec.description,
    payer: await loadPayer(deps.db, user),
    // Stripe: a single recipient whose connected account is ready is paid by the charge itself (ADR 0041).
    destination:
      deps.payments.provider.name === 'stripe'
        ? await destinationChargeFor(deps.db, {
            authorId: row.authorId,
            storyId: row.storyId,
            platformFeeCents: toCents(row.platformFee),
          })
        : null,
    metadata: {
      type: spec.type,
      userId: String(user.id),
      authorId: String(spec.authorId),
      ...(spec.storyId ? { storyId: String(spec.storyId) } : {}),
      ...(spec.chapterId ? { chapterId: String(spec.chapterId) } : {}),
    },
  });
  await recordProviderPayment(deps.db, user.id, row.id, started);
  if (started.completed) {
    const done = await deps.db.transaction((tx) =>
      completePayment(tx, row.id, { reference: started.reference }),
    );
    if (done && deps.app) await afterPaymentCompleted(deps.app, done.id);
  }
  const [now] = await deps.db.select().from(payments).where(eq(payments.id, row.id));
  return presentResult(now ?? row, started.clientSecret);
}

/** A payment row as `ZPaymentResult`; the client secret only while something is left to pay. */
export function presentResult(row: PaymentRow, clientSecret: string | null): PaymentResult {
  return {
    paymentId: row.id,
    provider: row.provider === 'stripe' ? 'stripe' : 'demo',
    demo: row.provider !== 'stripe',
    status: row.status as PaymentResult['status'],
    clientSecret: row.status === 'pending' ? clientSecret : null,
    amount: row.amount,
    storyId: row.storyId,
    chapterId: row.chapterId,
  };
}
