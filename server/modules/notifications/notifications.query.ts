import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  authorFollows,
  authorSubscriptions,
  bookmarks,
  branchProposals,
  chapters,
  chatMessages,
  chatReports,
  notificationPreferences,
  notifications,
  stories,
  votes,
} from '../../db/schema.js';
import { formatUsd } from '../../lib/money.js';
import { releasedSql } from '../access/chapter-release.js';

export type NotificationRow = typeof notifications.$inferSelect;
/** A notification to insert; text columns may be SQL (e.g. the payer's name read in the same statement). */
export type NewNotification = Omit<PgInsertValue<typeof notifications>, 'id' | 'isRead' | 'createdAt'>;

/**
 * Inserts one notification; a second insert of the same (user, dedupe key) inserts nothing (a retried
 * job, a replayed webhook). Returns the row when it is new.
 */
export async function insertNotification(
  db: DbOrTx,
  value: NewNotification,
): Promise<NotificationRow | undefined> {
  const [row] = await db.insert(notifications).values(value).onConflictDoNothing().returning();
  return row;
}

/**
 * The columns an INSERT … SELECT must still name (Drizzle wants every column, in table order): the
 * serial id from its sequence, unread, created now.
 */
const generatedColumns = {
  id: { id: sql<number>`nextval(pg_get_serial_sequence('notifications', 'id'))`.as('id') },
  rest: {
    isRead: sql<boolean>`false`.as('is_read'),
    createdAt: sql<Date>`now()`.as('created_at'),
  },
};

/**
 * One INSERT … SELECT of a "new chapter" notification for every bookmarker of the chapter's story,
 * every active subscriber of its author (ADR 0014 rule) and every follower of its author
 * (docs/reference/people.md#follows), the author left out, once per user and chapter (the UNION keeps
 * one row per person; dedupe key `chapter:{id}`). Nothing for an unpublished story. Returns the new rows.
 */
export async function insertNewChapterNotifications(
  db: DbOrTx,
  chapterId: number,
): Promise<NotificationRow[]> {
  const audience = sql`(
    SELECT ${bookmarks.userId} AS user_id FROM ${bookmarks} WHERE ${bookmarks.storyId} = ${stories.id}
    UNION
    SELECT s.user_id FROM ${authorSubscriptions} s WHERE s.author_id = ${stories.authorId}
      AND s.is_active AND (s.end_date IS NULL OR s.end_date > now())
    UNION
    SELECT f.follower_id FROM ${authorFollows} f WHERE f.author_id = ${stories.authorId}
  )`;
  const select = db
    .select({
      ...generatedColumns.id,
      userId: sql<number>`audience.user_id`.as('user_id'),
      type: sql<string>`'new_chapter'`.as('type'),
      title: sql<string>`left('New chapter in ' || ${stories.title}, 200)`.as('title'),
      body: sql<string>`coalesce(${chapters.title}, 'Chapter ' || ${chapters.orderIndex})`.as('body'),
      link: sql<string>`'/reader/' || ${stories.id} || '?chapter=' || ${chapters.id}`.as('link'),
      actorId: sql<number>`${stories.authorId}`.as('actor_id'),
      dedupeKey: sql<string>`'chapter:' || ${chapters.id}`.as('dedupe_key'),
      ...generatedColumns.rest,
    })
    .from(chapters)
    .innerJoin(stories, eq(stories.id, chapters.storyId))
    .innerJoin(sql`LATERAL ${audience} AS audience`, sql`true`)
    .where(
      and(
        eq(chapters.id, chapterId),
        eq(stories.isPublished, true),
        releasedSql(), // a scheduled chapter tells no one before its release time
        sql`audience.user_id IS DISTINCT FROM ${stories.authorId}`,
      ),
    );
  return db.insert(notifications).select(select).onConflictDoNothing().returning();
}

/**
 * The outcome of a closed voting round for everyone who proposed or voted on the chapter
 * (dedupe key `round:{id}:{status}`: a failed round retried and completed tells both outcomes once).
 */
export async function insertRoundOutcomeNotifications(
  db: DbOrTx,
  round: { id: number; chapterId: number; storyId: number; status: string },
  text: { title: string; body: string; link: string },
): Promise<NotificationRow[]> {
  const participants = db
    .select({ userId: branchProposals.proposerId })
    .from(branchProposals)
    .where(eq(branchProposals.chapterId, round.chapterId))
    .union(
      db
        .select({ userId: votes.userId })
        .from(votes)
        .innerJoin(branchProposals, eq(branchProposals.id, votes.proposalId))
        .where(eq(branchProposals.chapterId, round.chapterId)),
    );
  const userIds = (await participants).map((row) => row.userId);
  if (userIds.length === 0) return [];
  return db
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        userId,
        type: 'round_outcome',
        ...text,
        dedupeKey: `round:${round.id}:${round.status}`,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

/** A chat report for the author of the reported message's story (dedupe key `report:{id}`). */
export async function insertChatReportNotification(
  db: DbOrTx,
  messageId: number,
  reporterId: number,
): Promise<NotificationRow[]> {
  const select = db
    .select({
      ...generatedColumns.id,
      userId: sql<number>`${stories.authorId}`.as('user_id'),
      type: sql<string>`'chat_report'`.as('type'),
      title: sql<string>`'A chat message was reported'`.as('title'),
      body: sql<string>`left('In ' || ${stories.title} || ': ' || ${chatMessages.message}, 300)`.as('body'),
      link: sql<string>`'/reader/' || ${stories.id} || '?chapter=' || ${chatMessages.chapterId}`.as('link'),
      actorId: sql<number | null>`NULL::int`.as('actor_id'),
      dedupeKey: sql<string>`'report:' || ${chatReports.id}`.as('dedupe_key'),
      ...generatedColumns.rest,
    })
    .from(chatReports)
    .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
    .innerJoin(stories, eq(stories.id, chatMessages.storyId))
    .where(and(eq(chatReports.messageId, messageId), eq(chatReports.reporterId, reporterId)));
  return db.insert(notifications).select(select).onConflictDoNothing().returning();
}

/**
 * Leaves out the types the user turned off in the app (Settings, `notification_preferences.in_app`):
 * they are still written, for Web Push and in case the user turns them back on.
 */
const shownInApp = sql`NOT EXISTS (SELECT 1 FROM ${notificationPreferences} np
  WHERE np.user_id = ${notifications.userId} AND np.type = ${notifications.type} AND NOT np.in_app)`;

/** Up to `limit` of the user's notifications, newest first, older than `before` when given. */
export function selectNotifications(
  db: DbOrTx,
  userId: number,
  options: { before?: number; limit: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        options.before === undefined ? undefined : lt(notifications.id, options.before),
        shownInApp,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(options.limit);
}

/** The user's unread notifications. */
export async function countUnreadNotifications(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), shownInApp));
  return Number(row?.count ?? 0);
}

/** Marks the user's notifications read: these ids (others' are left alone), or all. Returns how many. */
export async function markNotificationsRead(
  db: DbOrTx,
  userId: number,
  ids: number[] | 'all',
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** The most of a tip's message a `tip` notification quotes, in characters (docs/reference/money.md#tips). */
export const TIP_NOTE_MAX = 300;

/** A tip's message as the notification quotes it: trimmed, cut to TIP_NOTE_MAX characters (no half pair). */
function tipNote(message: string | null | undefined): string | null {
  const text = message?.trim();
  if (!text) return null;
  const chars = Array.from(text);
  if (chars.length <= TIP_NOTE_MAX) return text;
  const cut = chars.slice(0, TIP_NOTE_MAX - 1).join('');
  return `${cut}…`;
}

/**
 * Tells an author of a completed payment (docs/reference/people.md#notifications): a purchase or a tip
 * ("Ada sent you a tip: “Loved it”" when the tip carries a message; dedupe key `payment:{id}`), or a new
 * subscriber (dedupe key `subscriber:{subscriptionId}`: a subscription's renewals add nothing). Called inside the transaction that completes the payment, so the two
 * commit together. The payer is named by display name or username; the amount is formatted by `formatUsd`
 * (ADR 0003).
 */
export async function insertPaymentNotification(
  tx: DbOrTx,
  payment: {
    id: number;
    userId: number;
    authorId: number;
    type: string;
    subscriptionId: number | null;
    amountCents: number;
    /** A tip's message (payments.message); quoted in the tip's body, cut to TIP_NOTE_MAX characters. */
    message?: string | null;
  },
): Promise<NotificationRow | undefined> {
  const payer = sql<string>`(SELECT coalesce(nullif(display_name, ''), username, 'Someone') FROM users WHERE id = ${payment.userId})`;
  const amount = formatUsd(payment.amountCents);
  const base = { userId: payment.authorId, actorId: payment.userId, link: '/creator-dashboard' };
  if (payment.type === 'subscription') {
    if (payment.subscriptionId === null) return undefined;
    return insertNotification(tx, {
      ...base,
      type: 'new_subscriber',
      title: 'New subscriber',
      body: sql`${payer} || ' subscribed to you.'`,
      dedupeKey: `subscriber:${payment.subscriptionId}`,
    });
  }
  if (payment.type !== 'purchase' && payment.type !== 'tip') return undefined;
  const isTip = payment.type === 'tip';
  const note = isTip ? tipNote(payment.message) : null;
  return insertNotification(tx, {
    ...base,
    type: payment.type,
    title: isTip ? `New tip of ${amount}` : `New purchase of ${amount}`,
    body: sql`${payer} || ${note ? ` sent you a tip: “${note}”` : isTip ? ' sent you a tip.' : ' bought your content.'}`,
    dedupeKey: `payment:${payment.id}`,
  });
}
