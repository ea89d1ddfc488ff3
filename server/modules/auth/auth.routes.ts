import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCurrentUser,
  ZLoginRequest,
  ZOk,
  ZPatchProfileRequest,
  ZSignupRequest,
} from '../../../contract/auth.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { endSession, startSession } from '../../plugins/session.js';
import { presentCurrentUser } from '../users/users.presenter.js';
import { login, signup } from './auth.service.js';

/** Spec section 7 "Auth and profile". Login and signup are rate limited per IP and per email. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = app.rateLimit({
    max: app.config.authRateMax,
    timeWindow: app.config.authRateWindowMs,
    keyGenerator: (request) => `auth-ip:${request.ip}`,
  });
  // A second limiter on the same request needs createRateLimit: rateLimit() hooks run once per request.
  const emailLimiter = app.createRateLimit({
    max: app.config.authRateMax,
    timeWindow: app.config.authRateWindowMs,
    keyGenerator: (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `auth-email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  });
  const perEmail = async (request: FastifyRequest) => {
    const result = await emailLimiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw new AppError(
      'RATE_LIMITED',
      `Too many attempts. Please try again in ${result.ttlInSeconds} seconds.`,
      {
        headers: { 'retry-after': String(result.ttlInSeconds) },
      },
    );
  };

  app.post(
    '/api/auth/signup',
    {
      config: { public: true },
      onRequest: perIp,
      preHandler: perEmail,
      schema: { body: ZSignupRequest, response: { 201: ZCurrentUser } },
    },
    async (request, reply) => {
      const user = await signup(app.db, request.body);
      await startSession(app.db, request, reply, user.id);
      return reply.code(201).send(presentCurrentUser(user));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      onRequest: perIp,
      preHandler: perEmail,
      schema: { body: ZLoginRequest, response: { 200: ZCurrentUser } },
    },
    async (request, reply) => {
      const user = await login(app.db, request.body);
      await startSession(app.db, request, reply, user.id);
      return presentCurrentUser(user);
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { public: true }, schema: { response: { 200: ZOk } } },
    async (request, reply) => {
      await endSession(app.db, request, reply);
      return { ok: true as const };
    },
  );

  app.get('/api/auth/user', { schema: { response: { 200: ZCurrentUser } } }, async (request) => {
    const [user] = await app.db.select().from(users).where(eq(users.id, request.requireUser().id));
    if (!user) throw new AppError('UNAUTHENTICATED');
    return presentCurrentUser(user);
  });

  app.patch(
    '/api/auth/profile',
    { schema: { body: ZPatchProfileRequest, response: { 200: ZCurrentUser } } },
    async (request) => {
      const [user] = await app.db
        .update(users)
        .set({ profileImageUrl: request.body.profileImageUrl, updatedAt: new Date() })
        .where(eq(users.id, request.requireUser().id))
        .returning();
      if (!user) throw new AppError('UNAUTHENTICATED');
      return presentCurrentUser(user);
    },
  );
};
