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
