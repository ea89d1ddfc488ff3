import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZMarkNotificationsRead,
  ZNotificationCount,
  ZNotificationPage,
  ZNotificationsQuery,
} from '../../../contract/notifications.js';
import { countUnread, listNotifications, markRead } from './notifications.service.js';

/**
 * In-app notifications (docs/reference/people.md#notifications), signed-in users only: GET
 * /api/notifications, GET /api/notifications/unread-count, POST /api/notifications/read ({ids}, or none for
 * all); new ones arrive live on /ws as `{type: "notification", notification}`. The new-chapter job is
 * declared in server/jobs.ts.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    { schema: { querystring: ZNotificationsQuery, response: { 200: ZNotificationPage } } },
    async (request) => listNotifications(app.db, request.requireUser(), request.query.before),
  );

  app.get(
    '/api/notifications/unread-count',
    { schema: { response: { 200: ZNotificationCount } } },
    async (request) => ({
      count: await countUnread(app.db, request.requireUser()),
    }),
  );

  app.post(
    '/api/notifications/read',
    { schema: { body: ZMarkNotificationsRead, response: { 200: ZNotificationCount } } },
    async (request) => {
      const ids = request.body?.ids ?? 'all';
      return { count: await markRead(app.db, request.requireUser(), ids) };
    },
  );
};
