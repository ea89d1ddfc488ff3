/**
 * Reach, re-exported by `schema.ts`: free follows of an author, the author's posts (announcements and
 * polls) and their votes (docs/reference/people.md#follows, #posts), and the server's signing keys
 * (the key behind one-click unsubscribe links, docs/reference/people.md#email).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { subscriptionTiers, users } from './schema-core.js';

/**
 * A reader following an author for free: separate from a paid subscription (`author_subscriptions`).
 * One row per pair; following oneself is refused by a check. The author's follower count is
 * `count(*)` over `author_id` (indexed with `created_at` for the dashboard's growth).
 */
export const authorFollows = pgTable(
  'author_follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.authorId] }),
    index('author_follows_author_idx').on(t.authorId, t.createdAt),
    check('author_follows_not_self', sql`${t.followerId} <> ${t.authorId}`),
  ],
);

/**
 * An author's post: an announcement, a hiatus note or a poll; never a chapter, so reading one moves no
 * bookmark and no reading progress. `audience` (contract/posts.ts POST_AUDIENCES): 'public' (anyone),
 * 'followers' (followers and subscribers), 'subscribers' (active subscribers), 'tier' (subscribers of
 * `tierId`; a tier deleted later leaves the post to every active subscriber). The body is plain text,
 * paragraphs split by blank lines; readers outside the audience get the title only.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull().default(''),
    audience: varchar('audience', { length: 16 }).notNull(),
    tierId: integer('tier_id').references(() => subscriptionTiers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('posts_author_idx').on(t.authorId, t.id),
    check('posts_audience_check', sql`${t.audience} in ('public', 'followers', 'subscribers', 'tier')`),
  ],
);

/** One choice of a post's poll, in `position` order (a post with options is a poll). */
export const postPollOptions = pgTable(
  'post_poll_options',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: varchar('label', { length: 120 }).notNull(),
  },
  (t) => [index('post_poll_options_post_idx').on(t.postId, t.position)],
);

/** A reader's vote in a poll: one per person and post (the primary key), changeable while it is open. */
export const postPollVotes = pgTable(
  'post_poll_votes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => postPollOptions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_poll_votes_option_idx').on(t.optionId)],
);

/**
 * A server-wide secret kept in the database, so that every instance signs and checks with the same one
 * (an instance's DATA_DIR is its own). `name` says what it signs ('unsubscribe'); `secret` is hex of 32
 * random bytes, made by the first instance that needs it (INSERT … ON CONFLICT DO NOTHING).
 */
export const signingKeys = pgTable('signing_keys', {
  name: varchar('name', { length: 40 }).primaryKey(),
  secret: varchar('secret', { length: 128 }).notNull(),
  createdAt: createdAt(),
});
