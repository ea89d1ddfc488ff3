import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOk } from '../../../contract/auth.js';
import {
  ZChatMessage,
  ZChatPageQuery,
  ZChatParams,
  ZPostChatMessageRequest,
  ZReportChatMessageRequest,
} from '../../../contract/chat.js';
import { ZId, ZIdParams } from '../../../contract/stories.js';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.js';
import { type ChapterPlaceFound, loadChapterPlace } from '../access/chapter-access.query.js';
import { insertChatReportNotification } from '../notifications/notifications.query.js';
import { notifySafely } from '../notifications/notifications.service.js';
import { deleteMessage, listMessages, postMessage, reportMessage } from './chat.service.js';
import { chatSocket } from './chat-socket.js';
import { moderationRoutes } from './moderation.routes.js';
import { publishCommitted } from './publish.js';

/**
 * Chapter chat (docs/reference/routes.md#api-chat, docs/reference/community.md#chat): GET and POST
 * /api/stories/{id}/chapters/{chapterId}/messages, DELETE and report of a message, blocks
 * (moderation.routes.ts) and the /ws socket (chat-socket.ts).
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const messagesUrl = '/api/stories/:id/chapters/:chapterId/messages';

  app.get(
    messagesUrl,
    {
      config: { public: true },
      schema: { params: ZChatParams, querystring: ZChatPageQuery, response: { 200: ZChatMessage.array() } },
    },
    async (request) =>
      listMessages(
        app.db,
        request.user,
        { storyId: request.params.id, chapterId: request.params.chapterId },
        request.query.before,
      ),
  );

  // The chapter's row is read while the session is looked up: one round trip less before fan-out.
  const loadedPlaces = new WeakMap<FastifyRequest, Promise<ChapterPlaceFound | undefined>>();
  const readChapterAlongsideSession = (request: FastifyRequest) => {
    const chapterId = ZId.safeParse((request.params as { chapterId?: string }).chapterId);
    if (!chapterId.success) return; // the route's validation answers it
    const loaded = loadChapterPlace(app.db, chapterId.data);
    loaded.catch(() => {}); // awaited by the handler, which reports a failure; unused when refused earlier
    loadedPlaces.set(request, loaded);
  };

  app.post(
    messagesUrl,
    {
      config: { alongsideSession: readChapterAlongsideSession, rateLimited: true },
      // The chat's hot path (the fan-out bench, bench/README.md): compiled JSON serialization, as the
      // reader's.
      serializerCompiler: compiledSerializerCompiler,
      schema: { params: ZChatParams, body: ZPostChatMessageRequest, response: { 201: ZChatMessage } },
    },
    async (request, reply) => {
      const { message, hiddenFrom } = await postMessage(
        app.db,
        app.limits.chatMessagesByUserAndChapter,
        request.requireUser(),
        {
          storyId: request.params.id,
          chapterId: request.params.chapterId,
          loaded: loadedPlaces.get(request),
        },
        request.body.message,
      );
      await publishCommitted(app, {
        chapterId: message.chapterId,
        frame: { type: 'new_message', message },
        hiddenFrom,
      });
      return reply.code(201).send(message);
    },
  );

  app.delete(
    '/api/chat-messages/:id',
    { schema: { params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      const deleted = await deleteMessage(app.db, request.requireUser(), request.params.id);
      await publishCommitted(app, {
        chapterId: deleted.chapterId,
        frame: { type: 'message_deleted', ...deleted },
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/chat-messages/:id/report',
    { schema: { params: ZIdParams, body: ZReportChatMessageRequest.nullish(), response: { 200: ZOk } } },
    async (request) => {
      const reporter = request.requireUser();
      await reportMessage(app.db, reporter, request.params.id, request.body?.reason);
      // The story's author is told (docs/reference/people.md#notifications); once per report.
      await notifySafely(app, () => insertChatReportNotification(app.db, request.params.id, reporter.id));
      return { ok: true as const };
    },
  );

  await app.register(moderationRoutes);
  await app.register(chatSocket);
};
