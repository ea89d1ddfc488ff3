import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { buildStory, buildUser, signIn } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';

let dist: string;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const script = `console.log(${JSON.stringify('storyloom '.repeat(400))});`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Storyloom</title>');
  // What the build writes (vite.config.ts `precompress`): the file and its brotli and gzip twins.
  const file = path.join(dist, 'assets', 'app-abc123.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  database = await openTestDatabase();
  app = await buildApp(
    { ...readConfig({ LOG_LEVEL: 'silent' }), webDistDir: dist, sessionSecret: 'x'.repeat(32) },
    database,
  );
  const author = await buildUser(database.db);
  for (let i = 0; i < 6; i++)
    await buildStory(database.db, author, { summary: 'A long summary. '.repeat(20) });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('compression', () => {
  it('serves built JS pre-compressed, as the client accepts, with immutable caching', async () => {
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses API JSON above the threshold and keeps it uncacheable', async () => {
    const url = '/api/stories/search?limit=50';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    const stories = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString());
    expect(stories.length).toBeGreaterThanOrEqual(6);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(stories);
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(stories);
  });

  it('leaves small answers as they are', async () => {
    const small = await app.inject({ url: '/api/auth/user', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBeDefined();
  });
});

describe('per-request cost', () => {
  it('looks no session up for built files', async () => {
    const reader = await buildUser(database.db);
    const cookie = await signIn(app, reader);
    // An idle session's expiry moves forward when its lookup runs (server/plugins/session.ts).
    const rewind = () =>
      database.db.update(sessions).set({ expire: sql`${sessions.expire} - interval '1 day'` });
    const expiry = async () =>
      (await database.db.select({ expire: sessions.expire }).from(sessions))[0]!.expire;
    await rewind();
    const before = await expiry();
    const js = await app.inject({ url: '/assets/app-abc123.js', headers: { cookie } });
    expect(js.statusCode).toBe(200);
    expect(await expiry()).toEqual(before);
    const me = await app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect((await expiry()).getTime()).toBeGreaterThan(before.getTime());
  });
});
