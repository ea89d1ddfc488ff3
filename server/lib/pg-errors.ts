/** What a PostgreSQL error says, found on the error or the `cause` chain Drizzle wraps it in. */
export interface PgErrorInfo {
  /** SQLSTATE, e.g. "23505" unique_violation, "22021" invalid byte sequence (NUL in text). */
  code: string;
  /** Name of the violated constraint or unique index, when there is one. */
  constraint?: string;
}

/**
 * Finds the PostgreSQL error (node-postgres or PGlite) behind `error`, if any.
 * Source: PostgreSQL Appendix A "Error Codes".
 */
export function pgError(error: unknown): PgErrorInfo | undefined {
  let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return {
        code: current.code,
        ...(typeof current.constraint === 'string' ? { constraint: current.constraint } : {}),
      };
    }
    current = current.cause as typeof current;
  }
  return undefined;
}

/** SQLSTATEs meaning "the server cannot serve this connection now" (PostgreSQL Appendix A). */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, or a fast/smart shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or recovering
  '53300', // too_many_connections
]);

/** Socket errors of a connection that could not be made or was cut (Node.js `net` error codes). */
const UNAVAILABLE_NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What node-postgres (pg 8 and pg-pool 3) says, without a code, when a connection is lost or cannot
 * be had: the server went away mid-query, the pool timed out waiting for a connection, or the pool
 * was ended by a shutdown while a request still ran (the embedded PGlite's "PGlite is closed" alike).
 */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Cannot use a pool after calling end|Query read timeout|PGlite is closed)/;

/**
 * Whether `error` (or an error in its `cause` chain, or in an AggregateError's `errors`) means the
 * database is unreachable for now rather than that the request is wrong: the socket was refused or
 * cut, SQLSTATE class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now or 53300 too_many_connections (PostgreSQL Appendix A "Error Codes"), or
 * node-postgres's own "Connection terminated…" and pool timeout errors. Such a request may be retried
 * as it is: the error handler answers it 503 DATABASE_UNAVAILABLE with Retry-After (RFC 9110 §15.6.4).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NET_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
