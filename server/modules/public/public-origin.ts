import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';

/**
 * The site's origin for absolute links (feeds, sitemap, robots.txt, Open Graph), e.g.
 * `https://storyloom.example`: `PUBLIC_ORIGIN` when configured (README "Configuration"), else the
 * request's own protocol and Host (X-Forwarded-Proto counts only behind a trusted proxy, see
 * `TRUST_PROXY`). No trailing slash.
 */
export function publicOrigin(config: Pick<AppConfig, 'publicOrigin'>, request: FastifyRequest): string {
  if (config.publicOrigin) return config.publicOrigin;
  const host = request.host || 'localhost';
  // A Host header is the client's word: keep only what a host[:port] may contain, so it cannot
  // smuggle markup or a path into the links we print.
  const safeHost = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) || /^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host);
  return `${request.protocol}://${safeHost ? host : 'localhost'}`;
}

/** Escapes text for HTML element content and double- or single-quoted attribute values (OWASP XSS rule 1-2). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
