import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/execute-rows.js';
import { passwordResetTokens, sentEmails } from '../../db/schema.js';
import { JOB_SCHEMA } from '../../plugins/jobs.js';
import { buildUser, signIn, TEST_PASSWORD } from '../../test/factories.js';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { type EmailJob, emailKey, runSendEmail, SEND_EMAIL_JOB } from './mail-job.js';

// docs/reference/people.md#email, ADR 0036: requests queue emails; the job sends them to a real SMTP
// server (in this process) once; the tests read them as a mail client would.
let t: TestContext;
let sink: SmtpSink;
const outbox = path.join(tmpdir(), `storyloom-outbox-${process.pid}`);
const ORIGIN = 'https://storyloom.test';

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
  await rm(outbox, { recursive: true, force: true });
});

const ran = new Set<string>();
const job = (data: EmailJob) => ({
  id: 'mail',
  data,
  attempt: 1,
  isLastAttempt: false,
  signal: new AbortController().signal,
});

/** Runs each queued send-email job not run yet, as a worker would. */
async function runQueuedEmails(config = t.app.config): Promise<number> {
  const rows = await executeRows<{ id: string; data: EmailJob }>(
    t.db,
    sql`SELECT id, data FROM ${sql.raw(JOB_SCHEMA)}.job WHERE name = ${SEND_EMAIL_JOB} ORDER BY created_on`,
  );
  let count = 0;
  for (const row of rows) {
    if (ran.has(row.id)) continue;
    ran.add(row.id);
    await runSendEmail({ db: t.db, log: t.app.log, config }, job(row.data));
    count++;
  }
  return count;
}

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

function linkToken(text: string, page: string): string {
  const match = new RegExp(`${ORIGIN}/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${page} link in ${text}`);
  return match[1]!;
}

describe('verification', () => {
  it('sign-up sends a verification email with text and HTML parts whose link verifies once', async () => {
    const signup = await post('/api/auth/signup', {
      email: 'New.Reader@Example.test',
      password: 'a-good-password',
      username: 'new_reader',
      displayName: 'New <b>Reader</b>',
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect(signup.json().emailVerifiedAt).toBeNull();
    const cookie = signup.headers['set-cookie']!.toString().split(';')[0]!;
    await runQueuedEmails();
    const mail = await sink.waitFor('new.reader@example.test', 'Verify your email');
    expect(mail.from?.text).toContain('hi@storyloom.test');
    expect(mail.text).toContain('New <b>Reader</b>');
    expect(mail.html).toContain('New &lt;b&gt;Reader&lt;/b&gt;'); // escaped in HTML
    const token = linkToken(mail.text ?? '', 'verify-email');
    expect(mail.html).toContain(`${ORIGIN}/verify-email?token=${token}`);

    // Unverified: DMs refused with a message saying what to do.
    const peer = await buildUser(t.db);
    const refused = await post(`/api/messages/${peer.username}`, { message: 'hello' }, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringMatching(/verify/i),
    });

    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('VERIFY_TOKEN_INVALID');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json().emailVerifiedAt).not.toBeNull();
    const sent = await post(`/api/messages/${peer.username}`, { message: 'hello' }, cookie);
    expect(sent.statusCode, sent.body).toBe(201);

    // Verified: nothing to resend.
    expect((await post('/api/auth/resend-verification', {}, cookie)).json().code).toBe(
      'EMAIL_ALREADY_VERIFIED',
    );
  });

  it('resend sends a new link; changing the email re-verifies and tells the old address', async () => {
    const user = await buildUser(t.db, { emailVerifiedAt: null });
    const cookie = await signIn(t.app, user);
    expect((await post('/api/auth/resend-verification', {}, cookie)).statusCode).toBe(200);
    await runQueuedEmails();
    await sink.waitFor(user.email, 'Verify your email');

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/account/email',
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, email: `moved-${user.id}@example.test` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().emailVerifiedAt).toBeNull();
    await runQueuedEmails();
    const notice = await sink.waitFor(user.email, 'email was changed');
    expect(notice.text).toContain(`moved-${user.id}@example.test`);
    const mail = await sink.waitFor(`moved-${user.id}@example.test`, 'Verify your email');
    // The link sent to the old address before the change no longer verifies anything.
    const old = sink.to(user.email).find((m) => m.subject?.includes('Verify'))!;
    expect(
      (await post('/api/auth/verify-email', { token: linkToken(old.text!, 'verify-email') })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/verify-email', { token: linkToken(mail.text!, 'verify-email') })).statusCode,
    ).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers an unknown email the same and sends nothing', async () => {
    const user = await buildUser(t.db);
    const before = sink.received.length;
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.test' });
    const known = await post('/api/auth/forgot-password', { email: user.email });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    await runQueuedEmails();
    await sink.waitFor(user.email, 'Reset your');
    expect(sink.received.length).toBe(before + 1);
    expect(sink.to('nobody@example.test')).toEqual([]);
  });

  it("resets with the email's token once, ends every session and sends a notice", async () => {
    const user = await buildUser(t.db, { emailVerifiedAt: null });
    const cookie = await signIn(t.app, user);
    await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    await runQueuedEmails();
    const mail = await sink.waitFor(user.email, 'Reset your');
    expect(mail.html).toBeTruthy();
    const token = linkToken(mail.text ?? '', 'reset-password');

    const short = await post('/api/auth/reset-password', { token, password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('body.password');

    const reset = await post('/api/auth/reset-password', { token, password: 'brand-new-secret' });
    expect(reset.statusCode, reset.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const login = await post('/api/auth/login', { email: user.email, password: 'brand-new-secret' });
    expect(login.statusCode).toBe(200);
    expect(login.json().emailVerifiedAt).not.toBeNull(); // the link proved the address

    const reused = await post('/api/auth/reset-password', { token, password: 'another-secret' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('RESET_TOKEN_INVALID');

    await runQueuedEmails();
    const notice = await sink.waitFor(user.email, 'password was changed');
    expect(notice.text).toContain(`${ORIGIN}/forgot-password`);
  });

  it('refuses an expired token', async () => {
    const user = await buildUser(t.db);
    await post('/api/auth/forgot-password', { email: user.email });
    await runQueuedEmails();
    const token = linkToken((await sink.waitFor(user.email, 'Reset your')).text ?? '', 'reset-password');
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await post('/api/auth/reset-password', { token, password: 'brand-new-secret' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('RESET_TOKEN_INVALID');
    const unknown = await post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      password: 'brand-new-secret',
    });
    expect(unknown.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('limits reset emails per address without changing the answer', async () => {
    const user = await buildUser(t.db);
    const answers = new Set<string>();
    for (let i = 0; i < 5; i++)
      answers.add((await post('/api/auth/forgot-password', { email: user.email })).body);
    expect(answers.size).toBe(1);
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows.length).toBe(3);
  });
});

describe('the send job', () => {
  it('retried after a failed SMTP delivery, sends once', async () => {
    const user = await buildUser(t.db);
    await post('/api/auth/forgot-password', { email: user.email });
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    const data: EmailJob = { kind: 'password-reset', tokenId: row!.id };
    ran.clear(); // run this one by hand below; mark every queued job as run
    await executeRows<{ id: string }>(t.db, sql`SELECT id FROM ${sql.raw(JOB_SCHEMA)}.job`).then((rows) => {
      for (const r of rows) ran.add(r.id);
    });
    const down = { ...t.app.config, mail: { ...t.app.config.mail, smtpUrl: 'smtp://127.0.0.1:1' } };
    await expect(runSendEmail({ db: t.db, log: t.app.log, config: down }, job(data))).rejects.toThrow();
    expect(
      await t.db
        .select()
        .from(sentEmails)
        .where(eq(sentEmails.key, emailKey(data))),
    ).toEqual([]);
    await runSendEmail(t.app, job(data));
    await runSendEmail(t.app, job(data));
    await sink.waitFor(user.email, 'Reset your');
    await new Promise((r) => setTimeout(r, 100));
    expect(sink.to(user.email).length).toBe(1);
    const [sent] = await t.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.key, emailKey(data)));
    expect(sent?.messageId).toBeTruthy();
    // The delivered link works (the failed attempt's token was rolled back).
    const token = linkToken(sink.to(user.email)[0]!.text ?? '', 'reset-password');
    expect((await post('/api/auth/reset-password', { token, password: 'brand-new-secret' })).statusCode).toBe(
      200,
    );
  });

  it('without SMTP_URL writes an .eml file to DATA_DIR/outbox', async () => {
    const user = await buildUser(t.db, { emailVerifiedAt: null });
    const [row] = await t.db
      .insert(passwordResetTokens)
      .values({ userId: user.id, email: user.email, expiresAt: new Date(Date.now() + 60_000) })
      .returning();
    const config = { ...t.app.config, dataDir: outbox, mail: { from: t.app.config.mail.from } };
    await runSendEmail(
      { db: t.db, log: t.app.log, config },
      job({ kind: 'password-reset', tokenId: row!.id }),
    );
    const files = await readdir(path.join(outbox, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/password-reset-\d+\.eml$/);
    const mail = await simpleParser(await readFile(path.join(outbox, 'outbox', files[0]!)));
    expect(mail.subject).toContain('Reset your');
    expect(mail.text).toContain(`${ORIGIN}/reset-password?token=`);
    expect(mail.html).toContain('<a href=');
    const [stored] = await t.db
      .select({ hash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.id, row!.id));
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(mail.text).not.toContain(stored!.hash!);
  });
});
