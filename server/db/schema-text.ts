/**
 * The tables that hold chapter TEXT (ADR 0014): the stored `chapters` table with its `content`
 * (`chapterTexts`), and the reader's companion tables cut from it (docs/reference/reading.md#companion): its
 * passages, for spoiler-safe questions, and per-chapter summaries cached for recaps. biome.json lets only
 * server/modules/access/ (which applies the access policy before text leaves), the author's write paths
 * and tests import this file; everything else has the text-free `chapters` of schema-core.ts.
 * `schema-stored.ts` hands these to drizzle-kit; the app's `schema.ts` barrel does not re-export them.
 */
import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { chapterColumns, chapterExtras, stories } from './schema-core.js';

/**
 * The stored `chapters` table, with its text. The same table as schema-core.ts `chapters` plus
 * `content` (the chapter's text, plain text with blank lines between paragraphs).
 */
export const chapterTexts = pgTable(
  'chapters',
  { ...chapterColumns(), content: text('content').notNull() },
  chapterExtras,
);

/**
 * A chapter's paragraphs (cut at blank lines as the readers cut them; a paragraph longer than 3,000
 * characters in 3,000-character pieces), kept by a trigger on `chapters` (migration 0013), so every
 * write path (editor, importer, AI, seed, SQL) indexes them. Offsets are characters into the chapter's
 * text, start inclusive, end exclusive. The stored tsvector `search_document` (english) and its GIN
 * index are declared in the migration only, so selecting a passage never fetches it.
 */
export const chapterPassages = pgTable(
  'chapter_passages',
  {
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapterTexts.id, { onDelete: 'cascade' }),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** 0-based order of the passage in its chapter. */
    position: integer('position').notNull(),
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chapterId, t.position] }),
    index('chapter_passages_story_idx').on(t.storyId),
  ],
);

/**
 * A chapter's summary for recaps, once per writer: `source` is 'extractive' or 'ai:<model id>'.
 * `contentHash` (md5 of the chapter text it was made from) tells a stale summary after an edit; the
 * primary key makes a summary written twice (two instances, a retried job) one row.
 */
export const chapterSummaries = pgTable(
  'chapter_summaries',
  {
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapterTexts.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 300 }).notNull(),
    contentHash: varchar('content_hash', { length: 32 }).notNull(),
    /** Sentences in story order, one paragraph of plain text. */
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.source] })],
);
