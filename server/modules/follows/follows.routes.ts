import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUsernameParams } from '../../../contract/creators.js';
import { ZFollowerPage, ZFollowersQuery, ZFollowState } from '../../../contract/follows.js';
import { limitRequests } from '../../lib/rate-limits.js';
import { FOLLOW_RATE_MAX } from '../../plugins/rate-limits.js';
import { insertNotification } from '../notifications/notifications.query.js';
import { notifySafely } from '../notifications/notifications.service.js';
import { followAuthor, listFollowers, unfollowAuthor } from './follows.service.js';

/**
 * Free follows of an author (docs/reference/people.md#follows), signed-in users only (401 else):
 * POST|DELETE /api/authors/{username}/follow answer the state after the change, both counted against
 * the reader's follow limit (FOLLOW_RATE_MAX per hour, 429 past it) so follow/unfollow spam cannot flood
 * an author; GET /api/creator/followers lists the signed-in author's followers.
 */
export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitFollows = limitRequests(
    app.limits.followChangesByUser,
    (request) => String(request.requireUser().id),
    `You can follow or unfollow ${FOLLOW_RATE_MAX} times per hour.`,
  );

  app.post(
    '/api/authors/:username/follow',
    {
      config: { rateLimited: true },
      preHandler: limitFollows,
      schema: { params: ZUsernameParams, response: { 200: ZFollowState } },
    },
    async (request) => {
      const { state, notification } = await followAuthor(
        app.db,
        request.requireUser(),
        request.params.username,
      );
      if (notification) await notifySafely(app, () => insertNotification(app.db, notification));
      return state;
    },
  );

  app.delete(
    '/api/authors/:username/follow',
    {
      config: { rateLimited: true },
      preHandler: limitFollows,
      schema: { params: ZUsernameParams, response: { 200: ZFollowState } },
    },
    async (request) => unfollowAuthor(app.db, request.requireUser(), request.params.username),
  );

  app.get(
    '/api/creator/followers',
    { schema: { querystring: ZFollowersQuery, response: { 200: ZFollowerPage } } },
    async (request) => listFollowers(app.db, request.requireUser().id, request.query.before),
  );
};
