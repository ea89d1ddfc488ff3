import { z } from 'zod';
import { ZId } from './stories.js';

/**
 * Request and answer shapes of the AI endpoints (docs/reference/routes.md#api-ai). Every answer also carries
 * the `generationId` of the server's generation record: saving a chapter with it (`aiGenerationIds`) lets the
 * server measure how much of the chapter the AI drafted (contract/chapters.ts `aiShare`,
 * docs/reference/ai.md#ai-share).
 */

/** Which writer answers: an OpenAI-compatible endpoint, or the built-in offline writer. */
export const AI_PROVIDERS = ['openai-compatible', 'offline'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** GET /api/ai/status. `model` is the configured model id, or "offline-writer". */
export const ZAiStatus = z.object({
  available: z.boolean(),
  provider: z.enum(AI_PROVIDERS),
  model: z.string(),
  /** Per-user limits: generations per window, window length in ms, tokens per UTC day. */
  limits: z.object({
    generations: z.number().int(),
    windowMs: z.number().int(),
    dailyTokens: z.number().int(),
  }),
  /** Tokens counted against today's (UTC) budget: used, plus those held by generations still running. */
  tokensUsedToday: z.number().int(),
});
export type AiStatus = z.infer<typeof ZAiStatus>;

const missingGenre = 'Please select a genre';
/**
 * docs/reference/limits.md#stories: AI generation needs a genre ("Please select a genre"). Any story genre is
 * accepted (the creation list is GENRES; imported stories may carry others).
 */
const genre = z
  .string({ error: missingGenre })
  .trim()
  .min(1, { error: missingGenre })
  .max(100, { error: 'Genre cannot exceed 100 characters' });
const tags = z.array(z.string().trim().min(1).max(50)).max(30).default([]);
const shortText = (max: number) => z.string().max(max, { error: `Keep this under ${max} characters` });
const chapterText = z.object({
  title: shortText(255),
  content: shortText(200_000),
});
/** Optional seed: the same seed and input give the same offline text (and ask providers for the same). */
const seed = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1)
  .optional();
/** Words per generated chapter: the default is 50,000 / 20 (docs/reference/limits.md#chapters). */
export const DEFAULT_CHAPTER_WORDS = 2500;
const targetWordCount = z.number().int().min(100).max(6000).default(DEFAULT_CHAPTER_WORDS);

/** POST /api/ai/generate-title: {genre, tags}; reads title. */
export const ZGenerateTitleRequest = z.object({ genre, tags, seed });
export const ZGenerateTitleResponse = z.object({ title: z.string(), generationId: z.number().int() });

/** POST /api/ai/generate-summary: {title, genre, tags}; reads summary. */
export const ZGenerateSummaryRequest = z.object({ title: shortText(255).default(''), genre, tags, seed });
export const ZGenerateSummaryResponse = z.object({ summary: z.string(), generationId: z.number().int() });

/** POST /api/ai/generate-first-chapter: {title, genre, summary, tags}; reads title and content. */
export const ZGenerateFirstChapterRequest = z.object({
  title: shortText(255).default(''),
  genre,
  summary: shortText(10_000).default(''),
  tags,
  setting: shortText(5000).default(''),
  openingLine: shortText(5000).default(''),
  targetWordCount,
  seed,
});

/** Answer of the chapter-writing endpoints: a title and the chapter's prose (plain text paragraphs). */
export const ZGeneratedChapter = z.object({
  title: z.string(),
  content: z.string(),
  generationId: z.number().int(),
});
export type GeneratedChapter = z.infer<typeof ZGeneratedChapter>;

/**
 * POST /api/ai/generate-chapter-content: storyTitle, genre, summary, setting, chapterTitle,
 * chapterOutline, previousChapters (title, content), targetWordCount; reads content.
 */
export const ZGenerateChapterContentRequest = z.object({
  storyTitle: shortText(255).default(''),
  genre,
  summary: shortText(10_000).default(''),
  setting: shortText(5000).default(''),
  tags,
  chapterTitle: shortText(255).default(''),
  chapterOutline: shortText(20_000).default(''),
  previousChapters: z.array(chapterText).max(100).default([]),
  targetWordCount,
  seed,
});
export const ZGenerateChapterContentResponse = z.object({
  content: z.string(),
  generationId: z.number().int(),
});

/**
 * POST /api/ai/generate-continuation, proposal form: the story and the chapter the idea follows.
 * Reads title (at most 100 characters) and content (an idea of 30 to 500 characters,
 * docs/reference/limits.md#proposals).
 */
export const ZContinuationIdeaRequest = z.object({ storyId: ZId, chapterId: ZId, seed });

/**
 * POST /api/ai/generate-continuation, chapter-editor form: the story's fields and its chapters so far.
 * Reads title and content (the next chapter).
 */
export const ZContinuationChapterRequest = z.object({
  title: shortText(255).default(''),
  summary: shortText(10_000).default(''),
  genre,
  setting: shortText(5000).default(''),
  tags,
  chapters: z.array(chapterText).max(100).default([]),
  targetWordCount,
  seed,
});

/** Either form of POST /api/ai/generate-continuation (the proposal form is told by `storyId`). */
export const ZGenerateContinuationRequest = z.union([ZContinuationIdeaRequest, ZContinuationChapterRequest]);
export type GenerateContinuationRequest = z.input<typeof ZGenerateContinuationRequest>;

/** Proposal limits the idea draft honours (docs/reference/limits.md#proposals). */
export const PROPOSAL_TITLE_MAX = 100;
export const PROPOSAL_IDEA_MIN = 30;
export const PROPOSAL_IDEA_MAX = 500;

/**
 * Server-sent events of a streamed generation (request header `Accept: text/event-stream`):
 * `start` {generationId, provider}, then `delta` {field, text} appending `text` to `field`, then
 * `done` with the same JSON body the non-streamed call answers, or `error` {code, message}. Errors found
 * before the stream starts (validation, limits) are plain JSON error responses with their status.
 */
export const ZStreamStart = z.object({ generationId: z.number().int(), provider: z.enum(AI_PROVIDERS) });
export const ZStreamDelta = z.object({ field: z.enum(['title', 'content']), text: z.string() });
export type StreamDelta = z.infer<typeof ZStreamDelta>;

export type GenerateTitleRequest = z.input<typeof ZGenerateTitleRequest>;
export type GenerateSummaryRequest = z.input<typeof ZGenerateSummaryRequest>;
export type GenerateFirstChapterRequest = z.input<typeof ZGenerateFirstChapterRequest>;
export type GenerateChapterContentRequest = z.input<typeof ZGenerateChapterContentRequest>;
