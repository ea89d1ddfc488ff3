import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { userBlocks, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';

/**
 * Hides `blockedId`'s chat messages from `viewer`, in pages and live
 * (docs/reference/community.md#moderation). Blocking twice changes nothing.
 * @throws AppError USER_NOT_FOUND, VALIDATION_ERROR (blocking oneself)
 */
export async function blockUser(db: Db, viewer: SessionUser, blockedId: number): Promise<void> {
  if (blockedId === viewer.id) {
    throw new AppError('VALIDATION_ERROR', 'You cannot block yourself.', { field: 'params.id' });
  }
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, blockedId)).limit(1);
  if (!target) throw new AppError('USER_NOT_FOUND');
  await db.insert(userBlocks).values({ blockerId: viewer.id, blockedId }).onConflictDoNothing();
}

/** Shows `blockedId`'s messages to `viewer` again; unblocking someone not blocked changes nothing. */
export async function unblockUser(db: Db, viewer: SessionUser, blockedId: number): Promise<void> {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, viewer.id), eq(userBlocks.blockedId, blockedId)));
}

/** The ids of the users `viewer` has blocked, oldest block first. */
export async function listBlockedUserIds(db: Db, viewer: SessionUser): Promise<number[]> {
  const rows = await db
    .select({ id: userBlocks.blockedId })
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, viewer.id))
    .orderBy(userBlocks.createdAt, userBlocks.blockedId);
  return rows.map((row) => row.id);
}

/**
 * Which of `userIds` have blocked `senderId`: one query per message and instance, read at delivery
 * time so a block counts at once on every instance (no per-process copy of block lists).
 */
export async function blockersAmong(db: DbOrTx, senderId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await preparedFor(db, 'chat_blockers_among', blockersAmongQuery).execute({
    senderId,
    userIds,
  });
  return new Set(rows.map((row) => row.id));
}

// One array parameter, prepared once: a room of 1,000 readers is one short statement, not 1,001 params.
const blockersAmongQuery = (db: DbOrTx, name: string) =>
  db
    .select({ id: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      and(
        eq(userBlocks.blockedId, sql.placeholder('senderId')),
        sql`${userBlocks.blockerId} = ANY(${sql.placeholder('userIds')}::int[])`,
      ),
    )
    .prepare(name);
