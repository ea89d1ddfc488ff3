import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A Stripe object as the fake keeps it: plain JSON, as the REST API sends it. */
type Obj = Record<string, unknown> & { id: string; object: string };

/** One request the fake received (method, path, parsed form body or query, idempotency key). */
export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey?: string;
}

const SECRET_KEY = 'sk_test_fake_storyloom';

/**
 * A local HTTP server speaking the parts of the Stripe REST API Storyloom calls (form-encoded bodies,
 * bracketed keys, `expand[]`, `Idempotency-Key` replays, Bearer auth, JSON answers and error objects),
 * so tests run the official `stripe` SDK unchanged against it (STRIPE_API_URL). The test plays the
 * payer and Stripe's back office with `succeed`, `fail`, `refund`, `payInvoice`, `renew`, `endSubscription`
 * and builds signed webhook events with `event` + `signedHeader`.
 *
 * Endpoints: POST /v1/customers, /v1/prices, /v1/payment_intents, /v1/subscriptions,
 * /v1/subscriptions/{id}; GET /v1/payment_intents/{id}, /v1/subscriptions/{id}, /v1/invoices/{id},
 * /v1/charges/{id}; DELETE /v1/subscriptions/{id}.
 */
export class FakeStripe {
  readonly secretKey = SECRET_KEY;
  readonly webhookSecret = 'whsec_fake_storyloom';
  readonly requests: FakeStripeRequest[] = [];
  readonly objects = new Map<string, Obj>();
  /** Called before each request is answered; a test may hold it (await) or kill a process here. */
  beforeReply: (request: FakeStripeRequest) => Promise<void> | void = () => {};
  private readonly replays = new Map<string, { request: string; status: number; body: string }>();
  private readonly signer = new Stripe(SECRET_KEY);
  private server: Server | undefined;
  private clock = Math.floor(Date.now() / 1000);

  /** Starts on 127.0.0.1 (a free port); resolves to the base URL for STRIPE_API_URL. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The env that points the app at this fake. */
  env(url: string): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_storyloom',
      STRIPE_API_URL: url,
    };
  }

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

  /** Stripe Billing starts the next period: a `subscription_cycle` invoice, paid at once. */
  renew(subscriptionId: string): Obj {
    const sub = this.get(subscriptionId);
    const item = (sub.items as { data: Obj[] }).data[0]!;
    const start = item.current_period_end as number;
    const invoice = this.invoice(sub, item.price as Obj, 'subscription_cycle', start);
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

  /** A webhook event about `object` (its state now), as Stripe would send it. */
  event(type: string, object: Obj): Stripe.Event {
    return {
      id: this.id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: this.now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    } as unknown as Stripe.Event;
  }

  /** The `Stripe-Signature` header for `payload`, made by the SDK's own test helper. */
  signedHeader(payload: string, secret = this.webhookSecret): string {
    return this.signer.webhooks.generateTestHeaderString({ payload, secret });
  }

  // ---- the REST API -----------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const form =
      req.method === 'GET' ? url.searchParams : new URLSearchParams(Buffer.concat(chunks).toString());
    const request: FakeStripeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      params: parseForm(form),
      idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? undefined,
    };
    this.requests.push(request);
    await this.beforeReply(request);
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    // Like Stripe: a key is the account's, and reusing it for another request is an error.
    const replayKey = request.method === 'GET' ? undefined : request.idempotencyKey;
    const fingerprint = `${request.method} ${request.path} ${JSON.stringify(request.params)}`;
    const replay = replayKey ? this.replays.get(replayKey) : undefined;
    if (replay && replay.request !== fingerprint) {
      return send(res, 400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
        },
      });
    }
    if (replay) {
      res.writeHead(replay.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      res.end(replay.body);
      return;
    }
    let status = 200;
    let body: unknown;
    try {
      body = this.route(request);
    } catch (error) {
      status = 404;
      body = { error: { type: 'invalid_request_error', message: (error as Error).message } };
    }
    const text = JSON.stringify(body);
    if (replayKey) this.replays.set(replayKey, { request: fingerprint, status, body: text });
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.id('req') });
    res.end(text);
  }

  private route({ method, path, params }: FakeStripeRequest): unknown {
    const [, , resource, id] = path.split('/');
    const expand = (params.expand as string[] | undefined) ?? [];
    const key = `${method} ${resource}${id ? '/:id' : ''}`;
    switch (key) {
      case 'POST customers':
        return this.put({
          id: this.id('cus'),
          object: 'customer',
          email: params.email,
          name: params.name,
          metadata: params.metadata ?? {},
        });
      case 'POST prices': {
        const data = params.product_data as { name: string } | undefined;
        const product = this.put({ id: this.id('prod'), object: 'product', name: data?.name ?? 'Product' });
        return this.put({
          id: this.id('price'),
          object: 'price',
          currency: params.currency,
          unit_amount: Number(params.unit_amount),
          recurring: { interval: (params.recurring as { interval: string }).interval },
          product: product.id,
          metadata: params.metadata ?? {},
          active: true,
        });
      }
      case 'POST payment_intents':
        return this.createIntent(
          Number(params.amount),
          (params.metadata as Record<string, string>) ?? {},
          params.customer as string,
        );
      case 'GET payment_intents/:id':
        return this.get(id!);
      case 'GET invoices/:id':
        return this.get(id!);
      case 'GET charges/:id': {
        const charge = this.get(id!);
        return expand.includes('payment_intent')
          ? { ...charge, payment_intent: this.get(charge.payment_intent as string) }
          : charge;
      }
      case 'POST subscriptions':
        return this.expandInvoice(this.createSubscription(params), expand);
      case 'GET subscriptions/:id':
        return this.expandInvoice(this.get(id!), expand);
      case 'POST subscriptions/:id':
        return this.expandInvoice(this.updateSubscription(this.get(id!), params), expand);
      case 'DELETE subscriptions/:id':
        return this.endSubscription(id!);
      default:
        throw new Error(`Unrecognized request URL (${method}: ${path})`);
    }
  }

  private createIntent(amount: number, metadata: Record<string, string>, customer?: string): Obj {
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
      created: this.now(),
    });
  }

  private createSubscription(params: Record<string, unknown>): Obj {
    const items = params.items as { price: string }[];
    const price = this.get(items[0]!.price);
    const start = this.now();
    const sub = this.put({
      id: this.id('sub'),
      object: 'subscription',
      customer: params.customer,
      status: 'incomplete',
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
            current_period_end: start,
          },
        ],
      },
      latest_invoice: null,
    });
    this.invoice(sub, price, 'subscription_create', start);
    return sub;
  }

  private updateSubscription(sub: Obj, params: Record<string, unknown>): Obj {
    if (params.metadata) sub.metadata = { ...(sub.metadata as object), ...(params.metadata as object) };
    if (params.cancel_at_period_end !== undefined) {
      const cancel = params.cancel_at_period_end === 'true';
      Object.assign(sub, { cancel_at_period_end: cancel, canceled_at: cancel ? this.now() : null });
    }
    const items = params.items as { price: string }[] | undefined;
    if (items?.[0]?.price) {
      const price = this.get(items[0].price);
      // payment_behavior=pending_if_incomplete: the new price applies once the new invoice is paid.
      sub.pending_update = { price };
      this.invoice(sub, price, 'subscription_update', this.now());
    }
    return sub;
  }

  /** A new open invoice for one month of `price` from `start`, with its PaymentIntent. */
  private invoice(sub: Obj, price: Obj, reason: string, start: number): Obj {
    const end = start + 30 * 24 * 3600;
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

  private expandInvoice(sub: Obj, expand: string[]): Obj {
    if (!expand.some((e) => e.startsWith('latest_invoice')) || !sub.latest_invoice) return sub;
    return { ...sub, latest_invoice: this.get(sub.latest_invoice as string) };
  }

  private subscriptionOf(invoice: Obj): string {
    return (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
      .subscription;
  }

  private put(object: Obj): Obj {
    this.objects.set(object.id, object);
    return object;
  }

  private id(prefix: string): string {
    return `${prefix}_${randomBytes(12).toString('hex')}`;
  }

  private now(): number {
    this.clock = Math.max(this.clock + 1, Math.floor(Date.now() / 1000));
    return this.clock;
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Stripe's form encoding to nested values: `items[0][price]=x`, `metadata[k]=v`, `expand[0]=a`;
 * objects whose keys are all indexes become arrays.
 */
export function parseForm(form: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of form) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}
