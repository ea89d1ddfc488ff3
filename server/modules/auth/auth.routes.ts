import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCurrentUser,
  ZLoginRequest,
  ZOk,
  ZPatchProfileRequest,
  ZSignupRequest,
} from '../../../contract/auth.js';
import { endSession, startSession } from '../../plugins/session.js';
import { publishSessionsEnded } from '../chat/session-sockets.js';
import { queueEmail } from '../mail/mail-job.js';
import { createEmailVerification } from '../mail/verification.js';
import { presentCurrentUser } from '../users/users.presenter.js';
import { getCurrentUser, updateProfile } from '../users/users.service.js';
import { login, signup } from './auth.service.js';
import { readKnownDevice, rememberDevice } from './device-cookie.js';
import { LoginThrottle } from './login-throttle.js';
import { limitSignup } from './signup-limit.js';

/**
 * docs/reference/routes.md#api-auth. Sign-in is guarded by `LoginThrottle` (per address, per account,
 * device cookies); sign-ups are limited per address, counting accounts created and emails or usernames
 * already taken (`limitSignup`). All counters are shared through the database.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle(app.limits, app.config.authRateMax);

  app.post(
    '/api/auth/signup',
    {
      config: { public: true, rateLimited: true },
      schema: { body: ZSignupRequest, response: { 201: ZCurrentUser } },
    },
    async (request, reply) => {
      const user = await limitSignup(app.limits.signupsByIp, request.ip, () => signup(app.db, request.body));
      await startSession(app, request, reply, user.id);
      // The verification email (docs/reference/people.md#email): queued, sent by the job; a failure to
      // queue leaves the account usable, with "Resend" in the banner and Settings.
      try {
        const tokenId = await createEmailVerification(app.db, user.id, user.email);
        await queueEmail(app.jobs, { kind: 'verify-email', tokenId });
      } catch (error) {
        request.log.error({ err: error }, 'queueing the verification email failed');
      }
      return reply.code(201).send(presentCurrentUser(user));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { public: true, rateLimited: true },
      schema: { body: ZLoginRequest, response: { 200: ZCurrentUser } },
    },
    async (request, reply) => {
      const { user, deviceId } = await login(app.db, request.body, throttle, {
        ip: request.ip,
        device: readKnownDevice(request),
      });
      rememberDevice(request, reply, user.id, deviceId);
      await startSession(app, request, reply, user.id);
      return presentCurrentUser(user);
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { public: true }, schema: { response: { 200: ZOk } } },
    async (request, reply) => {
      const userId = request.user?.id; // endSession forgets it
      await endSession(app.db, request, reply);
      await publishSessionsEnded(app, userId, 'SIGNED_OUT'); // its live sockets close (ADR 0012)
      return { ok: true as const };
    },
  );

  app.get('/api/auth/user', { schema: { response: { 200: ZCurrentUser } } }, async (request) =>
    presentCurrentUser(await getCurrentUser(app.db, request.requireUser())),
  );

  app.patch(
    '/api/auth/profile',
    { schema: { body: ZPatchProfileRequest, response: { 200: ZCurrentUser } } },
    async (request) => {
      const { profileImageUrl } = request.body;
      return presentCurrentUser(await updateProfile(app.db, request.requireUser().id, { profileImageUrl }));
    },
  );
};
