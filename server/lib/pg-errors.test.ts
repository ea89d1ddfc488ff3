import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client.js';
import { isDatabaseUnavailable } from './pg-errors.js';

/*
 * Which errors mean "the database cannot be reached now" (answered 503 DATABASE_UNAVAILABLE with
 * Retry-After) rather than a bug or a bad request: the errors node-postgres really throws against a
 * closed port and a server that never answers, as Drizzle wraps them, and the SQLSTATEs of a server
 * shutting down or starting (PostgreSQL Appendix A).
 */

/** The rejection of `promise` (fails the test if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that accepts connections and never says a word, as a host behind a dead link does. */
const accepted = new Set<net.Socket>();
const silent = net.createServer((socket) => accepted.add(socket));
let silentPort: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const socket of accepted) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

/** A PostgreSQL error as node-postgres builds it (a DatabaseError with a SQLSTATE `code`), wrapped by Drizzle. */
const serverError = (code: string, message: string) =>
  new Error('Failed query: select 1', {
    cause: Object.assign(new Error(message), { code, severity: 'FATAL' }),
  });

describe('isDatabaseUnavailable', () => {
  it('is true for a refused connection, through the pool and Drizzle', async () => {
    const database = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/storyloom`, 1);
    const error = await rejection(database.db.execute(sql`select 1`));
    await database.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is true for a connection that times out, and for a pool used after it was ended', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${silentPort}/storyloom`,
      connectionTimeoutMillis: 100,
    });
    pool.on('error', () => {});
    expect(isDatabaseUnavailable(await rejection(pool.query('select 1')))).toBe(true);
    await pool.end();
    expect(isDatabaseUnavailable(await rejection(pool.query('select 1')))).toBe(true);
  });

  it('is true for a server shutting down, starting, refusing or cutting connections', () => {
    expect(
      isDatabaseUnavailable(serverError('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('is false for errors of the request or of our code', () => {
    expect(
      isDatabaseUnavailable(serverError('23505', 'duplicate key value violates unique constraint')),
    ).toBe(false);
    expect(
      isDatabaseUnavailable(serverError('22021', 'invalid byte sequence for encoding "UTF8": 0x00')),
    ).toBe(false);
    expect(isDatabaseUnavailable(serverError('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('Chapter 3 says: Connection terminated unexpectedly'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
