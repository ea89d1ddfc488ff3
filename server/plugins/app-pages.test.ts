import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseSync, Visitor } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS } from '../../contract/app-pages.js';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { repoRoot } from '../lib/paths.js';
import { buildStory, buildUser, type StoryRow, type UserRow } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';

/** The paths of every `<Route path="...">` in web/app.tsx, read with a real TSX parser. */
function webAppRoutePaths(): string[] {
  const file = path.join(repoRoot, 'web/app.tsx');
  const { program, errors } = parseSync(file, fs.readFileSync(file, 'utf8'));
  expect(errors).toEqual([]);
  const paths: string[] = [];
  new Visitor({
    JSXOpeningElement(node) {
      if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'Route') return;
      for (const attribute of node.attributes) {
        if (attribute.type !== 'JSXAttribute' || attribute.name.name !== 'path') continue;
        if (attribute.value?.type !== 'Literal' || typeof attribute.value.value !== 'string') {
          throw new Error('A <Route path> in web/app.tsx is not a string literal: list it by hand');
        }
        paths.push(attribute.value.value);
      }
    },
  }).visit(program);
  return paths;
}

/** What curl, wget, Python and link-preview bots send (none asks for text/html). */
const CLIENTS: Record<string, Record<string, string>> = {
  curl: { accept: '*/*', 'user-agent': 'curl/8.5.0' },
  wget: { accept: '*/*', 'user-agent': 'Wget/1.21.3' },
  python: { accept: '*/*', 'user-agent': 'python-requests/2.31.0' },
  bot: { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
};

let dist: string;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let author: UserRow;
let story: StoryRow;
let draft: StoryRow;
let chapterId: number;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-pages-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="x" /><title>Storyloom</title></head><body><div id="root"></div></body></html>',
  );
  database = await openTestDatabase();
  app = await buildApp(
    { ...readConfig({ LOG_LEVEL: 'silent' }), webDistDir: dist, sessionSecret: 'x'.repeat(32) },
    database,
  );
  author = await buildUser(database.db, { username: `pages_${process.pid}` });
  story = await buildStory(database.db, author, { title: 'The Shared Tale' }, 2);
  draft = await buildStory(database.db, author, { isPublished: false, title: 'Hidden draft' }, 1);
  const toc = (await app.inject({ url: `/api/stories/${story.id}/chapters` })).json() as { id: number }[];
  chapterId = toc[1]!.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the route table of app pages', () => {
  it('lists exactly the paths of web/app.tsx', () => {
    expect([...new Set(webAppRoutePaths())].sort()).toEqual([...APP_PAGE_PATHS].sort());
  });
});

describe('app pages and the API document', () => {
  it('keeps the pages out of the OpenAPI document, which the docs page still loads', async () => {
    for (const url of ['/api/openapi.json', '/api/docs/json']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      const paths = Object.keys(answer.json<{ paths: Record<string, unknown> }>().paths);
      for (const page of APP_PAGE_PATHS) expect(paths, url).not.toContain(page.replace(/:(\w+)/g, '{$1}'));
    }
  });
});

describe('app pages answer like pages', () => {
  it('sends the HTML of every page kind to curl, wget, Python and bots, with the story head', async () => {
    const pages = [
      `/reading/${story.id}`,
      `/story/${story.id}`,
      `/reader/${story.id}`,
      `/reader/${story.id}?chapter=${chapterId}`,
      `/reader/${story.id}?chapter=first`,
      `/author/${author.username}`,
      `/user/${author.username!.toUpperCase()}`,
      '/welcome',
      '/browse',
      '/',
      '/library',
      '/settings',
      '/messages/someone',
    ];
    for (const [client, headers] of Object.entries(CLIENTS)) {
      for (const url of pages) {
        const response = await app.inject({ url, headers });
        expect(response.statusCode, `${client} ${url}`).toBe(200);
        expect(response.headers['content-type'], `${client} ${url}`).toMatch(/^text\/html/);
        expect(response.body).toContain('<div id="root">');
        if (/^\/(reading|story|reader)\//.test(url)) {
          expect(response.body).toContain(
            '<meta property="og:title" content="The Shared Tale · Storyloom" />',
          );
        }
      }
    }
  });

  it('answers every sitemap URL with its page to a client that sends */*', async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of urls) {
      const response = await app.inject({ url: `${url.pathname}${url.search}`, headers: CLIENTS.curl });
      expect(response.statusCode, url.pathname).toBe(200);
      expect(response.headers['content-type'], url.pathname).toMatch(/^text\/html/);
    }
  });

  it('answers 404 with the app for an unknown or draft story, an unknown chapter or user', async () => {
    for (const url of [
      '/reading/999999',
      `/reading/${draft.id}`,
      `/story/${draft.id}`,
      `/reader/${draft.id}`,
      '/reading/abc',
      `/reader/${story.id}?chapter=999999`,
      '/author/nobody_at_all',
      '/user/nobody_at_all',
      '/posts/999999',
      '/posts/abc',
    ]) {
      for (const headers of [CLIENTS.curl!, { accept: 'text/html' }]) {
        const response = await app.inject({ url, headers });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.body).toContain('<div id="root">');
        expect(response.body).not.toContain('og:image');
        expect(response.body).not.toContain('feed.rss');
        expect(response.body).not.toContain('Hidden draft');
      }
    }
  });

  it('counts only unknown paths for the 404 limit, never real pages', async () => {
    const from = { remoteAddress: '10.9.8.7' };
    for (let i = 0; i < 300; i++) {
      const response = await app.inject({ url: '/library', headers: { accept: 'text/html' }, ...from });
      expect(response.statusCode).toBe(200);
    }
    expect(
      (await app.inject({ url: '/settings', headers: { accept: 'text/html' }, ...from })).statusCode,
    ).toBe(200);
    const unknown = { url: '/no-such-page', headers: { accept: 'text/html' }, ...from };
    const first = await app.inject(unknown);
    expect(first.statusCode).toBe(404);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    for (let i = 1; i < 300; i++) await app.inject(unknown);
    expect((await app.inject(unknown)).statusCode).toBe(429);
    expect(
      (await app.inject({ url: '/settings', headers: { accept: 'text/html' }, ...from })).statusCode,
    ).toBe(200);
  });
});
