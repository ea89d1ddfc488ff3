import { and, eq, sql } from 'drizzle-orm';
import {
  type CreatePost,
  POST_PAGE_SIZE,
  type Post,
  type PostAudience,
  type PostPage,
} from '../../../contract/posts.js';
import type { DbOrTx } from '../../db/client.js';
import { postPollOptions, postPollVotes, posts, subscriptionTiers } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { presentPosts } from './post.presenter.js';
import { loadPostRelations, mayReadPost } from './post-access.js';
import {
  byAuthor,
  byFollowedAuthors,
  olderThan,
  type PostRow,
  selectAuthorId,
  selectPostRow,
  selectPostRows,
} from './posts.query.js';

/** The post `id` as `viewer` may see it (docs/reference/people.md#posts). @throws AppError POST_NOT_FOUND */
export async function getPost(db: DbOrTx, viewer: SessionUser | null, id: number): Promise<Post> {
  const row = await selectPostRow(db, id);
  if (!row) throw new AppError('POST_NOT_FOUND');
  const [post] = await presentPosts(db, viewer?.id ?? null, [row]);
  return post!;
}

/**
 * Publishes a post by `author`: the poll's options stored in the order given. `tierId` must name one of
 * the author's own tiers (docs/reference/people.md#posts). Returns the new post's id; the caller queues
 * its notifications once this commits.
 * @throws AppError VALIDATION_ERROR (field `body.tierId`) for a tier that is not the author's
 */
export async function createPost(db: DbOrTx, author: SessionUser, input: CreatePost): Promise<number> {
  return db.transaction(async (tx) => {
    if (input.tierId !== undefined) {
      const [tier] = await tx
        .select({ id: subscriptionTiers.id })
        .from(subscriptionTiers)
        .where(and(eq(subscriptionTiers.id, input.tierId), eq(subscriptionTiers.authorId, author.id)));
      if (!tier) {
        throw new AppError('VALIDATION_ERROR', 'Choose one of your own tiers.', { field: 'body.tierId' });
      }
    }
    const [post] = await tx
      .insert(posts)
      .values({
        authorId: author.id,
        title: input.title,
        body: input.body,
        audience: input.audience,
        tierId: input.tierId ?? null,
      })
      .returning({ id: posts.id });
    const options = input.poll?.options ?? [];
    if (options.length > 0) {
      await tx
        .insert(postPollOptions)
        .values(options.map((label, position) => ({ postId: post!.id, position, label })));
    }
    return post!.id;
  });
}

/** The post `id` when `viewer` wrote it. @throws AppError POST_NOT_FOUND, ACCESS_DENIED (someone else's) */
async function ownPost(db: DbOrTx, viewer: SessionUser, id: number): Promise<PostRow> {
  const row = await selectPostRow(db, id);
  if (!row) throw new AppError('POST_NOT_FOUND');
  if (row.post.authorId !== viewer.id)
    throw new AppError('ACCESS_DENIED', 'Only the author can change this post.');
  return row;
}

/**
 * The author edits the title or body; `editedAt` becomes now. An edit notifies no one (only a new post
 * does, docs/reference/people.md#posts).
 * @throws AppError POST_NOT_FOUND, ACCESS_DENIED
 */
export async function updatePost(
  db: DbOrTx,
  viewer: SessionUser,
  id: number,
  input: { title?: string; body?: string },
): Promise<Post> {
  await ownPost(db, viewer, id);
  await db
    .update(posts)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.body !== undefined ? { body: input.body } : {}),
      editedAt: sql`now()`,
    })
    .where(eq(posts.id, id));
  return getPost(db, viewer, id);
}

/** The author deletes the post with its poll and votes (cascade). @throws AppError POST_NOT_FOUND, ACCESS_DENIED */
export async function deletePost(db: DbOrTx, viewer: SessionUser, id: number): Promise<void> {
  await ownPost(db, viewer, id);
  await db.delete(posts).where(eq(posts.id, id));
}

/**
 * `viewer`'s vote in the poll of post `id`: one per person (primary key (post_id, user_id)); voting again
 * moves the vote (an upsert, safe under races). Only a viewer who may read the post votes.
 * @throws AppError POST_NOT_FOUND; CONTENT_LOCKED (outside the audience); VALIDATION_ERROR (field
 *   `body.optionId`) when the post is no poll or the option is another post's
 */
export async function votePost(db: DbOrTx, viewer: SessionUser, id: number, optionId: number): Promise<Post> {
  const row = await selectPostRow(db, id);
  if (!row) throw new AppError('POST_NOT_FOUND');
  const { post } = row;
  const relations = await loadPostRelations(db, viewer.id, [post.authorId]);
  const audience = post.audience as PostAudience;
  if (!mayReadPost(viewer.id, { authorId: post.authorId, audience, tierId: post.tierId }, relations)) {
    throw new AppError('CONTENT_LOCKED', 'Only the audience of this post can vote in its poll.');
  }
  const options = await db
    .select({ id: postPollOptions.id })
    .from(postPollOptions)
    .where(eq(postPollOptions.postId, id));
  if (options.length === 0) {
    throw new AppError('VALIDATION_ERROR', 'This post has no poll.', { field: 'body.optionId' });
  }
  if (!options.some((option) => option.id === optionId)) {
    throw new AppError('VALIDATION_ERROR', 'Choose one of this poll’s options.', { field: 'body.optionId' });
  }
  await db
    .insert(postPollVotes)
    .values({ postId: id, userId: viewer.id, optionId })
    .onConflictDoUpdate({
      target: [postPollVotes.postId, postPollVotes.userId],
      set: { optionId, createdAt: sql`now()` },
    });
  return getPost(db, viewer, id);
}

async function page(db: DbOrTx, viewer: SessionUser | null, rows: PostRow[]): Promise<PostPage> {
  const shown = rows.slice(0, POST_PAGE_SIZE);
  return { posts: await presentPosts(db, viewer?.id ?? null, shown), hasMore: rows.length > POST_PAGE_SIZE };
}

/**
 * The posts of the author `username` (case-insensitive), newest first, POST_PAGE_SIZE a page, older than
 * `before` (a post id) when given; locked ones with title only.
 * @throws AppError USER_NOT_FOUND
 */
export async function listAuthorPosts(
  db: DbOrTx,
  viewer: SessionUser | null,
  username: string,
  before?: number,
): Promise<PostPage> {
  const authorId = await selectAuthorId(db, username);
  if (authorId === undefined) throw new AppError('USER_NOT_FOUND');
  const rows = await selectPostRows(db, and(byAuthor(authorId), olderThan(before)), POST_PAGE_SIZE + 1);
  return page(db, viewer, rows);
}

/**
 * The home feed: posts of the authors `viewer` follows or subscribes to now, newest first, POST_PAGE_SIZE a
 * page, older than `before` when given; locked ones (e.g. a tier's post for a follower) with title only.
 */
export async function listFeedPosts(db: DbOrTx, viewer: SessionUser, before?: number): Promise<PostPage> {
  const rows = await selectPostRows(
    db,
    and(byFollowedAuthors(viewer.id), olderThan(before)),
    POST_PAGE_SIZE + 1,
  );
  return page(db, viewer, rows);
}
