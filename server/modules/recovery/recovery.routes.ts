import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZForgotPasswordAccepted,
  ZForgotPasswordRequest,
  ZOk,
  ZResetPasswordRequest,
  ZVerifyEmailRequest,
} from '../../../contract/auth.js';
import { limitRequests } from '../../lib/rate-limits.js';
import { publishSessionsEnded } from '../chat/session-sockets.js';
import { queueEmail } from '../mail/mail-job.js';
import { requestPasswordReset, resendVerification, resetPassword, verifyEmail } from './recovery.service.js';

/** The one answer to "Forgot password?", whatever the email (OWASP Forgot Password Cheat Sheet). */
export const FORGOT_PASSWORD_ANSWER = "If an account exists for that email, we've sent a link.";

/**
 * docs/reference/routes.md#api-auth and docs/reference/people.md#email: forgot and reset password, verify
 * the email, resend the verification. Emails are queued, never sent from a request (ADR 0036).
 */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/forgot-password',
    {
      config: { public: true, rateLimited: true },
      preHandler: limitRequests(
        app.limits.passwordResetsByIp,
        (request) => request.ip,
        'Too many password reset requests from your network.',
      ),
      schema: { body: ZForgotPasswordRequest, response: { 202: ZForgotPasswordAccepted } },
    },
    async (request, reply) => {
      await requestPasswordReset(app.db, app.jobs, app.limits.passwordResetsByEmail, request.body.email);
      return reply.code(202).send({ ok: true as const, message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { public: true, rateLimited: true },
      preHandler: limitRequests(
        app.limits.passwordResetsByIp,
        (request) => request.ip,
        'Too many password reset attempts from your network.',
      ),
      schema: { body: ZResetPasswordRequest, response: { 200: ZOk } },
    },
    async (request) => {
      const { userId, tokenId } = await resetPassword(app.db, request.body);
      await publishSessionsEnded(app, userId, 'SIGNED_OUT'); // every live socket closes (ADR 0012)
      try {
        await queueEmail(app.jobs, { kind: 'password-changed', tokenId });
      } catch (error) {
        request.log.error({ err: error }, 'queueing the password-changed notice failed');
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: { public: true, rateLimited: true },
      schema: { body: ZVerifyEmailRequest, response: { 200: ZOk } },
    },
    async (request) => {
      await verifyEmail(app.db, request.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    { config: { rateLimited: true }, schema: { response: { 200: ZOk } } },
    async (request) => {
      const { id } = request.requireUser();
      await resendVerification(app.db, app.jobs, app.limits.verificationResendsByUser, id);
      return { ok: true as const };
    },
  );
};
