import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUsernameParams } from '../../../contract/messages.js';
import { ZNoContent } from '../../../contract/openapi.js';
import {
  ZCreatePost,
  ZPollVote,
  ZPost,
  ZPostPage,
  ZPostsQuery,
  ZUpdatePost,
} from '../../../contract/posts.js';
import { ZIdParams } from '../../../contract/stories.js';
import { describeWindow, limitRequests } from '../../lib/rate-limits.js';
import { POST_RATE_MAX } from '../../plugins/rate-limits.js';
import { queueNewPostNotifications } from './new-post-queue.js';
import {
  createPost,
  deletePost,
  getPost,
  listAuthorPosts,
  listFeedPosts,
  updatePost,
  votePost,
} from './posts.service.js';

/**
 * Author posts and polls (docs/reference/people.md#posts): POST /api/posts, GET|PATCH|DELETE
 * /api/posts/{id}, POST /api/posts/{id}/vote, GET /api/authors/{username}/posts (public) and
 * GET /api/feed/posts (signed in). A body outside its audience answers `locked` without its text.
 */
export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitPosts = limitRequests(
    app.limits.postsByUser,
    (request) => String(request.requireUser().id),
    `You can publish ${POST_RATE_MAX} posts per ${describeWindow(60 * 60_000)}.`,
  );

  app.post(
    '/api/posts',
    {
      config: { rateLimited: true },
      preHandler: limitPosts,
      schema: { body: ZCreatePost, response: { 201: ZPost } },
    },
    async (request, reply) => {
      const viewer = request.requireUser();
      const id = await createPost(app.db, viewer, request.body);
      await queueNewPostNotifications(app, id);
      return reply.code(201).send(await getPost(app.db, viewer, id));
    },
  );

  app.get(
    '/api/posts/:id',
    { config: { public: true }, schema: { params: ZIdParams, response: { 200: ZPost } } },
    async (request) => getPost(app.db, request.user, request.params.id),
  );

  app.patch(
    '/api/posts/:id',
    { schema: { params: ZIdParams, body: ZUpdatePost, response: { 200: ZPost } } },
    async (request) => updatePost(app.db, request.requireUser(), request.params.id, request.body),
  );

  app.delete(
    '/api/posts/:id',
    { schema: { params: ZIdParams, response: { 204: ZNoContent } } },
    async (request, reply) => {
      await deletePost(app.db, request.requireUser(), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/posts/:id/vote',
    { schema: { params: ZIdParams, body: ZPollVote, response: { 200: ZPost } } },
    async (request) => votePost(app.db, request.requireUser(), request.params.id, request.body.optionId),
  );

  app.get(
    '/api/authors/:username/posts',
    {
      config: { public: true },
      schema: { params: ZUsernameParams, querystring: ZPostsQuery, response: { 200: ZPostPage } },
    },
    async (request) => listAuthorPosts(app.db, request.user, request.params.username, request.query.before),
  );

  app.get(
    '/api/feed/posts',
    { schema: { querystring: ZPostsQuery, response: { 200: ZPostPage } } },
    async (request) => listFeedPosts(app.db, request.requireUser(), request.query.before),
  );
};
