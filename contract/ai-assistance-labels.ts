/*
 * A chapter's AI assistance and share and its reader-facing label, without zod: the readers and the story
 * page show the label on first load, and importing it from `ai-assistance.ts` would bring zod with it
 * (docs/reference/performance.md#bundle). `ai-assistance.ts` re-exports these.
 */

/**
 * Whether the AI wrote a chapter (docs/reference/limits.md#ai): `none` (by hand), `assisted` (AI text the
 * author edited, or wrote around) or `generated` (AI text saved unedited). How much, is `aiShare`
 * (`aiShareLabel`).
 */
export const AI_ASSISTANCE = ['none', 'assisted', 'generated'] as const;
export type AiAssistance = (typeof AI_ASSISTANCE)[number];

/** A chapter's AI fields as answered (contract/chapters.ts): its label and its share 0..1 or null. */
export interface ChapterAi {
  aiAssistance: AiAssistance;
  aiShare: number | null;
}

/**
 * An AI share as answered (docs/reference/ai.md#ai-share): 2 decimals, since the stored `real` (float4)
 * is not exactly 0.35; null stays null.
 */
export function roundAiShare(share: number | null): number | null {
  return share === null ? null : Math.round(share * 100) / 100;
}

/**
 * The older reader-facing label of a chapter's AI assistance ("AI-generated" / "AI-assisted"), or null
 * for chapters written by hand; shown only for legacy chapters without a share (`aiLabel`).
 */
export function aiAssistanceLabel(assistance: AiAssistance): string | null {
  if (assistance === 'generated') return 'AI-generated';
  if (assistance === 'assisted') return 'AI-assisted';
  return null;
}

/**
 * The reader-facing label of an AI share (docs/reference/ai.md#ai-share, docs/reference/texts.md#ai-labels):
 * "Fully AI-drafted" for 1; "About N% AI-drafted" with N the share rounded to the nearest 5 % (at most 95:
 * only an entirely AI-drafted chapter reads "Fully"); "Under 5% AI-drafted" for a share above 0 that rounds
 * to 0; null for 0 (no AI words left in the chapter).
 */
export function aiShareLabel(share: number): string | null {
  if (share >= 1) return 'Fully AI-drafted';
  if (share <= 0) return null;
  const percent = Math.min(95, Math.round((share * 100) / 5) * 5);
  return percent === 0 ? 'Under 5% AI-drafted' : `About ${percent}% AI-drafted`;
}

/**
 * The label readers see on a chapter (docs/reference/ai.md#ai-share): `aiShareLabel` of its share; for a
 * legacy chapter without a share, the older `aiAssistanceLabel` ("AI-assisted"; "AI-generated" chapters
 * were given a share of 1); null for a chapter written by hand.
 */
export function aiLabel(chapter: { aiAssistance: AiAssistance; aiShare?: number | null }): string | null {
  if (chapter.aiShare !== null && chapter.aiShare !== undefined) return aiShareLabel(chapter.aiShare);
  return aiAssistanceLabel(chapter.aiAssistance);
}
