import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountSessions,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZSignedOut,
} from '../../../contract/account.js';
import { ZCurrentUser, ZOk } from '../../../contract/auth.js';
import { fileResponse } from '../../../contract/openapi.js';
import { endSession, requestSessionId } from '../../plugins/session.js';
import { presentCurrentUser } from '../users/users.presenter.js';
import { changeEmail, changePassword } from './account.service.js';
import { deleteAccount } from './delete-account.js';
import { exportUserData } from './export.service.js';
import { endOtherSessions, listSessions } from './sessions.service.js';

/**
 * Settings "Account" (issue "People" §5): email and password changes (each signs out the other
 * sessions), the session list with "sign out everywhere else", the data export and account deletion.
 * All signed-in only.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/account/email',
    { schema: { body: ZChangeEmailRequest, response: { 200: ZCurrentUser } } },
    async (request) => {
      const { user } = await changeEmail(
        app.db,
        request.requireUser().id,
        request.body,
        requestSessionId(request),
      );
      return presentCurrentUser(user);
    },
  );

  app.put(
    '/api/account/password',
    { schema: { body: ZChangePasswordRequest, response: { 200: ZSignedOut } } },
    async (request) => ({
      signedOut: await changePassword(
        app.db,
        request.requireUser().id,
        request.body,
        requestSessionId(request),
      ),
    }),
  );

  app.get('/api/account/sessions', { schema: { response: { 200: ZAccountSessions } } }, async (request) =>
    listSessions(app.db, request.requireUser().id, requestSessionId(request)),
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    { schema: { response: { 200: ZSignedOut } } },
    async (request) => ({
      signedOut: await endOtherSessions(app.db, request.requireUser().id, requestSessionId(request)),
    }),
  );

  // One JSON file, offered as a download (RFC 6266 Content-Disposition); never cached.
  app.get(
    '/api/account/export',
    {
      schema: {
        response: { 200: fileResponse('All of my data, one JSON file (a download)', ['application/json']) },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const data = await exportUserData(app.db, user.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="storyloom-${user.id}-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/api/account',
    { schema: { body: ZDeleteAccountRequest, response: { 200: ZOk } } },
    async (request, reply) => {
      await deleteAccount(app.db, request.requireUser().id, request.body);
      await endSession(app.db, request, reply);
      return { ok: true as const };
    },
  );
};
