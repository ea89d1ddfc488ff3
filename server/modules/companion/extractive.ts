import type { WinkMethods } from 'wink-nlp';
import { englishNlp } from '../../lib/english-nlp.js';

/*
 * Extractive summaries for the recap without an AI endpoint (docs/reference/reading.md#recap): the most
 * informative sentences of a chapter, chosen by wink-nlp's sentence-wise importance (a well-kept NLP library,
 * not heuristics of our own; see ADR 0023). English model; on other languages it still splits sentences
 * and ranks them by shared words, less well.
 */

/**
 * wink-nlp with its English web model, loaded on first use (~150 ms and ~28 MB, once per process) and
 * shared with the offline writer (`server/lib/english-nlp.ts`): a server that never makes an extractive
 * recap never loads it (docs/reference/performance.md#memory, memory after start).
 */
async function engine(): Promise<WinkMethods> {
  return englishNlp();
}

/** A sentence of a chapter: its 0-based index in the chapter, its text and wink's importance (0..1). */
export interface RankedSentence {
  index: number;
  text: string;
  importance: number;
}

/** Sentences shorter than this say too little to stand alone in a recap ("Yes." "He left."). */
const MIN_CHARS = 40;
/** Longer sentences read as a block in a short recap; they are chosen only when nothing shorter is. */
const MAX_CHARS = 260;

/**
 * The `count` most important sentences of `text` (a chapter), most important first, whitespace
 * collapsed (hard-wrapped lines become one line). Sentences of 40..260 characters are preferred;
 * shorter or longer ones are taken only to fill `count`.
 * Cost: about 8 ms per 1,000 characters on this machine (wink-nlp's tokenizer); callers cache.
 */
export async function importantSentences(text: string, count: number): Promise<RankedSentence[]> {
  if (text.trim() === '') return [];
  const wink = await engine();
  const doc = wink.readDoc(text);
  const sentences = doc.sentences().out() as string[];
  const importance = doc.out(wink.its.sentenceWiseImportance) as unknown as {
    index: number;
    importance: number;
  }[];
  const ranked = importance
    .map(({ index, importance: weight }) => ({
      index,
      text: (sentences[index] ?? '').replace(/\s+/g, ' ').trim(),
      importance: weight,
    }))
    .filter((s) => s.text !== '')
    .sort((a, b) => b.importance - a.importance || a.index - b.index);
  const fits = (s: RankedSentence) => s.text.length >= MIN_CHARS && s.text.length <= MAX_CHARS;
  return [...ranked.filter(fits), ...ranked.filter((s) => !fits(s))].slice(0, count);
}
