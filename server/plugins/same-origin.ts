import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route may be called from any site: it uses no cookie and carries its own credential (the
     * RFC 8058 one-click unsubscribe, whose signed token is the authorisation; ADR 0037).
     */
    anySite?: boolean;
  }
}

/** Whether the request changes state or opens a WebSocket (a GET with `Upgrade: websocket`). */
function needsSameOrigin(request: FastifyRequest): boolean {
  if (!SAFE_METHODS.has(request.method)) return true;
  return String(request.headers.upgrade ?? '').toLowerCase() === 'websocket';
}

/** The origin the browser addressed: scheme and Host (as forwarded when a proxy is trusted). */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`.toLowerCase();
}

/**
 * Decides whether a state-changing request (or WebSocket upgrade) may proceed, from the headers browsers
 * always send (OWASP CSRF Prevention Cheat Sheet, "Fetch Metadata" and "Verifying Origin"):
 * `Sec-Fetch-Site: same-origin` (or `none`, typed by the user) passes; any other value is refused;
 * without it, `Origin` must equal the request's own origin or one of `allowedOrigins`. Requests with
 * neither header come from non-browser clients (curl, the CLI, server-to-server webhooks), which
 * cannot carry a victim's cookies, and pass.
 */
export function isSameOriginRequest(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (typeof fetchSite === 'string' && fetchSite !== '') {
    if (fetchSite === 'same-origin' || fetchSite === 'none') return true;
    // A listed origin (e.g. the Vite dev server on another port) is "same-site" or "cross-site".
    return typeof origin === 'string' && allowedOrigins.includes(origin);
  }
  if (origin === undefined) return true;
  return origin.toLowerCase() === ownOrigin(request) || allowedOrigins.includes(origin);
}

/**
 * Refuses cross-site state-changing requests and WebSocket upgrades with 403 CROSS_SITE_REQUEST, for
 * every route including logout (a cross-site text/plain form could otherwise sign a user out), except
 * the routes marked `anySite` (the one-click unsubscribe).
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance) => {
  const allowed = app.config.allowedOrigins;
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.anySite) return;
    if (needsSameOrigin(request) && !isSameOriginRequest(request, allowed)) {
      throw new AppError('CROSS_SITE_REQUEST');
    }
  });
});
