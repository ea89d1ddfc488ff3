import { z } from 'zod';

/**
 * How much of a chapter the AI wrote (issue "AI writing studio" §3): `none` (by hand), `assisted` (AI
 * text the author edited, or wrote around) or `generated` (AI text saved unedited). Readers see
 * "AI-assisted" / "AI-generated" labels.
 */
export const AI_ASSISTANCE = ['none', 'assisted', 'generated'] as const;
export type AiAssistance = (typeof AI_ASSISTANCE)[number];
export const ZAiAssistance = z.enum(AI_ASSISTANCE);

/** The reader-facing label of a chapter's AI assistance, or null for chapters written by hand. */
export function aiAssistanceLabel(assistance: AiAssistance): string | null {
  if (assistance === 'generated') return 'AI-generated';
  if (assistance === 'assisted') return 'AI-assisted';
  return null;
}

/**
 * Optional on chapter saves: the `generationId` an AI endpoint answered with for this chapter's text.
 * The server checks it belongs to the author and compares the saved text with what was generated.
 */
export const ZAiGenerationId = z.number().int().positive().max(2_147_483_647).optional();
