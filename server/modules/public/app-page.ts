import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { readStoryToc } from '../access/readable-chapters.query.js';
import { getVisibleStory } from '../access/visible-story.query.js';
import { postExists } from '../posts/posts.query.js';
import { authorPageMeta, defaultPageMeta, type PageMeta, SITE_NAME, storyPageMeta } from './page-meta.js';

/** How the server answers a GET of an app page: its status, and the head it writes (null: index.html's own). */
export interface AppPage {
  /** 404 when the page's story, chapter or user does not exist or is not visible: no soft 404. */
  status: 200 | 404;
  head: PageMeta | null;
}

/** The largest id a story may have (the column is a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A path parameter or `?chapter=` value as a row id, or 0 when it cannot be one. */
function idOf(value: string | undefined | null): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return 0;
  const id = Number(value);
  return id <= MAX_ID ? id : 0;
}

/**
 * Whether `chapterId` is a chapter of the published story `storyId` that an anonymous visitor finds
 * in its contents (released; locked or not): the access policy's table of contents (ADR 0014).
 */
async function isListedChapter(db: DbOrTx, storyId: number, chapterId: number): Promise<boolean> {
  try {
    const story = await getVisibleStory(db, null, storyId);
    return (await readStoryToc(db, null, story)).some((entry) => entry.id === chapterId);
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** Whether someone has `username` (compared without regard to case, as profiles are looked up). */
async function userExists(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
}

/** The page of a missing or hidden item: the default tags (nothing of a story), status 404. */
const missing = (origin: string, path: string): AppPage => ({
  status: 404,
  head: defaultPageMeta(origin, path),
});

/**
 * How to answer a GET of the app page at `path` (no query; `chapter` is the `?chapter=` value), as an
 * anonymous visitor would see it whoever asks, so the answer is the same for all (ADR 0019):
 * - `/reading/{id}`, `/story/{id}`, `/reader/{id}`: the published story's head, else 404 (unknown id,
 *   a draft, an id that is no number); `/reader/{id}?chapter={c}` is 404 too when `c` is a number that
 *   names no chapter in the story's contents (anything else opens the first chapter, as the reader does).
 * - `/author/{username}`, `/user/{username}`: the author's head (default tags when nothing is
 *   published), 404 for a username nobody has.
 * - `/posts/{id}`: index.html's own head (a locked post's title is no preview's business), 404 for an
 *   unknown or deleted post (docs/reference/people.md#posts).
 * - `/welcome` and `/browse`: their own titles; every other app page: index.html as built.
 */
export async function resolveAppPage(
  db: DbOrTx,
  origin: string,
  path: string,
  chapter: string | null,
): Promise<AppPage> {
  const story = /^\/(reading|story|reader)\/([^/]*)\/?$/.exec(path);
  if (story) {
    const id = idOf(story[2]);
    const head = id > 0 ? await storyPageMeta(db, origin, id) : null;
    if (!head) return missing(origin, path);
    const chapterId = story[1] === 'reader' ? idOf(chapter) : 0;
    if (chapterId > 0 && !(await isListedChapter(db, id, chapterId))) return missing(origin, path);
    return { status: 200, head };
  }
  const author = /^\/(?:author|user)\/([^/]*)\/?$/.exec(path);
  if (author) {
    const username = decodeURIComponentSafe(author[1] ?? '');
    if (!username || !(await userExists(db, username))) return missing(origin, path);
    return {
      status: 200,
      head: (await authorPageMeta(db, origin, username)) ?? defaultPageMeta(origin, path),
    };
  }
  const post = /^\/posts\/([^/]*)\/?$/.exec(path);
  if (post) {
    const id = idOf(post[1]);
    return id > 0 && (await postExists(db, id)) ? { status: 200, head: null } : missing(origin, path);
  }
  if (path === '/welcome' || path === '/welcome/') {
    return {
      status: 200,
      head: { ...defaultPageMeta(origin, path), title: `${SITE_NAME}: AI Powered Book Collaboration` },
    };
  }
  if (path === '/browse' || path === '/browse/') {
    return {
      status: 200,
      head: { ...defaultPageMeta(origin, path), title: `Browse stories · ${SITE_NAME}` },
    };
  }
  return { status: 200, head: null };
}

/** `decodeURIComponent`, or '' for a malformed escape (`%E0%A4%A`). */
function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
