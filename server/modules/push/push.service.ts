import { and, eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../contract/notifications.js';
import type { NotificationPreference, PushSubscriptionRequest } from '../../../contract/push.js';
import type { DbOrTx } from '../../db/client.js';
import { notificationPreferences, pushSubscriptions } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/**
 * Push services of the browsers (their subscription endpoints' hosts). A subscription elsewhere is
 * refused: the server POSTs to the endpoint, so an arbitrary URL would let anyone make it call
 * internal addresses (OWASP SSRF Prevention: allow-list destinations).
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

/** Whether the server may send to `endpoint`: https on a browser push service, or an extra origin. */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/**
 * Saves a browser's push subscription for `userId`. The endpoint is unique: a browser signed in as
 * someone else now belongs to this user.
 * @throws AppError VALIDATION_ERROR (field body.endpoint) for an endpoint outside the push services
 */
export async function savePushSubscription(
  db: DbOrTx,
  userId: number,
  input: PushSubscriptionRequest,
  extraOrigins: string[],
): Promise<void> {
  if (!isAllowedPushEndpoint(input.endpoint, extraOrigins)) {
    throw new AppError('VALIDATION_ERROR', 'This push endpoint is not a known push service.', {
      field: 'body.endpoint',
    });
  }
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Forgets the user's subscription at `endpoint` (nothing when it is not theirs). */
export async function deletePushSubscription(db: DbOrTx, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Every notification type with the user's choices; a type without a row is on for both channels. */
export async function listPreferences(db: DbOrTx, userId: number): Promise<NotificationPreference[]> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const byType = new Map(rows.map((r) => [r.type, r]));
  return NOTIFICATION_TYPES.map((type) => ({
    type,
    inApp: byType.get(type)?.inApp ?? true,
    push: byType.get(type)?.push ?? true,
  }));
}

/** Stores the given types' choices (others unchanged); returns every type's. */
export async function savePreferences(
  db: DbOrTx,
  userId: number,
  preferences: NotificationPreference[],
): Promise<NotificationPreference[]> {
  for (const p of preferences) {
    await db
      .insert(notificationPreferences)
      .values({ userId, type: p.type, inApp: p.inApp, push: p.push })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.type],
        set: { inApp: p.inApp, push: p.push },
      });
  }
  return listPreferences(db, userId);
}

/** The users among `userIds` who turned `channel` off for `type`. */
export async function usersWithChannelOff(
  db: DbOrTx,
  userIds: number[],
  type: NotificationType,
  channel: 'inApp' | 'push',
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.userId, userIds),
        eq(notificationPreferences.type, type),
        eq(notificationPreferences[channel], false),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
