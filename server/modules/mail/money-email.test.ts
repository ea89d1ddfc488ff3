import { and, eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/execute-rows.js';
import { authorSubscriptions, notifications, payments, subscriptionTiers } from '../../db/schema.js';
import { JOB_SCHEMA } from '../../plugins/jobs.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { runningJob, runQueuedEmails } from '../../test/queued-jobs.js';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { queueMonthlyStatements, queueRenewalReminders } from '../payments/money-emails.js';
import { buildTier } from '../payments/test-money.js';
import { SEND_PUSH_JOB } from '../push/push-job.js';
import { runRenewalJob } from '../subscriptions/renewal-job.js';

// docs/reference/money.md#emails, ADR 0040: money emails are queued after the change commits and sent
// once by the send-email job; these tests read them from a real SMTP server as a mail client would.
let t: TestContext;
let sink: SmtpSink;
const ORIGIN = 'https://storyloom.test';
const ran = new Set<string>();
const send = () => runQueuedEmails(t, ran);

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: sink.url,
    PUBLIC_ORIGIN: ORIGIN,
    MAIL_FROM: 'Storyloom <hi@storyloom.test>',
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const call = (cookie: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

/** The emails to `user` whose subject contains `subject`. */
const mails = (user: UserRow, subject: string): ParsedMail[] =>
  sink.to(user.email).filter((m) => (m.subject ?? '').includes(subject));

const renewalDeps = () => ({ db: t.db, jobs: t.app.jobs, platformFeePercent: 15, app: t.app });

async function pushedNotificationIds(): Promise<number[]> {
  const rows = await executeRows<{ data: { notificationId: number } }>(
    t.db,
    sql`SELECT data FROM ${sql.raw(JOB_SCHEMA)}.job WHERE name = ${SEND_PUSH_JOB}`,
  );
  return rows.map((r) => r.data.notificationId);
}

async function subscribe(reader: UserRow, author: UserRow, tierId: number) {
  const cookie = await signIn(t.app, reader);
  const res = await call(cookie, 'POST', '/api/subscriptions', { authorId: author.id, tierId });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie, subscription: res.json().subscription as { id: number; endDate: string } };
}

async function endPeriodIn(id: number, interval: string) {
  await t.db
    .update(authorSubscriptions)
    .set({ endDate: sql`date_trunc('milliseconds', now() + ${interval}::interval)` })
    .where(eq(authorSubscriptions.id, id));
  const [sub] = await t.db.select().from(authorSubscriptions).where(eq(authorSubscriptions.id, id));
  return sub!;
}

describe('receipts', () => {
  it('a demo purchase gets one receipt with the amount, fee, author’s share, author and item, and its notification is published', async () => {
    const author = await buildUser(t.db, { displayName: 'Ada <Writer>' });
    const story = await buildStory(t.db, author, {
      title: 'The Glass Orchard',
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '2.99',
    });
    const reader = await buildUser(t.db, { emailVerifiedAt: null }); // receipts go even unverified
    const cookie = await signIn(t.app, reader);
    const res = await call(cookie, 'POST', '/api/purchase-content', { storyId: story.id, amount: '2.99' });
    expect(res.json()).toMatchObject({ status: 'completed' });
    const paymentId = res.json().paymentId as number;

    await send();
    await send(); // a second run of the jobs sends nothing more
    const receipt = await sink.waitFor(reader.email, 'receipt');
    expect(mails(reader, 'receipt')).toHaveLength(1);
    expect(receipt.subject).toBe('Your Storyloom receipt: $2.99 to Ada <Writer>');
    for (const part of [receipt.text!, receipt.html as string]) {
      expect(part).toContain('The Glass Orchard');
      expect(part).toContain('$2.99');
      expect(part).toContain('$0.45'); // platform fee
      expect(part).toContain('$2.54'); // the author's share
      expect(part).toContain(`${ORIGIN}/my-subscriptions`);
      expect(part).toContain('demo payment');
    }
    expect(receipt.text).toContain('Ada <Writer>');
    expect(receipt.html).toContain('Ada &lt;Writer&gt;');
    expect(receipt.headers.get('list-unsubscribe')).toBeUndefined(); // transactional
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(receipt.text).toContain(row!.stripePaymentId!);

    // The author's purchase notification, inserted with the payment, went out after the commit.
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.dedupeKey, `payment:${paymentId}`)));
    expect(await pushedNotificationIds()).toContain(note!.id);
  });

  it('a tip and a subscription get their receipts', async () => {
    const author = await buildUser(t.db, { tipJarEnabled: true, displayName: 'Bo' });
    const reader = await buildUser(t.db);
    const cookie = await signIn(t.app, reader);
    const tip = await call(cookie, 'POST', '/api/tips', { authorId: author.id, amount: '5.00' });
    expect(tip.json()).toMatchObject({ status: 'completed' });
    const tier = await buildTier(t.db, author, '4.99', 'Gold');
    await subscribe(reader, author, tier.id);
    await send();
    const tipReceipt = await sink.waitFor(reader.email, 'receipt: $5.00 to Bo');
    expect(tipReceipt.text).toMatch(/Item: Tip/);
    expect(tipReceipt.text).toContain('$0.75');
    expect(tipReceipt.text).toContain('$4.25');
    const subReceipt = await sink.waitFor(reader.email, 'receipt: $4.99 to Bo');
    expect(subReceipt.text).toMatch(/Item: Gold subscription \(monthly, /);
    expect(subReceipt.text).toContain('$4.24');
  });
});

describe('tier welcome note', () => {
  it('reaches a new subscriber in the app and by email, not on renewal', async () => {
    const author = await buildUser(t.db, { displayName: 'Cleo' });
    const authorCookie = await signIn(t.app, author);
    const created = await call(authorCookie, 'POST', '/api/creator/subscription-tiers', {
      name: 'Patron',
      price: '3.00',
      welcomeNote: '  Thank you! Chapter 9 drops on Friday.  ',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().welcomeNote).toBe('Thank you! Chapter 9 drops on Friday.');
    const tooLong = await call(
      authorCookie,
      'PATCH',
      `/api/creator/subscription-tiers/${created.json().id}`,
      {
        welcomeNote: 'x'.repeat(2001),
      },
    );
    expect(tooLong.statusCode).toBe(400);

    const reader = await buildUser(t.db);
    const { subscription } = await subscribe(reader, author, created.json().id);
    const welcome = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, reader.id), eq(notifications.type, 'tier_welcome')));
    expect(welcome).toEqual([
      expect.objectContaining({
        title: 'Welcome to Patron by Cleo',
        body: 'Thank you! Chapter 9 drops on Friday.',
        link: `/author/${author.username}`,
        dedupeKey: `welcome:${subscription.id}`,
      }),
    ]);
    expect(await pushedNotificationIds()).toContain(welcome[0]!.id);
    const list = await t.app.inject({
      url: '/api/notifications',
      headers: { cookie: await signIn(t.app, reader) },
    });
    expect(list.json().notifications[0]).toMatchObject({
      type: 'tier_welcome',
      title: 'Welcome to Patron by Cleo',
    });
    // By email too: a notification email (its type's email choice is 'immediate' by default).
    await send();
    const mail = await sink.waitFor(reader.email, 'Welcome to Patron by Cleo');
    expect(mail.text).toContain('Chapter 9 drops on Friday.');

    // A renewal is not a start: no second welcome, and the first one is not published again.
    const pushedBefore = (await pushedNotificationIds()).length;
    const due = await endPeriodIn(subscription.id, '-1 second');
    const job = runningJob({ subscriptionId: due.id, periodEnd: due.endDate!.toISOString() });
    expect(await runRenewalJob(renewalDeps(), job)).toBe('renewed');
    const after = await t.db.select().from(notifications).where(eq(notifications.userId, reader.id));
    expect(after.filter((n) => n.type === 'tier_welcome')).toHaveLength(1);
    expect((await pushedNotificationIds()).length).toBe(pushedBefore);
    await send();
    expect(mails(reader, 'receipt: $3.00 to Cleo')).toHaveLength(2); // the first period and the renewal
    expect(mails(reader, 'Welcome to Patron')).toHaveLength(1);
  });

  it('an empty note sends nothing', async () => {
    const author = await buildUser(t.db);
    const tier = await buildTier(t.db, author, '2.00');
    await t.db.update(subscriptionTiers).set({ welcomeNote: '   ' }).where(eq(subscriptionTiers.id, tier.id));
    const reader = await buildUser(t.db);
    await subscribe(reader, author, tier.id);
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, reader.id), eq(notifications.type, 'tier_welcome')));
    expect(rows).toEqual([]);
  });
});

describe('statements', () => {
  it("last month's statement with the right sums, once; none for a month without payments", async () => {
    const author = await buildUser(t.db, { tipJarEnabled: true });
    const story = await buildStory(t.db, author, {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '2.99',
    });
    const cookie = await signIn(t.app, await buildUser(t.db));
    const bought = await call(cookie, 'POST', '/api/purchase-content', { storyId: story.id, amount: '2.99' });
    const tipped = await call(cookie, 'POST', '/api/tips', { authorId: author.id, amount: '10.00' });
    const idle = await buildUser(t.db); // earned nothing last month
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
    for (const res of [bought, tipped]) {
      await t.db
        .update(payments)
        .set({ completedAt: lastMonth })
        .where(eq(payments.id, res.json().paymentId));
    }
    const secondDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 2, 1));
    expect(
      await queueMonthlyStatements(t.app, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 5))),
    ).toBe(0);
    expect(await queueMonthlyStatements(t.app, secondDay)).toBeGreaterThanOrEqual(1);
    await send();
    expect(await queueMonthlyStatements(t.app, secondDay)).toBeGreaterThanOrEqual(1); // the next day again
    await send();
    const monthName = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(lastMonth);
    const statement = await sink.waitFor(author.email, `earnings for ${monthName}`);
    expect(mails(author, 'earnings for')).toHaveLength(1);
    expect(statement.text).toContain('Paid by readers: $12.99');
    expect(statement.text).toContain('Platform fees: $1.95'); // 0.45 + 1.50
    expect(statement.text).toContain('Your earnings: $11.04');
    expect(statement.text).toContain('Purchases: 1');
    expect(statement.text).toContain('Tips: 1');
    expect(statement.text).toContain(`${ORIGIN}/creator-dashboard?tab=earnings`);
    expect(sink.to(idle.email)).toEqual([]);
  });
});

describe('subscription emails', () => {
  it('reminds 3 days ahead only auto-renewing subscriptions, once per period', async () => {
    const author = await buildUser(t.db, { displayName: 'Dee' });
    const tier = await buildTier(t.db, author, '4.00', 'Fan');
    const renewing = await buildUser(t.db);
    const cancelling = await buildUser(t.db);
    const later = await buildUser(t.db);
    const a = await subscribe(renewing, author, tier.id);
    const b = await subscribe(cancelling, author, tier.id);
    const c = await subscribe(later, author, tier.id);
    await call(b.cookie, 'DELETE', `/api/subscriptions/${b.subscription.id}`);
    const soon = await endPeriodIn(a.subscription.id, '2 days');
    await endPeriodIn(b.subscription.id, '2 days');
    await endPeriodIn(c.subscription.id, '10 days');
    // The author raises the price: subscribers keep theirs, and the reminder says what will be charged.
    await t.db.update(subscriptionTiers).set({ price: '4.50' }).where(eq(subscriptionTiers.id, tier.id));
    await queueRenewalReminders(t.app);
    await send();
    await queueRenewalReminders(t.app);
    await send();
    const reminder = await sink.waitFor(renewing.email, 'renews on');
    expect(mails(renewing, 'renews on')).toHaveLength(1);
    expect(reminder.text).toContain('Fan subscription to Dee');
    expect(reminder.text).toContain('$4.00');
    expect(reminder.text).not.toContain('$4.50');
    expect(reminder.text).toContain(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(soon.endDate!),
    );
    expect(mails(cancelling, 'renews on')).toEqual([]);
    expect(mails(later, 'renews on')).toEqual([]);
  });

  it('confirms a cancellation with the date access ends', async () => {
    const author = await buildUser(t.db, { displayName: 'Eve' });
    const tier = await buildTier(t.db, author, '4.00', 'Reader');
    const reader = await buildUser(t.db);
    const { cookie, subscription } = await subscribe(reader, author, tier.id);
    const res = await call(cookie, 'DELETE', `/api/subscriptions/${subscription.id}`);
    expect(res.json()).toMatchObject({ status: 'canceling' });
    await send();
    const mail = await sink.waitFor(reader.email, 'Your subscription to Eve is cancelled');
    const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(subscription.endDate),
    );
    expect(mail.text).toContain(`Access until ${until}`);
  });

  it('tells the reader when a demo renewal cannot be charged, on the last attempt only', async () => {
    const author = await buildUser(t.db, { displayName: 'Fay' });
    const tier = await buildTier(t.db, author, '4.00', 'Circle');
    const reader = await buildUser(t.db);
    const { subscription } = await subscribe(reader, author, tier.id);
    const due = await endPeriodIn(subscription.id, '-1 second');
    // The database refuses this renewal's payment row (a real failure of the charging transaction).
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_renewal() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.subscription_id = ${due.id} THEN RAISE EXCEPTION 'card declined'; END IF; RETURN NEW; END $$`),
    );
    await t.db.execute(
      sql.raw(
        'CREATE TRIGGER refuse_renewal BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION refuse_renewal()',
      ),
    );
    try {
      const data = { subscriptionId: due.id, periodEnd: due.endDate!.toISOString() };
      await expect(runRenewalJob(renewalDeps(), runningJob(data))).rejects.toThrow();
      await send();
      expect(mails(reader, 'could not renew')).toEqual([]); // pg-boss retries first
      await expect(
        runRenewalJob(renewalDeps(), { ...runningJob(data), isLastAttempt: true }),
      ).rejects.toThrow();
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse_renewal ON payments'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_renewal()'));
    }
    await send();
    const notice = await sink.waitFor(reader.email, 'We could not renew your subscription to Fay');
    expect(notice.text).toContain('$4.00');
    expect(notice.text).toContain('Your access ended on');
    expect(notice.text).toContain(`${ORIGIN}/my-subscriptions`);
  });
});
