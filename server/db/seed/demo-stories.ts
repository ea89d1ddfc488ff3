import type { DemoStory } from './demo-stories/demo-story.js';
import { lettersFromTheNightFerry } from './demo-stories/letters-from-the-night-ferry.js';
import { staticOnChannelNine } from './demo-stories/static-on-channel-nine.js';
import { theLamplightersLedger } from './demo-stories/the-lamplighters-ledger.js';
import { theNinthDoor } from './demo-stories/the-ninth-door.js';
import { theOverdueBook } from './demo-stories/the-overdue-book.js';
import { theSaltBellOfHarrowmere } from './demo-stories/the-salt-bell-of-harrowmere.js';
import { theUmbrellaExchange } from './demo-stories/the-umbrella-exchange.js';
import { voteGoat } from './demo-stories/vote-goat.js';

export type { DemoStory } from './demo-stories/demo-story.js';

/**
 * Short original stories written for Storyloom's demo library (not public-domain texts); the last two
 * are paid (a premium story to buy, one for subscribers), so a new reader meets the paywall at once.
 */
export const demoStories: DemoStory[] = [
  theSaltBellOfHarrowmere,
  staticOnChannelNine,
  theOverdueBook,
  theUmbrellaExchange,
  theNinthDoor,
  voteGoat,
  theLamplightersLedger,
  lettersFromTheNightFerry,
];
