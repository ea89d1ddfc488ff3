import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ServerFrame, type SessionEndReason, WS_CLOSE_SESSION_ENDED } from '../../../contract/ws.js';
import type { DbOrTx } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { sessions } from '../../db/schema.js';
import { publishToUsers } from '../../plugins/pubsub.js';
import type { ChatClient } from './rooms.js';
import { sendFrame } from './send-frame.js';

/*
 * A socket lives as long as the session that opened it (ADR 0012): signing out, signing out the other
 * sessions, deleting the account, or the session expiring closes it, on every instance.
 */

const messages: Record<SessionEndReason, string> = {
  SIGNED_OUT: 'You were signed out. Sign in again to rejoin the discussion.',
  ACCOUNT_DELETED: 'This account was deleted.',
  SESSION_EXPIRED: 'Your session has ended. Sign in again to rejoin the discussion.',
};

/** The `session_ended` frame for `reason`, with its human message. */
export function sessionEndedFrame(reason: SessionEndReason): Extract<ServerFrame, { type: 'session_ended' }> {
  return { type: 'session_ended', reason, message: messages[reason] };
}

// One array parameter, prepared once: the sockets of a whole room or instance are one short statement.
const liveSessionsQuery = (db: DbOrTx, name: string) =>
  db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(sql`${sessions.sid} = ANY(${sql.placeholder('sids')}::varchar[]) AND ${sessions.expire} > now()`)
    .prepare(name);

/**
 * Which of the session ids `sids` (stored ids: the token's SHA-256, server/plugins/session.ts) still
 * name a session that has not expired: one query, however many.
 */
export async function liveSessionIds(db: DbOrTx, sids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(sids)];
  if (unique.length === 0) return new Set();
  const rows = await preparedFor(db, 'chat_live_sessions', liveSessionsQuery).execute({ sids: unique });
  return new Set(rows.map((row) => row.sid));
}

/**
 * Tells the client why (`session_ended`) and closes its socket with WS_CLOSE_SESSION_ENDED; `onEnd`
 * takes it out of its rooms at once (the close event comes later).
 */
export function endClientSession(client: ChatClient, reason: SessionEndReason, onEnd: () => void): void {
  onEnd();
  sendFrame(client.socket, sessionEndedFrame(reason));
  client.socket.close(WS_CLOSE_SESSION_ENDED, 'Session ended');
}

/**
 * Splits `clients` by whether their session is still live (one query), ends the others' sockets
 * (`endClientSession`) and returns the live ones.
 */
export async function dropEndedSessions(
  db: DbOrTx,
  clients: readonly ChatClient[],
  reason: SessionEndReason,
  onEnd: (client: ChatClient) => void,
): Promise<ChatClient[]> {
  if (clients.length === 0) return [];
  const live = await liveSessionIds(
    db,
    clients.map((client) => client.sessionId),
  );
  const kept: ChatClient[] = [];
  for (const client of clients) {
    if (live.has(client.sessionId)) kept.push(client);
    else endClientSession(client, reason, () => onEnd(client));
  }
  return kept;
}

/**
 * Announces that sessions of `userId` ended (signed out, signed out elsewhere, account deleted), once
 * their rows are deleted: every instance checks that user's sockets against the sessions table and
 * closes those whose session is gone (ADR 0012, through the user events of ADR 0016). A failed publish
 * is logged: the sockets then close at their room's next event or the next heartbeat.
 */
export async function publishSessionsEnded(
  app: Pick<FastifyInstance, 'pubsub' | 'log'>,
  userId: number | undefined,
  reason: SessionEndReason,
): Promise<void> {
  if (userId === undefined) return;
  await publishToUsers(app, [{ userId, frame: sessionEndedFrame(reason) }]);
}
