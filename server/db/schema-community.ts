/**
 * Community tables (docs/reference/community.md: chat moderation, voting rounds), re-exported by `schema.ts`,
 * the one schema Drizzle reads. `chat_messages`, `branch_proposals` and `votes` are
 * entities of docs/reference/data.md#entities and live in `schema.ts`.
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
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { branchProposals, chapters, stories, users } from './schema-core.js';

/** A message of a chapter's live discussion (ADR 0012). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_chapter_idx').on(t.chapterId, t.createdAt)],
);

/** States of a voting round (contract/proposals.ts VOTING_ROUND_STATES, less the derived ones). */
export const ROUND_STATUSES = ['open', 'writing', 'completed', 'no_votes', 'failed'] as const;

/**
 * One voting round per chapter: it opens with the chapter's first proposal and closes `closes_at`
 * (VOTING_WINDOW_MS later); then the winner is written into the next chapter by a job.
 */
export const votingRounds = pgTable(
  'voting_rounds',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .unique()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** 'open' | 'writing' | 'completed' | 'no_votes' | 'failed'. */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull().defaultNow(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    winnerProposalId: integer('winner_proposal_id').references(() => branchProposals.id, {
      onDelete: 'set null',
    }),
    resultChapterId: integer('result_chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    /** Why writing the chapter failed (an error code), for the author. */
    failureReason: varchar('failure_reason', { length: 255 }),
  },
  (t) => [
    index('voting_rounds_status_closes_idx').on(t.status, t.closesAt),
    check(
      'voting_rounds_status_check',
      sql`${t.status} in ('open', 'writing', 'completed', 'no_votes', 'failed')`,
    ),
  ],
);

/** A reader's report of a chat message, kept for review; one per reporter and message. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [unique('chat_reports_message_reporter_uq').on(t.messageId, t.reporterId)],
);

/** A user who hides another's chat messages from themselves. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
    check('user_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
