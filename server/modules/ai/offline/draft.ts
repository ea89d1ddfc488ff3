import type { Character } from './cast.js';
import { Ledger } from './ledger.js';
import { Deck, type Rng } from './rng.js';
import type { Story } from './story.js';

/** A role in a scene: protagonist, companion, the third figure, or the extra being mentioned. */
export type Role = 'P' | 'C' | 'O' | 'X';

/** Where and when the current scene happens and who is physically in it. */
export interface Scene {
  spot: string;
  time: string;
  present: Set<Role>;
}

/**
 * The state of one chapter being written: the story's fixed facts, the random source, the sentences
 * used so far, who has been named already (first mentions use the full name), how often each
 * template has been used, and filler decks that deal bank entries without repeating too soon.
 */
export class Draft {
  readonly ledger = new Ledger();
  readonly mentioned = new Set<Character>();
  readonly usage = new Map<string, number>();
  private readonly decks = new Map<string, Deck<string>>();
  /** The further named character `{X}` refers to, while one is being mentioned. */
  extra: Character | undefined;

  constructor(
    readonly story: Story,
    readonly rng: Rng,
    public scene: Scene,
  ) {}

  /** The character playing `role` (undefined for `X` when no extra is being mentioned). */
  character(role: Role): Character | undefined {
    return role === 'X' ? this.extra : this.story.cast[role];
  }

  /** The next entry of the named list, dealt from a deck kept per name. */
  deal(name: string, items: readonly string[]): string | undefined {
    let deck = this.decks.get(name);
    if (!deck) {
      deck = new Deck(items, this.rng);
      this.decks.set(name, deck);
    }
    return deck.deal();
  }

  /** How often `template` has been accepted in this chapter. */
  uses(template: string): number {
    return this.usage.get(template) ?? 0;
  }

  /** Records one accepted use of `template`. */
  use(template: string): void {
    this.usage.set(template, this.uses(template) + 1);
  }
}
