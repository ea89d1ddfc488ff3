import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRateStoryRequest, ZStoryRatings } from '../../../contract/ratings.js';
import { ZIdParams } from '../../../contract/stories.js';
import { rateStory, storyRatingsFor } from './ratings.service.js';

/**
 * Ratings and reviews (docs/reference/people.md#ratings): GET /api/stories/{id}/ratings (public) and PUT
 * /api/stories/{id}/rating (a signed-in reader who has read a chapter).
 */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stories/:id/ratings',
    { config: { public: true }, schema: { params: ZIdParams, response: { 200: ZStoryRatings } } },
    async (request) => storyRatingsFor(app.db, request.user, request.params.id),
  );

  app.put(
    '/api/stories/:id/rating',
    { schema: { params: ZIdParams, body: ZRateStoryRequest, response: { 200: ZStoryRatings } } },
    async (request) => rateStory(app.db, request.requireUser(), request.params.id, request.body),
  );
};
