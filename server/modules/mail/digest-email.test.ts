import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, sentEmails } from '../../db/schema.js';
import { buildUser } from '../../test/factories.js';
import { runQueuedEmails } from '../../test/queued-jobs.js';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { publishNotifications } from '../notifications/notifications.service.js';
import { queueDigests } from './digest-job.js';
import { header, TEST_ORIGIN as ORIGIN, oneClick, preferencesOf, setEmail, tokenOf } from './test-notify.js';

// docs/reference/people.md#email, ADR 0037: the daily digest, through a real SMTP server (in this
// process), read back with mailparser; its one-click link as a mail provider posts it (RFC 8058).
let t: TestContext;
let sink: SmtpSink;
const ranEmails = new Set<string>();

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

describe('the daily digest', () => {
  const day = '2026-11-24';
  const at = (hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:30:00.000Z`);

  it('lists a day of digest notifications in one email, once; its one click turns the digest off', async () => {
    const reader = await buildUser(t.db);
    await setEmail(t, reader, 'tip', 'digest'); // new_follower is 'digest' by default
    const rows = await t.db
      .insert(notifications)
      .values([
        {
          userId: reader.id,
          type: 'new_follower',
          title: 'Ada follows you',
          link: '/author/ada',
          dedupeKey: 'f:1',
          createdAt: at(1),
        },
        {
          userId: reader.id,
          type: 'tip',
          title: 'New tip of $3.00',
          body: 'secret body',
          link: '/creator-dashboard',
          dedupeKey: 't:1',
          createdAt: at(22),
        },
        {
          userId: reader.id,
          type: 'direct_message',
          title: 'Not in the digest',
          dedupeKey: 'd:1',
          createdAt: at(5),
        },
        {
          userId: reader.id,
          type: 'tip',
          title: 'Another day',
          dedupeKey: 't:2',
          createdAt: new Date('2026-11-25T00:00:00.000Z'),
        },
      ])
      .returning();
    // Published as they happen: the digest types queue no email at once.
    await publishNotifications(t.app, rows.slice(0, 2));
    await runQueuedEmails(t, ranEmails);
    expect(sink.to(reader.email)).toEqual([]);

    expect(await queueDigests(t.app, day)).toBeGreaterThanOrEqual(1);
    await runQueuedEmails(t, ranEmails);
    const mail = await sink.waitFor(reader.email, 'Your Storyloom digest: 2 updates');
    for (const part of [mail.text ?? '', mail.html || '']) {
      expect(part).toContain('Ada follows you');
      expect(part).toContain('New tip of $3.00');
      expect(part).toContain(`${ORIGIN}/author/ada`);
      expect(part).not.toContain('secret body'); // titles and links only
      expect(part).not.toContain('Not in the digest');
      expect(part).not.toContain('Another day');
    }
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const [key] = await t.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.key, `digest:${reader.id}:${day}`));
    expect(key).toBeDefined();

    // A second run for the same day sends nothing.
    await queueDigests(t.app, day);
    await runQueuedEmails(t, ranEmails);
    expect(sink.to(reader.email)).toHaveLength(1);

    const token = tokenOf(mail);
    expect(token.split('.')[1]).toBe('digest');
    expect((await oneClick(t, token)).json()).toEqual({ type: 'digest', email: 'off' });
    const after = await preferencesOf(t, reader);
    expect(after.filter((p) => p.email === 'digest')).toEqual([]);
    expect(after.find((p) => p.type === 'tip')?.email).toBe('off');
    expect(after.find((p) => p.type === 'new_follower')?.email).toBe('off');
    expect(after.find((p) => p.type === 'new_chapter')?.email).toBe('immediate');
  });

  it('sends no digest without digest notifications, nor to an unverified email', async () => {
    const quiet = await buildUser(t.db);
    const unverified = await buildUser(t.db, { emailVerifiedAt: null });
    await t.db.insert(notifications).values([
      {
        userId: quiet.id,
        type: 'direct_message',
        title: 'Immediate type',
        dedupeKey: 'q:1',
        createdAt: at(3),
      },
      { userId: unverified.id, type: 'new_follower', title: 'Follower', dedupeKey: 'u:1', createdAt: at(3) },
    ]);
    await queueDigests(t.app, day);
    await runQueuedEmails(t, ranEmails);
    expect(sink.to(quiet.email)).toEqual([]);
    expect(sink.to(unverified.email)).toEqual([]);
  });
});
