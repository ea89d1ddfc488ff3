import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, DbOrTx } from '../db/client.js';
import { preparedFor } from '../db/prepared.js';
import { sessions, users } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import type { SessionUser } from '../lib/session-user.js';

export const SESSION_COOKIE = 'storyloom.sid';

/** How long sessions live (AppConfig `sessionIdleTimeoutMs`, `sessionMaxAgeMs`). */
export interface SessionTimeouts {
  idleMs: number;
  maxAgeMs: number;
}

/**
 * When a session used at `now` expires: after the idle timeout, but never past its absolute end
 * (sign-in time + maximum age). OWASP Session Management Cheat Sheet, "Session Expiration".
 */
export function sessionExpiry(createdAt: number, now: number, timeouts: SessionTimeouts): Date {
  return new Date(Math.min(now + timeouts.idleMs, createdAt + timeouts.maxAgeMs));
}

const timeoutsOf = (app: FastifyInstance): SessionTimeouts => ({
  idleMs: app.config.sessionIdleTimeoutMs,
  maxAgeMs: app.config.sessionMaxAgeMs,
});

export type { SessionUser } from '../lib/session-user.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: SessionUser | null;
    /** Returns the signed-in user. @throws AppError UNAUTHENTICATED */
    requireUser(): SessionUser;
  }
  interface FastifyContextConfig {
    /** Routes are authenticated by default (STYLE rule 6); a public route says so here. */
    public?: boolean;
    /** A built web file (server/plugins/web-app.ts): the session is not looked up for it. */
    staticFile?: boolean;
    /**
     * Started (not awaited) just before the session lookup: a route's read that does not depend on
     * who asks, so that its round trip to the database overlaps the session's (the chat POST reads
     * its chapter's row this way: the fan-out bench in bench/README.md). It must not throw, and whatever
     * promise it keeps must have a rejection handler attached.
     */
    alongsideSession?: (request: FastifyRequest) => void;
  }
}

/** The session token from the signed cookie, or null when absent or tampered with. */
function readToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw || raw.length > 200) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/** The cookie holds a random token; the table keeps only its SHA-256, so a leaked table grants nothing. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Creates a session row for `userId` and sets the HttpOnly, SameSite=Lax cookie (Secure over HTTPS).
 * A fresh id at every login prevents session fixation (OWASP Session Management Cheat Sheet).
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  await endSession(app.db, request, reply);
  const token = randomBytes(32).toString('base64url');
  const createdAt = Date.now();
  const timeouts = timeoutsOf(app);
  const expire = sessionExpiry(createdAt, createdAt, timeouts);
  // The device shown in Settings' session list (docs/reference/people.md#settings); capped, it is the
  // client's word.
  const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
  await app.db.insert(sessions).values({
    sid: hashToken(token),
    sess: { userId, createdAt, userAgent, lastSeenAt: createdAt },
    expire,
  });
  // The cookie may outlive an idle session; the server's `expire` decides.
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    signed: true,
    expires: new Date(createdAt + timeouts.maxAgeMs),
  });
}

/**
 * The stored id (the token's SHA-256) of the request's session cookie, or null without a valid cookie.
 * Lets Settings mark the current session and keep it when signing out the others.
 */
export function requestSessionId(request: FastifyRequest): string | null {
  const token = readToken(request);
  return token ? hashToken(token) : null;
}

/** Destroys the request's session row (if any) and clears the cookie. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = readToken(request);
  if (token) await db.delete(sessions).where(eq(sessions.sid, hashToken(token)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.user = null;
}

/**
 * The session's user, extending an idle session's expiry. The row is rewritten only when the expiry
 * moves by more than 1 % of the idle timeout, so a busy reader costs one write now and then, not one
 * per request.
 */
async function loadSessionUser(
  db: Db,
  token: string,
  timeouts: SessionTimeouts,
): Promise<SessionUser | null> {
  const sid = hashToken(token);
  const now = Date.now();
  const [row] = await preparedFor(db, 'session_user', sessionUserQuery).execute({ sid, now: new Date(now) });
  if (!row) return null;
  const createdAt = row.sess.createdAt ?? now; // rows from before absolute lifetimes start counting now
  const expire = sessionExpiry(createdAt, now, timeouts);
  if (expire.getTime() <= now) return null;
  if (expire.getTime() - row.expire.getTime() > timeouts.idleMs / 100) {
    // lastSeenAt moves with the expiry: "last seen" is exact to 1 % of the idle timeout.
    await db
      .update(sessions)
      .set({ expire, sess: { ...row.sess, userId: row.id, createdAt, lastSeenAt: now } })
      .where(eq(sessions.sid, sid));
  }
  return { id: row.id, username: row.username };
}

// Every signed-in request runs it: built once, and planned once per connection on PostgreSQL.
const sessionUserQuery = (db: DbOrTx, name: string) =>
  db
    .select({ id: users.id, username: users.username, expire: sessions.expire, sess: sessions.sess })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql<number>`(${sessions.sess}->>'userId')::int`))
    .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))))
    .limit(1)
    .prepare(name);

/** Deletes expired sessions; returns how many were removed. */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expire, new Date()))
    .returning({ sid: sessions.sid });
  return removed.length;
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('requireUser', function (this: FastifyRequest) {
    if (!this.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    return this.user;
  });
  const timeouts = timeoutsOf(app);
  app.addHook('onRequest', async (request) => {
    // Built files are the same for everyone: no session lookup for them
    // (docs/reference/performance.md#per-request-cost).
    if (request.routeOptions.config?.staticFile) return;
    request.routeOptions.config?.alongsideSession?.(request);
    const token = readToken(request);
    request.user = token ? await loadSessionUser(app.db, token, timeouts) : null;
  });
  app.addHook('preHandler', async (request) => {
    if (request.is404 || request.routeOptions.config?.public) return;
    request.requireUser();
  });
});
