import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { authorFollows, bookmarks, notifications } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { runQueuedEmails } from '../../test/queued-jobs.js';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { decryptPush } from '../../test/web-push-decrypt.js';
import { openSocket, socketUrl } from '../chat/test-socket.js';
import { runNewChapterJob } from '../notifications/new-chapter-job.js';
import { runSendPush } from '../push/push-job.js';
import { subscribe } from './test-entitlements.js';
import { filler, scenario } from './test-leak.js';

/*
 * The leak test for what is not a route answer (ADR 0014): the chat socket's frames to a reader the
 * chapter is locked for, and what the jobs write for that reader when a locked chapter appears: the
 * in-app notifications (rows, the live socket frame, GET /api/notifications) and the web push payload,
 * decrypted as the browser would; and the new-chapter email, read from a real SMTP server as a mail
 * client would: the text of a chapter goes only to who may read it (docs/reference/people.md#email).
 */

/** A local push service (RFC 8030) that records every message it is sent. */
const received: Buffer[] = [];
const pushService = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push(Buffer.concat(chunks));
    response.writeHead(201).end();
  });
});
const browserKey = createECDH('prime256v1');
browserKey.generateKeys();
const authSecret = randomBytes(16);

let t: TestContext;
let origin: string;
let sink: SmtpSink;
const mailSite = 'https://storyloom.test';
beforeAll(async () => {
  sink = await startSmtpSink();
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  const vapid = webpush.generateVAPIDKeys();
  t = await createTestApp({
    CHAT_SLOW_MODE_MS: '0',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@storyloom.test',
    PUSH_EXTRA_ORIGINS: origin,
    SMTP_URL: sink.url,
    PUBLIC_ORIGIN: mailSite,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
  await new Promise((resolve) => pushService.close(resolve));
});

const job = <T>(data: T) => ({
  id: 'leak',
  data,
  attempt: 1,
  isLastAttempt: false,
  signal: new AbortController().signal,
});

describe('no socket frame, notification or push carries a locked chapter', () => {
  it('as a bookmarking stranger and a subscriber of a premium story', async () => {
    const s = await scenario(t, 'jobs', { accessLevel: 'premium', isPremium: true, individualPrice: '4.99' });
    const stranger = await buildUser(t.db);
    const subscriber = await buildUser(t.db);
    await subscribe(t.db, subscriber.id, s.author.id);
    const readers = [
      { user: stranger, cookie: await signIn(t.app, stranger) },
      { user: subscriber, cookie: await signIn(t.app, subscriber) },
    ];
    const sockets = [];
    for (const [index, { cookie }] of readers.entries()) {
      const headers = { cookie };
      const bookmark = await t.app.inject({
        method: 'POST',
        url: '/api/bookmarks',
        headers,
        payload: { storyId: s.story.id },
      });
      expect(bookmark.statusCode, bookmark.body).toBe(201);
      const push = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers,
        payload: {
          endpoint: `${origin}/browser-${index}`,
          keys: { p256dh: browserKey.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
        },
      });
      expect(push.statusCode, push.body).toBeLessThan(300);
      const socket = await openSocket(socketUrl(t.app), { cookie });
      sockets.push(socket);
      await socket.join(s.story.id, s.chapterIds[0]);
      // The locked chapter's room refuses them.
      socket.send({ type: 'join_chapter', storyId: s.story.id, chapterId: s.chapterIds[1] });
      await socket.waitFor((f) => f.type === 'error', 'refused join');
    }

    // The author talks in both rooms and adds a locked chapter that opens with the marker.
    const author = { cookie: await signIn(t.app, s.author) };
    for (const chapterId of s.chapterIds.slice(0, 2)) {
      await t.app.inject({
        method: 'POST',
        url: `/api/stories/${s.story.id}/chapters/${chapterId}/messages`,
        headers: author,
        payload: { message: 'A new chapter is coming.' },
      });
    }
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/chapters',
      headers: author,
      payload: {
        storyId: s.story.id,
        title: 'Part 4',
        content: `${s.marker} opened the door. ${filler(10)}`,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    await runNewChapterJob(t.app, job({ chapterId: added.json().id as number }));

    const rows = await t.db.select().from(notifications);
    const mine = rows.filter((row) => readers.some((r) => r.user.id === row.userId));
    expect(mine.length).toBeGreaterThanOrEqual(readers.length);
    for (const row of mine) await runSendPush(t.app, job({ notificationId: row.id }));
    for (const socket of sockets) {
      await socket.waitFor((f) => f.type === 'notification', 'the new-chapter notification');
      await socket.barrier();
    }

    const seen = {
      frames: sockets.flatMap((socket) => socket.frames.map((frame) => JSON.stringify(frame))),
      rows: rows.map((row) => JSON.stringify(row)),
      lists: await Promise.all(
        readers.map(
          async ({ cookie }) => (await t.app.inject({ url: '/api/notifications', headers: { cookie } })).body,
        ),
      ),
      pushes: received.map((body) => decryptPush(body, browserKey, authSecret)),
    };
    expect(seen.pushes.length).toBeGreaterThanOrEqual(readers.length);
    for (const [where, texts] of Object.entries(seen)) {
      expect(
        texts.filter((text) => text.includes(s.marker)),
        where,
      ).toEqual([]);
    }
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  it('email: a follower and a bookmarker who may not read get the title and link, a subscriber the opening', async () => {
    const s = await scenario(t, 'email', { accessLevel: 'subscribers' });
    const follower = await buildUser(t.db);
    const bookmarker = await buildUser(t.db);
    const subscriber = await buildUser(t.db);
    await t.db.insert(authorFollows).values({ followerId: follower.id, authorId: s.author.id });
    await t.db.insert(bookmarks).values({ userId: bookmarker.id, storyId: s.story.id });
    await subscribe(t.db, subscriber.id, s.author.id);

    const content = [`${s.marker} opened the door.`, filler(3), `${s.marker} kept the key.`, filler(3)].join(
      '\n\n',
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/chapters',
      headers: { cookie: await signIn(t.app, s.author) },
      payload: { storyId: s.story.id, title: 'Part 4', content },
    });
    expect(added.statusCode, added.body).toBe(201);
    const chapterId = added.json().id as number;
    await runNewChapterJob(t.app, job({ chapterId }));
    await runQueuedEmails(t, new Set());

    const link = `${mailSite}/reader/${s.story.id}?chapter=${chapterId}`;
    const sentences = content.split(/(?<=\.)\s+/).filter(Boolean);
    for (const reader of [follower, bookmarker]) {
      const mail = await sink.waitFor(reader.email, `New chapter in ${s.story.title}`);
      for (const [part, text] of Object.entries({ text: mail.text ?? '', html: mail.html || '' })) {
        expect(text, part).toContain(link);
        expect(text, part).toContain('for subscribers');
        expect(text, part).not.toContain(s.marker);
        expect(
          sentences.filter((sentence) => text.includes(sentence)),
          part,
        ).toEqual([]);
      }
    }
    const read = await sink.waitFor(subscriber.email, `New chapter in ${s.story.title}`);
    expect(read.text).toContain(`${s.marker} opened the door.`);
    expect(read.html).toContain(`${s.marker} opened the door.`);
  });
});
