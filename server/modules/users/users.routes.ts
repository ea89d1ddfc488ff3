import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAchievements } from '../../../contract/achievements.js';
import { ZProfile, ZUpdateProfileRequest } from '../../../contract/auth.js';
import { ZUserStats } from '../../../contract/creators.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { userAchievements } from './achievements.js';
import { presentProfile } from './users.presenter.js';
import { getUserStats, updateProfile } from './users.service.js';

/** GET|PUT /api/user/profile, GET /api/user/stats (spec section 7) and GET /api/user/achievements. */
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

  app.get('/api/user/achievements', { schema: { response: { 200: ZAchievements } } }, async (request) =>
    userAchievements(app.db, request.requireUser().id),
  );

  app.get('/api/user/stats', { schema: { response: { 200: ZUserStats } } }, async (request) =>
    getUserStats(app.db, request.requireUser().id),
  );
};
