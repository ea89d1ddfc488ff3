import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZListQuery, ZStory } from '../../../contract/stories.js';
import { presentStory } from '../stories/stories.presenter.js';
import { featuredCreators, subscribedStories } from './creators.service.js';

const ZFeaturedCreator = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  subscriberCount: z.number().int(),
  storyCount: z.number().int(),
});

/** Creator hub data: featured creators and the subscription feed. */
export const creatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/creators/featured',
    { config: { public: true }, schema: { response: { 200: z.array(ZFeaturedCreator) } } },
    async () => featuredCreators(app.db),
  );

  app.get(
    '/api/stories/subscribed',
    { schema: { querystring: ZListQuery, response: { 200: z.array(ZStory) } } },
    async (request) => {
      const user = request.requireUser();
      return (await subscribedStories(app.db, user, request.query.limit)).map((row) =>
        presentStory(row, user),
      );
    },
  );
};
