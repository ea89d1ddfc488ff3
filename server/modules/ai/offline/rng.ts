import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * A seeded random source for the offline writer (pure-rand's xoroshiro128+). Every choice the writer
 * makes goes through one of these, so the same brief and seed always give the same text.
 */
export class Rng {
  private readonly generator: RandomGenerator;

  /** `seed` is any 32-bit integer (a uint32 is folded into int32 range). */
  constructor(seed: number) {
    this.generator = xoroshiro128plus(seed | 0);
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return uniformInt(this.generator, min, max);
  }

  /** True with probability `p` (0..1), in steps of 1/10,000. */
  chance(p: number): boolean {
    return this.int(0, 9999) < p * 10_000;
  }

  /**
   * One item of `items`, uniformly.
   * @throws Error when `items` is empty (a programming error: every bank list has entries).
   */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** A shuffled copy of `items` (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}

/** FNV-1a 32-bit hash of `text` (a uint32): folds the brief into the seed and names into pronouns. */
export function hashString(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Deals items of a list in shuffled order without repeats, reshuffling when the list runs out (never
 * dealing the same item twice in a row across a reshuffle), so fillers vary over a long chapter.
 */
export class Deck<T> {
  private order: T[] = [];
  private last: T | undefined;

  constructor(
    private readonly items: readonly T[],
    private readonly rng: Rng,
  ) {}

  /** The next item; `undefined` only when the list is empty. */
  deal(): T | undefined {
    if (this.items.length === 0) return undefined;
    if (this.order.length === 0) {
      this.order = this.rng.shuffle(this.items);
      if (this.order.length > 1 && this.order[this.order.length - 1] === this.last) this.order.reverse();
    }
    this.last = this.order.pop();
    return this.last;
  }
}
