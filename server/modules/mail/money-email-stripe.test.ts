import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorSubscriptions } from '../../db/schema.js';
import { buildUser, signIn, type UserRow } from '../../test/factories.js';
import { FakeStripe } from '../../test/fake-stripe.js';
import type { Obj } from '../../test/fake-stripe-objects.js';
import { runQueuedEmails } from '../../test/queued-jobs.js';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildTier } from '../payments/test-money.js';

// docs/reference/money.md#emails in Stripe mode: the webhook's events queue the money emails after
// their transaction commits (the real SDK against a local fake Stripe, a real SMTP server).

/** The fake, plus Stripe Billing's failed renewal: a cycle invoice whose charge is declined. */
class BillingFake extends FakeStripe {
  failRenewal(subscriptionId: string): Obj {
    const sub = this.get(subscriptionId);
    const item = (sub.items as { data: Obj[] }).data[0]!;
    const invoice = this.invoice(
      sub,
      item.price as Obj,
      'subscription_cycle',
      item.current_period_end as number,
    );
    Object.assign(invoice, { attempt_count: 1, attempted: true });
    Object.assign(sub, { status: 'past_due' });
    return invoice;
  }
}

let t: TestContext;
let sink: SmtpSink;
const fake = new BillingFake();
const ran = new Set<string>();
const send = () => runQueuedEmails(t, ran);

beforeAll(async () => {
  sink = await startSmtpSink();
  const url = await fake.start();
  t = await createTestApp({ ...fake.env(url), SMTP_URL: sink.url, PUBLIC_ORIGIN: 'https://storyloom.test' });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
  await sink.close();
});

function deliver(event: object) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': fake.signedHeader(payload) },
  });
}

const mails = (user: UserRow, subject: string) =>
  sink.to(user.email).filter((m) => (m.subject ?? '').includes(subject));

/** A reader subscribed through Stripe Billing, its first invoice paid by webhook. */
async function paidSubscription(authorName: string) {
  const author = await buildUser(t.db, { displayName: authorName });
  const tier = await buildTier(t.db, author, '4.99', 'Inner circle');
  const reader = await buildUser(t.db);
  const cookie = await signIn(t.app, reader);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload: { authorId: author.id, tierId: tier.id },
    headers: { cookie },
  });
  const id = res.json().subscription.id as number;
  const [local] = await t.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, id));
  const stripeSub = fake.get(local!.stripeSubscriptionId!);
  const paid = await deliver(fake.event('invoice.paid', fake.payInvoice(stripeSub.latest_invoice as string)));
  expect(paid.statusCode, paid.body).toBe(200);
  return { reader, stripeSub, id };
}

describe('money emails in Stripe mode', () => {
  it('invoice.paid sends the receipt; invoice.payment_failed of a renewal sends one notice per invoice', async () => {
    const { reader, stripeSub } = await paidSubscription('Gus');
    await send();
    const receipt = await sink.waitFor(reader.email, 'receipt: $4.99 to Gus');
    expect(receipt.text).toMatch(/Reference: in_/);
    expect(receipt.text).not.toContain('demo payment');

    const invoice = fake.failRenewal(stripeSub.id);
    expect((await deliver(fake.event('invoice.payment_failed', invoice))).statusCode).toBe(200);
    // Stripe retries the same invoice: a second event, the same notice key.
    expect((await deliver(fake.event('invoice.payment_failed', invoice))).statusCode).toBe(200);
    await send();
    const notice = await sink.waitFor(reader.email, 'We could not renew your subscription to Gus');
    expect(mails(reader, 'could not renew')).toHaveLength(1);
    expect(notice.text).toContain('$4.99');
    expect(notice.text).toContain('try your card again');
    expect(notice.text).toContain('https://storyloom.test/my-subscriptions');
  });

  it('a cancellation made in Stripe (cancel_at_period_end) is confirmed with the access date, once', async () => {
    const { reader, stripeSub, id } = await paidSubscription('Hal');
    Object.assign(fake.get(stripeSub.id), {
      cancel_at_period_end: true,
      canceled_at: Math.floor(Date.now() / 1000),
    });
    await deliver(fake.event('customer.subscription.updated', fake.get(stripeSub.id)));
    await deliver(fake.event('customer.subscription.updated', fake.get(stripeSub.id)));
    await send();
    const [local] = await t.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, id));
    const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      local!.endDate!,
    );
    const mail = await sink.waitFor(reader.email, 'Your subscription to Hal is cancelled');
    expect(mail.text).toContain(`Access until ${until}`);
    expect(mails(reader, 'is cancelled')).toHaveLength(1);
  });
});
