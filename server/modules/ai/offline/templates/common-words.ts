/** Times of day in story order; each reads after "at", "by" and "a little after" ("by nightfall"). */
export const TIMES = [
  'dawn',
  'first light',
  'midmorning',
  'noon',
  'mid-afternoon',
  'dusk',
  'nightfall',
  'midnight',
];

/** Feelings as bare mass nouns: they read after "felt", "there was" and "her own". */
export const EMOTIONS = [
  'dread',
  'hope',
  'unease',
  'anger',
  'relief',
  'grief',
  'guilt',
  'doubt',
  'loneliness',
  'tenderness',
  'stubborn hope',
  'cold anger',
  'quiet panic',
  'restlessness',
  'shame',
  'longing',
  'curiosity',
  'weariness',
];
