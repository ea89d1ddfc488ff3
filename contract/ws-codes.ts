/*
 * The /ws socket's reasons and close codes, without zod: the web app's live socket reads the close
 * codes before (or without) loading the frame parser (web/lib/live-socket.ts). Frames: contract/ws.ts.
 */

/** Why a socket left a room without asking: `ACCESS_REVOKED` (now locked), `CHAPTER_UNAVAILABLE` (gone). */
export const LEFT_CHAPTER_REASONS = ['ACCESS_REVOKED', 'CHAPTER_UNAVAILABLE'] as const;

/** Why a socket's session ended: signed out, the account deleted, or found expired or removed. */
export const SESSION_END_REASONS = ['SIGNED_OUT', 'ACCOUNT_DELETED', 'SESSION_EXPIRED'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * Close codes of /ws beyond RFC 6455's (4000-4999 are for applications, RFC 6455 section 7.4.2):
 * the session ended (do not reconnect with it), or the user has too many sockets open (retry later).
 */
export const WS_CLOSE_SESSION_ENDED = 4401;
export const WS_CLOSE_TOO_MANY_SOCKETS = 4429;
