import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser, type StoryRow, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { robotsTxt, sitemapXml } from './sitemap.service.js';

let t: TestContext;
let author: UserRow;
let draftOnly: UserRow;
let stories: StoryRow[];
let draft: StoryRow;
const ORIGIN = 'https://storyloom.example';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
  author = await buildUser(t.db, { username: `map_${process.pid}` });
  draftOnly = await buildUser(t.db, { username: `hidden_${process.pid}` });
  stories = [
    await buildStory(t.db, author, {}, 0),
    await buildStory(t.db, author, { accessLevel: 'premium', isPremium: true }, 0),
  ];
  draft = await buildStory(t.db, draftOnly, { isPublished: false }, 0);
});
afterAll(() => t.close());

/** The `<loc>` values of a sitemap document, and its root element's name. */
function locs(xml: string): { root: string; locs: string[] } {
  const doc = parseDocument(xml, { xmlMode: true });
  const root = doc.children.find((n) => n.type === 'tag');
  const found: string[] = [];
  const walk = (nodes: typeof doc.children) => {
    for (const node of nodes) {
      if (node.type !== 'tag') continue;
      if (node.name === 'loc') found.push(node.children.map((c) => ('data' in c ? c.data : '')).join(''));
      walk(node.children);
    }
  };
  walk(doc.children);
  return { root: root && 'name' in root ? root.name : '', locs: found };
}

describe('robots.txt (RFC 9309)', () => {
  it('allows the pages and the feeds, closes the API, names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Allow: /api/stories/*/feed.rss');
    expect(lines).toContain('Allow: /api/authors/*/feed.atom');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('takes the origin from the request when PUBLIC_ORIGIN is not set', () => {
    expect(robotsTxt('http://localhost:5000')).toContain('Sitemap: http://localhost:5000/sitemap.xml');
  });
});

describe('sitemap.xml (sitemaps.org 0.9)', () => {
  it('lists the public pages, published stories and their authors; no draft, no draft-only author', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const { root, locs: urls } = locs(response.body);
    expect(root).toBe('urlset');
    expect(urls).toContain(`${ORIGIN}/welcome`);
    expect(urls).toContain(`${ORIGIN}/browse`);
    for (const story of stories) expect(urls).toContain(`${ORIGIN}/reading/${story.id}`);
    expect(urls).toContain(`${ORIGIN}/author/${author.username}`);
    expect(urls).not.toContain(`${ORIGIN}/reading/${draft.id}`);
    expect(urls).not.toContain(`${ORIGIN}/author/${draftOnly.username}`);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it('splits into a sitemap index past the page size; every URL on exactly one page', async () => {
    const whole = locs((await sitemapXml(t.db, ORIGIN, null, 1_000))!).locs;
    const index = locs((await sitemapXml(t.db, ORIGIN, null, 2))!);
    expect(index.root).toBe('sitemapindex');
    const pages = Math.ceil(whole.length / 2);
    expect(index.locs).toEqual(Array.from({ length: pages }, (_, i) => `${ORIGIN}/sitemaps/${i + 1}.xml`));
    const paged: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const file = locs((await sitemapXml(t.db, ORIGIN, page, 2))!);
      expect(file.root).toBe('urlset');
      expect(file.locs.length).toBeLessThanOrEqual(2);
      paged.push(...file.locs);
    }
    expect(paged).toEqual(whole);
    expect(await sitemapXml(t.db, ORIGIN, pages + 1, 2)).toBeNull();
  });

  it('serves the numbered files; a missing one is a 404, a bad name a 400', async () => {
    expect(locs((await t.app.inject({ url: '/sitemaps/1.xml' })).body).root).toBe('urlset');
    expect((await t.app.inject({ url: '/sitemaps/9.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemaps/../etc' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ url: '/sitemaps/0.xml' })).statusCode).toBe(400);
  });
});
