import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorFollows, notificationPreferences, notifications } from '../../db/schema.js';
import { buildStory, buildUser, signIn, type UserRow } from '../../test/factories.js';
import { runQueuedEmails, runQueuedJobs } from '../../test/queued-jobs.js';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import {
  NOTIFY_NEW_CHAPTER_JOB,
  type NotifyNewChapterJob,
  runNewChapterJob,
} from '../notifications/new-chapter-job.js';
import { runNewPostJob } from '../notifications/new-post-job.js';
import { publishNotifications } from '../notifications/notifications.service.js';
import { NOTIFY_NEW_POST_JOB, type NotifyNewPostJob } from '../posts/new-post-queue.js';
import { header, oneClick, preferencesOf, setEmail, TEST_ORIGIN, tokenOf } from './test-notify.js';

// docs/reference/people.md#email, ADR 0037: notification emails through a real SMTP server (in this
// process), read back with mailparser as a mail client would; one-click unsubscribe as a mail provider
// sends it (RFC 8058: a form POST, no cookie, from another site).
let t: TestContext;
let sink: SmtpSink;
const ORIGIN = TEST_ORIGIN;
const ranJobs = new Set<string>();
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

/** Runs the queued new-chapter fan-outs, then sends the queued emails. */
async function runJobs(): Promise<void> {
  await runQueuedJobs<NotifyNewChapterJob>(
    t,
    NOTIFY_NEW_CHAPTER_JOB,
    (job) => runNewChapterJob(t.app, job),
    ranJobs,
  );
  await runQueuedEmails(t, ranEmails);
}

/** An author with a public story of one chapter, and a follower of the author. */
async function authorWithFollower(follower: Partial<UserRow> = {}) {
  const author = await buildUser(t.db);
  const story = await buildStory(t.db, author, { title: `Tides ${author.id}` }, 1);
  const reader = await buildUser(t.db, follower);
  await t.db.insert(authorFollows).values({ followerId: reader.id, authorId: author.id });
  return { author, story, reader, authorCookie: await signIn(t.app, author) };
}

let chapters = 0;
/** The author adds a chapter of four paragraphs (the fourth never in an email). */
async function addChapter(cookie: string, storyId: number): Promise<number> {
  const n = ++chapters;
  const content = [
    `First paragraph ${n} opens the door.`,
    'Second paragraph crosses the hall.',
    'Third paragraph climbs the stair.',
    'Fourth paragraph is never emailed.',
  ].join('\n\n');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/chapters',
    headers: { cookie },
    payload: { storyId, title: `Landing ${n}`, content },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: number }>().id;
}

describe('new-chapter emails', () => {
  it('reach a follower at once, with the opening, the one-click headers and the footer links', async () => {
    const { story, reader, authorCookie } = await authorWithFollower();
    const chapterId = await addChapter(authorCookie, story.id);
    await runJobs();
    const mail = await sink.waitFor(reader.email, `New chapter in ${story.title}`);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = tokenOf(mail);
    expect(token).toMatch(new RegExp(`^${reader.id}\\.new_chapter\\.[A-Za-z0-9_-]{43}$`));
    for (const part of [mail.text ?? '', mail.html || '']) {
      expect(part).toContain('First paragraph');
      expect(part).toContain('Third paragraph climbs the stair.');
      expect(part).not.toContain('Fourth paragraph');
      expect(part).toContain(`${ORIGIN}/reader/${story.id}?chapter=${chapterId}`);
      expect(part).toContain(`${ORIGIN}/unsubscribe?token=${token}`);
      expect(part).toContain(`${ORIGIN}/settings`);
    }
    // A second run of the same job sends nothing twice.
    await runQueuedEmails(t, new Set());
    expect(sink.to(reader.email)).toHaveLength(1);
  });

  it('one click (a form POST with no cookie, from the mail provider) turns that category off', async () => {
    const { story, reader, authorCookie } = await authorWithFollower();
    await addChapter(authorCookie, story.id);
    await runJobs();
    const token = tokenOf(await sink.waitFor(reader.email, 'New chapter'));

    // A GET (a link scanner, a preview) changes nothing: it only leads to the confirmation page.
    const get = await t.app.inject({ url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await preferencesOf(t, reader)).find((p) => p.type === 'new_chapter')?.email).toBe('immediate');

    const posted = await oneClick(t, token);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toEqual({ type: 'new_chapter', email: 'off' });
    expect(await preferencesOf(t, reader)).toContainEqual({
      type: 'new_chapter',
      inApp: true,
      push: true,
      email: 'off',
    });
    // Again: the same answer, nothing else changes.
    expect((await oneClick(t, token)).json()).toEqual({ type: 'new_chapter', email: 'off' });

    await addChapter(authorCookie, story.id);
    await runJobs();
    expect(sink.to(reader.email)).toHaveLength(1);
    // Still told in the app.
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, reader.id));
    expect(rows).toHaveLength(2);
  });

  it('the page may also post JSON {token}', async () => {
    const reader = await buildUser(t.db);
    const { unsubscribeToken } = await import('./unsubscribe.js');
    const token = await unsubscribeToken(t.db, reader.id, 'direct_message');
    const posted = await t.app.inject({ method: 'POST', url: '/api/email/unsubscribe', payload: { token } });
    expect(posted.json()).toEqual({ type: 'direct_message', email: 'off' });
  });

  it('refuses a bad token with 400 INVALID_UNSUBSCRIBE_TOKEN and changes nothing', async () => {
    const reader = await buildUser(t.db);
    const other = await buildUser(t.db);
    const { unsubscribeToken } = await import('./unsubscribe.js');
    const good = await unsubscribeToken(t.db, reader.id, 'new_chapter');
    const [, , signature] = good.split('.');
    const bad = [
      '',
      'nonsense',
      `${other.id}.new_chapter.${signature}`, // another user's id under this signature
      `${reader.id}.tip.${signature}`, // another category
      `${reader.id}.new_chapter.${signature!.slice(0, -2)}AA`,
      `${reader.id}.no_such_type.${signature}`,
      `${good}.extra`,
    ];
    for (const token of bad) {
      const answer = await oneClick(t, token);
      expect(answer.statusCode, token).toBe(400);
      expect(answer.json().code, token).toBe('INVALID_UNSUBSCRIBE_TOKEN');
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/email/unsubscribe', payload: {} });
    expect(missing.json().code).toBe('INVALID_UNSUBSCRIBE_TOKEN');
    const chosen = await t.db
      .select()
      .from(notificationPreferences)
      .where(inArray(notificationPreferences.userId, [reader.id, other.id]));
    expect(chosen).toEqual([]);
  });

  it('sends nothing when the email choice is off, also when it changes after queueing', async () => {
    const { story, reader, authorCookie } = await authorWithFollower();
    await setEmail(t, reader, 'new_chapter', 'off');
    await addChapter(authorCookie, story.id);
    await runJobs();
    expect(sink.to(reader.email)).toEqual([]);

    await setEmail(t, reader, 'new_chapter', 'immediate');
    await addChapter(authorCookie, story.id);
    await runQueuedJobs<NotifyNewChapterJob>(
      t,
      NOTIFY_NEW_CHAPTER_JOB,
      (job) => runNewChapterJob(t.app, job),
      ranJobs,
    );
    await setEmail(t, reader, 'new_chapter', 'digest'); // changed before the send: it goes to the digest
    await runQueuedEmails(t, ranEmails);
    expect(sink.to(reader.email)).toEqual([]);
  });

  it('sends nothing to an unverified email', async () => {
    const { story, reader, authorCookie } = await authorWithFollower({ emailVerifiedAt: null });
    await addChapter(authorCookie, story.id);
    await runJobs();
    expect(sink.to(reader.email)).toEqual([]);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, reader.id));
    expect(rows).toHaveLength(1);
  });

  it('validates the email choice of a preference', async () => {
    const reader = await buildUser(t.db);
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: { cookie: await signIn(t.app, reader) },
      payload: [{ type: 'tip', inApp: true, push: true, email: 'weekly' }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('new-post emails', () => {
  it('carry the post to a reader who may read it, and only its title to one who may not', async () => {
    const { author, reader, authorCookie } = await authorWithFollower();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: authorCookie },
      payload: {
        title: 'On hiatus',
        body: 'Back in March.\n\nThank you for reading.',
        audience: 'followers',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const postId = created.json<{ id: number }>().id;
    await runQueuedJobs<NotifyNewPostJob>(
      t,
      NOTIFY_NEW_POST_JOB,
      (job) => runNewPostJob(t.app, job),
      ranJobs,
    );
    await runQueuedEmails(t, ranEmails);
    const mail = await sink.waitFor(reader.email, 'New post from');
    expect(mail.subject).toContain('On hiatus');
    for (const part of [mail.text ?? '', mail.html || '']) {
      expect(part).toContain('Back in March.');
      expect(part).toContain(`${ORIGIN}/posts/${postId}`);
    }
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Someone outside the audience (a notification written before they unfollowed, say) gets the title.
    const stranger = await buildUser(t.db);
    const rows = await t.db
      .insert(notifications)
      .values({
        userId: stranger.id,
        type: 'new_post',
        title: `New post from ${author.displayName}`,
        body: 'On hiatus',
        link: `/posts/${postId}`,
        dedupeKey: `post:${postId}`,
      })
      .returning();
    await publishNotifications(t.app, rows);
    await runQueuedEmails(t, ranEmails);
    const locked = await sink.waitFor(stranger.email, 'New post from');
    for (const part of [locked.text ?? '', locked.html || '']) {
      expect(part).toContain('On hiatus');
      expect(part).not.toContain('Back in March');
      expect(part).toContain(`${ORIGIN}/posts/${postId}`);
    }
  });
});
