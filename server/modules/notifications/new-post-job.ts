import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { notifications, posts, users } from '../../db/schema.js';
import type { RunningJob } from '../../plugins/jobs.js';
import type { NotifyNewPostJob } from '../posts/new-post-queue.js';
import { postReadersSql } from '../posts/post-access.js';
import type { NotificationRow } from './notifications.query.js';
import { publishNotifications } from './notifications.service.js';

type Deps = Pick<FastifyInstance, 'db' | 'jobs' | 'pubsub' | 'log'>;

/**
 * The job of NOTIFY_NEW_POST_JOB (server/modules/posts/new-post-queue.ts): inserts the notifications
 * (unique per user and post: a retry adds none), then publishes them.
 */
export async function runNewPostJob(deps: Deps, job: RunningJob<NotifyNewPostJob>): Promise<void> {
  const rows = await insertNewPostNotifications(deps.db, job.data.postId);
  await publishNotifications(deps, rows);
}

/**
 * One INSERT … SELECT of a `new_post` notification ("New post from {author}", body the post's title, link
 * `/posts/{id}`, dedupe key `post:{id}`) for every follower and live subscriber who may read the post
 * (`postReadersSql`, the SQL form of `mayReadPost`), the author left out. Nothing for a deleted post.
 * Returns the new rows.
 */
export async function insertNewPostNotifications(db: DbOrTx, postId: number): Promise<NotificationRow[]> {
  const authorName = sql`coalesce(nullif(${users.displayName}, ''), ${users.username}, 'an author')`;
  const select = db
    .select({
      // Drizzle's INSERT … SELECT names every column in table order: the serial id, then unread, now.
      id: sql<number>`nextval(pg_get_serial_sequence('notifications', 'id'))`.as('id'),
      userId: sql<number>`readers.user_id`.as('user_id'),
      type: sql<string>`'new_post'`.as('type'),
      title: sql<string>`left('New post from ' || ${authorName}, 200)`.as('title'),
      body: sql<string>`${posts.title}`.as('body'),
      link: sql<string>`'/posts/' || ${posts.id}`.as('link'),
      actorId: sql<number>`${posts.authorId}`.as('actor_id'),
      dedupeKey: sql<string>`'post:' || ${posts.id}`.as('dedupe_key'),
      isRead: sql<boolean>`false`.as('is_read'),
      createdAt: sql<Date>`now()`.as('created_at'),
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .innerJoin(sql`LATERAL ${postReadersSql()} AS readers`, sql`true`)
    .where(and(eq(posts.id, postId), sql`readers.user_id IS DISTINCT FROM ${posts.authorId}`));
  return db.insert(notifications).select(select).onConflictDoNothing().returning();
}
