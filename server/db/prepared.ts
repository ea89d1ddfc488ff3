import type { DbOrTx } from './client.js';

const cache = new WeakMap<object, Map<string, unknown>>();

/**
 * Returns the prepared statement `name` for `db`, building it on first use. Hot read paths use it so
 * that Drizzle builds their SQL once (it showed as ~10 % of CPU under load) and PostgreSQL parses and
 * plans it once per connection.
 */
export function preparedFor<T>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}
