import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { buildUser, signIn, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signupBody = (n: string) => ({
  email: `new-${n}@example.test`,
  password: 'secret-pass',
  username: `new_${n}`,
  displayName: `New ${n}`,
});

describe('signup', () => {
  it('creates the account, signs in with a hardened cookie and stores an argon2id hash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody('a'),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ username: 'new_a', displayName: 'New a', email: 'new-a@example.test' });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/storyloom\.sid=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // plain http here; Secure is set over https
    const [row] = await t.db.select().from(users).where(eq(users.email, 'new-a@example.test'));
    expect(row?.password).toMatch(/^\$argon2id\$/);

    const cookie = response.cookies[0]!;
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.id);
  });

  it('says a duplicate email "already exists"', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody('dup') });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signupBody('other'), email: 'NEW-dup@example.test' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'body.email' });
    expect(again.json().message).toContain('already exists');
  });

  it('lets exactly one of two simultaneous signups with one email win', async () => {
    const body = signupBody('race');
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body }),
      t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { ...body, username: 'race_two' } }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('rejects a taken username', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody('u1') });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signupBody('u2'), username: 'NEW_u1' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'USERNAME_TAKEN', field: 'body.username' });
  });

  it.each([
    [{ email: 'nope' }, 'body.email', 'Invalid email address'],
    [{ password: '12345' }, 'body.password', 'Password must be at least 6 characters'],
    [{ username: 'ab' }, 'body.username', 'Username must be at least 3 characters'],
    [{ username: 'x'.repeat(51) }, 'body.username', 'Username cannot exceed 50 characters'],
    [
      { username: 'bad name!' },
      'body.username',
      'Username can only contain letters, numbers, underscores, and hyphens',
    ],
    [{ displayName: '   ' }, 'body.displayName', 'Display name is required'],
  ])('validates %o with the spec message', async (patch, field, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signupBody('v'), ...patch },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
  });
});

describe('login and logout', () => {
  it('rejects wrong credentials with the same answer for unknown emails', async () => {
    const user = await buildUser(t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not-it' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@example.test', password: 'whatever' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
  });

  it('requires a password ("Password is required")', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.test', password: '' },
    });
    expect(response.json()).toMatchObject({ field: 'body.password', message: 'Password is required' });
  });

  it('issues a new session id at each login and logout destroys the session', async () => {
    const user = await buildUser(t.db);
    const first = await signIn(t.app, user);
    const second = await signIn(t.app, user);
    expect(second).not.toBe(first);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: second },
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/auth/user', headers: { cookie: second } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
    // the first session is independent and still valid
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: first } })).statusCode).toBe(200);
  });

  it('stores sessions as (sid, sess, expire) without the raw token', async () => {
    const user = await buildUser(t.db);
    const cookie = await signIn(t.app, user);
    const rows = await t.db.select().from(sessions);
    const mine = rows.filter((r) => r.sess.userId === user.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]!.expire.getTime()).toBeGreaterThan(Date.now());
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    expect(rows.some((r) => r.sid === token)).toBe(false);
  });

  it('refuses a tampered cookie', async () => {
    const user = await buildUser(t.db);
    const cookie = await signIn(t.app, user);
    const tampered = `${cookie.slice(0, -3)}abc`;
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: tampered } })).statusCode).toBe(
      401,
    );
  });
});

describe('profile', () => {
  it('updates the own profile only and strips @ from handles', async () => {
    const user = await buildUser(t.db);
    const cookie = await signIn(t.app, user);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie },
      payload: {
        displayName: 'Renamed',
        bio: 'Hello',
        genres: [' Fantasy ', 'Horror'],
        socialLinks: { twitter: '@me', instagram: 'insta', website: 'https://example.test' },
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      displayName: 'Renamed',
      bio: 'Hello',
      genres: ['Fantasy', 'Horror'],
      profileImageUrl: null,
      socialLinks: { twitter: 'me', instagram: 'insta', website: 'https://example.test' },
    });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { cookie },
      payload: { profileImageUrl: 'https://example.test/me.jpg' },
    });
    expect(patch.json().profileImageUrl).toBe('https://example.test/me.jpg');
    expect((await t.app.inject({ url: '/api/user/profile' })).statusCode).toBe(401);
  });

  it('keeps the password out of every auth response', async () => {
    const user = await buildUser(t.db);
    const cookie = await signIn(t.app, user);
    for (const url of ['/api/auth/user', '/api/user/profile']) {
      const body = (await t.app.inject({ url, headers: { cookie } })).body;
      expect(body).not.toContain('argon2');
    }
    expect(TEST_PASSWORD).toBeTruthy();
  });
});
