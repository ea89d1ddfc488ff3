import { createHash } from 'node:crypto';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { AccountSession } from '../../../contract/account.js';
import type { DbOrTx } from '../../db/client.js';
import { sessions } from '../../db/schema.js';

/** The user id a session row belongs to (sess is JSON; indexed by `sessions_user_idx`, migration 0011). */
const sessionUserId = sql<number>`((${sessions.sess}->>'userId')::int)`;

/** An opaque, stable id for a session row: never its stored token hash. */
function publicSessionId(sid: string): string {
  return createHash('sha256').update(`session-id:${sid}`).digest('base64url').slice(0, 22);
}

/**
 * The user's live sessions, most recently seen first, the current one marked
 * (docs/reference/people.md#settings). Times are ISO strings; `lastSeenAt` is exact to 1 % of the idle
 * timeout (server/plugins/session.ts).
 */
export async function listSessions(
  db: DbOrTx,
  userId: number,
  currentSid: string | null,
): Promise<AccountSession[]> {
  const rows = await db
    .select({ sid: sessions.sid, sess: sessions.sess, expire: sessions.expire })
    .from(sessions)
    .where(and(eq(sessionUserId, userId), gt(sessions.expire, new Date())))
    .orderBy(desc(sessions.expire));
  return rows
    .map((row) => {
      const createdAt = row.sess.createdAt ?? row.expire.getTime();
      return {
        id: publicSessionId(row.sid),
        userAgent: row.sess.userAgent ?? null,
        createdAt: new Date(createdAt).toISOString(),
        lastSeenAt: new Date(row.sess.lastSeenAt ?? createdAt).toISOString(),
        isCurrent: row.sid === currentSid,
      };
    })
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/**
 * Signs the user out everywhere except the session `keepSid` (null: everywhere). Returns how many
 * sessions ended. Used by "Sign out everywhere else" and after an email or password change.
 */
export async function endOtherSessions(db: DbOrTx, userId: number, keepSid: string | null): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessionUserId, userId), keepSid ? ne(sessions.sid, keepSid) : undefined))
    .returning({ sid: sessions.sid });
  return removed.length;
}
