import { z } from 'zod';
import { ZId } from './stories.js';

/**
 * What a notification is about (docs/reference/people.md#notifications): a new chapter in a bookmarked story
 * or by a subscribed author, the outcome of a vote round one proposed or voted in, a direct message, and for
 * authors a new subscriber, a purchase, a tip and a chat report; an invitation to collaborate on a story
 * (docs/reference/stories.md#collaborators); a new post by a followed or subscribed author, a new follower
 * (for authors), and a tier's welcome note to a new subscriber (docs/reference/people.md#posts); a
 * subscriber's price moved by the author, with notice, and a gift membership received
 * (docs/reference/money.md#subscriptions, docs/reference/money.md#gifts).
 */
export const NOTIFICATION_TYPES = [
  'new_chapter',
  'round_outcome',
  'direct_message',
  'new_subscriber',
  'purchase',
  'tip',
  'chat_report',
  'collaboration_invite',
  'new_post',
  'new_follower',
  'tier_welcome',
  'price_change',
  'gift_received',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notifications per page of GET /api/notifications (newest first; `before` pages back). */
export const NOTIFICATION_PAGE_SIZE = 30;

export const ZNotification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  /** An app path to the thing ("/story/12", "/messages/ada"), or null. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof ZNotification>;

/** GET /api/notifications?before={id}. */
export const ZNotificationsQuery = z.object({ before: ZId.optional() });

export const ZNotificationPage = z.object({
  notifications: z.array(ZNotification),
  hasMore: z.boolean(),
});
export type NotificationPage = z.infer<typeof ZNotificationPage>;

/** GET /api/notifications/unread-count. */
export const ZNotificationCount = z.object({ count: z.number().int() });

/**
 * POST /api/notifications/read: marks the given `ids` read, or every one of the user's when no ids are
 * given (an empty body, `{}` or `{"all": true}`), as GitHub's "mark notifications as read" does.
 */
export const ZMarkNotificationsRead = z.object({ ids: z.array(ZId).min(1).max(100).optional() }).nullish();
