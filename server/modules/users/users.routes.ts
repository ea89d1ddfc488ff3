import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProfile, ZUpdateProfileRequest } from '../../../contract/auth.js';
import { ZUserStats } from '../../../contract/creators.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { presentProfile } from './users.presenter.js';
import { getUserStats, updateProfile } from './users.service.js';

/** GET|PUT /api/user/profile and GET /api/user/stats (spec section 7). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/profile', { schema: { response: { 200: ZProfile } } }, async (request) => {
    const [user] = await app.db.select().from(users).where(eq(users.id, request.requireUser().id));
    if (!user) throw new AppError('USER_NOT_FOUND');
    return presentProfile(user);
  });

  app.put(
    '/api/user/profile',
    { schema: { body: ZUpdateProfileRequest, response: { 200: ZProfile } } },
    async (request) => presentProfile(await updateProfile(app.db, request.requireUser().id, request.body)),
  );

  app.get('/api/user/stats', { schema: { response: { 200: ZUserStats } } }, async (request) =>
    getUserStats(app.db, request.requireUser().id),
  );
};
