import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

describe('the session cookie behind an HTTPS proxy', () => {
  it('is Secure when the request came over HTTPS, and not over plain HTTP', async () => {
    const body = (n: string) => ({
      email: `proxy-${n}@example.test`,
      password: 'secret-pass',
      username: `proxy_${n}`,
      displayName: 'Proxy',
    });
    const https = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'x-forwarded-proto': 'https' },
      payload: body('s'),
    });
    expect(String(https.headers['set-cookie'])).toMatch(/; Secure/);
    const http = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body('p') });
    expect(String(http.headers['set-cookie'])).not.toMatch(/; Secure/);
  });
});
