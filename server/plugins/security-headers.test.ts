import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

/** The directive `name` of a Content-Security-Policy header, as its list of sources. */
function directive(csp: string, name: string): string[] {
  const found = csp.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('Content-Security-Policy', () => {
  it('lets scripts, frames and connections reach only the app itself with the demo provider', async () => {
    t = await createTestApp();
    const csp = String((await t.app.inject({ url: '/api/auth/user' })).headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('stripe');
  });

  it("adds Stripe.js's script, frame and API origins in Stripe mode (Stripe's CSP guide)", async () => {
    t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_WEBHOOK_SECRET: 'whsec_csp' });
    const csp = String((await t.app.inject({ url: '/api/auth/user' })).headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(directive(csp, 'frame-src')).toContain('https://hooks.stripe.com');
    expect(directive(csp, 'frame-src')).toContain('https://js.stripe.com');
    expect(directive(csp, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
  });
});

describe("helmet's headers, computed once", () => {
  it('are on every answer, API or not, exactly as helmet sets them on a response', async () => {
    t = await createTestApp();
    for (const url of ['/api/auth/user', '/', '/api/no-such-route']) {
      const headers = (await t.app.inject({ url })).headers;
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it('leave caching to routes that choose it: only API answers default to no-store', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ url: '/api/auth/user' })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/robots.txt' })).headers['cache-control']).not.toBe('no-store');
  });
});
