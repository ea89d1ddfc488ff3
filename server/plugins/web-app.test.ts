import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/test-database.js';

let dist: string;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Storyloom</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'app-123.css'), 'body{}');
  database = await openTestDatabase();
  app = await buildApp(
    { ...readConfig({ LOG_LEVEL: 'silent' }), webDistDir: dist, sessionSecret: 'x'.repeat(32) },
    database,
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves the built files to signed-out visitors with their content types', async () => {
    const js = await app.inject({ url: '/assets/app-123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toMatch(/immutable/);
    const css = await app.inject({ url: '/assets/app-123.css' });
    expect(css.headers['content-type']).toMatch(/text\/css/);
    const root = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Storyloom</title>');
  });

  it('falls back to index.html for app routes but not for API, assets or non-HTML requests', async () => {
    const route = await app.inject({ url: '/reading/12', headers: { accept: 'text/html' } });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toMatch(/text\/html/);
    for (const url of ['/api/nothing', '/assets/missing.js', '/robots.txt']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(
      (await app.inject({ url: '/reading/12', headers: { accept: 'application/json' } })).statusCode,
    ).toBe(404);
  });

  it('sends security headers', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
