import { and, desc, eq, lt, notExists, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { chatMessages, userBlocks, users } from '../../db/schema.js';
import { imageVersion, listedImage } from '../images/listed-image.js';

/**
 * What a chat message is presented from: the message and its sender, with the avatar selected
 * without its bytes (`listedImage`), so a page of 50 messages never carries 50 inline images.
 */
export const messageColumns = {
  id: chatMessages.id,
  storyId: chatMessages.storyId,
  chapterId: chatMessages.chapterId,
  message: chatMessages.message,
  createdAt: chatMessages.createdAt,
  userId: chatMessages.userId,
  username: users.username,
  displayName: users.displayName,
  /** `INLINE` for an inline avatar, which the presenter turns into `/api/users/{id}/avatar?v=…`. */
  profileImageUrl: listedImage(users.profileImageUrl),
  imageVersion: imageVersion(users.updatedAt),
};

/** A sender blocked by more users than this has them looked up at delivery instead of carried along. */
export const MAX_CARRIED_BLOCKERS = 1000;

export type MessageRow = {
  id: number;
  storyId: number;
  chapterId: number;
  message: string;
  createdAt: Date;
  userId: number;
  username: string | null;
  displayName: string | null;
  profileImageUrl: string | null;
  imageVersion: number;
};

/** A column of the sender (the `userId` placeholder), as a scalar subquery (a primary-key lookup). */
const senderField = <T>(expression: SQLWrapper) =>
  sql<T>`(SELECT ${expression} FROM ${users} WHERE ${users.id} = ${sql.placeholder('userId')})`;

// Every live message takes this statement before its fan-out: built once, planned once per connection
// (unprepared, Drizzle's building and PostgreSQL's planning of it took ~1 ms of a 1.5 ms insert).
const insertMessageStatement = (db: DbOrTx, name: string) =>
  db
    .insert(chatMessages)
    .values({
      storyId: sql.placeholder('storyId'),
      chapterId: sql.placeholder('chapterId'),
      userId: sql.placeholder('userId'),
      message: sql.placeholder('message'),
    })
    .returning({
      id: chatMessages.id,
      storyId: chatMessages.storyId,
      chapterId: chatMessages.chapterId,
      message: chatMessages.message,
      createdAt: chatMessages.createdAt,
      userId: chatMessages.userId,
      username: senderField<string | null>(users.username),
      displayName: senderField<string | null>(users.displayName),
      profileImageUrl: senderField<string | null>(listedImage(users.profileImageUrl)),
      imageVersion: senderField<number>(imageVersion(users.updatedAt)),
      blockerIds: sql<number[]>`ARRAY(SELECT ${userBlocks.blockerId} FROM ${userBlocks}
        WHERE ${userBlocks.blockedId} = ${sql.placeholder('userId')} LIMIT ${sql.raw(String(MAX_CARRIED_BLOCKERS + 1))})`,
    })
    .prepare(name);

/**
 * Inserts a message and returns it with its sender and the users who blocked the sender (up to
 * MAX_CARRIED_BLOCKERS + 1 of them) in the same statement: the path every live message takes before
 * it is fanned out makes one round trip, and no instance asks for the blockers again at delivery.
 */
export async function insertMessage(
  db: DbOrTx,
  values: { storyId: number; chapterId: number; userId: number; message: string },
): Promise<MessageRow & { blockerIds: number[] }> {
  const [row] = await preparedFor(db, 'chat_insert_message', insertMessageStatement).execute(values);
  return row!;
}

/**
 * Up to `limit` messages of a chapter, newest first, older than message `before` when given, leaving
 * out the senders `viewerId` has blocked. Ids order messages: they are assigned in insertion order,
 * and a cursor on them survives the deletion of the message it names.
 */
export async function selectChapterMessages(
  db: DbOrTx,
  chapterId: number,
  options: { before?: number; viewerId?: number; limit: number },
): Promise<MessageRow[]> {
  const { before, viewerId, limit } = options;
  return db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(
      and(
        eq(chatMessages.chapterId, chapterId),
        before === undefined ? undefined : lt(chatMessages.id, before),
        viewerId === undefined
          ? undefined
          : notExists(
              db
                .select({ one: sql`1` })
                .from(userBlocks)
                .where(
                  and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, chatMessages.userId)),
                ),
            ),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}
