import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stories, users } from '../../db/schema.js';
import { escapeHtml } from './public-origin.js';

/** URLs per sitemap file: the protocol's limit (sitemaps.org "Sitemap file location": 50,000 URLs). */
export const SITEMAP_URLS_MAX = 50_000;

/**
 * The public pages that are not a story or an author (docs/reference/platform.md#public-reading: the
 * marketing page, the browse list).
 */
const STATIC_PATHS = ['/welcome', '/browse'];

interface Entry {
  path: string;
  lastmod?: Date;
}

/** The rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** How many public pages there are: static pages, published stories, authors with a published story. */
async function countEntries(db: DbOrTx): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
    SELECT (SELECT count(*) FROM ${stories} WHERE ${stories.isPublished})::int
         + (SELECT count(DISTINCT ${stories.authorId}) FROM ${stories} WHERE ${stories.isPublished})::int AS n`),
  );
  return STATIC_PATHS.length + Number(row?.n ?? 0);
}

/**
 * The entries at `offset` (0-based, over static pages, then published stories by id, then their
 * authors by id), at most `limit`.
 */
async function entriesAt(db: DbOrTx, offset: number, limit: number): Promise<Entry[]> {
  const fixed = STATIC_PATHS.slice(offset, offset + limit).map((path) => ({ path }));
  const rest = limit - fixed.length;
  if (rest <= 0) return fixed;
  const rows = rowsOf<{ kind: number; key: string; lastmod: string | Date }>(
    await db.execute(sql`
    SELECT kind, key, lastmod FROM (
      SELECT 1 AS kind, ${stories.id} AS ord, ${stories.id}::text AS key, ${stories.updatedAt} AS lastmod
        FROM ${stories} WHERE ${stories.isPublished}
      UNION ALL
      SELECT 2 AS kind, ${users.id} AS ord, ${users.username} AS key, max(${stories.updatedAt}) AS lastmod
        FROM ${users} JOIN ${stories} ON ${stories.authorId} = ${users.id} AND ${stories.isPublished}
        WHERE ${users.username} IS NOT NULL
        GROUP BY ${users.id}
    ) t ORDER BY kind, ord
    LIMIT ${rest} OFFSET ${Math.max(0, offset - STATIC_PATHS.length)}`),
  );
  return [
    ...fixed,
    ...rows.map((row) => ({
      path: row.kind === 1 ? `/reading/${row.key}` : `/author/${encodeURIComponent(row.key)}`,
      lastmod: new Date(row.lastmod),
    })),
  ];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * The sitemap answer (sitemaps.org protocol 0.9): with `page` null, the `<urlset>` of every public
 * page when they fit in one file of `pageSize` URLs, else a `<sitemapindex>` of /sitemaps/{n}.xml;
 * with `page` n (1-based), that file's `<urlset>`, or null when there is no such page.
 * @param pageSize URLs per file (`SITEMAP_URLS_MAX`; smaller in tests)
 */
export async function sitemapXml(
  db: DbOrTx,
  origin: string,
  page: number | null,
  pageSize = SITEMAP_URLS_MAX,
): Promise<string | null> {
  const total = await countEntries(db);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page === null && pages > 1) {
    const files = Array.from(
      { length: pages },
      (_, i) => `  <sitemap><loc>${escapeHtml(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
    );
    return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${files.join('\n')}\n</sitemapindex>\n`;
  }
  const n = page ?? 1;
  if (n < 1 || n > pages) return null;
  const entries = await entriesAt(db, (n - 1) * pageSize, pageSize);
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt (RFC 9309): public pages open to crawlers; the API closed except the feeds (the longer,
 * more specific Allow wins over `Disallow: /api/`); the sitemap's absolute URL.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/stories/*/feed.rss',
    'Allow: /api/stories/*/feed.atom',
    'Allow: /api/authors/*/feed.rss',
    'Allow: /api/authors/*/feed.atom',
    'Allow: /api/stories/*/card.png',
    'Allow: /api/stories/*/cover',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
