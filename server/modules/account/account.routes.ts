import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AccountExport,
  ZAccountExport,
  ZAccountSessions,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZSignedOut,
} from '../../../contract/account.js';
import { ZCurrentUser, ZOk } from '../../../contract/auth.js';
import { endSession, requestSessionId } from '../../plugins/session.js';
import { publishSessionsEnded } from '../chat/session-sockets.js';
import { queueEmail } from '../mail/mail-job.js';
import { presentCurrentUser } from '../users/users.presenter.js';
import { changeEmail, changePassword } from './account.service.js';
import { deleteAccount } from './delete-account.js';
import { exportUserData } from './export.service.js';
import { endOtherSessions, listSessions } from './sessions.service.js';

/**
 * Settings "Account" (docs/reference/people.md#settings): email and password changes (each signs out the
 * other sessions), the session list with "sign out everywhere else", the data export and account deletion.
 * All signed-in only.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/account/email',
    { schema: { body: ZChangeEmailRequest, response: { 200: ZCurrentUser } } },
    async (request) => {
      const { id } = request.requireUser();
      const { user, previousEmail, verificationId } = await changeEmail(
        app.db,
        id,
        request.body,
        requestSessionId(request),
      );
      await publishSessionsEnded(app, id, 'SIGNED_OUT'); // the other sessions' sockets close (ADR 0012)
      if (verificationId !== null) {
        // Verify the new address; tell the old one (docs/reference/people.md#email).
        try {
          await queueEmail(app.jobs, { kind: 'verify-email', tokenId: verificationId });
          await queueEmail(app.jobs, {
            kind: 'email-changed',
            tokenId: verificationId,
            oldEmail: previousEmail,
          });
        } catch (error) {
          request.log.error({ err: error }, 'queueing the email-change emails failed');
        }
      }
      return presentCurrentUser(user);
    },
  );

  app.put(
    '/api/account/password',
    { schema: { body: ZChangePasswordRequest, response: { 200: ZSignedOut } } },
    async (request) => {
      const { id } = request.requireUser();
      const signedOut = await changePassword(app.db, id, request.body, requestSessionId(request));
      await publishSessionsEnded(app, id, 'SIGNED_OUT'); // the other sessions' sockets close (ADR 0012)
      return { signedOut };
    },
  );

  app.get('/api/account/sessions', { schema: { response: { 200: ZAccountSessions } } }, async (request) =>
    listSessions(app.db, request.requireUser().id, requestSessionId(request)),
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    { schema: { response: { 200: ZSignedOut } } },
    async (request) => {
      const { id } = request.requireUser();
      const signedOut = await endOtherSessions(app.db, id, requestSessionId(request));
      await publishSessionsEnded(app, id, 'SIGNED_OUT'); // their live sockets close (ADR 0012)
      return { signedOut };
    },
  );

  // One JSON file, offered as a download (RFC 6266 Content-Disposition); never cached.
  app.get(
    '/api/account/export',
    { schema: { response: { 200: ZAccountExport } } },
    async (request, reply) => {
      const user = request.requireUser();
      // Typed against the documented shape, so a section added to the export must be documented too.
      const data: Record<keyof AccountExport, unknown> = await exportUserData(app.db, user.id);
      const day = new Date().toISOString().slice(0, 10);
      // Sent as JSON text (indented for people): Fastify sends a string as it is, unserialized.
      const text = JSON.stringify(data, null, 2) as never;
      return reply
        .header('content-disposition', `attachment; filename="storyloom-${user.id}-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .type('application/json; charset=utf-8')
        .send(text);
    },
  );

  app.delete(
    '/api/account',
    { schema: { body: ZDeleteAccountRequest, response: { 200: ZOk } } },
    async (request, reply) => {
      const { id } = request.requireUser();
      await deleteAccount(app.db, id, request.body, app.payments.provider);
      await endSession(app.db, request, reply);
      await publishSessionsEnded(app, id, 'ACCOUNT_DELETED'); // every live socket closes (ADR 0012)
      return { ok: true as const };
    },
  );
};
