import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOk } from '../../../contract/auth.js';
import { ZChapter, ZCreateChapterRequest, ZUpdateChapterRequest } from '../../../contract/chapters.js';
import { ZIdParams } from '../../../contract/stories.js';
import { describeWindow, limitRequests } from '../../lib/rate-limits.js';
import { readChapter } from '../access/readable-chapters.query.js';
import { queueNewChapterNotifications } from '../notifications/new-chapter-job.js';
import { loadChapterIdeas } from './chapter-ideas.js';
import { presentChapter } from './chapters.presenter.js';
import { createChapter, deleteChapter, updateChapter } from './chapters.service.js';

/** Spec section 7: GET/PUT/DELETE /api/chapters/{id}, POST /api/chapters. */
export const chaptersRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitWrites = limitRequests(
    app.limits.chapterWritesByUser,
    (request) => String(request.requireUser().id),
    `You can save ${app.config.chapterRateMax} chapter changes per ${describeWindow(app.config.chapterRateWindowMs)}.`,
  );

  /** A chapter answer, with its credit when written from a winning proposal. */
  const present = async (row: Parameters<typeof presentChapter>[0]) =>
    presentChapter(row, await loadChapterIdeas(app.db, [row]));

  app.get(
    '/api/chapters/:id',
    { config: { public: true }, schema: { params: ZIdParams, response: { 200: ZChapter } } },
    async (request) => present((await readChapter(app.db, request.user, request.params.id)).chapter),
  );

  app.post(
    '/api/chapters',
    {
      bodyLimit: 4 * 1024 * 1024,
      preHandler: limitWrites,
      schema: { body: ZCreateChapterRequest, response: { 201: ZChapter } },
    },
    async (request, reply) => {
      const chapter = await createChapter(app.db, request.requireUser(), request.body);
      await queueNewChapterNotifications(app, chapter.id); // bookmarkers and subscribers (issue "People" §4)
      return reply.code(201).send(await present(chapter));
    },
  );

  app.put(
    '/api/chapters/:id',
    {
      bodyLimit: 4 * 1024 * 1024,
      preHandler: limitWrites,
      schema: { params: ZIdParams, body: ZUpdateChapterRequest, response: { 200: ZChapter } },
    },
    async (request) =>
      present(await updateChapter(app.db, request.requireUser(), request.params.id, request.body)),
  );

  app.delete(
    '/api/chapters/:id',
    { preHandler: limitWrites, schema: { params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await deleteChapter(app.db, request.requireUser(), request.params.id);
      return { ok: true as const };
    },
  );
};
