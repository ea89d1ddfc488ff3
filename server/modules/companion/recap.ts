import type { DbOrTx } from '../../db/client.js';
import {
  cachedSummaries,
  fingerprintsOf,
  type ReachedChapter,
  reachedTexts,
  saveSummary,
} from '../access/reached-text.query.js';
import { importantSentences, type RankedSentence } from './extractive.js';

/** The cache source of extractive summaries (`chapter_summaries.source`). */
export const EXTRACTIVE_SOURCE = 'extractive';
/** Sentences kept per chapter in its extractive summary. */
const SENTENCES_PER_CHAPTER = 3;
/** Chapters told one paragraph each at the end of a recap; older ones share one paragraph. */
const RECENT_CHAPTERS = 3;
/** Sentences of the shared paragraph of older chapters. */
const EARLIER_SENTENCES = 3;

/** A chapter with its extractive summary: the chapter and its best sentences, most important first. */
export interface SummarisedChapter {
  chapter: ReachedChapter;
  sentences: RankedSentence[];
}

/**
 * Extractive summaries of `chapters` (reached, readable in full), from the cache when the chapter's
 * text is unchanged, else computed with wink-nlp and cached. Shape of a cached extractive summary: a
 * JSON array of `RankedSentence`, most important first.
 */
export async function extractiveSummaries(
  db: DbOrTx,
  chapters: ReachedChapter[],
): Promise<SummarisedChapter[]> {
  const fingerprints = await fingerprintsOf(
    db,
    chapters.map((c) => c.id),
  );
  const cached = await cachedSummaries(db, EXTRACTIVE_SOURCE, fingerprints);
  const missing = chapters.filter((c) => !cached.has(c.id)).map((c) => c.id);
  const texts = await reachedTexts(db, missing);
  const hashOf = new Map(fingerprints.map((f) => [f.chapterId, f.contentHash]));
  const fresh = new Map<number, RankedSentence[]>();
  for (const id of missing) {
    const sentences = await importantSentences(texts.get(id) ?? '', SENTENCES_PER_CHAPTER);
    fresh.set(id, sentences);
    const contentHash = hashOf.get(id);
    if (contentHash) {
      await saveSummary(db, {
        chapterId: id,
        source: EXTRACTIVE_SOURCE,
        contentHash,
        summary: JSON.stringify(sentences),
      });
    }
  }
  return chapters.map((chapter) => ({
    chapter,
    sentences: fresh.get(chapter.id) ?? parseSentences(cached.get(chapter.id)),
  }));
}

function parseSentences(summary: string | undefined): RankedSentence[] {
  if (!summary) return [];
  try {
    const value = JSON.parse(summary) as RankedSentence[];
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** A title that only numbers its chapter ("Chapter 7", "CHAPTER VII.", "7.") adds nothing to a label. */
const NUMBER_ONLY_TITLE = /^(chapter\s+[\divxlc]+|\d+)\.?$/i;

/** "Chapter 3 (The Ball)" or "Chapter 3" (untitled, or titled "Chapter 3"); "Chapters 1–7" for a range. */
export function chapterLabel(first: ReachedChapter, last?: ReachedChapter): string {
  if (last && last.id !== first.id) return `Chapters ${first.position}–${last.position}`;
  const title = first.title?.trim();
  return title && !NUMBER_ONLY_TITLE.test(title)
    ? `Chapter ${first.position} (${title})`
    : `Chapter ${first.position}`;
}

/**
 * The extractive "Previously on" (docs/reference/reading.md#recap): the older chapters share one paragraph of
 * their most important sentences (at most three, the best sentence of each, in story order); the last three
 * chapters read get a paragraph each with their two best sentences in story order. Each paragraph
 * starts with the chapters it tells ("Chapters 1–7: …"). Empty for no chapters.
 */
export function composeExtractiveRecap(summaries: SummarisedChapter[]): string[] {
  const told = summaries.filter((s) => s.sentences.length > 0);
  const recent = told.slice(-RECENT_CHAPTERS);
  const older = told.slice(0, told.length - recent.length);
  const paragraphs: string[] = [];
  if (older.length > 0) {
    const best = older
      .map((s, order) => ({ order, sentence: s.sentences[0]! }))
      .sort((a, b) => b.sentence.importance - a.sentence.importance)
      .slice(0, EARLIER_SENTENCES)
      .sort((a, b) => a.order - b.order);
    const label = chapterLabel(older[0]!.chapter, older.at(-1)!.chapter);
    paragraphs.push(`${label}: ${best.map((b) => b.sentence.text).join(' ')}`);
  }
  for (const s of recent) {
    const inOrder = s.sentences.slice(0, 2).sort((a, b) => a.index - b.index);
    paragraphs.push(`${chapterLabel(s.chapter)}: ${inOrder.map((x) => x.text).join(' ')}`);
  }
  return paragraphs;
}
