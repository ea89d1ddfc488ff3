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
  fs.writeFileSync(path.join(dist, 'sw.js'), 'importScripts("./workbox-abc.js")');
  fs.writeFileSync(path.join(dist, 'workbox-abc.js'), 'self.workbox = {}');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Storyloom"}');
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

  it('answers app pages with index.html, unknown pages with it and 404, API, assets and files with JSON', async () => {
    const route = await app.inject({ url: '/library', headers: { accept: 'text/html' } });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toMatch(/text\/html/);
    const unknown = await app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    for (const url of ['/api/nothing', '/assets/missing.js', '/missing.txt']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const json = await app.inject({ url: '/no/such/page', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json().code).toBe('NOT_FOUND');
  });

  it('serves the service worker and manifest, never the SPA page, and lets the worker update', async () => {
    // docs/reference/platform.md#pwa: a browser must always revalidate the worker script, else an update
    // never arrives.
    const sw = await app.inject({ url: '/sw.js', headers: { accept: '*/*', 'service-worker': 'script' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain('importScripts');
    const runtime = await app.inject({ url: '/workbox-abc.js' });
    expect(runtime.headers['content-type']).toMatch(/javascript/);
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const csp = String(sw.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('sends security headers', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
