/**
 * API benchmark: req/s and p99 latency of GET /api/stories/trending, GET /api/chapters/{id} and the
 * offline writer's POST /api/ai/generate-continuation on PGlite and on PostgreSQL, against a raw
 * node:http hello-world (and, for the AI endpoint, the writer called in-process) in the same run. Each figure
 * is the median of RUNS runs; the ratio to the baseline is what to compare across machines.
 *   npm run bench            (BENCH_SECONDS=5 BENCH_RUNS=3 BENCH_CONNECTIONS=20 by default)
 * Needs the PostgreSQL server of DATABASE_URL_ADMIN (default postgres://postgres@127.0.0.1:5432/postgres);
 * it creates and drops the database `storyloom_bench`. Traffic goes to localhost only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchChatFanout, fanoutTable } from './chat-fanout.js';
import { type ConnectionsFigure, measureWithNewConnections } from './new-connections.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const adminUrl = process.env.DATABASE_URL_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..');
/**
 * Connections of the many-connections figure (docs/reference/limits.md#rate-limits: 100 on both databases).
 */
const manyConnections = Number(process.env.BENCH_MANY_CONNECTIONS ?? 100);
const manyFigures: (ConnectionsFigure & { target: string })[] = [];

/** The many-connections figure for `url`: medians of RUNS runs of `measureWithNewConnections`. */
async function measureMany(target: string, url: string): Promise<void> {
  const results: ConnectionsFigure[] = [];
  for (let i = 0; i < runs; i++) results.push(await measureWithNewConnections(url, manyConnections, seconds));
  const mid = (pick: (f: ConnectionsFigure) => number) => median(results.map(pick));
  manyFigures.push({
    target,
    reqPerSec: mid((f) => f.reqPerSec),
    p99Ms: mid((f) => f.p99Ms),
    firstAnswerP99Ms: mid((f) => f.firstAnswerP99Ms),
    firstAnswerMaxMs: mid((f) => f.firstAnswerMaxMs),
  });
}

interface Figure {
  target: string;
  reqPerSec: number;
  p99Ms: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A POST request for autocannon, and the connections to use (default BENCH_CONNECTIONS). */
interface RequestOptions {
  method?: 'POST';
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
}

async function measure(target: string, url: string, options: RequestOptions = {}): Promise<Figure> {
  const rps: number[] = [];
  const p99: number[] = [];
  const request = { url, connections, ...options };
  await autocannon({ ...request, duration: 1 }); // warm-up
  for (let i = 0; i < runs; i++) {
    const result = await autocannon({ ...request, duration: seconds });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${target}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rps.push(result.requests.average);
    p99.push(result.latency.p99);
  }
  return { target, reqPerSec: Math.round(median(rps)), p99Ms: median(p99) };
}

function start(args: string[], env: Record<string, string>, readyText: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output.slice(-2000)}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** No AI limits during the benchmark (the offline writer; nothing leaves the machine). */
const aiEnv = { AI_RATE_LIMIT_MAX: '100000000', AI_DAILY_TOKEN_BUDGET: '2000000000' };

const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

async function benchStoryloom(label: string, env: Record<string, string>, port: number): Promise<Figure[]> {
  const server = await start(
    [tsx, 'server/main.ts'],
    { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    'is running at',
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const trending = (await (await fetch(`${base}/api/stories/trending`)).json()) as { id: number }[];
    const chapters = (await (await fetch(`${base}/api/stories/${trending[0]!.id}/chapters`)).json()) as {
      id: number;
    }[];
    await measureMany(`${label} GET /api/stories/search?limit=50`, `${base}/api/stories/search?limit=50`);
    return [
      await measure(`${label} GET /api/stories/trending`, `${base}/api/stories/trending`),
      await measure(`${label} GET /api/chapters/{id}`, `${base}/api/chapters/${chapters[0]!.id}`),
      await measureOfflineChapterEndpoint(label, base),
    ];
  } finally {
    await stop(server);
  }
}

/** The offline writer's chapter brief used by both AI figures: 1,000 words after one chapter. */
const aiBody = {
  title: 'The Salt Archive',
  summary: 'Archivist Ines Calloway finds a ledger that should not exist.',
  genre: 'Mystery',
  setting: 'Port Vell',
  chapters: [
    { title: 'The Ledger', content: 'Ines Calloway found the ledger behind the harbour charts. '.repeat(40) },
  ],
  targetWordCount: 1000,
  seed: 7,
};

/** POST /api/ai/generate-continuation on the offline writer, as a signed-in bench user. */
async function measureOfflineChapterEndpoint(label: string, base: string): Promise<Figure> {
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.test`,
      password: 'bench-password',
      username: `bench_${Date.now()}`,
      displayName: 'Bench',
    }),
  });
  const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0]!;
  return measure(
    `${label} POST /api/ai/generate-continuation (offline, 1,000 words)`,
    `${base}/api/ai/generate-continuation`,
    {
      method: 'POST',
      body: JSON.stringify(aiBody),
      headers: { cookie, 'content-type': 'application/json' },
      connections: 4,
    },
  );
}

/**
 * The AI endpoint's own baseline: the offline writer called in-process in a loop (no HTTP, no AI SDK,
 * no ledger), as chapters per second and p99 ms per chapter.
 */
async function benchOfflineWriterInProcess(): Promise<Figure> {
  const { writeOffline } = await import('../server/modules/ai/offline/offline-writer.js');
  const { continuationBrief } = await import('../server/modules/ai/briefs.js');
  const brief = continuationBrief({ ...aiBody, tags: [] });
  const perRun: number[] = [];
  const durations: number[] = [];
  for (let run = 0; run < runs; run++) {
    let count = 0;
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end) {
      const started = performance.now();
      writeOffline(brief, count++);
      durations.push(performance.now() - started);
    }
    perRun.push(count / seconds);
  }
  durations.sort((a, b) => a - b);
  return {
    target: 'offline writer in-process, 1,000 words (no HTTP)',
    reqPerSec: Math.round(median(perRun)),
    p99Ms: Math.round(durations[Math.floor(durations.length * 0.99)]!),
  };
}

/**
 * A second baseline: raw node:http + pg serving the same chapter row as JSON (same pool size), so the
 * chapter endpoint's ratio to it shows what our stack costs on top of the database.
 */
async function benchRawPgChapter(databaseUrl: string): Promise<Figure> {
  const code = `
    const pg = require(${JSON.stringify(path.join(root, 'node_modules/pg'))});
    const pool = new pg.Pool({ connectionString: process.env.BENCH_DB, max: 10 });
    const sql = 'SELECT c.*, s.author_id AS story_author_id, s.is_published, s.access_level FROM chapters c JOIN stories s ON s.id = c.story_id WHERE c.id = $1';
    require('node:http').createServer(async (q, s) => {
      const { rows } = await pool.query(sql, [Number(q.url.slice(1))]);
      s.setHeader('content-type', 'application/json');
      s.end(JSON.stringify(rows[0]));
    }).listen(5304, () => console.log('ready'));`;
  const server = await start(['-e', code], { BENCH_DB: databaseUrl }, 'ready');
  try {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const { rows } = await pool.query<{ id: number }>(
      "SELECT c.id FROM chapters c JOIN stories s ON s.id = c.story_id WHERE s.title = 'Treasure Island' ORDER BY c.order_index LIMIT 1",
    );
    await pool.end();
    return await measure('raw node:http + pg, same chapter row', `http://127.0.0.1:5304/${rows[0]?.id ?? 1}`);
  } finally {
    await stop(server);
  }
}

async function main(): Promise<void> {
  const figures: Figure[] = [];
  const baselineCode = `require('node:http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end('{"hello":"world"}')}).listen(5301,()=>console.log('ready'))`;
  const baseline = await start(['-e', baselineCode], {}, 'ready');
  try {
    figures.push(await measure('raw node:http hello-world', 'http://127.0.0.1:5301/'));
  } finally {
    await stop(baseline);
  }

  figures.push(await benchOfflineWriterInProcess());

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-bench-'));
  figures.push(...(await benchStoryloom('PGlite', { DATA_DIR: dataDir, ...aiEnv }, 5302)));
  fs.rmSync(dataDir, { recursive: true, force: true });

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS storyloom_bench');
  await admin.query('CREATE DATABASE storyloom_bench');
  const benchUrl = new URL(adminUrl);
  benchUrl.pathname = '/storyloom_bench';
  try {
    figures.push(
      ...(await benchStoryloom('PostgreSQL', { DATABASE_URL: benchUrl.toString(), ...aiEnv }, 5303)),
    );
    figures.push(await benchRawPgChapter(benchUrl.toString()));
  } finally {
    await admin.query('DROP DATABASE IF EXISTS storyloom_bench WITH (FORCE)');
    await admin.end();
  }

  const base = figures[0]!.reqPerSec;
  console.log(
    `\n${connections} connections, ${runs} runs x ${seconds}s each, medians; ${os.cpus().length} cores\n`,
  );
  console.log('| target | req/s | p99 ms | vs raw node:http |');
  console.log('|---|---:|---:|---:|');
  for (const f of figures) {
    console.log(`| ${f.target} | ${f.reqPerSec} | ${f.p99Ms} | ${(f.reqPerSec / base).toFixed(3)}x |`);
  }
  console.log(
    `\n${manyConnections} connections (${manyConnections - 1} keep-alive, plus a new one every 200 ms), medians\n`,
  );
  console.log('| target | req/s | p99 ms | new connection: first answer p99 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const f of manyFigures) {
    console.log(
      `| ${f.target} | ${f.reqPerSec} | ${f.p99Ms} | ${f.firstAnswerP99Ms} | ${f.firstAnswerMaxMs} |`,
    );
  }
  const chatFanout = await benchChatFanout(); // bench/chat-fanout.ts: its own servers and sockets
  console.log(`\n${fanoutTable(chatFanout)}`);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/latest.json'),
    JSON.stringify(
      { date: new Date().toISOString(), figures, manyConnections: manyFigures, chatFanout },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
