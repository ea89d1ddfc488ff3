import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { stripAozoraMarkup } from '../../../contract/words.js';

/** The shared corpus folder (`../shared/corpus` from the repo root), or `CORPUS_DIR`. */
export const CORPUS_DIR =
  process.env.CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/corpus');

const TxtBook = z.object({
  slug: z.string(),
  chapters: z.number(),
  front_matter_words: z.number(),
  words_total: z.number(),
  first_heading_line: z.number(),
  headings: z.array(z.string()),
  sizes: z.array(z.number()),
  unit: z.enum(['words', 'chars']),
});
export type TxtBook = z.infer<typeof TxtBook>;

const EpubBook = z.object({
  file: z.string(),
  chapters: z.number(),
  words_total: z.number(),
  sections: z.array(z.tuple([z.string(), z.number()])),
  chapter_sizes: z.array(z.tuple([z.string(), z.number()])).optional(),
});
export type EpubBook = z.infer<typeof EpubBook>;

const readJson = (name: string): unknown => JSON.parse(readFileSync(path.join(CORPUS_DIR, name), 'utf8'));

/** Expected facts for each .txt book (corpus `chapters.json`). */
export const txtBooks: TxtBook[] = z.array(TxtBook).parse(readJson('chapters.json'));
/** Expected facts for each .epub book (corpus `epub_chapters.json`). */
export const epubBooks: EpubBook[] = z.array(EpubBook).parse(readJson('epub_chapters.json'));

/** Reads a book file from the corpus. */
export const readBook = (file: string): Uint8Array =>
  new Uint8Array(readFileSync(path.join(CORPUS_DIR, 'books', file)));

/**
 * Splits text into comparable tokens: Aozora ［＃…］ notes removed, Gutenberg's plain-text conventions
 * folded (underscore italics dropped, "--" read as the em dash it stands for, as chapter titles show them),
 * then whitespace-separated words (or single characters for CJK books) with punctuation trimmed from their
 * ends, so "I." in a file and "I" in "I. THE EVE OF THE WAR" compare equal and joining marks such as "—" vanish.
 */
export function comparableTokens(text: string, chars: boolean): string[] {
  const plain = stripAozoraMarkup(text).replace(/_/g, '').replace(/--/g, '—');
  const raw = chars ? Array.from(plain.replace(/\s+/g, '')) : plain.split(/\s+/);
  return raw.map((t) => t.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '')).filter((t) => t !== '');
}

/** Trimmed, whitespace-collapsed text for heading comparisons, with Aozora notes removed. */
export const normalizeHeading = (text: string): string => stripAozoraMarkup(text).replace(/\s+/g, ' ').trim();
