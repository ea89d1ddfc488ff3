/**
 * The catalogue bench's baseline: a raw `node:http` + `pg` server that answers each bench URL by running
 * the SQL Storyloom ran for it (captured by `bench/capture-sql.ts`: same text, same parameters, as named
 * prepared statements, in the same order, same pool size) and returns the last query's rows as JSON.
 * What Storyloom costs on top of it is routing, sessions, access checks, presenting and validating.
 *   BENCH_DB=postgres://… RAW_SQL_FILE=captured.json RAW_PORT=5311 tsx bench/raw-pg-server.ts
 */
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

/** One captured query: its SQL text and parameters (dates as ISO strings). */
export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

const captured = JSON.parse(fs.readFileSync(process.env.RAW_SQL_FILE!, 'utf8')) as Record<
  string,
  CapturedQuery[]
>;
const pool = new pg.Pool({ connectionString: process.env.BENCH_DB, max: 10 });
const names = new Map<string, string>();
const nameOf = (text: string) => {
  const known = names.get(text);
  if (known) return known;
  const name = `raw_${names.size}`;
  names.set(text, name);
  return name;
};

http
  .createServer(async (request, response) => {
    const queries = captured[request.url ?? ''];
    if (!queries) {
      response.statusCode = 404;
      response.end();
      return;
    }
    let rows: unknown[] = [];
    try {
      for (const query of queries) {
        rows = (await pool.query({ name: nameOf(query.sql), text: query.sql, values: query.params })).rows;
      }
    } catch (error) {
      console.error(error);
      response.statusCode = 500;
      response.end();
      return;
    }
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(JSON.stringify(rows));
  })
  .listen(Number(process.env.RAW_PORT ?? 5311), '127.0.0.1', () => console.log('raw server ready'));
