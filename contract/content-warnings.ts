import { z } from 'zod';

/**
 * Content warnings (docs/reference/stories.md#warnings): a fixed list an author chooses from, shown before
 * reading and filtered out in discovery and search. Modelled on AO3's archive warnings and Royal Road's
 * content warnings. The database allows these keys only (stories_warnings_check, migration 0021).
 */
export const CONTENT_WARNINGS = [
  'violence',
  'graphic_violence',
  'sexual_content',
  'sexual_violence',
  'abuse',
  'self_harm',
  'suicide',
  'major_character_death',
  'substance_abuse',
  'profanity',
] as const;
export type ContentWarning = (typeof CONTENT_WARNINGS)[number];
export const ZContentWarning = z.enum(CONTENT_WARNINGS);

/** The words shown for each warning. */
export const CONTENT_WARNING_LABELS: Record<ContentWarning, string> = {
  violence: 'Violence',
  graphic_violence: 'Graphic violence',
  sexual_content: 'Sexual content',
  sexual_violence: 'Sexual violence',
  abuse: 'Abuse',
  self_harm: 'Self-harm',
  suicide: 'Suicide',
  major_character_death: 'Death of a major character',
  substance_abuse: 'Substance abuse',
  profanity: 'Strong language',
};
