import { sentenceKey, splitSentences } from './grammar.js';

/**
 * The sentences a chapter has used, so none is written twice. Text is split at the finest sentence
 * boundary (`splitSentences`) and compared without case, quotes or spacing differences.
 */
export class Ledger {
  private readonly used = new Set<string>();

  /** The keys `text` would add, or `null` when one of its sentences is already used (or repeats inside it). */
  check(text: string, pending: ReadonlySet<string> = new Set()): string[] | null {
    const keys = splitSentences(text).map(sentenceKey);
    const seen = new Set<string>();
    for (const key of keys) {
      if (this.used.has(key) || pending.has(key) || seen.has(key)) return null;
      seen.add(key);
    }
    return keys;
  }

  /** Marks `keys` (from `check`) as used. */
  commit(keys: readonly string[]): void {
    for (const key of keys) this.used.add(key);
  }

  /** Marks every sentence of `text` as used without checking (earlier chapters the new one must not repeat). */
  remember(text: string): void {
    for (const sentence of splitSentences(text)) this.used.add(sentenceKey(sentence));
  }

  /** Checks and commits `text` in one step; false (and nothing recorded) when it repeats a sentence. */
  accept(text: string): boolean {
    const keys = this.check(text);
    if (!keys) return false;
    this.commit(keys);
    return true;
  }
}
