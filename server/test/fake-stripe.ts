import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { FakeStripeConnect } from './fake-stripe-connect.js';
import type { Obj } from './fake-stripe-objects.js';

/** One request the fake received (method, path, parsed form body or query, idempotency key). */
export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey?: string;
  /** The `Stripe-Account` header (Connect: a call on a connected account). */
  stripeAccount?: string;
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
 * /v1/charges/{id}; DELETE /v1/subscriptions/{id}; and Connect's (fake-stripe-connect.ts).
 */
export class FakeStripe extends FakeStripeConnect {
  readonly secretKey = SECRET_KEY;
  readonly webhookSecret = 'whsec_fake_storyloom';
  readonly requests: FakeStripeRequest[] = [];
  /** Called before each request is answered; a test may hold it (await) or kill a process here. */
  beforeReply: (request: FakeStripeRequest) => Promise<void> | void = () => {};
  private readonly replays = new Map<string, { request: string; status: number; body: string }>();
  private readonly signer = new Stripe(SECRET_KEY);
  private server: Server | undefined;

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

  /**
   * A webhook event about `object` (its state now), as Stripe would send it; `account`: the connected
   * account a Connect event is about (`event.account`).
   */
  event(type: string, object: Obj, account?: string): Stripe.Event {
    return {
      ...(account ? { account } : {}),
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
      stripeAccount: (req.headers['stripe-account'] as string | undefined) ?? undefined,
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

  private route({ method, path, params, stripeAccount }: FakeStripeRequest): unknown {
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
          {
            transfer_data: params.transfer_data,
            application_fee_amount:
              params.application_fee_amount === undefined ? undefined : Number(params.application_fee_amount),
          },
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
      default: {
        const connect = this.routeConnect({ method, path, params, stripeAccount });
        if (connect !== undefined) return connect;
        throw new Error(`Unrecognized request URL (${method}: ${path})`);
      }
    }
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
