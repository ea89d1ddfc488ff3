import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOk } from '../../../contract/auth.js';
import {
  ZBookmark,
  ZCreateBookmarkRequest,
  ZReadingProgress,
  ZSaveProgressRequest,
} from '../../../contract/reading.js';
import { ZId } from '../../../contract/stories.js';
import {
  addBookmark,
  listBookmarks,
  listReadingProgress,
  removeBookmark,
  saveReadingProgress,
} from './reading.service.js';

/** docs/reference/routes.md#api-reading: bookmarks and reading progress (signed-in only). */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/bookmarks', { schema: { response: { 200: z.array(ZBookmark) } } }, async (request) =>
    listBookmarks(app.db, request.requireUser()),
  );

  app.post(
    '/api/bookmarks',
    { schema: { body: ZCreateBookmarkRequest, response: { 201: ZBookmark } } },
    async (request, reply) =>
      reply.code(201).send(await addBookmark(app.db, request.requireUser(), request.body.storyId)),
  );

  app.delete(
    '/api/bookmarks/:storyId',
    { schema: { params: z.object({ storyId: ZId }), response: { 200: ZOk } } },
    async (request) => {
      await removeBookmark(app.db, request.requireUser(), request.params.storyId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/reading-progress',
    { schema: { body: ZSaveProgressRequest, response: { 200: ZReadingProgress } } },
    async (request) => saveReadingProgress(app.db, request.requireUser(), request.body),
  );

  app.get(
    '/api/user/reading-progress',
    { schema: { response: { 200: z.array(ZReadingProgress) } } },
    async (request) => listReadingProgress(app.db, request.requireUser()),
  );
};
