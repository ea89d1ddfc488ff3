import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authorSubscriptions, directMessages, userBlocks, users } from '../../db/schema.js';
import { liveSubscription } from '../access/live-subscription.js';
import { imageVersion, listedImage } from '../images/listed-image.js';

export type DirectMessageRow = typeof directMessages.$inferSelect;

/** A person as a conversation shows them: public fields, the avatar without its bytes. */
export interface PeerRow {
  id: number;
  username: string | null;
  displayName: string | null;
  profileImageUrl: string | null;
  imageVersion: number;
  messagesFromSubscribersOnly: boolean;
}

const peerColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  profileImageUrl: listedImage(users.profileImageUrl),
  imageVersion: imageVersion(users.updatedAt),
  messagesFromSubscribersOnly: users.messagesFromSubscribersOnly,
};

/** The user with this username (case-insensitive, as usernames are unique regardless of case). */
export async function selectPeerByUsername(db: DbOrTx, username: string): Promise<PeerRow | undefined> {
  const [row] = await db
    .select(peerColumns)
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

/** These users, by id. */
export function selectPeers(db: DbOrTx, ids: number[]): Promise<PeerRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(peerColumns).from(users).where(inArray(users.id, ids));
}

/** Messages between `a` and `b`, either way. */
const between = (a: number, b: number) =>
  or(
    and(eq(directMessages.senderId, a), eq(directMessages.recipientId, b)),
    and(eq(directMessages.senderId, b), eq(directMessages.recipientId, a)),
  );

/** Up to `limit` messages between the two, newest first, older than message `before` when given. */
export function selectThreadPage(
  db: DbOrTx,
  viewerId: number,
  peerId: number,
  options: { before?: number; limit: number },
): Promise<DirectMessageRow[]> {
  return db
    .select()
    .from(directMessages)
    .where(
      and(
        between(viewerId, peerId),
        options.before === undefined ? undefined : lt(directMessages.id, options.before),
      ),
    )
    .orderBy(desc(directMessages.id))
    .limit(options.limit);
}

/** The viewer's latest message with each person they wrote to or heard from, newest first. */
export async function selectLastMessages(db: DbOrTx, viewerId: number, limit: number) {
  const peer = sql<number>`CASE WHEN ${directMessages.senderId} = ${viewerId} THEN ${directMessages.recipientId} ELSE ${directMessages.senderId} END`;
  // The peer is computed once in a subquery: DISTINCT ON must name the very ORDER BY expression.
  const mine = db
    .select({ id: directMessages.id, peer: peer.as('peer') })
    .from(directMessages)
    .where(or(eq(directMessages.senderId, viewerId), eq(directMessages.recipientId, viewerId)))
    .as('mine');
  const latest = db
    .selectDistinctOn([mine.peer], { id: mine.id })
    .from(mine)
    .orderBy(mine.peer, desc(mine.id))
    .as('latest');
  return db
    .select()
    .from(directMessages)
    .innerJoin(latest, eq(latest.id, directMessages.id))
    .orderBy(desc(directMessages.id))
    .limit(limit)
    .then((rows) => rows.map((row) => row.direct_messages));
}

/** Unread messages to `viewerId` per sender (only senders with some). */
export async function selectUnreadBySender(db: DbOrTx, viewerId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ senderId: directMessages.senderId, count: sql<number>`count(*)::int` })
    .from(directMessages)
    .where(and(eq(directMessages.recipientId, viewerId), eq(directMessages.isRead, false)))
    .groupBy(directMessages.senderId);
  return new Map(rows.map((row) => [row.senderId, Number(row.count)]));
}

/** Marks read every unread message from `senderId` to `viewerId`; the highest id marked, or null. */
export async function markThreadRead(db: DbOrTx, viewerId: number, senderId: number): Promise<number[]> {
  const rows = await db
    .update(directMessages)
    .set({ isRead: true })
    .where(
      and(
        eq(directMessages.recipientId, viewerId),
        eq(directMessages.senderId, senderId),
        eq(directMessages.isRead, false),
      ),
    )
    .returning({ id: directMessages.id });
  return rows.map((row) => row.id);
}

/**
 * What decides whether `senderId` may write to `recipientId`, in one round trip: whether the
 * recipient blocked the sender, whether the sender is an active subscriber of the recipient (ADR 0014
 * rule), and whether the recipient wrote to the sender before (a reply is always allowed).
 */
export async function selectSendingFacts(db: DbOrTx, senderId: number, recipientId: number) {
  const [row] = await db
    .select({
      blocked: sql<boolean>`EXISTS (SELECT 1 FROM ${userBlocks} WHERE ${userBlocks.blockerId} = ${recipientId} AND ${userBlocks.blockedId} = ${senderId})`,
      subscribed: sql<boolean>`EXISTS (SELECT 1 FROM ${authorSubscriptions} WHERE ${authorSubscriptions.userId} = ${senderId} AND ${authorSubscriptions.authorId} = ${recipientId} AND ${liveSubscription})`,
      repliedTo: sql<boolean>`EXISTS (SELECT 1 FROM ${directMessages} WHERE ${directMessages.senderId} = ${recipientId} AND ${directMessages.recipientId} = ${senderId})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return {
    blocked: Boolean(row?.blocked),
    subscribed: Boolean(row?.subscribed),
    repliedTo: Boolean(row?.repliedTo),
  };
}
