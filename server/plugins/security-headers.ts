import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Features the app never uses are switched off for it and anything it embeds (W3C Permissions Policy;
 * OWASP HTTP Headers Cheat Sheet). Fullscreen stays allowed for the reader.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
  'fullscreen=(self)',
].join(', ');

/**
 * What Stripe.js needs when payments go through Stripe (Stripe docs, "Content Security Policy"):
 * its script and frames from js.stripe.com, 3-D Secure frames from hooks.stripe.com, API calls to
 * api.stripe.com. The demo provider loads nothing from another origin, so nothing is added then.
 */
const STRIPE_SOURCES = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/**
 * Security headers on every answer: helmet's set (CSP, with Stripe's sources in Stripe mode; HSTS, nosniff, frame-ancestors …), a
 * Permissions-Policy, and `Cache-Control: no-store` on every API answer whose route did not choose
 * its own caching (only public, versioned images do), so no browser or shared cache keeps a signed-in
 * person's data (OWASP Session Management Cheat Sheet, "Web Content Caching").
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const stripe = app.config.payments.provider === 'stripe';
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.scriptSrc : [])],
        frameSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.frameSrc : [])],
        imgSrc: ["'self'", 'data:', 'https:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(stripe ? STRIPE_SOURCES.connectSrc : [])],
        // The service worker (/sw.js and the Workbox runtime it imports) and the web app manifest are
        // our own files (docs/reference/platform.md#pwa, ADR 0018): named explicitly so no fallback widens
        // them.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Static: computed once, copied onto every answer before its route runs. An API answer is `no-store`
  // unless its route chooses its own caching (it overrides the header).
  const common = { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
  const api = { ...common, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : common);
    done();
  });
});

/**
 * The headers helmet sets with `options`, computed once: helmet's middleware run against a recording
 * response. Every header helmet sets is static for a given configuration (no CSP nonces here), so each
 * request copies the record instead of building the middleware again (@fastify/helmet builds it per
 * request, which showed as ~5 % of the reader's hot route in a CPU profile, docs/reference/performance.md).
 * @returns lower-case header names and their values
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}
