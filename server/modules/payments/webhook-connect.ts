import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { markDestinationLines } from '../payouts/balance-entries.js';
import { applyAccountUpdated } from '../payouts/payout-account.js';
import { failStripePayout, markPayoutPaid } from '../payouts/payouts.service.js';
import { closeDispute, openDispute } from './disputes.js';

/*
 * Stripe Connect's webhook events (ADR 0041): the connected account's state (`account.updated`), its
 * payouts (`payout.paid`, `payout.failed`: events of a connected account carry `event.account`) and the
 * disputes of our charges (`charge.dispute.created`, `charge.dispute.closed`). As for every event
 * (webhook.service.ts) the object is re-read from Stripe first and applied in the event's transaction.
 */

/** A Connect object re-read from Stripe. */
export type FreshConnect =
  | { kind: 'account'; account: Stripe.Account }
  | { kind: 'payout'; payout: Stripe.Payout }
  | { kind: 'dispute'; dispute: Stripe.Dispute };

/** What the transaction did that needs work after the commit. */
export interface ConnectEffects {
  /** A connected account became ready: its waiting earnings can be transferred. */
  accountReady: boolean;
}

/**
 * Re-reads the Connect object of `event` (account, payout on `event.account`, dispute); undefined when the
 * event is not a Connect one. Throws what the Stripe SDK throws (the caller answers 502).
 */
export async function rereadConnect(stripe: Stripe, event: Stripe.Event): Promise<FreshConnect | undefined> {
  const object = event.data.object as { id?: string; object?: string };
  if (!object.id) return undefined;
  switch (object.object) {
    case 'account':
      return { kind: 'account', account: await stripe.accounts.retrieve(object.id) };
    case 'payout':
      return {
        kind: 'payout',
        payout: await stripe.payouts.retrieve(
          object.id,
          {},
          event.account ? { stripeAccount: event.account } : {},
        ),
      };
    case 'dispute':
      return { kind: 'dispute', dispute: await stripe.disputes.retrieve(object.id) };
    default:
      return undefined;
  }
}

/**
 * Applies a re-read Connect object in the event's transaction: `account.updated` stores the account's
 * state (payouts.service.ts `applyAccountUpdated`); a payout `paid` or `failed` finishes ours; a dispute
 * opens (any status but won/lost) or closes (`won`, `lost`) ours on the payment of its PaymentIntent
 * (disputes.ts).
 */
export async function applyConnect(tx: DbOrTx, fresh: FreshConnect, effects: ConnectEffects): Promise<void> {
  switch (fresh.kind) {
    case 'account':
      if (await applyAccountUpdated(tx, fresh.account)) effects.accountReady = true;
      return;
    case 'payout':
      if (fresh.payout.status === 'paid') await markPayoutPaid(tx, fresh.payout.id);
      else if (fresh.payout.status === 'failed' || fresh.payout.status === 'canceled')
        await failStripePayout(tx, fresh.payout.id);
      return;
    case 'dispute':
      return applyDispute(tx, fresh.dispute);
  }
}

async function applyDispute(tx: DbOrTx, dispute: Stripe.Dispute): Promise<void> {
  const intent = dispute.payment_intent;
  const intentId = typeof intent === 'string' ? intent : intent?.id;
  if (!intentId) return;
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(or(eq(payments.stripePaymentId, intentId), eq(payments.stripePaymentIntentId, intentId)));
  if (!row) return;
  // A dispute closed before we saw it open is opened first, so its hold and lock are recorded.
  await openDispute(tx, row.id, {
    reference: dispute.id,
    amountCents: dispute.amount,
    reason: dispute.reason ?? null,
  });
  const status = dispute.status as string;
  if (status === 'won' || status === 'lost') await closeDispute(tx, dispute.id, status);
}

/**
 * A succeeded destination charge (`transfer_data.destination` set): its earning lines are 'destination'
 * (the author's share went with the charge), not 'waiting' for a transfer (ADR 0041).
 */
export async function markDestinationCharge(
  tx: DbOrTx,
  paymentId: number,
  intent: Stripe.PaymentIntent,
): Promise<void> {
  if (intent.transfer_data?.destination) await markDestinationLines(tx, paymentId);
}
