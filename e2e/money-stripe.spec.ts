import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { formatCents } from '../contract/money';
import { FakeStripe } from '../server/test/fake-stripe';
import { newApiClient, prose, signUp, signUpViaApi, snap, uniqueUser } from './fixtures';

/**
 * The paywall in Stripe mode (docs/reference/money.md#providers): a third app instance runs with
 * STRIPE_SECRET_KEY and STRIPE_API_URL pointing at the local fake Stripe server (server/test/fake-stripe.ts,
 * the real `stripe` SDK on the server side). Stripe.js cannot be fetched here, so the browser's request for
 * it is answered by a minimal stand-in with the methods @stripe/react-stripe-js calls; the test then
 * plays Stripe: it marks the PaymentIntent paid in the fake and delivers the signed webhook.
 */

const port = Number(process.env.E2E_PORT ?? 5199) + 3;
const baseURL = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `storyloom-e2e-${port}`);
const fake = new FakeStripe();
let app: ChildProcess | undefined;

/** A stand-in for Stripe.js: the surface react-stripe-js checks and calls, and a confirmPayment that succeeds. */
const STRIPE_JS_STAND_IN = `
window.Stripe = function Stripe(key) {
  const noop = function () {};
  return {
    _registerWrapper: noop, registerAppInfo: noop,
    createToken: noop, createPaymentMethod: noop, confirmCardPayment: noop,
    elements: function (options) {
      window.__stripeElementsOptions = options;
      return {
        update: noop, getElement: function () { return null; },
        create: function (type) {
          const handlers = {};
          return {
            mount: function (node) {
              const el = typeof node === 'string' ? document.querySelector(node) : node;
              el.innerHTML = '<label style="color:#eee">Card number <input value="4242 4242 4242 4242"></label>';
              setTimeout(function () { (handlers.ready || []).forEach(function (h) { h({ elementType: type }); }); });
            },
            on: function (event, handler) { (handlers[event] = handlers[event] || []).push(handler); },
            off: noop, update: noop, destroy: noop, unmount: noop,
          };
        },
      };
    },
    confirmPayment: function () {
      window.__stripeConfirmed = key;
      return Promise.resolve({ paymentIntent: { status: 'succeeded' } });
    },
  };
};`;

test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const stripeUrl = await fake.start();
  fs.rmSync(dataDir, { recursive: true, force: true });
  app = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_CORPUS_DIR: 'off',
      SEED_DEMO: 'false',
      WEB_BUILD: 'off',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_MAX: '1000',
      // Verification emails (DATA_DIR/outbox, read by e2e/mail.ts) go out within half a second.
      JOB_POLL_INTERVAL_MS: '500',
      ...fake.env(stripeUrl),
    },
    stdio: 'inherit',
    // Its own process group, so afterAll ends npx, tsx and the server together.
    detached: true,
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${baseURL}/api/payments/config`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (app?.pid) {
    try {
      process.kill(-app.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await fake.stop();
});

test('Stripe mode: Buy Once opens the Payment Element, and the chapter unlocks when Stripe confirms', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS_STAND_IN }),
  );
  const author = await newApiClient(baseURL);
  await signUpViaApi(author, uniqueUser('stripeauthor'));
  const created = await author.post('/api/stories', {
    data: {
      title: 'The Card Table',
      genre: 'Mystery',
      summary: 'Paid with a card.',
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '4.99',
      freeChapters: 0,
      chapters: [{ title: 'Stakes', content: `${prose('Stakes', 80)}\n\nThe dealer turned the last card.` }],
      isPublished: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: storyId } = (await created.json()) as { id: number };
  await author.dispose();

  await signUp(page, uniqueUser('cardholder'));
  await page.goto(`/reader/${storyId}`);
  await page.getByRole('button', { name: 'Unlock Content' }).click();
  const paywall = page.getByRole('dialog', { name: 'Unlock The Card Table' });
  await expect(paywall.getByRole('button', { name: `Buy for ${formatCents(499)}` })).toBeVisible();
  await expect(paywall.getByText('Demo payment, no money moves')).toHaveCount(0);
  await paywall.getByRole('button', { name: `Buy for ${formatCents(499)}` }).click();
  await expect(page.getByText('Redirecting to payment...')).toBeVisible();
  await expect(paywall.getByLabel('Card number')).toBeVisible();
  await snap(page, 'stripe-01-payment-element');
  // Access is granted only when Stripe confirms, never on the browser's word.
  await paywall.getByRole('button', { name: `Pay ${formatCents(499)}` }).click();
  await expect(paywall.getByText('Waiting for the payment to be confirmed...')).toBeVisible();
  expect(await page.evaluate(() => (window as { __stripeConfirmed?: string }).__stripeConfirmed)).toBe(
    'pk_test_fake_storyloom',
  );
  expect((await (await page.request.get(`/api/content-access?storyId=${storyId}`)).json()).hasAccess).toBe(
    false,
  );

  // Stripe (the fake) takes the payment and sends the signed webhook.
  const intent = [...fake.objects.values()].find((o) => o.object === 'payment_intent');
  expect(intent, 'a PaymentIntent was created').toBeDefined();
  const payload = JSON.stringify(fake.event('payment_intent.succeeded', fake.succeed(String(intent!.id))));
  const delivered = await page.request.post('/api/webhooks/stripe', {
    data: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': fake.signedHeader(payload) },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);

  await expect(page.getByText('Purchase complete')).toBeVisible({ timeout: 20_000 });
  await expect(paywall).toBeHidden();
  await expect(page.getByText('The dealer turned the last card.')).toBeVisible();
  await snap(page, 'stripe-02-unlocked');
});

test('Stripe mode: a gift by username opens the Payment Element and reaches the reader when Stripe confirms', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS_STAND_IN }),
  );
  const authorApi = await newApiClient(baseURL);
  const author = await signUpViaApi(authorApi, uniqueUser('stripegifted'));
  const tier = await authorApi.post('/api/creator/subscription-tiers', {
    data: { name: 'Card Sharps', price: '6.00', benefits: ['Every hand'] },
  });
  expect(tier.ok(), await tier.text()).toBe(true);
  const authorId = ((await (await authorApi.get('/api/auth/user')).json()) as { id: number }).id;
  await authorApi.dispose();
  const friendApi = await newApiClient(baseURL);
  const friend = await signUpViaApi(friendApi, uniqueUser('stripegiftee'));
  await signUp(page, uniqueUser('stripegiver'));
  const intentsBefore = new Set(
    [...fake.objects.values()].filter((o) => o.object === 'payment_intent').map((o) => String(o.id)),
  );

  await page.goto(`/author/${author.username}?tab=subscribe`);
  await page.getByRole('button', { name: 'Gift a membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gift a membership' });
  await expect(dialog.getByText('Demo payment, no money moves')).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Send to a reader' }).check();
  await dialog.getByLabel("Reader's username").fill(friend.username);
  await dialog.getByRole('button', { name: `Pay ${formatCents(600)}` }).click();
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await snap(page, 'stripe-03-gift-payment-element');
  await dialog.getByRole('button', { name: `Pay ${formatCents(600)}` }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Gift paid' })).toContainText(
    `${friend.username} gets it as soon as Stripe confirms the payment.`,
  );
  await expect(dialog).toBeHidden();
  // Nothing reaches the reader on the browser's word.
  const status = async () =>
    (await (await friendApi.get(`/api/user/subscription-status/${authorId}`)).json()) as {
      isSubscribed: boolean;
      subscription: { isGift: boolean; provider: string; tier: { name: string } | null } | null;
    };
  expect((await status()).isSubscribed).toBe(false);

  // Stripe (the fake) takes the payment and sends the signed webhook.
  const intent = [...fake.objects.values()].find(
    (o) => o.object === 'payment_intent' && !intentsBefore.has(String(o.id)),
  );
  expect(intent, "the gift's PaymentIntent was created").toBeDefined();
  expect(intent!.amount).toBe(600);
  const payload = JSON.stringify(fake.event('payment_intent.succeeded', fake.succeed(String(intent!.id))));
  const delivered = await page.request.post('/api/webhooks/stripe', {
    data: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': fake.signedHeader(payload) },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);

  await expect.poll(async () => (await status()).isSubscribed, { timeout: 20_000 }).toBe(true);
  expect((await status()).subscription).toMatchObject({
    isGift: true,
    provider: 'gift',
    tier: expect.objectContaining({ name: 'Card Sharps' }),
  });
  await page.request.post('/api/auth/logout');
  const login = await page.request.post('/api/auth/login', {
    data: { email: friend.email, password: friend.password },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/my-subscriptions');
  const card = page
    .getByRole('tabpanel', { name: /^Active/ })
    .getByRole('article', { name: author.displayName });
  await expect(card.getByText(/^Gift · Access until /)).toBeVisible();
  await snap(page, 'stripe-04-gift-received');
  await friendApi.dispose();
});

// Stripe's CSP guide: script-src and frame-src https://js.stripe.com, frame-src https://hooks.stripe.com,
// connect-src https://api.stripe.com (server/plugins/security-headers.ts adds them in Stripe mode).
test('Stripe mode: the page lets Stripe.js and its frames load (Content-Security-Policy)', async ({
  page,
}) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src[^;]*https:\/\/js\.stripe\.com/);
  expect(csp).toMatch(/frame-src[^;]*https:\/\/js\.stripe\.com/);
});
