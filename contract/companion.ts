import { z } from 'zod';
import { AI_PROVIDERS } from './ai.js';

const ZAiProvider = z.enum(AI_PROVIDERS);

/*
 * The reader's companion (docs/reference/reading.md#companion): a "Previously on" recap and spoiler-safe
 * answers about a story, built only from the chapters the signed-in reader has reached and may read.
 */

/** Which writer produced a recap or an answer: the configured model, or Storyloom's own extraction. */
export const ZCompanionSource = z.enum(['ai', 'extractive']);
export type CompanionSource = z.infer<typeof ZCompanionSource>;

/** A chapter a recap or an answer was built from (the reader's link target). */
export const ZCompanionChapter = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  /** 1-based place among the story's released chapters, as the table of contents numbers them. */
  position: z.number().int(),
});
export type CompanionChapter = z.infer<typeof ZCompanionChapter>;

/**
 * Where the reader is, sent with a request (the reader's own place on screen, which may be ahead of
 * the saved reading progress); without it the saved reading progress counts. Only chapters before
 * `chapterId`, and the part of `chapterId` before `offset`, are used.
 */
export const ZCompanionPlace = z.object({
  chapterId: z.number().int().positive().optional(),
  /** Character offset inside `chapterId` (UTF-16 code units, as reading progress stores it). */
  offset: z.number().int().min(0).max(2_000_000).optional(),
});

/** GET /api/stories/{id}/companion: whether to offer a recap now (no text, no AI cost). */
export const ZCompanionState = z.object({
  /** True when the reader last read this story more than `recapAfterDays` ago and has read something. */
  recapDue: z.boolean(),
  /** The reader's last read of this story before now (ISO 8601), null when never. */
  lastReadAt: z.string().nullable(),
  recapAfterDays: z.number(),
  /** The writer a recap or an answer would use now. */
  source: ZCompanionSource,
});
export type CompanionState = z.infer<typeof ZCompanionState>;

/** POST /api/stories/{id}/recap body. */
export const ZRecapRequest = ZCompanionPlace;

/** POST /api/stories/{id}/recap: "Previously on", a few short paragraphs, oldest events first. */
export const ZRecap = z.object({
  source: ZCompanionSource,
  provider: ZAiProvider,
  model: z.string(),
  /** Empty when the reader has not finished a chapter yet (nothing to recap). */
  paragraphs: z.array(z.string()),
  /** The chapters it was built from, in reading order. */
  chapters: z.array(ZCompanionChapter),
});
export type Recap = z.infer<typeof ZRecap>;

export const QUESTION_MIN = 3;
export const QUESTION_MAX = 300;

/** POST /api/stories/{id}/ask body: the question, trimmed, 3 to 300 characters. */
export const ZAskRequest = ZCompanionPlace.extend({
  question: z
    .string()
    .trim()
    .min(QUESTION_MIN, `Ask a question of at least ${QUESTION_MIN} characters.`)
    .max(QUESTION_MAX, `Keep the question under ${QUESTION_MAX} characters.`),
});

/** A passage quoted in an answer: a paragraph of a chapter the reader has reached. */
export const ZCompanionPassage = z.object({
  chapter: ZCompanionChapter,
  /** The paragraph's text (whole, or cut at a sentence end near 600 characters with "…"). */
  text: z.string(),
});
export type CompanionPassage = z.infer<typeof ZCompanionPassage>;

/** POST /api/stories/{id}/ask: an answer from the passages only, with the passages it used. */
export const ZAnswer = z.object({
  source: ZCompanionSource,
  provider: ZAiProvider,
  model: z.string(),
  /** The model's answer; null on the extractive path, where the passages are the answer. */
  answer: z.string().nullable(),
  /** Best first; empty when nothing the reader has reached matches ("I could not find that..."). */
  passages: z.array(ZCompanionPassage),
});
export type Answer = z.infer<typeof ZAnswer>;
