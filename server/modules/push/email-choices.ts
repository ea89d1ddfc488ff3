import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../contract/notifications.js';
import { DEFAULT_EMAIL_CHOICE, type EmailChoice } from '../../../contract/push.js';
import type { DbOrTx } from '../../db/client.js';
import { notificationPreferences, users } from '../../db/schema.js';

/*
 * Who gets which notification by email (docs/reference/people.md#notifications): each type's choice is
 * `notification_preferences.email`, or the type's DEFAULT_EMAIL_CHOICE when the user never chose. The
 * default is written once here, as SQL, so the fan-out, the digest and the composers cannot disagree.
 */

/** The default email choice of the type in `type` (a column or a value), as a SQL CASE. */
export function defaultEmailChoiceSql(type: AnyPgColumn | SQL): SQL<EmailChoice> {
  const cases = NOTIFICATION_TYPES.map((t) => sql`WHEN ${t} THEN ${DEFAULT_EMAIL_CHOICE[t]}`);
  return sql<EmailChoice>`(CASE ${type} ${sql.join(cases, sql` `)} ELSE 'off' END)`;
}

/**
 * The email choice in force, for a query LEFT JOINed to `notification_preferences` (the row may be all
 * null), of `type`: one type by name, or the type column of a notification.
 */
export function emailChoiceSql(type: NotificationType | AnyPgColumn): SQL<EmailChoice> {
  const fallback =
    typeof type === 'string' ? sql`${DEFAULT_EMAIL_CHOICE[type]}` : defaultEmailChoiceSql(type);
  return sql<EmailChoice>`coalesce(${notificationPreferences.email}, ${fallback})`;
}

/**
 * The users among `userIds` whose email is verified and whose choice for `type` is `choice`: one
 * query whatever the number of users (a new chapter reaches thousands of bookmarkers).
 */
export async function usersWithEmailChoice(
  db: DbOrTx,
  userIds: readonly number[],
  type: NotificationType,
  choice: EmailChoice,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.type, type)),
    )
    .where(
      and(
        inArray(users.id, [...new Set(userIds)]),
        isNotNull(users.emailVerifiedAt),
        sql`${emailChoiceSql(type)} = ${choice}`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The user's email choice for `type` now (the default when never chosen). */
export async function emailChoiceOf(
  db: DbOrTx,
  userId: number,
  type: NotificationType,
): Promise<EmailChoice> {
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)));
  return (row?.email as EmailChoice | null | undefined) ?? DEFAULT_EMAIL_CHOICE[type];
}

/**
 * Sets the user's email choice for each of `types` to `choice` (an upsert: the in-app and push choices
 * stay as they were). What one-click unsubscribe does (RFC 8058).
 */
export async function setEmailChoice(
  db: DbOrTx,
  userId: number,
  types: readonly NotificationType[],
  choice: EmailChoice,
): Promise<void> {
  if (types.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(types.map((type) => ({ userId, type, email: choice })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { email: choice },
    });
}

/** The types whose email choice for `userId` is 'digest' now. */
export async function digestTypesOf(db: DbOrTx, userId: number): Promise<NotificationType[]> {
  const rows = await db
    .select({ type: notificationPreferences.type, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, userId),
        inArray(notificationPreferences.type, NOTIFICATION_TYPES),
      ),
    );
  const chosen = new Map(rows.map((row) => [row.type, row.email as EmailChoice | null]));
  return NOTIFICATION_TYPES.filter((type) => (chosen.get(type) ?? DEFAULT_EMAIL_CHOICE[type]) === 'digest');
}
