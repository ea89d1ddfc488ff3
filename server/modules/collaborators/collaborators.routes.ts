import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOk } from '../../../contract/auth.js';
import {
  ZCollaboration,
  ZCollaborator,
  ZCollaboratorParams,
  ZInviteCollaboratorRequest,
  ZUpdateCollaboratorRequest,
} from '../../../contract/collaborators.js';
import { ZIdParams } from '../../../contract/stories.js';
import { limitRequests } from '../../lib/rate-limits.js';
import { insertNotification } from '../notifications/notifications.query.js';
import { notifySafely } from '../notifications/notifications.service.js';
import {
  acceptCollaboration,
  declineCollaboration,
  inviteCollaborator,
  listCollaborations,
  listCollaborators,
  removeCollaborator,
  updateCollaborator,
} from './collaborators.service.js';

/**
 * A story's collaborators (docs/reference/stories.md#collaborators, ADR 0032), signed-in users only (401
 * else): GET|POST /api/stories/{id}/collaborators, PATCH|DELETE /api/stories/{id}/collaborators/{userId},
 * GET /api/collaborations, POST /api/collaborations/{id}/accept|decline. An invitation sends the invitee
 * an in-app notification (`collaboration_invite`) linking to their Library.
 */
export const collaboratorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitInvites = limitRequests(
    app.limits.collaboratorInvitesByUser,
    (request) => String(request.requireUser().id),
    'You can send 30 collaboration invitations per hour.',
  );

  app.get(
    '/api/stories/:id/collaborators',
    { schema: { params: ZIdParams, response: { 200: z.array(ZCollaborator) } } },
    async (request) => listCollaborators(app.db, request.requireUser(), request.params.id),
  );

  app.post(
    '/api/stories/:id/collaborators',
    {
      config: { rateLimited: true },
      preHandler: limitInvites,
      schema: { params: ZIdParams, body: ZInviteCollaboratorRequest, response: { 201: ZCollaborator } },
    },
    async (request, reply) => {
      const { collaborator, notification } = await inviteCollaborator(
        app.db,
        request.requireUser(),
        request.params.id,
        request.body,
      );
      await notifySafely(app, () => insertNotification(app.db, notification));
      return reply.code(201).send(collaborator);
    },
  );

  app.patch(
    '/api/stories/:id/collaborators/:userId',
    {
      schema: {
        params: ZCollaboratorParams,
        body: ZUpdateCollaboratorRequest,
        response: { 200: ZCollaborator },
      },
    },
    async (request) =>
      updateCollaborator(
        app.db,
        request.requireUser(),
        request.params.id,
        request.params.userId,
        request.body,
      ),
  );

  app.delete(
    '/api/stories/:id/collaborators/:userId',
    { schema: { params: ZCollaboratorParams, response: { 200: ZOk } } },
    async (request) => {
      await removeCollaborator(app.db, request.requireUser(), request.params.id, request.params.userId);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/collaborations',
    { schema: { response: { 200: z.array(ZCollaboration) } } },
    async (request) => listCollaborations(app.db, request.requireUser()),
  );

  app.post(
    '/api/collaborations/:id/accept',
    { schema: { params: ZIdParams, response: { 200: ZCollaboration } } },
    async (request) => acceptCollaboration(app.db, request.requireUser(), request.params.id),
  );

  app.post(
    '/api/collaborations/:id/decline',
    { schema: { params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await declineCollaboration(app.db, request.requireUser(), request.params.id);
      return { ok: true as const };
    },
  );
};
