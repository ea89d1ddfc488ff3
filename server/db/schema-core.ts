/**
 * The core tables (docs/reference/data.md#entities): users, sessions, tiers, stories, chapters (without their
 * text: schema-text.ts), proposals, votes, characters, the reader's library, reads, trending, age checks and
 * chat messages. The group files (`schema-ai.ts`, `schema-community.ts`, `schema-money.ts`,
 * `schema-people.ts`, `schema-limits.ts`, `schema-text.ts`) import these; nothing here imports them, so
 * the schema has no import cycle. `schema.ts` re-exports all of it. Money columns are numeric(10,2)
 * (earnings totals numeric(12,2)); code converts them to integer cents at the edge (server/lib/money.ts,
 * ADR 0003).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { createdAt, money } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull().unique(),
    password: varchar('password', { length: 255 }).notNull(),
    username: varchar('username', { length: 50 }).unique(),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    displayName: varchar('display_name', { length: 255 }),
    bio: text('bio'),
    profileImageUrl: text('profile_image_url'),
    genres: text('genres').array().notNull().default(sql`'{}'::text[]`),
    isCreator: boolean('is_creator').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    subscriptionPrice: money('subscription_price'),
    stripeAccountId: varchar('stripe_account_id', { length: 255 }),
    stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
    tipJarEnabled: boolean('tip_jar_enabled').notNull().default(false),
    /**
     * The author accepts direct messages from their active subscribers only
     * (docs/reference/people.md#messages).
     */
    messagesFromSubscribersOnly: boolean('messages_from_subscribers_only').notNull().default(false),
    socialLinks: jsonb('social_links').$type<{ twitter?: string; instagram?: string; website?: string }>(),
    /** When the current email was proven the user's (docs/reference/people.md#email); null: unverified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Usernames are unique regardless of case ("Ada" and "ada" are one person); emails are stored lower-cased.
  (t) => [uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 255 }).primaryKey(),
    /** Times in ms since the epoch; userAgent and lastSeenAt feed Settings' session list. */
    sess: json('sess')
      .$type<{ userId: number; createdAt?: number; userAgent?: string | null; lastSeenAt?: number }>()
      .notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_expire_idx').on(t.expire),
    // A user's sessions (Settings, sign out everywhere else): migration 0011.
    index('sessions_user_idx').on(sql`((${t.sess}->>'userId')::int)`),
  ],
);

export const subscriptionTiers = pgTable(
  'subscription_tiers',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    price: money('price').notNull(),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    /** A note emailed (and shown in the app) to each new subscriber of the tier; null sends none. */
    welcomeNote: text('welcome_note'),
    isActive: boolean('is_active').notNull().default(true),
    /** The Stripe Price billing this tier, created on first subscribe; a new one when the price changes. */
    stripePriceId: varchar('stripe_price_id', { length: 255 }),
    /** The amount (cents) `stripePriceId` charges: when it differs from `price`, a new Price is made. */
    stripePriceCents: integer('stripe_price_cents'),
    /**
     * Percent off twelve months for annual billing (0 = no annual option): the year costs
     * `annualPriceCents` (contract/billing-period.ts) (docs/reference/money.md#subscriptions).
     */
    annualDiscountPercent: integer('annual_discount_percent').notNull().default(0),
    /** Days free before the first charge, once per reader and author (0 = no trial). */
    trialDays: integer('trial_days').notNull().default(0),
    /** The yearly Stripe Price billing this tier's annual option, and the amount (cents) it charges. */
    stripeAnnualPriceId: varchar('stripe_annual_price_id', { length: 255 }),
    stripeAnnualPriceCents: integer('stripe_annual_price_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_tiers_author_idx').on(t.authorId),
    check('subscription_tiers_annual_discount_check', sql`${t.annualDiscountPercent} between 0 and 50`),
    check('subscription_tiers_trial_days_check', sql`${t.trialDays} between 0 and 90`),
  ],
);

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    genre: varchar('genre', { length: 100 }).notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverUrl: text('cover_url'),
    summary: text('summary'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    setting: text('setting'),
    openingLine: text('opening_line'),
    isPublished: boolean('is_published').notNull().default(false),
    accessLevel: varchar('access_level', { length: 20 }).notNull().default('public'),
    requiredTierId: integer('required_tier_id').references(() => subscriptionTiers.id, {
      onDelete: 'set null',
    }),
    isPremium: boolean('is_premium').notNull().default(false),
    individualPrice: money('individual_price'),
    isAdultContent: boolean('is_adult_content').notNull().default(false),
    previewLength: integer('preview_length').notNull().default(500),
    /** The first chapters of a paid story anyone may read in full (docs/reference/access.md#policy). */
    freeChapters: integer('free_chapters').notNull().default(1),
    /**
     * Readers propose and vote on the next chapter (docs/reference/community.md); the author may switch it
     * off.
     */
    communityVotingEnabled: boolean('community_voting_enabled').notNull().default(true),
    /**
     * Where the story stands (contract/story-status.ts STORY_STATUSES): 'ongoing', 'completed' or 'hiatus';
     * shown on cards and the story page (docs/reference/stories.md#status).
     */
    status: varchar('status', { length: 16 }).notNull().default('ongoing'),
    /** The release schedule in the author's words ("New chapter every Friday"), on the story page and cards. */
    releaseSchedule: varchar('release_schedule', { length: 120 }),
    /** Content warnings (contract/content-warnings.ts CONTENT_WARNINGS), shown before reading. */
    warnings: text('warnings').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The author's default notes, put before and after the text of each new chapter (the author may change
     * them per chapter); null: none (docs/reference/stories.md#notes).
     */
    defaultNoteBefore: text('default_note_before'),
    defaultNoteAfter: text('default_note_after'),
    /**
     * An uploaded cover's stored sizes (docs/reference/stories.md#covers), narrowest first: each an image
     * URL (`/api/images/{hash}.webp`, immutable) and its width in px. Null: no upload, the generated cover.
     */
    coverImages: jsonb('cover_images').$type<{ width: number; url: string }[]>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stories_author_idx').on(t.authorId),
    index('stories_published_idx').on(t.isPublished, t.updatedAt),
    check('stories_status_check', sql`${t.status} in ('ongoing', 'completed', 'hiatus')`),
    check(
      'stories_warnings_check',
      sql`${t.warnings} <@ ARRAY['violence', 'graphic_violence', 'sexual_content', 'sexual_violence', 'abuse', 'self_harm', 'suicide', 'major_character_death', 'substance_abuse', 'profanity']::text[]`,
    ),
    // The full-text index is in migration 0001 (it needs an immutable helper for the tags array).
  ],
);

/**
 * The columns of a chapter but its text: shared by the text-free `chapters` below and the stored table
 * with its text (`chapterTexts`, schema-text.ts), so the two cannot drift apart (ADR 0014).
 */
export const chapterColumns = () => ({
  id: serial('id').primaryKey(),
  storyId: integer('story_id')
    .notNull()
    .references(() => stories.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id'),
  title: varchar('title', { length: 255 }),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  isCanon: boolean('is_canon').notNull().default(false),
  orderIndex: integer('order_index').notNull().default(0),
  wordCount: integer('word_count').notNull().default(0),
  /** 'none' | 'assisted' | 'generated' (contract/ai-assistance.ts): readers see an AI label. */
  aiAssistance: varchar('ai_assistance', { length: 16 }).notNull().default('none'),
  /**
   * The share (0 to 1) of the chapter's words that came from AI drafts, measured on every save by a
   * word-level diff of the saved text against the generation ledger's outputs for this chapter
   * (`chapter_ai_sources`, docs/reference/ai.md#ai-share); null when no AI was involved.
   */
  aiShare: real('ai_share'),
  /**
   * The winning proposal this chapter was written from ("Idea by @username"). Unique: a closed round
   * yields one chapter however often its job runs (docs/reference/community.md#winning-chapter).
   */
  sourceProposalId: integer('source_proposal_id')
    .unique()
    .references((): AnyPgColumn => branchProposals.id, { onDelete: 'set null' }),
  /**
   * Scheduled release (docs/reference/platform.md#formats, migration 0010): readers see the chapter from this
   * time on (null: at once). Decided by the time itself in every reader query (access/chapter-release.ts).
   */
  releaseAt: timestamp('release_at', { withTimezone: true }),
  /**
   * Paid-then-free (docs/reference/platform.md#formats): a chapter of a paid story reads free this many days
   * (1..365) after its release (`releaseAt`, else `createdAt`); null: never. Decided in access.policy.ts.
   */
  freeAfterDays: integer('free_after_days'),
  /**
   * The author's notes before and after the chapter's text (docs/reference/stories.md#notes): shown in both
   * readers, foldable, and never chapter text (not counted, searched, summarised or sent to the AI).
   */
  noteBefore: text('note_before'),
  noteAfter: text('note_after'),
  createdAt: createdAt(),
});

/**
 * The chapters table's indexes and checks, declared on both objects of the one table. Also unique
 * (story_id, order_index), DEFERRABLE so renumbering after a delete can pass through duplicates within
 * one statement: migration 0004 (drizzle-kit cannot declare deferrable constraints).
 */
export const chapterExtras = (
  t: Record<
    'storyId' | 'orderIndex' | 'wordCount' | 'aiAssistance' | 'aiShare' | 'freeAfterDays',
    AnyPgColumn
  >,
) => [
  index('chapters_story_order_idx').on(t.storyId, t.orderIndex, t.wordCount),
  check('chapters_ai_assistance_check', sql`${t.aiAssistance} in ('none', 'assisted', 'generated')`),
  check('chapters_free_after_days_check', sql`${t.freeAfterDays} between 1 and 365`),
  check('chapters_ai_share_check', sql`${t.aiShare} between 0 and 1`),
];

/**
 * The `chapters` table WITHOUT its text (`content`): every column a list, a decision, a count or a job
 * needs. Modules outside server/modules/access/ have only this one, so they cannot select, return or
 * alias a chapter's text: the text is in `chapterTexts` (schema-text.ts), which biome.json lets only the
 * access module and the author's write paths import (ADR 0014). Inserts need the text, so they go
 * through those write paths too.
 */
export const chapters = pgTable('chapters', chapterColumns(), chapterExtras);

/**
 * One row per scheduled chapter whose release side effects ran (the new-chapter notifications, the
 * story's updatedAt): the primary key makes the release job's effect happen once however often it runs.
 */
export const chapterReleases = pgTable('chapter_releases', {
  chapterId: integer('chapter_id')
    .primaryKey()
    .references(() => chapters.id, { onDelete: 'cascade' }),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
});

export const branchProposals = pgTable(
  'branch_proposals',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    proposerId: integer('proposer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    /** Vetoed by the story's author: it leaves the tally and cannot win. */
    isVetoed: boolean('is_vetoed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('branch_proposals_chapter_idx').on(t.chapterId)],
);

export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => branchProposals.id, { onDelete: 'cascade' }),
    weight: integer('weight').notNull().default(1),
    cost: integer('cost').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('votes_user_proposal_uq').on(t.userId, t.proposalId),
    index('votes_proposal_idx').on(t.proposalId),
  ],
);

export const characters = pgTable(
  'characters',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    role: varchar('role', { length: 100 }),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('characters_story_idx').on(t.storyId)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookmarks_user_story_uq').on(t.userId, t.storyId),
    index('bookmarks_story_idx').on(t.storyId, t.createdAt),
  ],
);

export const readingProgress = pgTable(
  'reading_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    progress: integer('progress').notNull().default(0),
    /**
     * docs/reference/reading.md#position: character offset of the first word on screen inside `chapterId` (0
     * = its start).
     */
    chapterOffset: integer('chapter_offset').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reading_progress_user_story_uq').on(t.userId, t.storyId)],
);

export const storyReads = pgTable(
  'story_reads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('story_reads_story_read_at_idx').on(t.storyId, t.readAt),
    index('story_reads_read_at_idx').on(t.readAt),
  ],
);

/**
 * Trending points per story (docs/reference/performance.md#trending; the rule in
 * server/modules/stories/trending.ts): kept by triggers on story_reads and bookmarks (migration 0008) as they
 * happen, re-based by the refresh-trending job. Only stories with recent activity have a row.
 */
export const storyTrending = pgTable(
  'story_trending',
  {
    storyId: integer('story_id')
      .primaryKey()
      .references(() => stories.id, { onDelete: 'cascade' }),
    score: integer('score').notNull().default(0),
  },
  (t) => [index('story_trending_score_idx').on(t.score.desc())],
);
