import { and, eq, sql } from 'drizzle-orm';
import { type CoverImage, storedImageHash } from '../../../contract/images.js';
import type { DbOrTx } from '../../db/client.js';
import { stories, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { getVisibleStory } from '../access/visible-story.query.js';
import { uploadedCoverOf } from '../images/cover.js';
import { escapeHtml } from './public-origin.js';

/** Site name and default texts (index.html's own; docs/reference/routes.md#splash: the tagline). */
export const SITE_NAME = 'Storyloom';
export const DEFAULT_DESCRIPTION = 'Storyloom: write, read and fund serialized fiction.';

/** A feed a page links to with `<link rel="alternate">`. */
export interface FeedLink {
  title: string;
  href: string;
  type: 'application/rss+xml' | 'application/atom+xml';
}

/** What a page's head says about it: the document title, Open Graph and Twitter card fields. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute URL of the page's image (a cover, an avatar, or a generated card); absent: none. */
  image?: string;
  type: 'website' | 'book' | 'profile';
  feeds: FeedLink[];
}

/** Longest meta description we print, characters (search engines show ~160; cards ~200). */
const DESCRIPTION_MAX = 200;

/**
 * `text` with its whitespace collapsed, cut to `max` characters at a word boundary with "…" when
 * longer. Returns '' for blank text.
 */
export function shortDescription(text: string | null | undefined, max = DESCRIPTION_MAX): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max - 1);
  const cut = head.lastIndexOf(' ');
  return `${(cut > max / 2 ? head.slice(0, cut) : head).trimEnd()}…`;
}

/** The tags of a site page with no item of its own (home, /welcome, an unknown or unpublished story). */
export function defaultPageMeta(origin: string, path: string): PageMeta {
  return {
    title: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    url: `${origin}${path}`,
    type: 'website',
    feeds: [],
  };
}

/** The feeds of a story (RSS 2.0 and Atom, served by `public.routes.ts`). */
export function storyFeedLinks(origin: string, storyId: number, title: string): FeedLink[] {
  return [
    {
      title: `${title} (RSS)`,
      href: `${origin}/api/stories/${storyId}/feed.rss`,
      type: 'application/rss+xml',
    },
    {
      title: `${title} (Atom)`,
      href: `${origin}/api/stories/${storyId}/feed.atom`,
      type: 'application/atom+xml',
    },
  ];
}

/** The feeds of an author (their published stories' new chapters). */
export function authorFeedLinks(origin: string, username: string, name: string): FeedLink[] {
  const base = `${origin}/api/authors/${encodeURIComponent(username)}`;
  return [
    { title: `${name} (RSS)`, href: `${base}/feed.rss`, type: 'application/rss+xml' },
    { title: `${name} (Atom)`, href: `${base}/feed.atom`, type: 'application/atom+xml' },
  ];
}

/** The public name fields of a story's author (never the email), or undefined when the row is gone. */
export async function loadAuthorNames(
  db: DbOrTx,
  authorId: number,
): Promise<{ username: string | null; displayName: string | null } | undefined> {
  const [author] = await db
    .select({ username: users.username, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, authorId))
    .limit(1);
  return author;
}

/** Raster images that link previews (Open Graph, Twitter cards) show; SVG is not among them. */
const RASTER_DATA_URI = /^data:image\/(png|jpe?g|webp|gif)[;,]/i;

/**
 * The image URL of a stored image value (docs/reference/data.md#entities: a data URI, an inline SVG or an
 * http URL): an http(s) URL as it is, an inline raster image at `servedAt`, anything else `fallback`.
 */
export function imageUrlOf(value: string | null, servedAt: string, fallback?: string): string | undefined {
  const v = value?.trim() ?? '';
  if (/^https?:\/\//i.test(v)) return v;
  if (RASTER_DATA_URI.test(v)) return servedAt;
  return fallback;
}

/**
 * The link-preview card URL of a story with an uploaded cover (`card-image.ts` draws the cover on it,
 * docs/reference/stories.md#covers): a PNG, which every previewer and RSS 2.0 accept (WebP is not
 * universal), versioned by the cover so a new cover gets a new URL. Undefined without an uploaded cover.
 */
export function uploadedCoverCardUrl(
  origin: string,
  story: { id: number; coverUrl: string | null; coverImages: CoverImage[] | null },
): string | undefined {
  const sizes = uploadedCoverOf(story);
  const hash = sizes ? storedImageHash(sizes[sizes.length - 1]!.url) : null;
  return hash ? `${origin}/api/stories/${story.id}/card.png?cover=${hash.slice(0, 16)}` : undefined;
}

/**
 * The head of a published story's pages (/reading/{id}, /story/{id}, /reader/{id}) as an anonymous
 * visitor sees it: title, summary, cover (or the generated card, `card-image.ts`), canonical
 * /reading/{id} and its feeds. Null for an unknown story or a draft (the default tags then, no leak).
 */
export async function storyPageMeta(db: DbOrTx, origin: string, storyId: number): Promise<PageMeta | null> {
  let story: Awaited<ReturnType<typeof getVisibleStory>>;
  try {
    story = await getVisibleStory(db, null, storyId);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  const author = await loadAuthorNames(db, story.authorId);
  const by = author?.displayName || author?.username || 'an author';
  return {
    title: `${story.title} · ${SITE_NAME}`,
    description: shortDescription(story.summary) || `${story.genre} story by ${by} on ${SITE_NAME}.`,
    url: `${origin}/reading/${story.id}`,
    image:
      uploadedCoverCardUrl(origin, story) ??
      imageUrlOf(
        story.coverUrl,
        `${origin}/api/stories/${story.id}/cover`,
        `${origin}/api/stories/${story.id}/card.png`,
      ),
    type: 'book',
    feeds: storyFeedLinks(origin, story.id, story.title),
  };
}

/**
 * The head of /author/{username}: name, bio, avatar and the author's feeds. Null for an unknown
 * username or a user with no published story (nothing public to describe).
 */
export async function authorPageMeta(db: DbOrTx, origin: string, username: string): Promise<PageMeta | null> {
  const [author] = await db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      bio: users.bio,
      profileImageUrl: users.profileImageUrl,
    })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = lower(${username})`,
        sql`EXISTS (SELECT 1 FROM ${stories} WHERE ${stories.authorId} = ${users.id} AND ${stories.isPublished})`,
      ),
    )
    .limit(1);
  if (!author?.username) return null;
  const name = author.displayName || author.username;
  return {
    title: `${name} (@${author.username}) · ${SITE_NAME}`,
    description: shortDescription(author.bio) || `Stories by ${name} on ${SITE_NAME}.`,
    url: `${origin}/author/${encodeURIComponent(author.username)}`,
    image: imageUrlOf(author.profileImageUrl, `${origin}/api/users/${author.id}/avatar`),
    type: 'profile',
    feeds: authorFeedLinks(origin, author.username, name),
  };
}

/**
 * The head tags for `meta`, every value HTML-escaped: `<title>`, description, canonical link, Open
 * Graph (ogp.me: og:title, og:type, og:url, og:image, og:description, og:site_name), Twitter card
 * (developer.x.com "Cards markup") and `<link rel="alternate">` per feed (RSS Autodiscovery).
 */
export function renderHead(meta: PageMeta): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<link rel="canonical" href="${e(meta.url)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(meta.url)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
  ];
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${e(meta.image)}" />`);
    tags.push(`<meta name="twitter:image" content="${e(meta.image)}" />`);
  }
  for (const feed of meta.feeds) {
    tags.push(`<link rel="alternate" type="${feed.type}" title="${e(feed.title)}" href="${e(feed.href)}" />`);
  }
  return tags.join('\n    ');
}

/**
 * index.html with its own `<title>` and description replaced by `head` (inserted before `</head>`).
 * The built file is Vite's (web/index.html): one title, one description meta.
 */
export function injectHead(indexHtml: string, head: string): string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const at = stripped.search(/<\/head>/i);
  return at < 0 ? `${head}\n${stripped}` : `${stripped.slice(0, at)}  ${head}\n  ${stripped.slice(at)}`;
}
