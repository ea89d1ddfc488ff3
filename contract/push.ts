import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from './notifications.js';

/** GET /api/push/public-key: the VAPID public key for `pushManager.subscribe` (null: push is off). */
export const ZPushPublicKey = z.object({ publicKey: z.string().nullable() });

/** POST /api/push/subscriptions: a browser's `PushSubscription.toJSON()` (RFC 8030, RFC 8291 keys). */
export const ZPushSubscriptionRequest = z.object({
  endpoint: z.url({ error: 'A push endpoint URL is required' }).max(2048),
  keys: z.object({
    p256dh: z.string().min(20).max(200),
    auth: z.string().min(8).max(100),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequest>;

/** DELETE /api/push/subscriptions: forget one browser. */
export const ZPushUnsubscribeRequest = z.object({ endpoint: z.string().max(2048) });

/**
 * How a notification type reaches someone by email: at once, in one daily digest (UTC day), or not at all
 * (docs/reference/people.md#notifications).
 */
export const EMAIL_CHOICES = ['immediate', 'digest', 'off'] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

/**
 * The email choice of a type nobody has chosen for: what people act on at once is sent at once (new
 * chapters and posts, messages, invitations, money), the rest waits for the digest or stays in the app.
 */
export const DEFAULT_EMAIL_CHOICE: Record<NotificationType, EmailChoice> = {
  new_chapter: 'immediate',
  new_post: 'immediate',
  tier_welcome: 'immediate',
  price_change: 'immediate',
  gift_received: 'immediate',
  direct_message: 'immediate',
  collaboration_invite: 'immediate',
  new_subscriber: 'immediate',
  purchase: 'immediate',
  tip: 'immediate',
  new_follower: 'digest',
  chat_report: 'digest',
  round_outcome: 'off',
};

/**
 * One notification type's channels (docs/reference/people.md#notifications): in the app, by Web Push,
 * and by email (`EMAIL_CHOICES`). All three off is "none".
 */
export const ZNotificationPreference = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  inApp: z.boolean(),
  push: z.boolean(),
  email: z.enum(EMAIL_CHOICES),
});
export type NotificationPreference = z.infer<typeof ZNotificationPreference>;

/** GET|PUT /api/user/notification-preferences: every type, in NOTIFICATION_TYPES order. */
export const ZNotificationPreferences = z.array(ZNotificationPreference);

/** What a push message carries to the service worker (web/push/push-sw.ts). */
export const ZPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** An app path to open on click. */
  link: z.string().nullable(),
  type: z.enum(NOTIFICATION_TYPES),
});
export type PushPayload = z.infer<typeof ZPushPayload>;
