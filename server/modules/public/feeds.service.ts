import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { Feed, type Item } from 'feed';
import { toXmlText } from '../../../contract/xml-text.js';
import type { DbOrTx } from '../../db/client.js';
import { outerStoryId } from '../../db/outer-refs.js';
import { stories, storyCollaborators, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { readStoryChapters } from '../access/readable-chapters.query.js';
import { type StoryWithTeam, storyWithTeamColumns } from '../access/story-access.policy.js';
import { getVisibleStory } from '../access/visible-story.query.js';
import { chapterItem, xmlLine } from './feed-items.js';
import {
  imageUrlOf,
  loadAuthorNames,
  SITE_NAME,
  shortDescription,
  uploadedCoverCardUrl,
} from './page-meta.js';

/** Newest chapters a feed lists (RSS Best Practices: a feed carries recent items, not the archive). */
export const FEED_ITEMS_MAX = 50;
/** Stories of one author whose chapters the author feed gathers (most recently updated first). */
const AUTHOR_FEED_STORIES = 100;

interface AuthorRow {
  username: string | null;
  displayName: string | null;
}

/**
 * The readable chapters of a published story as an anonymous visitor gets them, as items, each with one
 * author element per author (`names`: the owner, then the co-authors, docs/reference/stories.md#collaborators).
 */
async function storyItems(
  db: DbOrTx,
  origin: string,
  story: StoryWithTeam,
  names: string[],
): Promise<Item[]> {
  // Viewer null: the access policy's anonymous answer, so a paid or 18+ chapter arrives without text.
  const chapters = await readStoryChapters(db, null, story);
  const authors = names.map((name) => ({ name: xmlLine(name) }));
  return chapters.map((chapter, index) => ({
    ...chapterItem(origin, story, chapter, index + 1, joinNames(names)),
    author: authors,
  }));
}

/** "Ada", "Ada & Ben", "Ada, Ben & Cy": a byline of several authors. */
function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'Unknown';
  return `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
}

/**
 * The accepted co-authors' names of each story, oldest first (editors are credited, not authors:
 * docs/reference/stories.md#collaborators), in one query for every story asked about.
 */
async function coauthorNames(db: DbOrTx, storyIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (storyIds.length === 0) return names;
  const rows = await db
    .select({ storyId: storyCollaborators.storyId, username: users.username, displayName: users.displayName })
    .from(storyCollaborators)
    .innerJoin(users, eq(users.id, storyCollaborators.userId))
    .where(
      and(
        inArray(storyCollaborators.storyId, storyIds),
        eq(storyCollaborators.status, 'accepted'),
        eq(storyCollaborators.role, 'coauthor'),
      ),
    )
    .orderBy(asc(storyCollaborators.acceptedAt), asc(storyCollaborators.id));
  for (const row of rows) {
    names.set(row.storyId, [...(names.get(row.storyId) ?? []), authorName(row)]);
  }
  return names;
}

/** The newest `FEED_ITEMS_MAX` items, newest first. */
function newest(items: Item[]): Item[] {
  return items.sort((a, b) => b.date.getTime() - a.date.getTime()).slice(0, FEED_ITEMS_MAX);
}

function authorName(author: AuthorRow | undefined): string {
  return xmlLine(author?.displayName || author?.username || 'Unknown');
}

/**
 * The feed as RSS 2.0 or Atom 1.0 XML. Every text that went in was cleaned on its own
 * (`toXmlText`, `textAsHtml`); the document passes the same rule once more, so no stored character
 * (a display name, a bio) can make it invalid XML (W3C XML 1.0, section 2.2).
 */
export function renderFeed(feed: Feed, format: 'rss' | 'atom'): string {
  return toXmlText(format === 'rss' ? feed.rss2() : feed.atom1());
}

/**
 * The feed of a published story: its newest chapters (RSS 2.0 or Atom 1.0 by the caller's choice in
 * `renderFeed`), each with a short excerpt when public, and when locked for an anonymous reader (paid,
 * subscribers, 18+: the access policy decides, ADR 0014) the reason instead of any text (`chapterItem`).
 * @throws AppError STORY_NOT_FOUND (unknown, or a draft)
 */
export async function storyFeed(db: DbOrTx, origin: string, storyId: number): Promise<Feed> {
  const story = await getVisibleStory(db, null, storyId);
  const author = await loadAuthorNames(db, story.authorId);
  const names = [authorName(author), ...((await coauthorNames(db, [story.id])).get(story.id) ?? [])];
  const by = joinNames(names);
  const page = `${origin}/reading/${story.id}`;
  const items = newest(await storyItems(db, origin, story, names));
  const feed = new Feed({
    id: page,
    title: `${xmlLine(story.title)} · ${SITE_NAME}`,
    description:
      toXmlText(shortDescription(story.summary)) || `New chapters of ${xmlLine(story.title)} by ${by}.`,
    link: page,
    updated: items[0]?.date ?? story.updatedAt,
    generator: SITE_NAME,
    image:
      uploadedCoverCardUrl(origin, story) ??
      imageUrlOf(story.coverUrl, `${origin}/api/stories/${story.id}/cover`),
    feedLinks: {
      rss: `${origin}/api/stories/${story.id}/feed.rss`,
      atom: `${origin}/api/stories/${story.id}/feed.atom`,
    },
    author: {
      name: by,
      link: author?.username ? `${origin}/author/${encodeURIComponent(author.username)}` : page,
    },
    copyright: `© ${by}`,
  });
  for (const item of items) feed.addItem(item);
  return feed;
}

/**
 * The feed of an author: the newest chapters of their published stories, as in `storyFeed`.
 * @throws AppError USER_NOT_FOUND (unknown username)
 */
export async function authorFeed(db: DbOrTx, origin: string, username: string): Promise<Feed> {
  const [author] = await db
    .select({ id: users.id, username: users.username, displayName: users.displayName, bio: users.bio })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (!author?.username) throw new AppError('USER_NOT_FOUND');
  const by = authorName(author);
  const page = `${origin}/author/${encodeURIComponent(author.username)}`;
  // Their own stories and those they co-author (docs/reference/stories.md#collaborators).
  const published = await db
    .select({ ...storyWithTeamColumns, ownerUsername: users.username, ownerDisplayName: users.displayName })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.authorId))
    .where(
      and(
        or(
          eq(stories.authorId, author.id),
          sql`EXISTS (SELECT 1 FROM ${storyCollaborators} WHERE ${storyCollaborators.storyId} = ${outerStoryId}
            AND ${storyCollaborators.userId} = ${author.id} AND ${storyCollaborators.status} = 'accepted'
            AND ${storyCollaborators.role} = 'coauthor')`,
        ),
        eq(stories.isPublished, true),
      ),
    )
    .orderBy(desc(stories.updatedAt), desc(stories.id))
    .limit(AUTHOR_FEED_STORIES);
  const coauthors = await coauthorNames(
    db,
    published.map((s) => s.id),
  );
  const items = newest(
    (
      await Promise.all(
        published.map(({ ownerUsername, ownerDisplayName, ...s }) =>
          storyItems(db, origin, s, [
            authorName({ username: ownerUsername, displayName: ownerDisplayName }),
            ...(coauthors.get(s.id) ?? []),
          ]),
        ),
      )
    ).flat(),
  );
  const base = `${origin}/api/authors/${encodeURIComponent(author.username)}`;
  const feed = new Feed({
    id: page,
    title: `${by} · ${SITE_NAME}`,
    description: toXmlText(shortDescription(author.bio)) || `New chapters by ${by}.`,
    link: page,
    updated: items[0]?.date ?? new Date(0),
    generator: SITE_NAME,
    feedLinks: { rss: `${base}/feed.rss`, atom: `${base}/feed.atom` },
    author: { name: by, link: page },
    copyright: `© ${by}`,
  });
  for (const item of items) feed.addItem(item);
  return feed;
}
