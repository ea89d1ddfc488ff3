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
import {
  queueChapterRelease,
  RELEASE_CHAPTER_JOB,
  type ReleaseChapterJob,
  runReleaseChapterJob,
} from './release-job.js';

/**
 * Spec section 7: GET/PUT/DELETE /api/chapters/{id}, POST /api/chapters; and the text-free table of
 * contents GET /api/stories/{id}/toc (issues 11 §3 and 13), which readers load before one chapter.
 * Also defines the job that releases scheduled chapters (issue 11 §4).
 */
export const chaptersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define<ReleaseChapterJob>({
    name: RELEASE_CHAPTER_JOB,
    expireInSeconds: 120,
    handler: (job) => runReleaseChapterJob(app, job),
  });

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
      // The reader's hot path: compiled JSON serialization (issue 13 "Per-request cost").
      serializerCompiler: compiledSerializerCompiler,
      schema: { params: ZIdParams, response: { 200: ZChapter } },
    },
    async (request) => present((await readChapter(app.db, request.user, request.params.id)).chapter),
  );

  app.get(
    '/api/stories/:id/toc',
    { config: { public: true }, schema: { params: ZIdParams, response: { 200: z.array(ZTocEntry) } } },
    async (request) =>
      (await listTableOfContents(app.db, request.user, request.params.id)).map(presentTocEntry),
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
      // Bookmarkers and subscribers (issue "People" §4): now, or when a scheduled chapter is released.
      if (chapter.releaseAt) await queueChapterRelease(app, chapter.id, chapter.releaseAt);
      else await queueNewChapterNotifications(app, chapter.id);
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
    { preHandler: limitWrites, schema: { params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await deleteChapter(app.db, request.requireUser(), request.params.id);
      return { ok: true as const };
    },
  );
};
