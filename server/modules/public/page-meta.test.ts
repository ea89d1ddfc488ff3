import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { readConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { buildStory, buildUser, type StoryRow, type UserRow } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { DEFAULT_DESCRIPTION, injectHead, shortDescription } from './page-meta.js';

/** Vite's built index.html, as web/index.html makes it (the head the server rewrites). */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="${DEFAULT_DESCRIPTION}" />
    <title>Storyloom</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let dist: string;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let author: UserRow;
let story: StoryRow;
let draft: StoryRow;
let withCover: StoryRow;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-meta-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  database = await openTestDatabase();
  app = await buildApp(
    {
      ...readConfig({ LOG_LEVEL: 'silent', PUBLIC_ORIGIN: 'https://storyloom.example/ignored-path' }),
      webDistDir: dist,
      sessionSecret: 'x'.repeat(32),
    },
    database,
  );
  author = await buildUser(database.db, {
    username: `meta_${process.pid}`,
    displayName: 'Quinn "Q" <Writer>',
    bio: 'Writes about the sea & ships.',
  });
  story = await buildStory(database.db, author, {
    title: 'The <script>alert(1)</script> & "Tide"',
    summary: `A story of ${'waves '.repeat(60)}ending here`,
  });
  draft = await buildStory(database.db, author, { isPublished: false, title: 'Secret draft title' });
  withCover = await buildStory(database.db, author, { coverUrl: 'data:image/png;base64,iVBORw0KGgo=' });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The page's head as a crawler reads it: title, meta by name or property, links by rel. */
async function headOf(url: string, status = 200) {
  const response = await app.inject({ url, headers: { accept: 'text/html' } });
  expect(response.statusCode, url).toBe(status);
  expect(response.headers['content-type']).toMatch(/text\/html/);
  const doc = parseDocument(response.body);
  const tags: { name: string; attribs: Record<string, string>; text: string }[] = [];
  const walk = (nodes: typeof doc.children) => {
    for (const node of nodes) {
      if (node.type === 'tag' || node.type === 'script') {
        const text = node.children.map((c) => ('data' in c ? c.data : '')).join('');
        tags.push({ name: node.name, attribs: node.attribs, text });
        walk(node.children);
      }
    }
  };
  walk(doc.children);
  const meta = (key: string) =>
    tags
      .filter((t) => t.name === 'meta' && (t.attribs.name === key || t.attribs.property === key))
      .map((t) => t.attribs.content);
  return {
    body: response.body,
    titles: tags.filter((t) => t.name === 'title').map((t) => t.text),
    meta,
    links: (rel: string) =>
      tags.filter((t) => t.name === 'link' && t.attribs.rel === rel).map((t) => t.attribs),
    scripts: tags.filter((t) => t.name === 'script'),
  };
}

describe('server-written page heads', () => {
  it('a story page carries its title, description, image and feeds, escaped', async () => {
    const [chapter] = (await app.inject({ url: `/api/stories/${story.id}/chapters` })).json();
    for (const page of [
      `/reading/${story.id}`,
      `/story/${story.id}`,
      `/reader/${story.id}?chapter=${chapter.id}`,
    ]) {
      const head = await headOf(page);
      const title = 'The <script>alert(1)</script> & "Tide" · Storyloom';
      expect(head.titles).toEqual([title]);
      expect(head.meta('og:title')).toEqual([title]);
      expect(head.meta('twitter:title')).toEqual([title]);
      expect(head.meta('description')).toHaveLength(1);
      const description = head.meta('description')[0]!;
      expect(description.startsWith('A story of waves')).toBe(true);
      expect(description.endsWith('…')).toBe(true);
      expect(description.length).toBeLessThanOrEqual(200);
      expect(head.meta('og:description')).toEqual([description]);
      expect(head.meta('og:type')).toEqual(['book']);
      expect(head.meta('og:url')).toEqual([`https://storyloom.example/reading/${story.id}`]);
      expect(head.links('canonical')[0]?.href).toBe(`https://storyloom.example/reading/${story.id}`);
      expect(head.meta('og:image')).toEqual([`https://storyloom.example/api/stories/${story.id}/card.png`]);
      expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
      expect(head.links('alternate').map((l) => [l.type, l.href])).toEqual([
        ['application/rss+xml', `https://storyloom.example/api/stories/${story.id}/feed.rss`],
        ['application/atom+xml', `https://storyloom.example/api/stories/${story.id}/feed.atom`],
      ]);
      // The title's markup is text, never an element: the only script is the app's own.
      expect(head.scripts.map((s) => s.attribs.src)).toEqual(['/assets/index-abc.js']);
      expect(head.body).not.toContain('<script>alert');
    }
  });

  it('a raster cover is the image; the generated card is a PNG', async () => {
    const head = await headOf(`/reading/${withCover.id}`);
    expect(head.meta('og:image')).toEqual([`https://storyloom.example/api/stories/${withCover.id}/cover`]);
    const card = await app.inject({ url: `/api/stories/${story.id}/card.png` });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await app.inject({ url: `/api/stories/${draft.id}/card.png` })).statusCode).toBe(404);
  });

  it('an author page carries the name, bio and the author feeds', async () => {
    const head = await headOf(`/author/${author.username}`);
    expect(head.titles).toEqual([`Quinn "Q" <Writer> (@${author.username}) · Storyloom`]);
    expect(head.meta('description')).toEqual(['Writes about the sea & ships.']);
    expect(head.meta('og:type')).toEqual(['profile']);
    expect(head.links('alternate').map((l) => l.href)).toEqual([
      `https://storyloom.example/api/authors/${author.username}/feed.rss`,
      `https://storyloom.example/api/authors/${author.username}/feed.atom`,
    ]);
  });

  it('drafts, unknown stories and unknown authors are 404 with the default tags and leak nothing', async () => {
    for (const page of [
      `/reading/${draft.id}`,
      `/reader/${draft.id}`,
      '/reading/99999',
      '/author/no_such_user',
    ]) {
      const head = await headOf(page, 404);
      expect(head.titles).toEqual(['Storyloom']);
      expect(head.meta('description')).toEqual([DEFAULT_DESCRIPTION]);
      expect(head.meta('og:image')).toEqual([]);
      expect(head.links('alternate')).toEqual([]);
      expect(head.body).not.toContain('Secret draft title');
    }
  });

  it('the marketing and browse pages have their own titles, whatever the client accepts', async () => {
    expect((await headOf('/welcome')).titles).toEqual(['Storyloom: AI Powered Book Collaboration']);
    expect((await headOf('/browse')).titles).toEqual(['Browse stories · Storyloom']);
    const any = await app.inject({ url: `/reading/${story.id}`, headers: { accept: 'application/json' } });
    expect(any.statusCode).toBe(200);
    expect(any.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('head helpers', () => {
  it('injectHead replaces the one title and description and keeps the rest', () => {
    const html = injectHead(INDEX, '<title>X</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain(DEFAULT_DESCRIPTION);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html.indexOf('<title>X</title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('shortDescription collapses whitespace and cuts at a word', () => {
    expect(shortDescription('  a\n\n b  ')).toBe('a b');
    expect(shortDescription('alpha beta gamma', 12)).toBe('alpha beta…');
    expect(shortDescription(null)).toBe('');
  });
});
