import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZMarkNotificationsRead,
  ZNotificationCount,
  ZNotificationPage,
  ZNotificationsQuery,
} from '../../../contract/notifications.js';
import { NOTIFY_NEW_CHAPTER_JOB, type NotifyNewChapterJob, runNewChapterJob } from './new-chapter-job.js';
import { countUnread, listNotifications, markRead } from './notifications.service.js';

/**
 * In-app notifications (issue "People" §4), signed-in users only: GET /api/notifications,
 * GET /api/notifications/unread-count, POST /api/notifications/read ({ids}, or none for all); new ones
 * arrive live on /ws as `{type: "notification", notification}`. Also defines the new-chapter job.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define<NotifyNewChapterJob>({
    name: NOTIFY_NEW_CHAPTER_JOB,
    expireInSeconds: 300,
    handler: (job) => runNewChapterJob(app, job),
  });

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
