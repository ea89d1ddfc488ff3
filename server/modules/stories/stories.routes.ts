import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOk } from '../../../contract/auth.js';
import { ZChapter } from '../../../contract/chapters.js';
import {
  ZCreateStoryRequest,
  ZId,
  ZIdParams,
  ZListQuery,
  ZSearchQuery,
  ZStory,
  ZStoryDetail,
  ZTagSuggestion,
  ZTagSuggestionsQuery,
  ZTrendingStory,
  ZUpdateStoryRequest,
} from '../../../contract/stories.js';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.js';
import { AppError } from '../../lib/errors.js';
import { describeWindow, limitRequests } from '../../lib/rate-limits.js';
import type { SessionUser } from '../../lib/session-user.js';
import { isStoryTeam } from '../access/story-access.policy.js';
import { storyRoleOf } from '../access/story-roles.js';
import { getVisibleStory } from '../access/visible-story.query.js';
import { loadChapterIdeas } from '../chapters/chapter-ideas.js';
import { presentChapter } from '../chapters/chapters.presenter.js';
import { listReadableChapters } from '../chapters/chapters.service.js';
import { searchStories, trendingStories } from './stories.discovery.js';
import { presentStory, presentTrending } from './stories.presenter.js';
import { byAuthor, createStory, deleteStory, updateStory } from './stories.service.js';
import { selectStoryCard, selectStoryCards } from './story-card.query.js';
import { suggestTags } from './tag-suggestions.js';

/** docs/reference/routes.md#api-stories: story endpoints. */
export const storiesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The card of a story already checked as visible. @throws AppError STORY_NOT_FOUND */
  const presentStoryCard = async (storyId: number, viewer: SessionUser | null) => {
    const row = await selectStoryCard(app.db, storyId);
    if (!row) throw new AppError('STORY_NOT_FOUND');
    return presentStory(row, viewer);
  };

  const publicRoute = { public: true };
  /** Hot story lists and cards: compiled JSON serialization (see `compiledSerializerCompiler`). */
  const serializerCompiler = compiledSerializerCompiler;

  app.get(
    '/api/stories/trending',
    {
      config: publicRoute,
      serializerCompiler,
      schema: { querystring: ZListQuery, response: { 200: z.array(ZTrendingStory) } },
    },
    async (request) => {
      const rows = await trendingStories(app.db, request.query.genre, request.query.limit);
      return rows.map((row) => presentTrending(row, request.user));
    },
  );

  app.get(
    '/api/stories/search',
    {
      config: publicRoute,
      serializerCompiler,
      schema: { querystring: ZSearchQuery, response: { 200: z.array(ZStory) } },
    },
    async (request) => {
      return (await searchStories(app.db, request.query)).map((row) => presentStory(row, request.user));
    },
  );

  app.get(
    '/api/tags',
    {
      config: publicRoute,
      schema: { querystring: ZTagSuggestionsQuery, response: { 200: z.array(ZTagSuggestion) } },
    },
    async (request) => suggestTags(app.db, request.query.prefix),
  );

  app.get(
    '/api/stories/author/:userId',
    {
      config: publicRoute,
      serializerCompiler,
      schema: { params: z.object({ userId: ZId }), response: { 200: z.array(ZStory) } },
    },
    async (request) => {
      const { userId } = request.params;
      const rows = await selectStoryCards(
        app.db,
        byAuthor(userId, request.user?.id === userId ? 'all' : 'published', { coauthored: true }),
        {
          limit: 200,
        },
      );
      return rows.map((row) => presentStory(row, request.user));
    },
  );

  app.get(
    '/api/stories/:id',
    {
      config: publicRoute,
      serializerCompiler,
      schema: { params: ZIdParams, response: { 200: ZStoryDetail } },
    },
    async (request) => {
      const story = await getVisibleStory(app.db, request.user, request.params.id);
      // The viewer's role (docs/reference/stories.md#collaborators): a query only for a collaborator.
      const viewerRole = isStoryTeam(request.user, story)
        ? await storyRoleOf(app.db, request.user, story)
        : null;
      return { ...(await presentStoryCard(story.id, request.user)), viewerRole };
    },
  );

  app.get(
    '/api/stories/:id/chapters',
    { config: publicRoute, schema: { params: ZIdParams, response: { 200: z.array(ZChapter) } } },
    async (request) => {
      const rows = await listReadableChapters(app.db, request.user, request.params.id);
      const ideas = await loadChapterIdeas(app.db, rows);
      return rows.map((row) => presentChapter(row, ideas));
    },
  );

  app.post(
    '/api/stories',
    {
      bodyLimit: 16 * 1024 * 1024,
      config: { rateLimited: true },
      schema: { body: ZCreateStoryRequest, response: { 201: ZStory } },
      preHandler: limitRequests(
        app.limits.storiesByUser,
        (request) => String(request.requireUser().id),
        `You can create ${app.config.storyRateMax} stories per ${describeWindow(app.config.storyRateWindowMs)}.`,
      ),
    },
    async (request, reply) => {
      const story = await createStory(app.db, request.requireUser(), request.body);
      return reply.code(201).send(await presentStoryCard(story.id, request.user));
    },
  );

  app.patch(
    '/api/stories/:id',
    { schema: { params: ZIdParams, body: ZUpdateStoryRequest, response: { 200: ZStory } } },
    async (request) => {
      await updateStory(app.db, request.requireUser(), request.params.id, request.body);
      return presentStoryCard(request.params.id, request.user);
    },
  );

  app.delete(
    '/api/stories/:id',
    { schema: { params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await deleteStory(app.db, request.requireUser(), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/user/authored-stories',
    { serializerCompiler, schema: { response: { 200: z.array(ZStory) } } },
    async (request) => {
      const user = request.requireUser();
      const rows = await selectStoryCards(app.db, byAuthor(user.id, 'all'), { limit: 500 });
      return rows.map((row) => presentStory(row, user));
    },
  );

  app.get(
    '/api/user/drafts',
    { serializerCompiler, schema: { response: { 200: z.array(ZStory) } } },
    async (request) => {
      const user = request.requireUser();
      const rows = await selectStoryCards(app.db, byAuthor(user.id, 'drafts'), { limit: 500 });
      return rows.map((row) => presentStory(row, user));
    },
  );
};
