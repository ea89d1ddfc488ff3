import { z } from 'zod';
import { ZAiGenerationId, ZAiGenerationIds } from './ai-assistance.js';
import { ZAuthorNote, ZReleaseSchedule } from './author-notes.js';
import { ZStoryCollaborator, ZStoryRole } from './collaborators.js';
import { CONTENT_WARNINGS, ZContentWarning } from './content-warnings.js';
import { GENRES } from './genres.js';
import { ZCoverImages, ZCoverUrl } from './images.js';
import { fromCents, MAX_CONTENT_PRICE_CENTS, toCents } from './money.js';
import { ZStoryStatus } from './story-status.js';
import { toXmlText } from './xml-text.js';

export { ADULT_GENRE, GENRES } from './genres.js';

/** A story's genre: one of `GENRES` (docs/reference/limits.md#stories), matched without regard to case. */
export const ZGenre = z
  .string()
  .trim()
  .min(1, { error: 'Please select a genre' })
  .transform((v) => GENRES.find((g) => g.toLowerCase() === v.toLowerCase()) ?? v)
  .pipe(z.enum(GENRES, { error: `Genre must be one of: ${GENRES.join(', ')}` }));

export const ACCESS_LEVELS = ['public', 'subscribers', 'tier_specific', 'premium'] as const;
export const ZAccessLevel = z.enum(ACCESS_LEVELS);
export type AccessLevel = z.infer<typeof ZAccessLevel>;

export const ZId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZIdParams = z.object({ id: ZId });

export const ZAuthorSummary = z.object({
  displayName: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
});

/** A story as cards and the story page read it. */
export const ZStory = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  genre: z.string(),
  tags: z.array(z.string()),
  /** Content warnings (CONTENT_WARNINGS keys), shown before reading (docs/reference/stories.md#warnings). */
  warnings: z.array(ZContentWarning),
  setting: z.string().nullable(),
  openingLine: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /**
   * An uploaded cover's stored sizes, narrowest first, for a srcset (docs/reference/stories.md#covers);
   * null otherwise (`coverUrl` is then a link, an inline image's URL, or null for the generated cover).
   */
  coverImages: ZCoverImages,
  author: ZAuthorSummary,
  authorId: z.number().int(),
  /**
   * The story's accepted collaborators, oldest first: co-authors show as authors beside `author`
   * ("by Ada & Ben"), editors as credits (docs/reference/stories.md#collaborators).
   */
  collaborators: z.array(ZStoryCollaborator),
  /** Price of a one-time purchase in dollars with 2 decimals ("2.99"), null when not premium. */
  price: z.string().nullable(),
  isPremium: z.boolean(),
  isPublished: z.boolean(),
  isAdultContent: z.boolean(),
  accessLevel: ZAccessLevel,
  requiredTierId: z.number().int().nullable(),
  individualPrice: z.string().nullable(),
  previewLength: z.number().int(),
  /**
   * Spec-extension (docs/reference/access.md#policy): the first `freeChapters` chapters of a paid story read
   * in full by anyone who may see it (a paid story always keeps its last chapter paid, ADR 0014). Always
   * sent.
   */
  freeChapters: z.number().int().optional(),
  /**
   * Readers may propose and vote on the next chapter (docs/reference/community.md); the author switches it.
   */
  communityVotingEnabled: z.boolean(),
  /** Where the story stands: ongoing, completed or hiatus (docs/reference/stories.md#status). */
  status: ZStoryStatus,
  /**
   * Spec-extension (docs/reference/stories.md#schedule): the release schedule in the author's words ("New
   * chapter every Friday"), shown after the status; null: none. Always sent by the server.
   */
  releaseSchedule: z.string().nullable().optional(),
  /**
   * Spec-extension (docs/reference/stories.md#notes): the notes a new chapter starts with, before and after
   * its text; sent to the story's team only (author and accepted collaborators), null for everyone else.
   */
  defaultNoteBefore: z.string().nullable().optional(),
  defaultNoteAfter: z.string().nullable().optional(),
  /** Number of chapters. */
  chapters: z.number().int(),
  wordCount: z.number().int(),
  stats: z.object({
    totalViews: z.number().int(),
    /** Out of 5.0, one decimal; 0 without ratings (docs/reference/people.md#author-pages). */
    averageRating: z.number(),
    ratingCount: z.number().int(),
    earnings: z.string(),
  }),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type Story = z.infer<typeof ZStory>;

/**
 * GET /api/stories/{id}: a story card plus the viewer's role on it ('owner', 'coauthor', 'editor', or
 * null: docs/reference/stories.md#collaborators), which decides what the story page offers.
 */
export const ZStoryDetail = ZStory.extend({ viewerRole: ZStoryRole.nullable() });
export type StoryDetail = z.infer<typeof ZStoryDetail>;

/** Trending items carry the author fields flat as well. */
export const ZTrendingStory = ZStory.extend({
  authorUsername: z.string(),
  authorDisplayName: z.string(),
  authorProfileImageUrl: z.string().nullable(),
});

/** At most this many tags per story, each at most MAX_TAG_LENGTH characters (docs/reference/stories.md#tags). */
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 30;

/**
 * Normalises tags as they are written (docs/reference/stories.md#tags, as migration 0021 did for existing
 * rows): trimmed, inner whitespace collapsed to one space, empty ones dropped, and one per spelling ignoring
 * case (the first spelling kept, in the given order).
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** Tags as a list or one comma-separated string, normalised (`normalizeTags`), then capped. */
const tagList = z
  .union([z.string().max(2000), z.array(z.string().max(1000)).max(100)])
  .transform((v) => normalizeTags(Array.isArray(v) ? v : v.split(',')))
  .pipe(
    z
      .array(z.string().max(MAX_TAG_LENGTH, { error: `A tag can be at most ${MAX_TAG_LENGTH} characters` }))
      .max(MAX_TAGS, { error: `At most ${MAX_TAGS} tags` }),
  );

/** Content warnings an author picks (CONTENT_WARNINGS keys; an unknown key is a 400 naming its index). */
const warningList = z
  .array(ZContentWarning, { error: `Warnings must be some of: ${CONTENT_WARNINGS.join(', ')}` })
  .max(CONTENT_WARNINGS.length)
  .transform((v) => [...new Set(v)]);

/** A story's price in dollars ("4.99"), at most MAX_CONTENT_PRICE_CENTS (the tiers' cap too). */
const money = z
  .union([z.string().max(20), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => v === '' || /^\d{1,8}(\.\d{1,2})?$/.test(v), {
    error: 'Price must be a number with at most 2 decimals',
    abort: true, // the cap below reads the amount: only once it is one
  })
  .refine((v) => v === '' || toCents(v) <= MAX_CONTENT_PRICE_CENTS, {
    error: `Price cannot exceed $${fromCents(MAX_CONTENT_PRICE_CENTS)}`,
  })
  .transform((v) => (v === '' ? undefined : v));

/** The most chapters one request may create a story with (an imported Moby-Dick has 138). */
export const MAX_STORY_CHAPTERS = 2000;

export const ZNewChapter = z.object({
  title: z
    .string()
    .overwrite((v) => toXmlText(v, { singleLine: true }))
    .trim()
    .min(1, { error: 'Please fill in both title and content.' })
    .max(255, { error: 'Title cannot exceed 255 characters' }),
  content: z
    .string()
    .overwrite((v) => toXmlText(v))
    .min(1, { error: 'Please fill in both title and content.' })
    .max(2_000_000, { error: 'Chapter is too long' })
    .refine((v) => v.trim().length > 0, { error: 'Please fill in both title and content.' }),
  wordCount: z.number().int().min(0).optional(),
  aiGenerationId: ZAiGenerationId,
  aiGenerationIds: ZAiGenerationIds,
});

/** POST /api/stories (docs/reference/limits.md#stories). */
export const ZCreateStoryRequest = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'Title is required' })
    .max(255, { error: 'Title cannot exceed 255 characters' }),
  genre: ZGenre,
  summary: z.string().max(10_000).optional().nullable(),
  tags: tagList.optional().default([]),
  warnings: warningList.optional().default([]),
  setting: z.string().max(5000).optional().nullable(),
  openingLine: z.string().max(5000).optional().nullable(),
  coverUrl: ZCoverUrl.optional().nullable(),
  accessLevel: ZAccessLevel.default('public'),
  requiredTierId: z.number().int().positive().optional().nullable(),
  isPremium: z.boolean().default(false),
  individualPrice: money.optional().nullable(),
  isAdultContent: z.boolean().default(false),
  previewLength: z.number().int().min(0).max(100_000).default(500),
  /**
   * Spec-extension (docs/reference/access.md#policy): first chapters of a paid story anyone may read (default
   * 1).
   */
  freeChapters: z.number().int().min(0).max(10_000).default(1),
  chapters: z
    .array(ZNewChapter)
    .max(MAX_STORY_CHAPTERS, { error: `A story can be created with at most ${MAX_STORY_CHAPTERS} chapters` })
    .default([]),
  targetWordCount: z.number().int().min(0).max(10_000_000).default(50000),
  estimatedChapters: z.number().int().min(0).max(10_000).default(20),
  isPublished: z.boolean().default(false),
  /** Spec-extension (docs/reference/stories.md#schedule): at most 120 characters; empty is null. */
  releaseSchedule: ZReleaseSchedule,
  /** Spec-extension (docs/reference/stories.md#notes): at most 2,000 characters each; empty is null. */
  defaultNoteBefore: ZAuthorNote,
  defaultNoteAfter: ZAuthorNote,
});
export type CreateStoryRequest = z.input<typeof ZCreateStoryRequest>;

const createField = ZCreateStoryRequest.shape;

/**
 * PATCH /api/stories/{id} (docs/reference/stories.md#editing): any subset of the edit screen's fields, each
 * checked by the same rule as at creation (`ZCreateStoryRequest`); a field left out keeps its value. The
 * details (title, genre, summary, tags, setting, openingLine, status, coverUrl) need the 'edit-details'
 * permission, the rest 'manage' (server/modules/access/story-roles.ts).
 */
export const ZUpdateStoryRequest = z.object({
  title: createField.title.optional(),
  genre: ZGenre.optional(),
  summary: createField.summary,
  tags: tagList.optional(),
  warnings: warningList.optional(),
  setting: createField.setting,
  openingLine: createField.openingLine,
  status: ZStoryStatus.optional(),
  /** Details too (docs/reference/stories.md#schedule, #notes): the schedule line and the default notes. */
  releaseSchedule: ZReleaseSchedule,
  defaultNoteBefore: ZAuthorNote,
  defaultNoteAfter: ZAuthorNote,
  coverUrl: ZCoverUrl.nullable().optional(),
  isPublished: z.boolean().optional(),
  isAdultContent: z.boolean().optional(),
  /** Off: readers can no longer propose or vote; a round already open still ends on the votes cast. */
  communityVotingEnabled: z.boolean().optional(),
  /**
   * Access settings (docs/reference/access.md#policy, ADR 0014); validated together with the story's current
   * ones.
   */
  accessLevel: ZAccessLevel.optional(),
  requiredTierId: createField.requiredTierId,
  isPremium: z.boolean().optional(),
  individualPrice: money.nullable().optional(),
  previewLength: z.number().int().min(0).max(100_000).optional(),
  freeChapters: z.number().int().min(0).max(10_000).optional(),
});
export type UpdateStoryRequest = z.input<typeof ZUpdateStoryRequest>;

/** The PATCH fields that only change a story's details ('edit-details'); every other field needs 'manage'. */
export const STORY_DETAIL_FIELDS = [
  'title',
  'genre',
  'summary',
  'tags',
  'warnings',
  'setting',
  'openingLine',
  'status',
  'releaseSchedule',
  'defaultNoteBefore',
  'defaultNoteAfter',
  'coverUrl',
] as const satisfies readonly (keyof UpdateStoryRequest)[];

/** A query list given comma-separated (`a,b`) or repeated (`x=a&x=b`): trimmed, empty ones dropped. */
const queryList = (max: number) =>
  z.union([z.string().max(2000), z.array(z.string().max(2000)).max(max)]).transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((part) => part.split(','))
      .map((t) => t.trim().replace(/\s+/g, ' '))
      .filter(Boolean),
  );
const tagQuery = (max: number) =>
  queryList(max)
    .pipe(z.array(z.string().max(MAX_TAG_LENGTH)).max(max, { error: `At most ${max} tags` }))
    .optional()
    .default([]);
const warningQuery = queryList(CONTENT_WARNINGS.length)
  .pipe(z.array(ZContentWarning).max(CONTENT_WARNINGS.length))
  .optional()
  .default([]);

/** The sort orders of GET /api/stories/search (docs/reference/routes.md#api-stories). */
export const SEARCH_SORTS = ['rating', 'popular', 'newest', 'updated'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * GET /api/stories/search (docs/reference/routes.md#api-stories): full text `q` plus filters. Lists take
 * `a,b` or repeated params; tags match ignoring case; `minWords`/`maxWords` bound the published word count;
 * `updatedWithin` is in days. Without `sort`: by relevance when `q` is given, else latest update.
 */
export const ZSearchQuery = z
  .object({
    q: z.string().max(200).optional().default(''),
    genre: z.string().max(100).optional().default(''),
    limit: z.coerce.number().int().min(1).max(100).default(30),
    tags: tagQuery(MAX_TAGS),
    excludeTags: tagQuery(20),
    excludeWarnings: warningQuery,
    status: ZStoryStatus.optional(),
    minWords: z.coerce.number().int().min(0).max(100_000_000).optional(),
    maxWords: z.coerce.number().int().min(0).max(100_000_000).optional(),
    updatedWithin: z.coerce.number().int().min(1).max(3650).optional(),
    sort: z.enum(SEARCH_SORTS).optional(),
  })
  .refine((v) => v.minWords === undefined || v.maxWords === undefined || v.minWords <= v.maxWords, {
    error: 'minWords cannot exceed maxWords',
    path: ['maxWords'],
  });
export type SearchQuery = z.output<typeof ZSearchQuery>;

/** GET /api/tags: tag suggestions for a prefix (docs/reference/stories.md#tags). */
export const ZTagSuggestionsQuery = z.object({
  prefix: z.string().trim().min(1, { error: 'Type at least one character' }).max(MAX_TAG_LENGTH),
});

/** A suggested tag: its most common spelling and how many published stories carry it. */
export const ZTagSuggestion = z.object({ tag: z.string(), stories: z.number().int() });
export type TagSuggestion = z.infer<typeof ZTagSuggestion>;

export const ZListQuery = z.object({
  genre: z.string().max(100).optional().default(''),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
