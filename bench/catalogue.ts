/**
 * Catalogue bench (docs/reference/performance.md): Storyloom with 100,000 more stories
 * (bench/catalogue-data.ts) on PostgreSQL (database `storyloom_catalogue_bench`, created and dropped by the
 * run) and on PGlite, loaded with signed-in GET requests on the routes the web app uses, against a raw
 * `node:http` + `pg` server running the same SQL (bench/raw-pg-server.ts). Targets take turns in RUNS
 * interleaved runs; the table shows medians of req/s, p50 and p99 and the ratio to the raw server's req/s.
 *   npm run bench:catalogue   (BENCH_SECONDS=5 BENCH_RUNS=3 BENCH_CONNECTIONS=50 by default)
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPglite } from '../server/db/client.js';
import { signUp, start, stop } from './bench-servers.js';
import { captureSql } from './capture-sql.js';
import { CATALOGUE_STORIES, COMMON_WORD, catalogueStatements, RARE_WORD } from './catalogue-data.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_DATABASES ?? 'postgres,pglite';
const adminUrl = process.env.DATABASE_URL_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

const serverEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  WEB_BUILD: 'off',
  RATE_LIMIT_AUTH_MAX: '1000000',
  SESSION_SECRET: 'catalogue-bench-session-secret-0123456789',
};

/** The routes the web app requests (web/lib/stories.ts), with the chapter id filled in later. */
const routes = (chapterId: number) => ({
  list: '/api/stories/search?limit=50',
  trending: '/api/stories/trending?limit=20',
  [`search "${COMMON_WORD}"`]: `/api/stories/search?q=${COMMON_WORD}&limit=30`,
  [`search "${RARE_WORD}"`]: `/api/stories/search?q=${RARE_WORD}&limit=30`,
  chapter: `/api/chapters/${chapterId}`,
});

interface Sample {
  reqPerSec: number;
  p50: number;
  p99: number;
}
interface Row extends Sample {
  database: string;
  route: string;
  target: 'storyloom' | 'raw';
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Loads `url` for `duration` seconds, then waits until the server has worked off what autocannon left
 * in flight (one more request, queued behind them), so the next target starts on an idle server.
 */
async function load(url: string, cookie: string, duration: number): Promise<Sample> {
  const result = await autocannon({ url, connections, duration, headers: { cookie }, timeout: 60 });
  await fetch(url, { headers: { cookie } });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const sample = {
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
  if (duration > 1)
    console.log(`${url}: ${Math.round(sample.reqPerSec)} req/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms`);
  return sample;
}

/** Starts Storyloom once (migrations, demo seed), stops it, then adds the catalogue with `exec`. */
async function prepare(env: Record<string, string>, port: number, exec: (sql: string) => Promise<unknown>) {
  const first = await start(
    [tsx, 'server/main.ts'],
    { ...serverEnv, ...env, PORT: String(port) },
    'is running at',
  );
  await stop(first);
  const started = performance.now();
  for (const statement of catalogueStatements()) await exec(statement);
  const ms = performance.now() - started;
  console.log(
    `${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${CATALOGUE_STORIES} stories added in ${(ms / 1000).toFixed(1)} s`,
  );
  return ms;
}

/** Loads every route of `targets` (label -> base URL) in RUNS interleaved runs; returns the medians. */
async function measure(
  database: string,
  targets: Record<string, string>,
  urls: Record<string, string>,
  cookie: string,
): Promise<Row[]> {
  const samples = new Map<string, Sample[]>();
  for (const base of Object.values(targets))
    for (const url of Object.values(urls)) await load(`${base}${url}`, cookie, 1); // warm-up
  for (let run = 0; run < runs; run++) {
    for (const [route, url] of Object.entries(urls)) {
      for (const [target, base] of Object.entries(targets)) {
        const key = `${target}\t${route}`;
        samples.set(key, [...(samples.get(key) ?? []), await load(`${base}${url}`, cookie, seconds)]);
      }
    }
  }
  return [...samples].map(([key, list]) => {
    const [target, route] = key.split('\t') as [Row['target'], string];
    return {
      database,
      route,
      target,
      reqPerSec: Math.round(median(list.map((s) => s.reqPerSec)) * 10) / 10,
      p50: median(list.map((s) => s.p50)),
      p99: median(list.map((s) => s.p99)),
    };
  });
}

async function firstChapterId(base: string, cookie: string): Promise<number> {
  const get = async (url: string) => (await fetch(`${base}${url}`, { headers: { cookie } })).json();
  const trending = (await get('/api/stories/trending?limit=20')) as { id: number }[];
  const chapters = (await get(`/api/stories/${trending[0]!.id}/chapters`)) as { id: number }[];
  return chapters[0]!.id;
}

async function benchPostgres(): Promise<{ rows: Row[]; generateMs: number }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS storyloom_catalogue_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE storyloom_catalogue_bench');
  const url = new URL(adminUrl);
  url.pathname = '/storyloom_catalogue_bench';
  const databaseUrl = url.toString();
  const children: ChildProcess[] = [];
  try {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const generateMs = await prepare({ DATABASE_URL: databaseUrl }, 5310, (sql) => client.query(sql));
    await client.end();
    const server = await start(
      [tsx, 'server/main.ts'],
      { ...serverEnv, DATABASE_URL: databaseUrl, PORT: '5310' },
      'is running at',
    );
    children.push(server);
    const base = 'http://127.0.0.1:5310';
    const cookie = await signUp(base, `catalogue_reader_${Date.now()}`);
    const urls = routes(await firstChapterId(base, cookie));
    const captured = await captureSql(databaseUrl, serverEnv, Object.values(urls), cookie);
    const sqlFile = path.join(os.tmpdir(), `catalogue-sql-${process.pid}.json`);
    fs.writeFileSync(sqlFile, JSON.stringify(captured));
    const raw = await start(
      [tsx, 'bench/raw-pg-server.ts'],
      { BENCH_DB: databaseUrl, RAW_SQL_FILE: sqlFile, RAW_PORT: '5311' },
      'raw server ready',
    );
    children.push(raw);
    const rows = await measure('PostgreSQL', { storyloom: base, raw: 'http://127.0.0.1:5311' }, urls, cookie);
    return { rows, generateMs };
  } finally {
    for (const child of children) await stop(child);
    await admin.query('DROP DATABASE IF EXISTS storyloom_catalogue_bench WITH (FORCE)');
    await admin.end();
  }
}

async function benchPglite(): Promise<{ rows: Row[]; generateMs: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-catalogue-'));
  try {
    const database = { current: undefined as Awaited<ReturnType<typeof openPglite>> | undefined };
    const generateMs = await prepare({ DATA_DIR: dataDir }, 5312, async (sql) => {
      database.current ??= await openPglite(dataDir);
      return database.current.pglite!.exec(sql);
    });
    await database.current?.close();
    const server = await start(
      [tsx, 'server/main.ts'],
      { ...serverEnv, DATA_DIR: dataDir, PORT: '5312' },
      'is running at',
    );
    try {
      const base = 'http://127.0.0.1:5312';
      const cookie = await signUp(base, `catalogue_reader_${Date.now()}`);
      const urls = routes(await firstChapterId(base, cookie));
      return { rows: await measure('PGlite', { storyloom: base }, urls, cookie), generateMs };
    } finally {
      await stop(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(rows: Row[]): string {
  const rawRate = (route: string) => rows.find((r) => r.target === 'raw' && r.route === route)?.reqPerSec;
  const lines = [
    '| database | route | target | req/s | p50 ms | p99 ms | vs raw (PostgreSQL) |',
    '|---|---|---|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const raw = rawRate(r.route);
    const ratio = raw ? `${(r.reqPerSec / raw).toFixed(2)}x` : '';
    lines.push(
      `| ${r.database} | ${r.route} | ${r.target} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${ratio} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const generated: Record<string, number> = {};
  if (only.includes('postgres')) {
    const result = await benchPostgres();
    rows.push(...result.rows);
    generated.PostgreSQL = result.generateMs;
  }
  if (only.includes('pglite')) {
    const result = await benchPglite();
    rows.push(...result.rows);
    generated.PGlite = result.generateMs;
  }
  console.log(
    `\n${connections} connections, ${runs} interleaved runs x ${seconds}s, medians; ${os.cpus().length} cores\n`,
  );
  console.log(table(rows));
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/catalogue-latest.json'),
    JSON.stringify({ date: new Date().toISOString(), connections, runs, seconds, generated, rows }, null, 2),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
