import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../contract/notifications.js';
import {
  DEFAULT_EMAIL_CHOICE,
  type EmailChoice,
  type NotificationPreference,
  type PushSubscriptionRequest,
} from '../../../contract/push.js';
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
 * Saves a browser's push subscription for `userId`. An endpoint is unique and stays with its first
 * owner (ADR 0016): it moves to another user only when the request proves it holds the subscription,
 * by sending the same `keys.auth` secret the browser generated with it (RFC 8291 section 3.2: 16
 * random bytes shared only between the browser and this server, unlike the endpoint URL, which the
 * push service and any log on the way see). So a browser signed in as someone else still moves to the
 * new account, but knowing an endpoint is not enough to take another user's notifications. The owner
 * may replace its keys. One statement (`ON CONFLICT ... DO UPDATE ... WHERE`), so two racing requests
 * cannot both take an endpoint.
 * @throws AppError VALIDATION_ERROR (field body.endpoint) for an endpoint outside the push services;
 *   PUSH_ENDPOINT_TAKEN (409) for another user's endpoint without its auth secret
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
  const saved = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: values,
      setWhere: or(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.auth, sql`excluded.auth`)),
    })
    .returning({ id: pushSubscriptions.id });
  if (saved.length === 0) throw new AppError('PUSH_ENDPOINT_TAKEN');
}

/** Forgets the user's subscription at `endpoint` (nothing when it is not theirs). */
export async function deletePushSubscription(db: DbOrTx, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/**
 * Every notification type with the user's choices (docs/reference/people.md#notifications), in
 * NOTIFICATION_TYPES order: a type without a row is on in the app and by push, and its email choice is
 * the type's DEFAULT_EMAIL_CHOICE (contract/push.ts).
 */
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
    email: (byType.get(type)?.email as EmailChoice | null | undefined) ?? DEFAULT_EMAIL_CHOICE[type],
  }));
}

/** Stores the given types' choices, all three channels (others unchanged); returns every type's. */
export async function savePreferences(
  db: DbOrTx,
  userId: number,
  preferences: NotificationPreference[],
): Promise<NotificationPreference[]> {
  // One row per type (the last given wins): an upsert may not touch a row twice.
  const latest = [...new Map(preferences.map((p) => [p.type, p])).values()];
  if (latest.length > 0) {
    await db
      .insert(notificationPreferences)
      .values(latest.map((p) => ({ userId, type: p.type, inApp: p.inApp, push: p.push, email: p.email })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.type],
        set: { inApp: sql`excluded.in_app`, push: sql`excluded.push`, email: sql`excluded.email` },
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
