import { type AnyColumn, and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outerStoryId } from '../../db/outer-refs.js';
import { preparedFor } from '../../db/prepared.js';
import { chapters, payments, stories, storyCollaborators, storyReads, users } from '../../db/schema.js';
import { releasedSql } from '../access/chapter-release.js';
import { imageVersion, listedImage } from '../images/listed-image.js';
import { averageRatingOf, ratingCountOf } from '../ratings/ratings.query.js';

/**
 * The columns every story card needs: the story, its author and its aggregates (one round trip).
 * Images come without their bytes (`listedImage`): the presenter turns inline ones into URLs.
 */
export const storyCardColumns = {
  story: { ...getTableColumns(stories), coverUrl: listedImage(stories.coverUrl) },
  authorUsername: users.username,
  authorDisplayName: users.displayName,
  authorProfileImageUrl: listedImage(users.profileImageUrl),
  authorImageVersion: imageVersion(users.updatedAt),
  // Released chapters only (docs/reference/platform.md#formats): a scheduled chapter counts from its release
  // time on.
  chapterCount: sql<number>`(SELECT count(*)::int FROM ${chapters} WHERE ${chapters.storyId} = ${outerStoryId} AND ${releasedSql()})`,
  wordCount: sql<number>`(SELECT coalesce(sum(${chapters.wordCount}), 0)::int FROM ${chapters} WHERE ${chapters.storyId} = ${outerStoryId} AND ${releasedSql()})`,
  totalViews: sql<number>`(SELECT count(*)::int FROM ${storyReads} WHERE ${storyReads.storyId} = ${outerStoryId})`,
  averageRating: averageRatingOf(outerStoryId),
  ratingCount: ratingCountOf(outerStoryId),
  earnings: sql<string>`(SELECT coalesce(sum(${payments.authorEarning}), 0)::numeric(12,2)::text FROM ${payments} WHERE ${payments.storyId} = ${outerStoryId} AND ${payments.status} = 'completed')`,
  // The accepted collaborators, oldest first, in the same round trip (docs/reference/stories.md#collaborators).
  collaborators: sql<CardCollaborator[]>`(SELECT coalesce(json_agg(json_build_object('userId', cu.id,
      'username', cu.username, 'displayName', cu.display_name, 'role', sc.role,
      'image', ${listedImage(sql.raw('cu.profile_image_url') as unknown as AnyColumn)},
      'imageVersion', floor(extract(epoch from cu.updated_at) * 1000)::float8) ORDER BY sc.accepted_at, sc.id), '[]'::json)
    FROM ${storyCollaborators} sc JOIN ${users} cu ON cu.id = sc.user_id
    WHERE sc.story_id = ${outerStoryId} AND sc.status = 'accepted')`,
};

/** An accepted collaborator as a card carries them; `image` as `listedImage` selects it. */
export interface CardCollaborator {
  userId: number;
  username: string | null;
  displayName: string | null;
  role: string;
  image: string | null;
  imageVersion: number;
}

export type StoryCardRow = {
  story: typeof stories.$inferSelect;
  authorUsername: string | null;
  authorDisplayName: string | null;
  /** `INLINE` when the avatar is an inline image (see `listedImage`). */
  authorProfileImageUrl: string | null;
  authorImageVersion: number;
  chapterCount: number;
  wordCount: number;
  totalViews: number;
  averageRating: number;
  ratingCount: number;
  earnings: string;
  collaborators: CardCollaborator[];
};

/**
 * Selects story cards matching `where`, ordered by `orderBy` (default: most recently updated).
 * @param limit maximum rows (default 50)
 */
export async function selectStoryCards(
  db: DbOrTx,
  where: SQL | undefined,
  options: { orderBy?: SQL[]; limit?: number } = {},
): Promise<StoryCardRow[]> {
  return db
    .select(storyCardColumns)
    .from(stories)
    .innerJoin(users, eq(users.id, stories.authorId))
    .where(where)
    .orderBy(...(options.orderBy ?? [desc(stories.updatedAt), desc(stories.id)]))
    .limit(options.limit ?? 50);
}

const cardsByIds = (db: DbOrTx, name: string) =>
  db
    .select(storyCardColumns)
    .from(stories)
    .innerJoin(users, eq(users.id, stories.authorId))
    .where(sql`${stories.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare(name);

/** The cards of the stories with these ids, in the order of `ids` (missing ids are skipped). */
export async function selectStoryCardsByIds(db: DbOrTx, ids: number[]): Promise<StoryCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await preparedFor(db, 'story_cards_by_ids', cardsByIds).execute({ ids });
  const byId = new Map(rows.map((row) => [row.story.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One story card by id, or undefined. */
export async function selectStoryCard(db: DbOrTx, storyId: number): Promise<StoryCardRow | undefined> {
  const [row] = await selectStoryCardsByIds(db, [storyId]);
  return row;
}

const latestCards = (withGenre: boolean) => (db: DbOrTx, name: string) =>
  db
    .select(storyCardColumns)
    .from(stories)
    .innerJoin(users, eq(users.id, stories.authorId))
    .where(
      and(eq(stories.isPublished, true), withGenre ? eq(stories.genre, sql.placeholder('genre')) : undefined),
    )
    .orderBy(desc(stories.updatedAt), desc(stories.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);

/**
 * The latest published stories' cards, most recently updated first (the list Home and Discover show:
 * GET /api/stories/search without `q`, docs/reference/routes.md#api-stories). A prepared statement: the
 * hottest list.
 * @param genre a genre, or '' / 'All' for any
 * @param limit maximum cards (1-50)
 */
export async function selectLatestStoryCards(
  db: DbOrTx,
  genre: string,
  limit: number,
): Promise<StoryCardRow[]> {
  const withGenre = genre !== '' && genre !== 'All';
  const statement = preparedFor(
    db,
    `latest_story_cards_${withGenre ? 'genre' : 'all'}`,
    latestCards(withGenre),
  );
  return statement.execute({ genre, limit });
}
