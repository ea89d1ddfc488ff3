import type { FastifyInstance } from 'fastify';
import {
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationPage,
  type NotificationType,
} from '../../../contract/notifications.js';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../lib/session-user.js';
import { publishToUsers } from '../../plugins/pubsub.js';
import { queueEmail } from '../mail/mail-job.js';
import { usersWithEmailChoice } from '../push/email-choices.js';
import { usersWithChannelOff } from '../push/push.service.js';
import { queuePushes } from '../push/push-job.js';
import {
  countUnreadNotifications,
  markNotificationsRead,
  type NotificationRow,
  selectNotifications,
} from './notifications.query.js';

/** Notifications per published event: a fan-out of thousands is sent in frames of this many. */
const DELIVERIES_PER_EVENT = 200;

/** A notification as JSON (docs/reference/people.md#notifications). */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    body: row.body,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Sends each new notification live to its user's sockets on every instance as
 * `{type: "notification", notification}` (after the insert is committed), except to users who turned
 * its type off in the app, queues its Web Push (server/modules/push/push-job.ts; the job checks
 * the push preference), and queues its email for users whose email choice for its type is
 * 'immediate' (`queueNotificationEmails`). Never throws.
 */
export async function publishNotifications(
  app: Pick<FastifyInstance, 'pubsub' | 'log' | 'jobs' | 'db'>,
  rows: NotificationRow[],
): Promise<void> {
  await queuePushes(
    app,
    rows.map((row) => row.id),
  );
  await queueNotificationEmails(app, rows);
  const hidden = await hiddenInApp(app, rows);
  const shown = rows.filter((row) => !hidden.has(`${row.userId}:${row.type}`));
  for (let start = 0; start < shown.length; start += DELIVERIES_PER_EVENT) {
    const deliveries = shown.slice(start, start + DELIVERIES_PER_EVENT).map((row) => ({
      userId: row.userId,
      frame: { type: 'notification' as const, notification: presentNotification(row) },
    }));
    await publishToUsers(app, deliveries);
  }
}

/**
 * Queues a `notification` email (server/modules/mail/mail-job.ts) for each row whose user has a
 * verified email and chose 'immediate' email for its type (docs/reference/people.md#notifications):
 * one query per type, whatever the number of rows. The composer checks the choice again when it
 * sends; 'digest' rows wait for the daily digest job. Never throws (a failure is logged).
 */
async function queueNotificationEmails(
  app: Pick<FastifyInstance, 'db' | 'log' | 'jobs'>,
  rows: NotificationRow[],
): Promise<void> {
  for (const type of new Set(rows.map((row) => row.type))) {
    try {
      const ofType = rows.filter((row) => row.type === type);
      const userIds = ofType.map((row) => row.userId);
      const emailed = await usersWithEmailChoice(app.db, userIds, type as NotificationType, 'immediate');
      for (const row of ofType) {
        if (emailed.has(row.userId))
          await queueEmail(app.jobs, { kind: 'notification', notificationId: row.id });
      }
    } catch (error) {
      app.log.error({ err: error, type }, 'queueing notification emails failed');
    }
  }
}

/** `userId:type` of the rows whose user turned the type off in the app; none when the lookup fails. */
async function hiddenInApp(
  app: Pick<FastifyInstance, 'db' | 'log'>,
  rows: NotificationRow[],
): Promise<Set<string>> {
  const hidden = new Set<string>();
  try {
    for (const type of new Set(rows.map((row) => row.type))) {
      const userIds = rows.filter((row) => row.type === type).map((row) => row.userId);
      for (const userId of await usersWithChannelOff(app.db, userIds, type as NotificationType, 'inApp')) {
        hidden.add(`${userId}:${type}`);
      }
    }
  } catch (error) {
    app.log.error({ err: error }, 'reading notification preferences failed');
  }
  return hidden;
}

/**
 * Runs `create` (an idempotent insert) and publishes what it created. A failure is logged, never
 * thrown: a notification must not undo or fail the action that caused it.
 */
export async function notifySafely(
  app: Pick<FastifyInstance, 'pubsub' | 'log' | 'jobs' | 'db'>,
  create: () => Promise<NotificationRow[] | NotificationRow | undefined>,
): Promise<void> {
  try {
    const created = await create();
    await publishNotifications(app, created === undefined ? [] : [created].flat());
  } catch (error) {
    app.log.error({ err: error }, 'creating a notification failed');
  }
}

/** GET /api/notifications: NOTIFICATION_PAGE_SIZE newest first, older than `before` when given. */
export async function listNotifications(
  db: Db,
  viewer: SessionUser,
  before?: number,
): Promise<NotificationPage> {
  const rows = await selectNotifications(db, viewer.id, { before, limit: NOTIFICATION_PAGE_SIZE + 1 });
  return {
    notifications: rows.slice(0, NOTIFICATION_PAGE_SIZE).map(presentNotification),
    hasMore: rows.length > NOTIFICATION_PAGE_SIZE,
  };
}

/** The viewer's unread notifications (the bell's badge). */
export function countUnread(db: Db, viewer: SessionUser): Promise<number> {
  return countUnreadNotifications(db, viewer.id);
}

/** Marks the viewer's notifications read (ids of others are ignored). Returns how many changed. */
export function markRead(db: Db, viewer: SessionUser, ids: number[] | 'all'): Promise<number> {
  return markNotificationsRead(db, viewer.id, ids);
}
