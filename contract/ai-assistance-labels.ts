/*
 * A chapter's AI assistance and its reader-facing label, without zod: the readers and the story page
 * show the label on first load, and importing it from `ai-assistance.ts` would bring zod with it
 * (docs/reference/performance.md#bundle). `ai-assistance.ts` re-exports these.
 */

/**
 * How much of a chapter the AI wrote (docs/reference/limits.md#ai): `none` (by hand), `assisted` (AI
 * text the author edited, or wrote around) or `generated` (AI text saved unedited). Readers see
 * "AI-assisted" / "AI-generated" labels.
 */
export const AI_ASSISTANCE = ['none', 'assisted', 'generated'] as const;
export type AiAssistance = (typeof AI_ASSISTANCE)[number];

/** The reader-facing label of a chapter's AI assistance, or null for chapters written by hand. */
export function aiAssistanceLabel(assistance: AiAssistance): string | null {
  if (assistance === 'generated') return 'AI-generated';
  if (assistance === 'assisted') return 'AI-assisted';
  return null;
}
