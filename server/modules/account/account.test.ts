import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../contract/account.js';
import { buildUser, signIn, TEST_PASSWORD, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/**
 * Settings "Account" (docs/reference/people.md#settings): password and email changes, sessions. Real
 * database.
 */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, payload: payload as object });
const isSignedIn = async (cookie: string) => (await call(cookie, 'GET', '/api/auth/user')).statusCode === 200;

/** Signs `user` in with a given browser; returns the cookie. */
async function signInWith(user: UserRow, userAgent: string, password = TEST_PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: user.email, password },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'storyloom.sid')!;
  return `${cookie.name}=${cookie.value}`;
}

describe('password change', () => {
  it('needs the current password and signs out the other sessions only', async () => {
    const user = await buildUser(t.db);
    const phone = await signInWith(user, 'Phone');
    const laptop = await signInWith(user, 'Laptop');
    const wrong = await call(laptop, 'PUT', '/api/account/password', {
      currentPassword: 'nope',
      newPassword: 'a-new-password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'body.currentPassword' });
    expect(await isSignedIn(phone)).toBe(true);

    const short = await call(laptop, 'PUT', '/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: '123',
    });
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'body.newPassword',
      message: 'Password must be at least 6 characters',
    });

    const ok = await call(laptop, 'PUT', '/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-new-password',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ signedOut: 1 });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    await signInWith(user, 'Tablet', 'a-new-password');
  });
});

describe('email change', () => {
  it('changes the sign-in email, refuses a taken one, signs out the others', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const phone = await signInWith(user, 'Phone');
    const laptop = await signInWith(user, 'Laptop');
    const taken = await call(laptop, 'PUT', '/api/account/email', {
      currentPassword: TEST_PASSWORD,
      email: other.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'body.email' });
    const email = `New.${user.id}@Example.test`;
    const ok = await call(laptop, 'PUT', '/api/account/email', { currentPassword: TEST_PASSWORD, email });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(email.toLowerCase());
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    await signIn(t.app, { email });
  });
});

describe('sessions', () => {
  it('lists the signed-in devices with the current one marked, and signs out everywhere else', async () => {
    const user = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const strangerCookie = await signInWith(stranger, 'Stranger');
    const phone = await signInWith(user, 'Mozilla/5.0 (iPhone)');
    const laptop = await signInWith(user, 'Mozilla/5.0 (X11; Linux)');
    const listed = (await call(laptop, 'GET', '/api/account/sessions')).json() as AccountSession[];
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ isCurrent: true, userAgent: 'Mozilla/5.0 (X11; Linux)' });
    expect(listed[1]).toMatchObject({ isCurrent: false, userAgent: 'Mozilla/5.0 (iPhone)' });
    expect(Date.parse(listed[0]!.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(listed)).not.toMatch(/Stranger/);

    const out = await call(laptop, 'POST', '/api/account/sessions/sign-out-others');
    expect(out.json()).toEqual({ signedOut: 1 });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(strangerCookie)).toBe(true);
    expect((await call(laptop, 'GET', '/api/account/sessions')).json()).toHaveLength(1);
  });
});
