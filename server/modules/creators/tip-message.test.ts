import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorEarnings } from '../../../contract/creators.js';
import type { NotificationPage } from '../../../contract/notifications.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(cookie: string, method: 'GET' | 'POST', url: string, payload?: object, key?: string) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

async function dashboardOf(cookie: string): Promise<CreatorEarnings> {
  const res = await call(cookie, 'GET', '/api/creator/earnings');
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function notificationsOf(cookie: string) {
  const res = await call(cookie, 'GET', '/api/notifications');
  expect(res.statusCode).toBe(200);
  return res.json<NotificationPage>().notifications;
}

describe('a tip message reaches the author', () => {
  it('shows the message as typed in the dashboard and quotes it in the tip notification', async () => {
    const author = await buildUser(t.db, { isCreator: true, tipJarEnabled: true });
    const authorCookie = await signIn(t.app, author);
    const story = await buildStory(t.db, author, {
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '2.99',
    });
    const ada = await buildUser(t.db, { displayName: 'Ada' });
    const cookie = await signIn(t.app, ada);
    const message = 'Loved <b>chapter 3</b> & the ending!';
    const tip = await call(
      cookie,
      'POST',
      '/api/tips',
      { authorId: author.id, amount: '5.00', message },
      't1',
    );
    expect(tip.statusCode).toBeLessThan(300);
    const plain = await call(cookie, 'POST', '/api/tips', { authorId: author.id, amount: '10.00' }, 't2');
    expect(plain.statusCode).toBeLessThan(300);
    const bought = await call(cookie, 'POST', '/api/purchase-content', {
      storyId: story.id,
      chapterId: null,
      amount: '2.99',
    });
    expect(bought.statusCode).toBe(200);

    const lines = (await dashboardOf(authorCookie)).recentTransactions;
    expect(lines.find((line) => line.id === tip.json().paymentId)).toMatchObject({
      type: 'tip',
      description: 'Tip from Ada',
      message,
    });
    expect(lines.find((line) => line.id === plain.json().paymentId)?.message).toBeNull();
    expect(lines.find((line) => line.type === 'purchase')?.message).toBeNull();

    const tipNotes = (await notificationsOf(authorCookie)).filter((n) => n.type === 'tip');
    expect(tipNotes.map((n) => n.body).sort()).toEqual([
      'Ada sent you a tip.',
      `Ada sent you a tip: “${message}”`,
    ]);
  });

  it('cuts a long message to 300 characters in the notification, never in the dashboard', async () => {
    const author = await buildUser(t.db, { isCreator: true, tipJarEnabled: true });
    const authorCookie = await signIn(t.app, author);
    const cookie = await signIn(t.app, await buildUser(t.db, { displayName: 'Ada' }));
    const message = `${'word '.repeat(99)}end`; // 498 characters
    const tip = await call(
      cookie,
      'POST',
      '/api/tips',
      { authorId: author.id, amount: '5.00', message },
      'l1',
    );
    expect(tip.statusCode).toBeLessThan(300);

    const [note] = (await notificationsOf(authorCookie)).filter((n) => n.type === 'tip');
    const quoted = note?.body?.match(/^Ada sent you a tip: “(.*)”$/s)?.[1];
    expect(quoted).toBeDefined();
    expect(Array.from(quoted ?? '')).toHaveLength(300);
    expect(quoted?.endsWith('…')).toBe(true);
    expect(message.startsWith((quoted ?? '').slice(0, -1))).toBe(true);
    const [line] = (await dashboardOf(authorCookie)).recentTransactions;
    expect(line?.message).toBe(message);
  });

  it("never shows a tip's message on another author's dashboard or to the payer", async () => {
    const author = await buildUser(t.db, { isCreator: true, tipJarEnabled: true });
    const other = await buildUser(t.db, { isCreator: true, tipJarEnabled: true });
    const otherCookie = await signIn(t.app, other);
    const cookie = await signIn(t.app, await buildUser(t.db, { displayName: 'Ada' }));
    const secret = 'For your eyes only';
    const tip = await call(
      cookie,
      'POST',
      '/api/tips',
      { authorId: author.id, amount: '5.00', message: secret },
      's1',
    );
    expect(tip.statusCode).toBeLessThan(300);

    const res = await call(otherCookie, 'GET', '/api/creator/earnings');
    expect(res.body).not.toContain(secret);
    expect((await notificationsOf(otherCookie)).some((n) => n.body?.includes(secret))).toBe(false);
    const payerDashboard = await call(cookie, 'GET', '/api/user/earnings');
    expect(payerDashboard.body).not.toContain(secret);
  });
});
