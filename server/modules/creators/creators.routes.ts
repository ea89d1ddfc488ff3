import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuthorProfile,
  ZCreatorEarnings,
  ZCreatorStats,
  ZDiscoverCreator,
  ZDiscoverCreatorsQuery,
  ZDiscoverSummary,
  ZFeaturedCreator,
  ZQuickStats,
  ZTipJar,
  ZTipJarRequest,
  ZUsernameParams,
} from '../../../contract/creators.js';
import { ZStoryFunnel } from '../../../contract/funnel.js';
import { ZIdParams, ZListQuery, ZStory } from '../../../contract/stories.js';
import { presentStory } from '../stories/stories.presenter.js';
import { byAuthor } from '../stories/stories.service.js';
import { selectStoryCards } from '../stories/story-card.query.js';
import { getAuthorProfile } from './authors.service.js';
import { featuredCreators, subscribedStories } from './creators.service.js';
import { discoverCreators, discoverSummary } from './discover.service.js';
import { creatorEarnings, creatorStats, quickStats, setTipJar } from './earnings.service.js';
import { storyFunnel } from './funnel.service.js';

/**
 * Creator hub data (featured creators, subscription feed) and public author profiles
 * (docs/reference/routes.md#api-people).
 */
export const creatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/authors/:username',
    { config: { public: true }, schema: { params: ZUsernameParams, response: { 200: ZAuthorProfile } } },
    async (request) => getAuthorProfile(app.db, request.params.username, request.user),
  );

  app.get(
    '/api/authors/:username/stories',
    { config: { public: true }, schema: { params: ZUsernameParams, response: { 200: z.array(ZStory) } } },
    async (request) => {
      const author = await getAuthorProfile(app.db, request.params.username);
      const rows = await selectStoryCards(app.db, byAuthor(author.id, 'published', { coauthored: true }), {
        limit: 200,
      });
      return rows.map((row) => presentStory(row, request.user));
    },
  );

  app.get(
    '/api/creators/featured',
    { config: { public: true }, schema: { response: { 200: z.array(ZFeaturedCreator) } } },
    async () => featuredCreators(app.db),
  );

  app.get(
    '/api/creators/discover',
    {
      config: { public: true },
      schema: { querystring: ZDiscoverCreatorsQuery, response: { 200: z.array(ZDiscoverCreator) } },
    },
    async (request) => discoverCreators(app.db, request.query),
  );

  app.get(
    '/api/creators/discover/summary',
    { config: { public: true }, schema: { response: { 200: ZDiscoverSummary } } },
    async () => discoverSummary(app.db),
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

  for (const url of ['/api/creator/earnings', '/api/user/earnings']) {
    app.get(url, { schema: { response: { 200: ZCreatorEarnings } } }, async (request) =>
      creatorEarnings(app.db, request.requireUser().id, app.config.platformFeePercent),
    );
  }

  app.get('/api/creator/quick-stats', { schema: { response: { 200: ZQuickStats } } }, async (request) =>
    quickStats(app.db, request.requireUser().id),
  );

  app.get('/api/creator/stats', { schema: { response: { 200: ZCreatorStats } } }, async (request) =>
    creatorStats(app.db, request.requireUser().id),
  );

  app.get(
    '/api/creator/stories/:id/funnel',
    { schema: { params: ZIdParams, response: { 200: ZStoryFunnel } } },
    async (request) => storyFunnel(app.db, request.requireUser(), request.params.id),
  );

  app.put(
    '/api/creator/tip-jar',
    { schema: { body: ZTipJarRequest, response: { 200: ZTipJar } } },
    async (request) => setTipJar(app.db, request.requireUser().id, request.body.enabled),
  );
};
