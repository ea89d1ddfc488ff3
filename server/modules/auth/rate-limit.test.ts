import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { rateLimits } from '../../db/schema.js';
import { buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { accountDelaySeconds, MAX_ACCOUNT_DELAY_S } from './login-throttle.js';

const MAX = 3;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: String(MAX) });
});
afterAll(() => t.close());

let ipSequence = 0;
/** A fresh client address, so tests do not share per-address counters. */
const freshIp = () => `10.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}.1`;

const login = (
  email: string,
  ip: string,
  options: { password?: string; device?: string; app?: TestContext['app'] } = {},
) =>
  (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password: options.password ?? 'wrong-one' },
    cookies: options.device ? { 'storyloom.device': options.device } : {},
  });

describe('sign-in limits per client address', () => {
  it('counts failures per address with 429, Retry-After and a message saying when to retry', async () => {
    const ip = freshIp();
    for (let i = 0; i < MAX; i++) expect((await login(`ip${i}@example.test`, ip)).statusCode).toBe(401);
    const blocked = await login('ip-last@example.test', ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(blocked.json().message).toMatch(
      /^Too many failed sign-in attempts from your network\. Try again in \d+ minutes?\.$/,
    );
    expect((await login('ip-last@example.test', freshIp())).statusCode).toBe(401); // other addresses are unaffected
  });

  it('does not count successful sign-ins: ten good logins behind one NAT lock nobody out', async () => {
    const nat = freshIp();
    const users = await Promise.all([buildUser(t.db), buildUser(t.db)]);
    for (let i = 0; i < 10; i++) {
      expect((await login(users[0]!.email, nat, { password: TEST_PASSWORD })).statusCode).toBe(200);
    }
    expect((await login(users[1]!.email, nat, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await login(users[1]!.email, nat)).statusCode).toBe(401); // a failure still counts normally
  });

  it('holds under a parallel burst: exactly MAX wrong passwords are checked, the rest refused', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(`burst${i}@example.test`, ip)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - MAX);
  });
});

describe('sign-in limits per account', () => {
  // The limiters read the clock only through Date; freezing it makes the delays exact.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("slows a stranger's guesses without locking the owner out of a device they signed in from", async () => {
    const owner = await buildUser(t.db);
    const first = await login(owner.email, freshIp(), { password: TEST_PASSWORD });
    const device = first.cookies.find((c) => c.name === 'storyloom.device');
    expect(device?.httpOnly).toBe(true);

    const strangerCodes: number[] = [];
    for (let i = 0; i < 10; i++)
      strangerCodes.push((await login(owner.email.toUpperCase(), freshIp())).statusCode);
    expect(strangerCodes.slice(0, MAX + 1)).toEqual(Array(MAX + 1).fill(401)); // the threshold, then one per delay
    expect(strangerCodes.slice(MAX + 1)).toEqual(Array(10 - MAX - 1).fill(429));

    const fromKnownDevice = await login(owner.email, freshIp(), {
      password: TEST_PASSWORD,
      device: device!.value,
    });
    expect(fromKnownDevice.statusCode).toBe(200);
    // The owner's success resets the account, so the stranger starts again from scratch.
    expect((await login(owner.email, freshIp())).statusCode).toBe(401);
  });

  it('tells a new device how long to wait, never longer than the longest delay', async () => {
    const owner = await buildUser(t.db);
    for (let i = 0; i <= MAX; i++) await login(owner.email, freshIp());
    const refused = await login(owner.email, freshIp(), { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many failed sign-in attempts for this account. Try again in 1 second.',
    );
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(MAX_ACCOUNT_DELAY_S);
    vi.setSystemTime(Date.now() + wait * 1000);
    expect((await login(owner.email, freshIp(), { password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('does not trust a device cookie issued to another account, or a forged one', async () => {
    const [owner, other] = await Promise.all([buildUser(t.db), buildUser(t.db)]);
    const otherLogin = await login(other.email, freshIp(), { password: TEST_PASSWORD });
    const othersDevice = otherLogin.cookies.find((c) => c.name === 'storyloom.device')!.value;
    for (let i = 0; i <= MAX; i++) await login(owner.email, freshIp());
    for (const device of [othersDevice, `${owner.id}.forgedforgedforged`]) {
      expect((await login(owner.email, freshIp(), { password: TEST_PASSWORD, device })).statusCode).toBe(429);
    }
  });

  it('grows the delay 1, 2, 4 … seconds past the threshold, up to the cap', () => {
    expect([0, 2, 3, 4, 5, 6].map((n) => accountDelaySeconds(n, 3))).toEqual([0, 0, 1, 2, 4, 8]);
    expect(accountDelaySeconds(1000, 3)).toBe(MAX_ACCOUNT_DELAY_S);
  });
});

describe('sign-up limits', () => {
  it('limits sign-ups per address', async () => {
    const ip = freshIp();
    const signup = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: ip,
        payload: {
          email: `s${n}@example.test`,
          password: 'secret-pass',
          username: `s_${n}`,
          displayName: 'S',
        },
      });
    for (let i = 0; i < MAX; i++) expect((await signup(i)).statusCode).toBe(201);
    const refused = await signup(MAX);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-ups from your network\. Try again in/);
  });

  const signupFrom = (ip: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress: ip, payload });
  const account = (n: string) => ({
    email: `${n}@example.test`,
    password: 'secret-pass',
    username: n,
    displayName: 'S',
  });

  it('does not count sign-ups refused as invalid input, by the schema or by the database', async () => {
    const ip = freshIp();
    for (let i = 0; i < MAX * 2; i++) {
      const schema = await signupFrom(ip, { ...account(`v${i}_${ip}`), email: 'not-an-email' });
      expect(schema.json().code).toBe('VALIDATION_ERROR');
      // A NUL character passes the schema; PostgreSQL refuses to store it (400, error-handler.ts).
      const nul = await signupFrom(ip, { ...account(`nul${i}`), displayName: `N\u0000${i}` });
      expect(nul.json().code).toBe('VALIDATION_ERROR');
    }
    for (let i = 0; i < MAX; i++)
      expect((await signupFrom(ip, account(`ok${i}_${ipSequence}`))).statusCode).toBe(201);
    expect((await signupFrom(ip, account(`over_${ipSequence}`))).statusCode).toBe(429);
  });

  it('counts an email or username already taken (probing which accounts exist)', async () => {
    const ip = freshIp();
    const taken = account(`taken_${ipSequence}`);
    expect((await signupFrom(freshIp(), taken)).statusCode).toBe(201);
    for (let i = 0; i < MAX; i++) {
      const again = await signupFrom(ip, { ...taken, username: `other${i}_${ipSequence}` });
      expect(again.json().code).toBe('EMAIL_TAKEN');
    }
    expect((await signupFrom(ip, account(`late_${ipSequence}`))).statusCode).toBe(429);
  });
});

describe('limits shared through the database', () => {
  it('hold across a second instance and a restart', async () => {
    const ip = freshIp();
    for (let i = 0; i < MAX; i++) expect((await login(`shared${i}@example.test`, ip)).statusCode).toBe(401);
    expect(await t.db.$count(rateLimits)).toBeGreaterThan(0);
    // A second instance on the same database: a fresh process with empty memory.
    const second = await buildApp(t.app.config, t.database);
    try {
      expect((await login('shared@example.test', ip, { app: second })).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('client address behind a proxy', () => {
  it('takes the address from the right end of X-Forwarded-For, so a spoofed leftmost entry changes nothing', async () => {
    const proxied = await createTestApp({ RATE_LIMIT_AUTH_MAX: String(MAX), TRUST_PROXY: 'true' });
    try {
      const attempt = (spoofed: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `${spoofed}, 198.51.100.7` },
          payload: { email: 'proxy@example.test', password: 'wrong-one' },
        });
      for (let i = 0; i < MAX; i++) expect((await attempt(`203.0.113.${i}`)).statusCode).toBe(401);
      expect((await attempt('203.0.113.99')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
