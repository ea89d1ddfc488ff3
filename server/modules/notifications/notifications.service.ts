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
import {
  countUnreadNotifications,
  markNotificationsRead,
  type NotificationRow,
  selectNotifications,
} from './notifications.query.js';

/** Notifications per published event: a fan-out of thousands is sent in frames of this many. */
const DELIVERIES_PER_EVENT = 200;

/** A notification as JSON (issue "People" §4). */
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
 * `{type: "notification", notification}` (after the insert is committed). Never throws.
 * Web Push (issue "People" §4, second bullet; needs the service worker) is to hang off here: queue
 * one job per new row that sends it with `web-push` to the user's push subscriptions (ADR 0016).
 */
export async function publishNotifications(
  app: Pick<FastifyInstance, 'pubsub' | 'log'>,
  rows: NotificationRow[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += DELIVERIES_PER_EVENT) {
    const deliveries = rows.slice(start, start + DELIVERIES_PER_EVENT).map((row) => ({
      userId: row.userId,
      frame: { type: 'notification' as const, notification: presentNotification(row) },
    }));
    await publishToUsers(app, deliveries);
  }
}

/**
 * Runs `create` (an idempotent insert) and publishes what it created. A failure is logged, never
 * thrown: a notification must not undo or fail the action that caused it.
 */
export async function notifySafely(
  app: Pick<FastifyInstance, 'pubsub' | 'log'>,
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
