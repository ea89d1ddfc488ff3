import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOk } from '../../../contract/auth.js';
import { ZBlockedUsers } from '../../../contract/chat.js';
import { ZIdParams } from '../../../contract/stories.js';
import { blockUser, listBlockedUserIds, unblockUser } from './blocks.service.js';

/**
 * Blocks (docs/reference/community.md#moderation): POST and DELETE /api/users/{id}/block, GET
 * /api/user/blocks.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/users/:id/block',
    { schema: { params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await blockUser(app.db, request.requireUser(), request.params.id);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/users/:id/block',
    { schema: { params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await unblockUser(app.db, request.requireUser(), request.params.id);
      return { ok: true as const };
    },
  );

  app.get('/api/user/blocks', { schema: { response: { 200: ZBlockedUsers } } }, async (request) => ({
    userIds: await listBlockedUserIds(app.db, request.requireUser()),
  }));
};
