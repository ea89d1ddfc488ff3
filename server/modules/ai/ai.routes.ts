import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAiStatus,
  ZContinuationIdeaRequest,
  ZGenerateChapterContentRequest,
  ZGenerateChapterContentResponse,
  ZGenerateContinuationRequest,
  ZGeneratedChapter,
  ZGenerateFirstChapterRequest,
  ZGenerateSummaryRequest,
  ZGenerateSummaryResponse,
  ZGenerateTitleRequest,
  ZGenerateTitleResponse,
} from '../../../contract/ai.js';
import { AppError } from '../../lib/errors.js';
import {
  chapterContentBrief,
  continuationBrief,
  firstChapterBrief,
  proposalIdeaBrief,
  summaryBrief,
  titleBrief,
} from './briefs.js';
import { tokensUsedToday } from './generation-ledger.js';
import { clientGoneSignal, openEventStream, wantsEventStream } from './sse.js';
import { chapterContentTask } from './tasks/chapter-content.task.js';
import { continuationTask } from './tasks/continuation.task.js';
import { firstChapterTask } from './tasks/first-chapter.task.js';
import { proposalIdeaTask } from './tasks/proposal-idea.task.js';
import { summaryTask } from './tasks/summary.task.js';
import type { AiTask } from './tasks/task.js';
import { titleTask } from './tasks/title.task.js';
import type { WritingBrief } from './writing-brief.js';

/**
 * docs/reference/routes.md#api-ai: GET /api/ai/status and the five POST /api/ai/generate-* endpoints. Login
 * required; bodies over AI_MAX_INPUT_BYTES get 413. Chapter-length answers stream as server-sent
 * events when asked (`sse.ts`, contract/ai.ts).
 */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { runtime, generator } = app.ai;
  const bodyLimit = app.config.ai.maxInputBytes;
  // Every generation reserves a place in the ledger first (ADR 0006): documented as 429 (ADR 0027).
  app.addHook('onRoute', (route) => {
    if (route.method === 'POST') route.config = { ...(route.config as object), rateLimited: true };
  });

  /**
   * Runs `task` for the signed-in user with `brief` (and the body's optional seed), answering JSON, or
   * server-sent events when the client asks and `canStream`.
   */
  async function answer<O extends Record<string, string>>(
    request: FastifyRequest<{ Body: { seed?: number } }>,
    reply: FastifyReply,
    task: AiTask<O>,
    brief: WritingBrief,
    canStream: boolean,
  ) {
    const call = { userId: request.requireUser().id, task, brief, seed: request.body.seed };
    const signal = clientGoneSignal(reply);
    if (!canStream || !wantsEventStream(request)) return generator.generate(call, signal);
    let stream: ReturnType<typeof openEventStream> | undefined;
    try {
      const result = await generator.generate(call, signal, {
        onStart: (generationId) => {
          stream = openEventStream(reply);
          stream.send('start', { generationId, provider: runtime.provider });
        },
        onDelta: (field, text) => stream?.send('delta', { field, text }),
      });
      stream?.send('done', result);
    } catch (error) {
      // Before the stream opened (limits): a plain JSON error response with its status.
      if (!stream) throw error;
      const appError = error instanceof AppError ? error : new AppError('AI_PROVIDER_ERROR');
      stream.send('error', { code: appError.code, message: appError.message });
    }
    stream?.close();
    return reply;
  }

  app.get('/api/ai/status', { schema: { response: { 200: ZAiStatus } } }, async (request) => {
    const user = request.requireUser();
    const { config } = runtime;
    return {
      available: true,
      provider: runtime.provider,
      model: runtime.modelId,
      limits: {
        generations: config.rateLimitMax,
        windowMs: config.rateLimitWindowMs,
        dailyTokens: config.dailyTokenBudget,
      },
      tokensUsedToday: await tokensUsedToday(app.db, user.id, config.timeoutMs),
    };
  });

  app.post(
    '/api/ai/generate-title',
    { bodyLimit, schema: { body: ZGenerateTitleRequest, response: { 200: ZGenerateTitleResponse } } },
    (request, reply) => answer(request, reply, titleTask, titleBrief(request.body), false),
  );

  app.post(
    '/api/ai/generate-summary',
    { bodyLimit, schema: { body: ZGenerateSummaryRequest, response: { 200: ZGenerateSummaryResponse } } },
    (request, reply) => answer(request, reply, summaryTask, summaryBrief(request.body), false),
  );

  app.post(
    '/api/ai/generate-first-chapter',
    { bodyLimit, schema: { body: ZGenerateFirstChapterRequest, response: { 200: ZGeneratedChapter } } },
    (request, reply) => answer(request, reply, firstChapterTask, firstChapterBrief(request.body), true),
  );

  app.post(
    '/api/ai/generate-chapter-content',
    {
      bodyLimit,
      schema: { body: ZGenerateChapterContentRequest, response: { 200: ZGenerateChapterContentResponse } },
    },
    (request, reply) => answer(request, reply, chapterContentTask, chapterContentBrief(request.body), true),
  );

  app.post(
    '/api/ai/generate-continuation',
    { bodyLimit, schema: { body: ZGenerateContinuationRequest, response: { 200: ZGeneratedChapter } } },
    async (request, reply) => {
      const idea = ZContinuationIdeaRequest.safeParse(request.body);
      if (idea.success) {
        const brief = await proposalIdeaBrief(app.db, request.requireUser(), idea.data);
        return answer(request, reply, proposalIdeaTask, brief, false);
      }
      const body = request.body as Exclude<typeof request.body, { storyId: number }>;
      return answer(request, reply, continuationTask, continuationBrief(body), true);
    },
  );
};
