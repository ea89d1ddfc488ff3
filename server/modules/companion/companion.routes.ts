import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAnswer, ZAskRequest, ZCompanionState, ZRecap, ZRecapRequest } from '../../../contract/companion.js';
import { ZIdParams } from '../../../contract/stories.js';
import { consumeOrRefuse, describeWindow, limitKey } from '../../lib/rate-limits.js';
import { clientGoneSignal } from '../ai/sse.js';
import { answerFor, companionSource, companionState, recapFor } from './companion.service.js';

/**
 * The reader's companion (docs/reference/reading.md#companion): GET /api/stories/{id}/companion, POST
 * /api/stories/{id}/recap and POST /api/stories/{id}/ask, signed-in only. The AI path counts against the AI
 * studio's per-user rate limit and daily token budget (the generation ledger); the extractive path against
 * the same number of requests per window (`companionRequestsByUser`). The chapter-summary job: server/jobs.ts.
 */
export const companionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimitMax, rateLimitWindowMs } = app.config.ai;
  /** The extractive path's limit (the AI path is limited by the ledger when it generates). */
  async function limitExtractive(userId: number) {
    if (companionSource(app) !== 'extractive') return;
    await consumeOrRefuse(
      app.limits.companionRequestsByUser,
      limitKey(userId),
      `You can ask for ${rateLimitMax} recaps and answers per ${describeWindow(rateLimitWindowMs)}.`,
    );
  }

  app.get(
    '/api/stories/:id/companion',
    { schema: { params: ZIdParams, response: { 200: ZCompanionState } } },
    async (request) => companionState(app, request.requireUser(), request.params.id),
  );

  app.post(
    '/api/stories/:id/recap',
    {
      config: { rateLimited: true },
      schema: { params: ZIdParams, body: ZRecapRequest, response: { 200: ZRecap } },
    },
    async (request, reply) => {
      const user = request.requireUser();
      await limitExtractive(user.id);
      return recapFor(app, user, request.params.id, request.body, clientGoneSignal(reply));
    },
  );

  app.post(
    '/api/stories/:id/ask',
    {
      config: { rateLimited: true },
      schema: { params: ZIdParams, body: ZAskRequest, response: { 200: ZAnswer } },
    },
    async (request, reply) => {
      const user = request.requireUser();
      await limitExtractive(user.id);
      return answerFor(app, user, request.params.id, request.body, clientGoneSignal(reply));
    },
  );
};
