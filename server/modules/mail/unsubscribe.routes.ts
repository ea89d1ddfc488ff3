import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZUnsubscribeQuery, ZUnsubscribeRequest, ZUnsubscribeResult } from '../../../contract/unsubscribe.js';
import { AppError } from '../../lib/errors.js';
import { unsubscribe } from './unsubscribe.js';

/**
 * One-click unsubscribe (RFC 8058; docs/reference/people.md#email, ADR 0037). Both routes are public:
 * the signed token is the only credential, so no session and no CSRF token is involved.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058 section 3.1: the mail provider POSTs `List-Unsubscribe=One-Click` as a form. Parsed here
  // only (this plugin is encapsulated), as a flat object of its fields.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // POST /api/email/unsubscribe?token=…: turns the token's category of email off, and answers
  // `{type, email: 'off'}`. The app refuses cross-site writes (server/plugins/same-origin.ts), but not
  // this one (`anySite`): RFC 8058 section 3.2 has mail providers POST it from their own servers or the
  // reader's mail app, without cookies, and the token, not a session, authorises it, so a forged
  // request can do nothing its sender could not do with the link itself.
  app.post(
    '/api/email/unsubscribe',
    {
      config: { public: true, anySite: true },
      schema: {
        summary: 'Turn one category of email off (RFC 8058 one-click)',
        querystring: ZUnsubscribeQuery,
        body: ZUnsubscribeRequest,
        response: { 200: ZUnsubscribeResult },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw new AppError('INVALID_UNSUBSCRIBE_TOKEN');
      const { category } = await unsubscribe(app.db, token);
      return { type: category, email: 'off' as const };
    },
  );

  // GET changes nothing (RFC 8058 section 4: link scanners and previews follow links): 303 to the
  // page /unsubscribe, where the person confirms with a button.
  app.get(
    '/api/email/unsubscribe',
    {
      config: { public: true },
      schema: {
        summary: 'Open the unsubscribe page of an email link (changes nothing)',
        querystring: ZUnsubscribeQuery,
        response: {
          303: z
            .null()
            .describe('See Other: the page /unsubscribe?token=…, which asks before anything stops'),
        },
      },
    },
    async (request, reply) => {
      const query = request.query.token ? `?token=${encodeURIComponent(request.query.token)}` : '';
      return reply.header('cache-control', 'no-store').redirect(`/unsubscribe${query}`, 303);
    },
  );
};
