import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConversation,
  ZDirectMessage,
  ZMarkReadResponse,
  ZMessageSettings,
  ZSendDirectMessageRequest,
  ZThread,
  ZThreadQuery,
  ZUnreadCount,
  ZUsernameParams,
} from '../../../contract/messages.js';
import { publishToUsers } from '../../plugins/pubsub.js';
import { insertNotification } from '../notifications/notifications.query.js';
import { notifySafely } from '../notifications/notifications.service.js';
import {
  countUnread,
  getMessageSettings,
  getThread,
  listConversations,
  markRead,
  sendDirectMessage,
  updateMessageSettings,
} from './messages.service.js';

/**
 * Direct messages (docs/reference/people.md#messages, docs/reference/routes.md#messages): signed-in users
 * only (401 else). GET /api/messages, GET /api/messages/unread-count, GET|POST /api/messages/{username},
 * POST /api/messages/{username}/read, GET|PUT /api/user/message-settings. A sent message reaches the
 * recipient's (and the sender's other) sockets as `{type: "new_direct_message", message}`; marking read
 * tells the sender `{type: "direct_messages_read"}`.
 */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/messages', { schema: { response: { 200: ZConversation.array() } } }, async (request) =>
    listConversations(app.db, request.requireUser()),
  );

  app.get('/api/messages/unread-count', { schema: { response: { 200: ZUnreadCount } } }, async (request) => ({
    count: await countUnread(app.db, request.requireUser()),
  }));

  app.get(
    '/api/messages/:username',
    { schema: { params: ZUsernameParams, querystring: ZThreadQuery, response: { 200: ZThread } } },
    async (request) =>
      getThread(app.db, request.requireUser(), request.params.username, request.query.before),
  );

  app.post(
    '/api/messages/:username',
    {
      config: { rateLimited: true },
      schema: { params: ZUsernameParams, body: ZSendDirectMessageRequest, response: { 201: ZDirectMessage } },
    },
    async (request, reply) => {
      const viewer = request.requireUser();
      const { message, sender } = await sendDirectMessage(
        app.db,
        app.limits.directMessagesByUser,
        viewer,
        request.params.username,
        request.body.message,
      );
      const frame = { type: 'new_direct_message' as const, message };
      await publishToUsers(app, [
        { userId: message.recipientId, frame },
        { userId: message.senderId, frame },
      ]);
      await notifySafely(app, () =>
        insertNotification(app.db, {
          userId: message.recipientId,
          type: 'direct_message',
          title: `New message from ${sender?.displayName || sender?.username || 'someone'}`,
          body: message.message.slice(0, 200),
          link: `/messages/${sender?.username ?? ''}`,
          actorId: message.senderId,
          dedupeKey: `dm:${message.id}`,
        }),
      );
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/api/messages/:username/read',
    { schema: { params: ZUsernameParams, response: { 200: ZMarkReadResponse } } },
    async (request) => {
      const viewer = request.requireUser();
      const { peerId, ids } = await markRead(app.db, viewer, request.params.username);
      if (ids.length > 0) {
        await publishToUsers(app, [
          {
            userId: peerId,
            frame: { type: 'direct_messages_read', readerId: viewer.id, upToId: Math.max(...ids) },
          },
        ]);
      }
      return { ok: true as const, updated: ids.length };
    },
  );

  app.get(
    '/api/user/message-settings',
    { schema: { response: { 200: ZMessageSettings } } },
    async (request) => getMessageSettings(app.db, request.requireUser()),
  );

  app.put(
    '/api/user/message-settings',
    { schema: { body: ZMessageSettings, response: { 200: ZMessageSettings } } },
    async (request) => updateMessageSettings(app.db, request.requireUser(), request.body),
  );
};
