import { diffArrays } from 'diff';
import { isCjkText } from '../../../contract/words.js';

/**
 * The fewest words in a row a saved text must share with an AI draft before those words count as AI
 * words (docs/reference/ai.md#ai-share, ADR 0035): a lone "the" or "she said" or "in the morning" is
 * common to any two texts and drafted by nobody.
 */
export const MIN_SHARED_RUN = 4;

/**
 * Work allowed to one word-level diff, in Myers steps (edit distance × words of both sequences): past it
 * the diff gives up and the text's words in shared runs count as they are (see `measureAiShare`). Keeps a
 * 10,000-word chapter against a few outputs well under 100 ms (bench/ai-share.ts).
 */
const DIFF_WORK_BUDGET = 2_000_000;

/** Han, kana or Hangul anywhere: only such text can be measured in characters (`isCjkText`). */
const ANY_CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The words of a text as the share counts them: whitespace-separated tokens, or, for text that is mostly
 * Han, kana or Hangul (contract/words.ts `isCjkText`), its non-space characters, as `countWords` counts.
 */
export function wordsOf(text: string): string[] {
  if (ANY_CJK.test(text) && isCjkText(text)) return Array.from(text.replace(/\s+/g, ''));
  return text.split(/\s+/).filter((word) => word !== '');
}

/**
 * The share (0..1, 2 decimals) of `text`'s words that came from the AI `outputs` (the generations the
 * chapter drew on), docs/reference/ai.md#ai-share and ADR 0035: for each output, a word-level diff
 * (`diffArrays`, the longest common subsequence) of the text against it, on the words of both that sit in
 * a run of at least MIN_SHARED_RUN words the two have in common; a text word in the common subsequence of
 * any output counts once. When a diff would exceed its work budget (a long text whose shared passages
 * were reordered, or very repetitive prose), every text word in a shared run counts.
 * Cost: linear in the words plus the bounded diff; see bench/ai-share.ts.
 * @returns null when there are no outputs (no AI involved); 0 for a blank text.
 */
export function measureAiShare(text: string, outputs: readonly string[]): number | null {
  if (outputs.length === 0) return null;
  const vocabulary = new Map<string, number>();
  const words = idsOf(wordsOf(text), vocabulary);
  if (words.length === 0) return 0;
  const fromAi = new Uint8Array(words.length);
  const textRuns = new Map<number, Int32Array>();
  for (const output of outputs) {
    const outputWords = idsOf(wordsOf(output), vocabulary);
    const run = Math.min(MIN_SHARED_RUN, words.length, outputWords.length);
    if (run === 0) continue;
    if (!textRuns.has(run)) textRuns.set(run, runHashes(words, run));
    markCommonWords(words, textRuns.get(run)!, outputWords, run, fromAi);
  }
  let count = 0;
  for (const flag of fromAi) count += flag;
  return Math.round((count / words.length) * 100) / 100;
}

/**
 * Sets `fromAi[i]` for the words of `text` in its word-level common subsequence with `output`, both as
 * word ids; `textRuns` holds the hash of each `run`-word run of the text (`runHashes`).
 */
function markCommonWords(
  text: Int32Array,
  textRuns: Int32Array,
  output: Int32Array,
  run: number,
  fromAi: Uint8Array,
): void {
  const outputRuns = runHashes(output, run);
  const textIndexes = indexesOf(wordsInSharedRuns(textRuns, new Set(outputRuns), run));
  if (textIndexes.length === 0) return;
  const outputIndexes = indexesOf(wordsInSharedRuns(outputRuns, new Set(textRuns), run));
  const a = textIndexes.map((i) => text[i]!);
  const b = outputIndexes.map((i) => output[i]!);
  const maxEditLength = Math.max(1, Math.floor(DIFF_WORK_BUDGET / (a.length + b.length)));
  const changes = diffArrays(a, b, { maxEditLength });
  if (!changes) {
    for (const i of textIndexes) fromAi[i] = 1;
    return;
  }
  let at = 0;
  for (const change of changes) {
    if (change.added) continue;
    if (!change.removed) for (let k = 0; k < change.count; k++) fromAi[textIndexes[at + k]!] = 1;
    at += change.count;
  }
}

/** Words as ids, one per distinct word (`vocabulary` is shared by the text and its outputs). */
function idsOf(words: string[], vocabulary: Map<string, number>): Int32Array {
  const ids = new Int32Array(words.length);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    let id = vocabulary.get(word);
    if (id === undefined) {
      id = vocabulary.size;
      vocabulary.set(word, id);
    }
    ids[i] = id;
  }
  return ids;
}

/**
 * A 32-bit hash of each `n`-word run of `ids` (entry i: the run starting at word i). A collision only
 * lets two unrelated words into the diff, which still compares the words themselves.
 */
function runHashes(ids: Int32Array, n: number): Int32Array {
  const hashes = new Int32Array(Math.max(0, ids.length - n + 1));
  for (let i = 0; i < hashes.length; i++) {
    let h = 0x811c9dc5;
    for (let k = 0; k < n; k++) h = Math.imul(h ^ ids[i + k]!, 0x01000193);
    hashes[i] = h;
  }
  return hashes;
}

/** Which words lie in an `n`-word run (by its hash in `runs`) that is also in `shared`. */
function wordsInSharedRuns(runs: Int32Array, shared: Set<number>, n: number): Uint8Array {
  const marked = new Uint8Array(runs.length + n - 1);
  for (let i = 0; i < runs.length; i++) if (shared.has(runs[i]!)) marked.fill(1, i, i + n);
  return marked;
}

function indexesOf(marked: Uint8Array): number[] {
  const indexes: number[] = [];
  for (let i = 0; i < marked.length; i++) if (marked[i]) indexes.push(i);
  return indexes;
}
