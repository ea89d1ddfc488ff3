import { z } from 'zod';
import { AI_ASSISTANCE } from './ai-assistance-labels.js';

export {
  AI_ASSISTANCE,
  type AiAssistance,
  aiAssistanceLabel,
  aiLabel,
  aiShareLabel,
  type ChapterAi,
  roundAiShare,
} from './ai-assistance-labels.js';

/** A chapter's AI assistance (contract/ai-assistance-labels.ts). */
export const ZAiAssistance = z.enum(AI_ASSISTANCE);

/**
 * Optional on chapter saves: the `generationId` an AI endpoint answered with for this chapter's text.
 * The server checks it belongs to the author and compares the saved text with what was generated.
 */
export const ZAiGenerationId = z.number().int().positive().max(2_147_483_647).optional();

/** The most generation ids one chapter save may name (`aiGenerationIds`). */
export const MAX_AI_GENERATIONS_PER_SAVE = 50;

/**
 * Optional on chapter saves: every `generationId` whose text went into this chapter since its last save
 * (docs/reference/ai.md#ai-share), e.g. a generated draft and a later continuation. The server checks each
 * as `aiGenerationId` (which still works, alone or beside these), records them with the chapter, and
 * measures the chapter's `aiShare` against all the generations recorded for it.
 */
export const ZAiGenerationIds = z
  .array(z.number().int().positive().max(2_147_483_647))
  .max(MAX_AI_GENERATIONS_PER_SAVE, { error: `At most ${MAX_AI_GENERATIONS_PER_SAVE} AI generations` })
  .optional();

/**
 * A chapter's AI share (docs/reference/ai.md#ai-share): the fraction 0..1 (2 decimals) of its words that
 * came from AI drafts, measured by the server on every save; null when no AI was involved. Never accepted
 * from a client.
 */
export const ZAiShare = z.number().min(0).max(1).nullable();
