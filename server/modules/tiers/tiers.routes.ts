import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicTier } from '../../../contract/creators.js';
import { ZNoContent } from '../../../contract/openapi.js';
import { ZId, ZIdParams } from '../../../contract/stories.js';
import { ZCreateTierRequest, ZCreatorTier, ZUpdateTierRequest } from '../../../contract/subscriptions.js';
import { createTier, deleteTier, listCreatorTiers, listPublicTiers, updateTier } from './tiers.service.js';

/**
 * Subscription tiers (docs/reference/money.md#subscriptions, docs/reference/routes.md#api-money): the
 * author's CRUD under /api/creator, the author's list also at /api/user/subscription-tiers, and readers' view
 * of an author's active tiers. Moving a tier's subscribers to its price is routed with the subscriptions.
 */
export const tiersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/authors/:authorId/subscription-tiers',
    {
      config: { public: true },
      schema: { params: z.object({ authorId: ZId }), response: { 200: z.array(ZPublicTier) } },
    },
    async (request) => listPublicTiers(app.db, request.params.authorId),
  );

  for (const url of ['/api/creator/subscription-tiers', '/api/user/subscription-tiers']) {
    app.get(url, { schema: { response: { 200: z.array(ZCreatorTier) } } }, async (request) =>
      listCreatorTiers(app.db, request.requireUser().id),
    );
  }

  app.post(
    '/api/creator/subscription-tiers',
    { schema: { body: ZCreateTierRequest, response: { 201: ZCreatorTier } } },
    async (request, reply) => {
      reply.code(201);
      return createTier(app.db, request.requireUser(), request.body);
    },
  );

  app.patch(
    '/api/creator/subscription-tiers/:id',
    { schema: { params: ZIdParams, body: ZUpdateTierRequest, response: { 200: ZCreatorTier } } },
    async (request) => updateTier(app.db, request.requireUser(), request.params.id, request.body),
  );

  app.delete(
    '/api/creator/subscription-tiers/:id',
    { schema: { params: ZIdParams, response: { 204: ZNoContent } } },
    async (request, reply) => {
      await deleteTier(app.db, request.requireUser(), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
