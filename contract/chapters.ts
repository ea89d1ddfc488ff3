import { z } from 'zod';
import { ZLockReason } from './access.js';
import { ZAiAssistance, ZAiGenerationId, ZAiGenerationIds, ZAiShare } from './ai-assistance.js';
import { ZAuthorNote } from './author-notes.js';
import { ZId } from './stories.js';
import { toXmlText } from './xml-text.js';

/**. */
export const ZChapter = z.object({
  id: z.number().int(),
  storyId: z.number().int(),
  title: z.string(),
  content: z.string(),
  orderIndex: z.number().int(),
  isCanon: z.boolean(),
  parentId: z.number().int().nullable(),
  wordCount: z.number().int(),
  /** Spec-extension: whether the AI wrote or assisted this chapter (readers see a label). */
  aiAssistance: ZAiAssistance,
  /**
   * Spec-extension (docs/reference/ai.md#ai-share): the share 0..1 of the chapter's words that came from
   * AI drafts ("About 35% AI-drafted"), null when no AI was involved.
   */
  aiShare: ZAiShare,
  /**
   * Spec-extension (docs/reference/community.md#winning-chapter): the winning proposal this chapter was
   * written from, credited "Idea by @username" in the readers; null for chapters not written from a proposal.
   */
  idea: z
    .object({
      proposalId: z.number().int(),
      title: z.string(),
      proposer: z.object({ username: z.string(), displayName: z.string() }),
    })
    .nullable(),
  createdAt: z.string(),
  /**
   * Spec-extension (docs/reference/access.md#policy, ADR 0014): true when the viewer may not read this
   * chapter in full. `content` is then only its preview (the story's `previewLength` characters at most, cut
   * at a word boundary; empty for `age_verification_required` and `login_required`), and `lockReason` says
   * what would unlock it. Always sent by the server; optional here for older clients and fixtures.
   */
  locked: z.boolean().optional(),
  /** Why the chapter is locked (null when it is not). */
  lockReason: ZLockReason.nullable().optional(),
  /**
   * Spec-extension (docs/reference/platform.md#formats, scheduled release): when readers see the chapter (ISO
   * 8601); null when released at once. Only the author ever receives a chapter whose time is still in the
   * future.
   */
  releaseAt: z.string().nullable().optional(),
  /** Spec-extension (paid-then-free): days after its release when a paid chapter reads free (1..365). */
  freeAfterDays: z.number().int().nullable().optional(),
  /** When that is (ISO 8601), or null. */
  freeAt: z.string().nullable().optional(),
  /**
   * Spec-extension (docs/reference/stories.md#notes): the author's note shown above the chapter's text, or
   * null. Never chapter text (not in `content`, `wordCount`, search). Null whenever the chapter is `locked`.
   * Always sent by the server; optional here for older clients and fixtures.
   */
  noteBefore: z.string().nullable().optional(),
  /** The author's note shown below the chapter's text, or null; as `noteBefore`. */
  noteAfter: z.string().nullable().optional(),
});
export type Chapter = z.infer<typeof ZChapter>;
export type ChapterIdea = NonNullable<Chapter['idea']>;

/** Titles and text lose the characters XML 1.0 forbids on the way in (`toXmlText`): feeds and exports carry them. */
const title = z
  .string()
  .overwrite((v) => toXmlText(v, { singleLine: true }))
  .trim()
  .min(1, { error: 'Please fill in both title and content.' })
  .max(255, { error: 'Title cannot exceed 255 characters' });
const content = z
  .string()
  .overwrite((v) => toXmlText(v))
  .max(2_000_000, { error: 'Chapter is too long' })
  .refine((v) => v.trim().length > 0, { error: 'Please fill in both title and content.' });

/** The longest a paid chapter may wait to read free (paid-then-free), in days. */
export const MAX_FREE_AFTER_DAYS = 365;

/**
 * A release time (docs/reference/platform.md#formats): an ISO 8601 date-time with its offset
 * (`Date.toISOString()` is fine); null releases at once. It must be in the future when set (the server checks
 * against its clock).
 */
export const ZReleaseAt = z.iso
  .datetime({ offset: true, error: 'Please enter a valid release date and time.' })
  .nullable()
  .optional();

/** Paid-then-free: a whole number of days, 1..365; null: stays paid. */
export const ZFreeAfterDays = z
  .number()
  .int({ error: 'Please enter a whole number of days.' })
  .min(1, { error: 'Free after must be 1 to 365 days.' })
  .max(MAX_FREE_AFTER_DAYS, { error: 'Free after must be 1 to 365 days.' })
  .nullable()
  .optional();

/**
 * POST /api/chapters (docs/reference/routes.md#api-stories). orderIndex defaults to after the last chapter.
 */
export const ZCreateChapterRequest = z.object({
  storyId: ZId,
  title,
  content,
  isCanon: z.boolean().default(true),
  orderIndex: z.number().int().min(0).max(1_000_000).optional(),
  parentId: z.number().int().positive().nullable().optional(),
  aiGenerationId: ZAiGenerationId,
  aiGenerationIds: ZAiGenerationIds,
  releaseAt: ZReleaseAt,
  freeAfterDays: ZFreeAfterDays,
  /**
   * The author's notes (docs/reference/stories.md#notes): up to 2,000 characters each, trimmed, empty is
   * null. Left out: the story's default note (`defaultNoteBefore`/`defaultNoteAfter`).
   */
  noteBefore: ZAuthorNote,
  noteAfter: ZAuthorNote,
});

/**
 * PUT /api/chapters/{id}. `releaseAt`/`freeAfterDays`/`noteBefore`/`noteAfter` left out keep their saved
 * values.
 */
export const ZUpdateChapterRequest = z.object({
  title,
  content,
  aiGenerationId: ZAiGenerationId,
  aiGenerationIds: ZAiGenerationIds,
  releaseAt: ZReleaseAt,
  freeAfterDays: ZFreeAfterDays,
  noteBefore: ZAuthorNote,
  noteAfter: ZAuthorNote,
});

/**
 * GET /api/stories/{id}/toc (docs/reference/reading.md#contents,
 * docs/reference/performance.md#reader-download): one entry per chapter in reading order, without text, so
 * that a reader can list 100+ chapters and then load only the chapter shown (GET /api/chapters/{id}).
 * `locked`/`lockReason` as in `ZChapter` (the viewer's access policy); `idea` as in `ZChapter`, so the story
 * page's chapter list credits "Idea by @username" (docs/reference/community.md#winning-chapter).
 */
export const ZTocEntry = ZChapter.pick({
  id: true,
  storyId: true,
  title: true,
  orderIndex: true,
  isCanon: true,
  wordCount: true,
  aiAssistance: true,
  aiShare: true,
  idea: true,
}).extend({ locked: z.boolean(), lockReason: ZLockReason.nullable() });
export type TocEntry = z.infer<typeof ZTocEntry>;
