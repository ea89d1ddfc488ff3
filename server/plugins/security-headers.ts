import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.scriptSrc : [])],
        frameSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.frameSrc : [])],
        imgSrc: ["'self'", 'data:', 'https:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(stripe ? STRIPE_SOURCES.connectSrc : [])],
        // The service worker (/sw.js and the Workbox runtime it imports) and the web app manifest are
        // our own files (issue 11 §1, ADR 0018): named explicitly so no fallback widens them.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
