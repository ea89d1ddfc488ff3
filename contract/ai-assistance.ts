import { z } from 'zod';
import { AI_ASSISTANCE } from './ai-assistance-labels.js';

export { AI_ASSISTANCE, type AiAssistance, aiAssistanceLabel } from './ai-assistance-labels.js';

/** A chapter's AI assistance (contract/ai-assistance-labels.ts). */
export const ZAiAssistance = z.enum(AI_ASSISTANCE);

/**
 * Optional on chapter saves: the `generationId` an AI endpoint answered with for this chapter's text.
 * The server checks it belongs to the author and compares the saved text with what was generated.
 */
export const ZAiGenerationId = z.number().int().positive().max(2_147_483_647).optional();
