/**
 * Chat fan-out benchmark (docs/reference/community.md): the time from sending a chat message (POST) until the
 * last of CHAT_BENCH_SOCKETS sockets joined to its chapter has it, median and p99 over
 * CHAT_BENCH_MESSAGES messages sent one at a time, for
 *   - a raw `ws` broadcast baseline (node:http + ws: POST /send wraps the body in a frame of the shape
 *     Storyloom sends, `new_message` with the sender, encoded once, and broadcasts it to every socket),
 *   - Storyloom on the embedded PGlite (one instance),
 *   - Storyloom on PostgreSQL, one instance alone on its database (sockets and posts on it),
 *   - Storyloom on PostgreSQL, two instances A and B on another database: sockets on A, messages
 *     posted on B (LISTEN/NOTIFY between them).
 *   npx tsx bench/chat-fanout.ts       (also run at the end of `npm run bench`)
 * Each server is its own process; the sockets live in this one. Slow mode is off (CHAT_SLOW_MODE_MS=0).
 * Targets take turns in CHAT_BENCH_ROUNDS rounds, so a change in the machine's load hits all alike.
 * Creates and drops the databases `storyloom_chat_bench` (two instances) and `storyloom_chat_bench_one`
 * (one instance: no second instance hears its notifications) on DATABASE_URL_ADMIN's server.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { api, signUp, start, startStoryloom, stop } from './bench-servers.js';
import { type Audience, measureFanout, openAudience, summarize } from './fanout-sockets.js';

const sockets = Number(process.env.CHAT_BENCH_SOCKETS ?? 1000);
const messages = Number(process.env.CHAT_BENCH_MESSAGES ?? 100);
/** Readers the sockets are spread over (each signs up once; argon2 makes signing up slow). */
const readers = Number(process.env.CHAT_BENCH_USERS ?? 100);
/** Rounds the messages are split into; each round measures every target in turn. */
const rounds = Number(process.env.CHAT_BENCH_ROUNDS ?? 5);
const adminUrl = process.env.DATABASE_URL_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..');

export interface FanoutFigure {
  target: string;
  medianMs: number;
  p99Ms: number;
}

/** A published one-chapter story, the author's cookie and the chapter's messages URL and join frame. */
async function prepareChapter(base: string) {
  const run = Date.now().toString(36);
  const author = await signUp(base, `author_${run}`);
  const { json: story } = await api(
    base,
    'POST',
    '/api/stories',
    {
      title: 'The Fan-out Lighthouse',
      genre: 'Fantasy',
      isPublished: true,
      chapters: [{ title: 'The Lamp', content: 'The lamp turned all night. '.repeat(50) }],
    },
    author,
  );
  const { json: chapters } = await api(base, 'GET', `/api/stories/${story.id}/chapters`, undefined, author);
  const chapterId = (chapters[0] as { id: number }).id;
  const cookies: string[] = [];
  for (let i = 0; i < readers; i++) cookies.push(await signUp(base, `reader_${run}_${i}`));
  return {
    author,
    cookies,
    messagesUrl: `/api/stories/${story.id}/chapters/${chapterId}/messages`,
    joinFrame: JSON.stringify({ type: 'join_chapter', storyId: story.id, chapterId }),
  };
}

/** The readers' cookies (round robin over the sockets) and the chapter's join frame. */
function audienceOptions(chapter: Awaited<ReturnType<typeof prepareChapter>>) {
  return {
    headers: (i: number) => ({ cookie: chapter.cookies[i % chapter.cookies.length]! }),
    joinFrame: chapter.joinFrame,
  };
}

/** One thing measured: sockets already joined, and how to send them a message. */
interface Target {
  name: string;
  audience: Audience;
  send(text: string): Promise<void>;
}

/** Posting as the author on `base`, over the chapter's REST route. */
const postOn =
  (base: string, chapter: { author: string; messagesUrl: string }) =>
  async (text: string): Promise<void> =>
    void (await api(base, 'POST', chapter.messagesUrl, { message: text }, chapter.author));

const BASELINE_CODE = `
  const { WebSocketServer } = require(${JSON.stringify(path.join(root, 'node_modules/ws'))});
  let lastId = 0;
  const server = require('node:http').createServer((q, s) => {
    let body = '';
    q.on('data', (c) => (body += c));
    q.on('end', () => {
      // The frame Storyloom sends for a message, same shape and about the same size.
      const frame = JSON.stringify({ type: 'new_message', message: { id: ++lastId, storyId: 1, chapterId: 1,
        message: body, createdAt: new Date().toISOString(),
        user: { id: 1, username: 'author_bench', displayName: 'author_bench', profileImageUrl: null } } });
      for (const ws of wss.clients) ws.send(frame);
      s.statusCode = 204;
      s.end();
    });
  });
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  server.listen(5311, '127.0.0.1', () => console.log('ready'));`;

/**
 * Starts every server (baseline, PGlite, PostgreSQL A and B), joins each one's sockets, then measures
 * the targets in interleaved rounds, so that a change in the machine's load (2 shared cores) weighs on
 * all of them alike. Stops everything and drops the bench database at the end.
 */
export async function benchChatFanout(): Promise<FanoutFigure[]> {
  const children: ChildProcess[] = [];
  const audiences: Audience[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-chat-bench-'));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const databases = ['storyloom_chat_bench', 'storyloom_chat_bench_one'];
  const urls = [];
  for (const name of databases) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    urls.push(url.toString());
  }
  const [pgUrl, pgOneUrl] = urls as [string, string];
  const join = async (url: string, options: Parameters<typeof openAudience>[2]) => {
    const audience = await openAudience(url, sockets, options);
    audiences.push(audience);
    return audience;
  };
  try {
    children.push(await start(['-e', BASELINE_CODE], {}, 'ready'));
    children.push(await startStoryloom(5312, { DATA_DIR: dataDir }));
    // One after the other: the first migrates and installs the job queue, the second finds them.
    children.push(await startStoryloom(5313, { DATABASE_URL: pgUrl }));
    children.push(await startStoryloom(5314, { DATABASE_URL: pgUrl }));
    children.push(await startStoryloom(5315, { DATABASE_URL: pgOneUrl }));
    const [lite, a, b, one] = [5312, 5313, 5314, 5315].map((port) => `http://127.0.0.1:${port}`) as [
      string,
      string,
      string,
      string,
    ];
    const liteChapter = await prepareChapter(lite);
    const pgChapter = await prepareChapter(a);
    const oneChapter = await prepareChapter(one);
    const onA = await join('ws://127.0.0.1:5313/ws', audienceOptions(pgChapter));
    const targets: Target[] = [
      {
        name: 'raw ws broadcast (node:http + ws)',
        audience: await join('ws://127.0.0.1:5311/', {}),
        send: async (text) =>
          void (await fetch('http://127.0.0.1:5311/send', { method: 'POST', body: text })),
      },
      {
        name: 'Storyloom, PGlite, one instance',
        audience: await join('ws://127.0.0.1:5312/ws', audienceOptions(liteChapter)),
        send: postOn(lite, liteChapter),
      },
      {
        name: 'Storyloom, PostgreSQL, one instance',
        audience: await join('ws://127.0.0.1:5315/ws', audienceOptions(oneChapter)),
        send: postOn(one, oneChapter),
      },
      {
        name: 'Storyloom, PostgreSQL, two instances (sockets on A, post on B)',
        audience: onA,
        send: postOn(b, pgChapter),
      },
    ];
    const durations = targets.map(() => [] as number[]);
    const perRound = Math.ceil(messages / rounds);
    for (let round = 0; round < rounds; round++) {
      for (const [i, target] of targets.entries()) {
        durations[i]!.push(
          ...(await measureFanout(target.audience, target.send, perRound, round === 0 ? 5 : 1)),
        );
      }
    }
    return targets.map((target, i) => ({ target: target.name, ...summarize(durations[i]!) }));
  } finally {
    for (const audience of audiences) audience.close();
    for (const child of children) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The figures as a Markdown table with each median's ratio to the baseline's (the first figure). */
export function fanoutTable(figures: FanoutFigure[]): string {
  const base = figures[0]!.medianMs;
  const lines = [
    `Chat fan-out to ${sockets} sockets in one chapter, ${messages} messages one at a time, send (POST) to last receive; ${os.cpus().length} cores`,
    '',
    '| target | median ms | p99 ms | median vs raw ws |',
    '|---|---:|---:|---:|',
    ...figures.map(
      (f) => `| ${f.target} | ${f.medianMs} | ${f.p99Ms} | ${(f.medianMs / base).toFixed(2)}x |`,
    ),
  ];
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchChatFanout()
    .then((figures) => console.log(`\n${fanoutTable(figures)}`))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
