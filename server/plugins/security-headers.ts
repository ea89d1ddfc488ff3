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
 * Security headers on every answer: helmet's set (CSP, HSTS, nosniff, frame-ancestors …), a
 * Permissions-Policy, and `Cache-Control: no-store` on every API answer whose route did not choose
 * its own caching (only public, versioned images do), so no browser or shared cache keeps a signed-in
 * person's data (OWASP Session Management Cheat Sheet, "Web Content Caching").
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
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
