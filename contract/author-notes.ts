import { z } from 'zod';
import { toXmlText } from './xml-text.js';

/** The longest an author's note (before or after a chapter, or a story's default) may be, in characters. */
export const MAX_AUTHOR_NOTE_LENGTH = 2000;

/** The longest a story's release schedule ("New chapter every Friday") may be, in characters. */
export const MAX_RELEASE_SCHEDULE_LENGTH = 120;

/**
 * An author's note (docs/reference/stories.md#notes): plain text, at most 2,000 characters after trimming;
 * empty (or only spaces) is null, no note. Left out (undefined) keeps the saved value on updates.
 */
export const ZAuthorNote = z
  .string()
  .overwrite((v) => toXmlText(v))
  .trim()
  .max(MAX_AUTHOR_NOTE_LENGTH, {
    error: `An author's note cannot exceed ${MAX_AUTHOR_NOTE_LENGTH} characters.`,
  })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/**
 * A story's release schedule in the author's words (docs/reference/stories.md#schedule): one line, at most
 * 120 characters after trimming; empty is null, none.
 */
export const ZReleaseSchedule = z
  .string()
  .overwrite((v) => toXmlText(v, { singleLine: true }).replace(/\s+/g, ' '))
  .trim()
  .max(MAX_RELEASE_SCHEDULE_LENGTH, {
    error: `The release schedule cannot exceed ${MAX_RELEASE_SCHEDULE_LENGTH} characters.`,
  })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();
