import { eq } from 'drizzle-orm';
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import {
  type Conversation,
  type DirectMessage,
  type MessageSettings,
  THREAD_PAGE_SIZE,
  type Thread,
} from '../../../contract/messages.js';
import type { Db } from '../../db/client.js';
import { directMessages, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { consumeOrRefuse, limitKey } from '../../lib/rate-limits.js';
import type { SessionUser } from '../../lib/session-user.js';
import { decideSend } from './messages.policy.js';
import { presentDirectMessage, presentPeer } from './messages.presenter.js';
import {
  markThreadRead,
  type PeerRow,
  selectLastMessages,
  selectPeerByUsername,
  selectPeers,
  selectSendingFacts,
  selectThreadPage,
  selectUnreadBySender,
} from './messages.query.js';

/** Conversations listed on /messages at most (the newest). */
const MAX_CONVERSATIONS = 100;

/**
 * The other person of a thread, by username.
 * @throws AppError USER_NOT_FOUND (no such user, or oneself: nobody messages themselves)
 */
async function findPeer(db: Db, viewer: SessionUser, username: string): Promise<PeerRow> {
  const peer = await selectPeerByUsername(db, username);
  if (!peer || peer.id === viewer.id) throw new AppError('USER_NOT_FOUND');
  return peer;
}

/**
 * The viewer's conversations for /messages (docs/reference/people.md#messages): one per person, with the last
 * message either way and the count of that person's unread messages; newest conversation first, at most 100.
 * Three queries whatever the number of conversations.
 */
export async function listConversations(db: Db, viewer: SessionUser): Promise<Conversation[]> {
  const last = await selectLastMessages(db, viewer.id, MAX_CONVERSATIONS);
  const peerId = (row: (typeof last)[number]) =>
    row.senderId === viewer.id ? row.recipientId : row.senderId;
  const [peers, unread] = await Promise.all([
    selectPeers(db, last.map(peerId)),
    selectUnreadBySender(db, viewer.id),
  ]);
  const byId = new Map(peers.map((peer) => [peer.id, peer]));
  return last.flatMap((row) => {
    const peer = byId.get(peerId(row));
    if (!peer) return []; // removed meanwhile (its messages cascade)
    return [
      {
        user: presentPeer(peer),
        lastMessage: presentDirectMessage(row),
        unreadCount: unread.get(peer.id) ?? 0,
      },
    ];
  });
}

/** Total unread direct messages of the viewer (the nav badge). */
export async function countUnread(db: Db, viewer: SessionUser): Promise<number> {
  let total = 0;
  for (const count of (await selectUnreadBySender(db, viewer.id)).values()) total += count;
  return total;
}

/**
 * One page of the thread with `username` for /messages/{username}: THREAD_PAGE_SIZE messages oldest
 * first (newest at the bottom), older than message `before` when given; whether the viewer may write.
 * Reading a page does not mark it read (POST …/read does, when the screen shows it).
 * @throws AppError USER_NOT_FOUND
 */
export async function getThread(
  db: Db,
  viewer: SessionUser,
  username: string,
  before?: number,
): Promise<Thread> {
  const peer = await findPeer(db, viewer, username);
  const [rows, facts] = await Promise.all([
    selectThreadPage(db, viewer.id, peer.id, { before, limit: THREAD_PAGE_SIZE + 1 }),
    selectSendingFacts(db, viewer.id, peer.id),
  ]);
  const refusal = decideSend({ ...facts, subscribersOnly: peer.messagesFromSubscribersOnly });
  return {
    user: presentPeer(peer),
    messages: rows.slice(0, THREAD_PAGE_SIZE).reverse().map(presentDirectMessage),
    hasMore: rows.length > THREAD_PAGE_SIZE,
    canMessage: refusal === null,
    cannotMessageReason: refusal?.message ?? null,
  };
}

/**
 * Sends a direct message (already trimmed, 1 to DIRECT_MESSAGE_MAX characters) to `username`
 * (docs/reference/people.md#messages). Counted against `limiter` per sender (in the database: across
 * instances). The caller publishes it once committed.
 * @throws AppError EMAIL_NOT_VERIFIED (403: the sender has not verified their email,
 *   docs/reference/people.md#email), USER_NOT_FOUND, MESSAGING_BLOCKED (the recipient blocked the sender),
 *   SUBSCRIBERS_ONLY (the recipient takes messages from subscribers only), RATE_LIMITED (429)
 */
export async function sendDirectMessage(
  db: Db,
  limiter: RateLimiterDrizzle,
  viewer: SessionUser,
  username: string,
  text: string,
): Promise<{ message: DirectMessage; sender: PeerRow | undefined }> {
  const [verified] = await db
    .select({ emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!verified?.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  const peer = await findPeer(db, viewer, username);
  const facts = await selectSendingFacts(db, viewer.id, peer.id);
  const refusal = decideSend({ ...facts, subscribersOnly: peer.messagesFromSubscribersOnly });
  if (refusal) throw new AppError(refusal.code, refusal.message);
  await consumeOrRefuse(limiter, limitKey(viewer.id), 'You are sending messages too fast.');
  const [row] = await db
    .insert(directMessages)
    .values({ senderId: viewer.id, recipientId: peer.id, message: text })
    .returning();
  const [sender] = await selectPeers(db, [viewer.id]);
  return { message: presentDirectMessage(row!), sender };
}

/**
 * Marks read every message `username` sent the viewer (read receipts: `isRead`). Returns the ids
 * marked (empty when none were unread).
 * @throws AppError USER_NOT_FOUND
 */
export async function markRead(
  db: Db,
  viewer: SessionUser,
  username: string,
): Promise<{ peerId: number; ids: number[] }> {
  const peer = await findPeer(db, viewer, username);
  return { peerId: peer.id, ids: await markThreadRead(db, viewer.id, peer.id) };
}

/** The viewer's message settings. @throws AppError USER_NOT_FOUND */
export async function getMessageSettings(db: Db, viewer: SessionUser): Promise<MessageSettings> {
  const [row] = await db
    .select({ subscribersOnly: users.messagesFromSubscribersOnly })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}

/** Saves the viewer's message settings (docs/reference/people.md#messages: subscribers only). */
export async function updateMessageSettings(
  db: Db,
  viewer: SessionUser,
  settings: MessageSettings,
): Promise<MessageSettings> {
  await db
    .update(users)
    .set({ messagesFromSubscribersOnly: settings.subscribersOnly })
    .where(eq(users.id, viewer.id));
  return settings;
}
