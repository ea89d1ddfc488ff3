import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOk } from '../../../contract/auth.js';
import {
  ZChapter,
  ZCreateChapterRequest,
  ZTocEntry,
  ZUpdateChapterRequest,
} from '../../../contract/chapters.js';
import { ZIdParams } from '../../../contract/stories.js';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.js';
import { describeWindow, limitRequests } from '../../lib/rate-limits.js';
import { readChapter } from '../access/readable-chapters.query.js';
import { queueNewChapterNotifications } from '../notifications/new-chapter-job.js';
import { loadChapterIdeas } from './chapter-ideas.js';
import { presentChapter, presentTocEntry } from './chapters.presenter.js';
import { createChapter, deleteChapter, listTableOfContents, updateChapter } from './chapters.service.js';
import { queueChapterRelease } from './release-job.js';

/**
 * docs/reference/routes.md#api-stories: GET/PUT/DELETE /api/chapters/{id}, POST /api/chapters; and the
 * text-free table of contents GET /api/stories/{id}/toc (docs/reference/reading.md#contents,
 * docs/reference/performance.md#reader-download), which readers load before one chapter. The job that
 * releases scheduled chapters (docs/reference/platform.md#formats) is declared in server/jobs.ts.
 */
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
    {
      config: { public: true },
      // The reader's hot path: compiled JSON serialization (docs/reference/performance.md#per-request-cost).
      serializerCompiler: compiledSerializerCompiler,
      schema: { params: ZIdParams, response: { 200: ZChapter } },
    },
    async (request) => present((await readChapter(app.db, request.user, request.params.id)).chapter),
  );

  app.get(
    '/api/stories/:id/toc',
    { config: { public: true }, schema: { params: ZIdParams, response: { 200: z.array(ZTocEntry) } } },
    async (request) => {
      const rows = await listTableOfContents(app.db, request.user, request.params.id);
      const ideas = await loadChapterIdeas(app.db, rows);
      return rows.map((row) => presentTocEntry(row, ideas));
    },
  );

  app.post(
    '/api/chapters',
    {
      bodyLimit: 4 * 1024 * 1024,
      config: { rateLimited: true },
      preHandler: limitWrites,
      schema: { body: ZCreateChapterRequest, response: { 201: ZChapter } },
    },
    async (request, reply) => {
      const chapter = await createChapter(app.db, request.requireUser(), request.body);
      // Bookmarkers and subscribers (docs/reference/people.md#notifications): now, or when a scheduled
      // chapter is released.
      if (chapter.releaseAt) await queueChapterRelease(app, chapter.id, chapter.releaseAt);
      else await queueNewChapterNotifications(app, chapter.id);
      return reply.code(201).send(await present(chapter));
    },
  );

  app.put(
    '/api/chapters/:id',
    {
      bodyLimit: 4 * 1024 * 1024,
      config: { rateLimited: true },
      preHandler: limitWrites,
      schema: { params: ZIdParams, body: ZUpdateChapterRequest, response: { 200: ZChapter } },
    },
    async (request) => {
      const chapter = await updateChapter(app.db, request.requireUser(), request.params.id, request.body);
      // A new release time gets its job (one per chapter and time; a released chapter's job is a no-op).
      if (request.body.releaseAt !== undefined && chapter.releaseAt) {
        await queueChapterRelease(app, chapter.id, chapter.releaseAt);
      }
      return present(chapter);
    },
  );

  app.delete(
    '/api/chapters/:id',
    {
      config: { rateLimited: true },
      preHandler: limitWrites,
      schema: { params: ZIdParams, response: { 200: ZOk } },
    },
    async (request) => {
      await deleteChapter(app.db, request.requireUser(), request.params.id);
      return { ok: true as const };
    },
  );
};
