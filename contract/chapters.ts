import { z } from 'zod';
import { ZLockReason } from './access.js';
import { ZAiAssistance, ZAiGenerationId } from './ai-assistance.js';
import { ZId } from './stories.js';

/** Spec section 3 "Chapter". */
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
   * Spec-extension (issue "Community" §3): the winning proposal this chapter was written from, credited
   * "Idea by @username" in the readers; null for chapters not written from a proposal.
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
   * Spec-extension (issue "Money" §1, ADR 0014): true when the viewer may not read this chapter in full.
   * `content` is then only its preview (the story's `previewLength` characters at most, cut at a word
   * boundary; empty for `age_verification_required` and `login_required`), and `lockReason` says what
   * would unlock it. Always sent by the server; optional here for older clients and fixtures.
   */
  locked: z.boolean().optional(),
  /** Why the chapter is locked (null when it is not). */
  lockReason: ZLockReason.nullable().optional(),
});
export type Chapter = z.infer<typeof ZChapter>;
export type ChapterIdea = NonNullable<Chapter['idea']>;

const title = z
  .string()
  .trim()
  .min(1, { error: 'Please fill in both title and content.' })
  .max(255, { error: 'Title cannot exceed 255 characters' });
const content = z
  .string()
  .max(2_000_000, { error: 'Chapter is too long' })
  .refine((v) => v.trim().length > 0, { error: 'Please fill in both title and content.' });

/** POST /api/chapters (spec section 7). orderIndex defaults to after the last chapter. */
export const ZCreateChapterRequest = z.object({
  storyId: ZId,
  title,
  content,
  isCanon: z.boolean().default(true),
  orderIndex: z.number().int().min(0).max(1_000_000).optional(),
  parentId: z.number().int().positive().nullable().optional(),
  aiGenerationId: ZAiGenerationId,
});

/** PUT /api/chapters/{id}. */
export const ZUpdateChapterRequest = z.object({ title, content, aiGenerationId: ZAiGenerationId });
