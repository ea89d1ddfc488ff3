import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '3' });
});
afterAll(() => t.close());

const login = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password: 'wrong-one' },
  });

describe('login and signup rate limits', () => {
  it('limits attempts per IP with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await login(`ip${i}@example.test`, '10.0.0.1')).statusCode).toBe(401);
    const blocked = await login('ip-last@example.test', '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // another IP is unaffected
    expect((await login('ip-last@example.test', '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits attempts per email across IPs', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 3; i++) expect((await login(user.email, `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await login(user.email.toUpperCase(), '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits signups per IP too', async () => {
    const signup = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: '10.2.0.1',
        payload: {
          email: `s${n}@example.test`,
          password: 'secret-pass',
          username: `s_${n}`,
          displayName: 'S',
        },
      });
    for (let i = 0; i < 3; i++) expect((await signup(i)).statusCode).toBe(201);
    expect((await signup(3)).statusCode).toBe(429);
  });
});
