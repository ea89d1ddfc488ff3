import { FakeStripeObjects, type Obj } from './fake-stripe-objects.js';

/** A request as the Connect routes need it (see FakeStripeRequest in fake-stripe.ts). */
export interface ConnectRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  /** The `Stripe-Account` header: the connected account a call acts on. */
  stripeAccount?: string;
}

/**
 * The Stripe Connect part of the fake Stripe server (server/test/fake-stripe.ts): Express accounts and
 * their onboarding links, transfers and their reversals, payouts and balances of connected accounts,
 * refunds, disputes. The test plays the author and Stripe's back office with `completeOnboarding`,
 * `dispute`, `closeDispute` and `payPayout`, then sends the matching events (`event(type, object, account)`).
 *
 * Endpoints: POST /v1/accounts, GET|POST /v1/accounts/{id}, POST /v1/account_links, POST /v1/transfers,
 * POST /v1/transfers/{id}/reversals, POST|GET /v1/payouts(/{id}) and GET /v1/balance (with
 * `Stripe-Account`), POST /v1/refunds, GET /v1/disputes/{id}.
 */
export class FakeStripeConnect extends FakeStripeObjects {
  /** Each connected account's available balance, cents (destination charges and transfers add to it). */
  readonly balances = new Map<string, number>();

  /** The author finishes Express onboarding: details submitted, charges and payouts enabled. */
  completeOnboarding(accountId: string): Obj {
    const account = this.get(accountId);
    Object.assign(account, {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
    });
    return account;
  }

  /** The payer's bank disputes the charge of `chargeOrIntent` (ch_… or pi_…): a dispute needing response. */
  dispute(chargeOrIntent: string): Obj {
    const source = this.get(chargeOrIntent);
    const charge = source.object === 'charge' ? source : this.get(source.latest_charge as string);
    const dispute = this.put({
      id: this.id('dp'),
      object: 'dispute',
      amount: charge.amount,
      currency: 'usd',
      charge: charge.id,
      payment_intent: charge.payment_intent,
      reason: 'fraudulent',
      status: 'needs_response',
      created: this.now(),
    });
    Object.assign(charge, { disputed: true });
    return dispute;
  }

  /** The dispute is decided: `won` (the money stays) or `lost` (it goes back to the payer). */
  closeDispute(disputeId: string, status: 'won' | 'lost'): Obj {
    const dispute = this.get(disputeId);
    Object.assign(dispute, { status });
    return dispute;
  }

  /** The payout reached the author's bank (`paid`), or failed (`failed`). */
  payPayout(payoutId: string, status: 'paid' | 'failed' = 'paid'): Obj {
    const payout = this.get(payoutId);
    Object.assign(payout, { status });
    if (status === 'failed') {
      const account = payout.destination_account as string;
      this.balances.set(account, (this.balances.get(account) ?? 0) + (payout.amount as number));
    }
    return payout;
  }

  /** Answers a Connect request, or undefined when `request` is not one (the caller answers 404). */
  protected routeConnect({ method, path, params, stripeAccount }: ConnectRequest): unknown {
    const [, , resource, id, sub] = path.split('/');
    const key = `${method} ${resource}${id ? '/:id' : ''}${sub ? `/${sub}` : ''}`;
    switch (key) {
      case 'POST accounts':
        return this.put({
          id: this.id('acct'),
          object: 'account',
          type: params.type,
          email: params.email,
          metadata: params.metadata ?? {},
          capabilities: { transfers: 'inactive' },
          settings: { payouts: { schedule: { interval: 'manual' } } },
          details_submitted: false,
          charges_enabled: false,
          payouts_enabled: false,
          requirements: { currently_due: ['external_account', 'tos_acceptance.date'], past_due: [] },
        });
      case 'GET accounts/:id':
        return this.get(id!);
      case 'POST accounts/:id':
        return Object.assign(this.get(id!), params.metadata ? { metadata: params.metadata } : {});
      case 'POST account_links':
        this.get(params.account as string);
        return {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/e/${params.account}/${this.id('link')}`,
          created: this.now(),
          expires_at: this.now() + 300,
          refresh_url: params.refresh_url,
          return_url: params.return_url,
        };
      case 'POST transfers': {
        const destination = params.destination as string;
        const account = this.get(destination);
        if (!account.payouts_enabled) throw new Error(`account ${destination} cannot receive transfers`);
        const amount = Number(params.amount);
        this.balances.set(destination, (this.balances.get(destination) ?? 0) + amount);
        return this.put({
          id: this.id('tr'),
          object: 'transfer',
          amount,
          amount_reversed: 0,
          currency: params.currency,
          destination,
          transfer_group: params.transfer_group ?? null,
          metadata: params.metadata ?? {},
          reversed: false,
          created: this.now(),
        });
      }
      case 'POST transfers/:id/reversals': {
        const transfer = this.get(id!);
        const amount = params.amount ? Number(params.amount) : (transfer.amount as number);
        const account = transfer.destination as string;
        this.balances.set(account, (this.balances.get(account) ?? 0) - amount);
        Object.assign(transfer, {
          amount_reversed: (transfer.amount_reversed as number) + amount,
          reversed: (transfer.amount_reversed as number) + amount >= (transfer.amount as number),
        });
        return this.put({ id: this.id('trr'), object: 'transfer_reversal', amount, transfer: id });
      }
      case 'POST payouts': {
        if (!stripeAccount) throw new Error('payouts need the Stripe-Account header here');
        const amount = Number(params.amount);
        this.balances.set(stripeAccount, (this.balances.get(stripeAccount) ?? 0) - amount);
        return this.put({
          id: this.id('po'),
          object: 'payout',
          amount,
          currency: params.currency,
          status: 'in_transit',
          arrival_date: this.now() + 2 * 24 * 3600,
          destination_account: stripeAccount,
          metadata: params.metadata ?? {},
          created: this.now(),
        });
      }
      case 'GET payouts/:id': {
        const payout = this.get(id!);
        if (stripeAccount !== payout.destination_account) throw new Error(`No such payout: '${id}'`);
        return payout;
      }
      case 'GET balance':
        return {
          object: 'balance',
          available: [
            { amount: stripeAccount ? (this.balances.get(stripeAccount) ?? 0) : 0, currency: 'usd' },
          ],
          pending: [{ amount: 0, currency: 'usd' }],
        };
      case 'POST refunds': {
        const intent = this.get(params.payment_intent as string);
        const charge = this.get(intent.latest_charge as string);
        Object.assign(charge, { refunded: true, amount_refunded: charge.amount });
        const destination = (intent.transfer_data as { destination?: string } | null)?.destination;
        if (destination && params.reverse_transfer === 'true') {
          // The author's share comes back from the connected account (Stripe: reverse_transfer).
          const share = (charge.amount as number) - ((intent.application_fee_amount as number | null) ?? 0);
          this.balances.set(destination, (this.balances.get(destination) ?? 0) - share);
        }
        return this.put({
          id: this.id('re'),
          object: 'refund',
          amount: charge.amount,
          charge: charge.id,
          payment_intent: intent.id,
          reverse_transfer: params.reverse_transfer === 'true',
          refund_application_fee: params.refund_application_fee === 'true',
          status: 'succeeded',
          metadata: params.metadata ?? {},
        });
      }
      case 'GET disputes/:id':
        return this.get(id!);
      default:
        return undefined;
    }
  }

  /** A destination charge's share lands in the connected account when it succeeds. */
  override succeed(intentId: string): Obj {
    const intent = super.succeed(intentId);
    const destination = (intent.transfer_data as { destination?: string } | null)?.destination;
    if (destination) {
      const share = (intent.amount as number) - ((intent.application_fee_amount as number | null) ?? 0);
      this.balances.set(destination, (this.balances.get(destination) ?? 0) + share);
    }
    return intent;
  }
}
