import { randomBytes } from 'node:crypto';

/** A Stripe object as the fake keeps it: plain JSON, as the REST API sends it. */
export type Obj = Record<string, unknown> & { id: string; object: string };

/**
 * The state of the fake Stripe server (server/test/fake-stripe.ts): its objects (customers, prices,
 * PaymentIntents, charges, subscriptions, invoices) as the REST API shows them, how the API calls make
 * them, and what the payer and Stripe's back office do to them (`succeed`, `fail`, `refund`,
 * `payInvoice`, `renew`, `endSubscription`).
 */
export class FakeStripeObjects {
  readonly objects = new Map<string, Obj>();
  private clock = Math.floor(Date.now() / 1000);

  get<T = Obj>(id: string): T {
    const object = this.objects.get(id);
    if (!object) throw new Error(`fake Stripe has no ${id}`);
    return object as unknown as T;
  }

  // ---- what the payer and Stripe do -------------------------------------------------------------

  /** The payer confirms a PaymentIntent and it succeeds: a charge is made. */
  succeed(intentId: string): Obj {
    const intent = this.get(intentId);
    const charge = this.put({
      id: this.id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      paid: true,
      status: 'succeeded',
      currency: 'usd',
      payment_intent: intent.id,
      created: this.now(),
    });
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id });
    return intent;
  }

  /** The payer's card is declined: the intent asks for another payment method. */
  fail(intentId: string): Obj {
    const intent = this.get(intentId);
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    return intent;
  }

  /** A full refund of the intent's charge (Dashboard or API): the charge reads refunded. */
  refund(intentId: string): Obj {
    const chargeId = this.get(intentId).latest_charge as string;
    const charge = this.get(chargeId);
    Object.assign(charge, { refunded: true, amount_refunded: charge.amount });
    return charge;
  }

  /** The invoice is paid (through its PaymentIntent); its subscription becomes active on the invoice's price. */
  payInvoice(invoiceId: string): Obj {
    const invoice = this.get(invoiceId);
    const intentId = (invoice.payments as { data: { payment: { payment_intent: string } }[] }).data[0]!
      .payment.payment_intent;
    this.succeed(intentId);
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
    const sub = this.get(this.subscriptionOf(invoice));
    const pending = sub.pending_update as { price: Obj } | null;
    const item = (sub.items as { data: Obj[] }).data[0]!;
    if (pending) Object.assign(item, { price: pending.price });
    const line = (invoice.lines as { data: { period: { start: number; end: number } }[] }).data[0]!;
    Object.assign(item, { current_period_start: line.period.start, current_period_end: line.period.end });
    Object.assign(sub, { status: 'active', pending_update: null });
    return invoice;
  }

  /**
   * Stripe Billing starts the next period: a `subscription_cycle` invoice, paid at once. Prorations left
   * by a `create_prorations` change (`pending_proration_cents`, negative: a credit) are added to it, never
   * below zero, and consumed.
   */
  renew(subscriptionId: string): Obj {
    const sub = this.get(subscriptionId);
    const item = (sub.items as { data: Obj[] }).data[0]!;
    const start = item.current_period_end as number;
    const invoice = this.invoice(sub, item.price as Obj, 'subscription_cycle', start);
    const proration = (sub.pending_proration_cents as number | undefined) ?? 0;
    if (proration !== 0) {
      const due = Math.max(0, (invoice.amount_due as number) + proration);
      Object.assign(invoice, { amount_due: due, amount_remaining: due });
      sub.pending_proration_cents = 0;
    }
    return this.payInvoice(invoice.id);
  }

  /** The period ended with cancel_at_period_end (or Stripe gave up): the subscription is canceled. */
  endSubscription(subscriptionId: string): Obj {
    const sub = this.get(subscriptionId);
    Object.assign(sub, {
      status: 'canceled',
      ended_at: this.now(),
      canceled_at: sub.canceled_at ?? this.now(),
    });
    // Its open invoices are voided.
    for (const object of this.objects.values()) {
      if (object.object === 'invoice' && object.status === 'open' && this.subscriptionOf(object) === sub.id) {
        object.status = 'void';
      }
    }
    return sub;
  }

  protected createIntent(
    amount: number,
    metadata: Record<string, string>,
    customer?: string,
    /** A destination charge's `transfer_data` and `application_fee_amount` (fake-stripe-connect.ts). */
    connect: { transfer_data?: unknown; application_fee_amount?: number } = {},
  ): Obj {
    const id = this.id('pi');
    return this.put({
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: 'usd',
      customer: customer ?? null,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      last_payment_error: null,
      latest_charge: null,
      metadata,
      transfer_data: connect.transfer_data ?? null,
      application_fee_amount: connect.application_fee_amount ?? null,
      created: this.now(),
    });
  }

  protected createSubscription(params: Record<string, unknown>): Obj {
    const items = params.items as { price: string }[];
    const price = this.get(items[0]!.price);
    const start = this.now();
    // trial_period_days: trialing at once, a $0 invoice paid, the first charge at trial_end.
    const trialDays = Number(params.trial_period_days ?? 0);
    const trialEnd = trialDays > 0 ? start + trialDays * 24 * 3600 : null;
    const sub = this.put({
      id: this.id('sub'),
      object: 'subscription',
      customer: params.customer,
      status: trialEnd ? 'trialing' : 'incomplete',
      trial_end: trialEnd,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      metadata: params.metadata ?? {},
      pending_update: null,
      items: {
        object: 'list',
        data: [
          {
            id: this.id('si'),
            object: 'subscription_item',
            price,
            current_period_start: start,
            current_period_end: trialEnd ?? start,
          },
        ],
      },
      latest_invoice: null,
    });
    const invoice = this.invoice(
      sub,
      trialEnd ? { ...price, unit_amount: 0 } : price,
      'subscription_create',
      start,
    );
    if (trialEnd) {
      Object.assign(invoice, {
        status: 'paid',
        amount_paid: 0,
        amount_remaining: 0,
        confirmation_secret: null,
      });
      (invoice.lines as { data: { period: { start: number; end: number } }[] }).data[0]!.period = {
        start,
        end: trialEnd,
      };
    }
    return sub;
  }

  protected updateSubscription(sub: Obj, params: Record<string, unknown>): Obj {
    if (params.metadata) sub.metadata = { ...(sub.metadata as object), ...(params.metadata as object) };
    if (params.cancel_at_period_end !== undefined) {
      const cancel = params.cancel_at_period_end === 'true';
      Object.assign(sub, { cancel_at_period_end: cancel, canceled_at: cancel ? this.now() : null });
    }
    const items = params.items as { price: string }[] | undefined;
    const proration = params.proration_behavior as string | undefined;
    if (items?.[0]?.price && params.payment_behavior !== 'pending_if_incomplete' && proration) {
      this.changePrice(sub, this.get(items[0].price), proration);
      return sub;
    }
    if (items?.[0]?.price) {
      const price = this.get(items[0].price);
      // payment_behavior=pending_if_incomplete: the new price applies once the new invoice is paid.
      sub.pending_update = { price };
      this.invoice(sub, price, 'subscription_update', this.now());
    }
    return sub;
  }

  /**
   * A price change inside the period, as Stripe prorates it (`proration_behavior`): the item switches at
   * once; the unused fraction of the period is credited at the old price and charged at the new one, each
   * rounded (contract/billing-period.ts `prorateTierChange`, the same arithmetic). `always_invoice`: an
   * invoice (billing reason `subscription_update`) of the difference for [now, period end], charged at
   * once to the saved card (paid) when positive; `create_prorations`: the difference waits for the next
   * invoice (`pending_proration_cents`, taken by `renew`); `none`: nothing until the next period.
   */
  protected changePrice(sub: Obj, price: Obj, proration: string): void {
    const item = (sub.items as { data: Obj[] }).data[0]!;
    const old = item.price as Obj;
    const start = item.current_period_start as number;
    const end = item.current_period_end as number;
    const now = this.now();
    const fraction = end > start ? Math.min(Math.max(end - now, 0), end - start) / (end - start) : 0;
    const due =
      Math.round((price.unit_amount as number) * fraction) -
      Math.round((old.unit_amount as number) * fraction);
    Object.assign(item, { price });
    if (proration === 'always_invoice' && due > 0) {
      const invoice = this.invoice(sub, { ...price, unit_amount: due }, 'subscription_update', now);
      (invoice.lines as { data: { period: { start: number; end: number } }[] }).data[0]!.period = {
        start: now,
        end,
      };
      const intentId = (invoice.payments as { data: { payment: { payment_intent: string } }[] }).data[0]!
        .payment.payment_intent;
      this.succeed(intentId);
      Object.assign(invoice, { status: 'paid', amount_paid: due, amount_remaining: 0 });
    } else if (proration !== 'none' && due !== 0) {
      sub.pending_proration_cents = ((sub.pending_proration_cents as number | undefined) ?? 0) + due;
    }
  }

  /** A new open invoice for one month of `price` from `start`, with its PaymentIntent. */
  protected invoice(sub: Obj, price: Obj, reason: string, start: number): Obj {
    const yearly = (price.recurring as { interval?: string } | undefined)?.interval === 'year';
    const end = start + (yearly ? 365 : 30) * 24 * 3600;
    const amount = price.unit_amount as number;
    const intent = this.createIntent(amount, {});
    const id = this.id('in');
    const invoice = this.put({
      id,
      object: 'invoice',
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      billing_reason: reason,
      currency: 'usd',
      customer: sub.customer,
      period_start: start,
      period_end: start,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: { ...(sub.metadata as object) } },
      },
      lines: {
        object: 'list',
        data: [{ id: this.id('il'), object: 'line_item', amount, period: { start, end } }],
      },
      confirmation_secret: { type: 'payment_intent', client_secret: intent.client_secret },
      payments: {
        object: 'list',
        data: [
          {
            id: this.id('inpay'),
            object: 'invoice_payment',
            payment: { type: 'payment_intent', payment_intent: intent.id },
          },
        ],
      },
    });
    sub.latest_invoice = id;
    return invoice;
  }

  protected expandInvoice(sub: Obj, expand: string[]): Obj {
    if (!expand.some((e) => e.startsWith('latest_invoice')) || !sub.latest_invoice) return sub;
    return { ...sub, latest_invoice: this.get(sub.latest_invoice as string) };
  }

  protected subscriptionOf(invoice: Obj): string {
    return (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
      .subscription;
  }

  protected put(object: Obj): Obj {
    this.objects.set(object.id, object);
    return object;
  }

  protected id(prefix: string): string {
    return `${prefix}_${randomBytes(12).toString('hex')}`;
  }

  protected now(): number {
    this.clock = Math.max(this.clock + 1, Math.floor(Date.now() / 1000));
    return this.clock;
  }
}
