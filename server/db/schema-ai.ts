/** AI tables (docs/reference/ai.md), re-exported by `schema.ts`, the one schema Drizzle reads. */
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
import { chapters, users } from './schema-core.js';

/**
 * One row per AI generation request: the ledger behind the per-user rate limit and daily token budget
 * (counted here so limits hold across instances and restarts) and behind chapter AI labels (`output`
 * keeps a chapter's generated text to compare with what the author saves). Not in
 * docs/reference/data.md#entities.
 */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: serial('id').primaryKey(),
    /** Null for system generations (a community chapter written from a winning proposal). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The task (server/modules/ai/writing-brief.ts WRITING_TASKS). */
    task: varchar('task', { length: 32 }).notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    model: varchar('model', { length: 255 }).notNull(),
    /**
     * 'running' | 'succeeded' | 'failed' | 'cancelled' (the client went away, e.g. Stop: the provider
     * call was aborted and the tokens used so far are recorded, estimated when the provider reported
     * none; generation-ledger.ts `cancelGeneration`).
     */
    status: varchar('status', { length: 16 }).notNull().default('running'),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    /**
     * Tokens held against the daily budget while the generation runs (estimated input plus the task's
     * maximum output); set back to 0 when it is settled with its real usage or released on failure.
     */
    reservedTokens: integer('reserved_tokens').notNull().default(0),
    /** Generated chapter text (chapter tasks only), to label the chapter it is saved into. */
    output: text('output'),
    errorCode: varchar('error_code', { length: 64 }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_generations_user_created_idx').on(t.userId, t.createdAt),
    // The few running rows, for the housekeeping job that fails those a crash left behind.
    index('ai_generations_running_idx').on(t.createdAt).where(sql`${t.status} = 'running'`),
    check('ai_generations_status_check', sql`${t.status} in ('running', 'succeeded', 'failed', 'cancelled')`),
  ],
);

/**
 * The AI generations whose output went into a chapter (docs/reference/ai.md#ai-share): recorded when a
 * save names them, kept across later saves, so the chapter's `ai_share` is measured on every save
 * against all of them. The primary key makes a generation count once per chapter.
 */
export const chapterAiSources = pgTable(
  'chapter_ai_sources',
  {
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    generationId: integer('generation_id')
      .notNull()
      .references(() => aiGenerations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.generationId] })],
);
