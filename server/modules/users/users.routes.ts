import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAchievements } from '../../../contract/achievements.js';
import { ZProfile, ZUpdateProfileRequest } from '../../../contract/auth.js';
import { ZUserStats } from '../../../contract/creators.js';
import { userAchievements } from './achievements.js';
import { presentProfile } from './users.presenter.js';
import { getCurrentUser, getUserStats, updateProfile } from './users.service.js';

/**
 * GET|PUT /api/user/profile, GET /api/user/stats (docs/reference/routes.md#api-auth) and GET
 * /api/user/achievements.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/profile', { schema: { response: { 200: ZProfile } } }, async (request) =>
    presentProfile(await getCurrentUser(app.db, request.requireUser())),
  );

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
