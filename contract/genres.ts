/*
 * The genre lists as plain constants, without zod: the web app's first screens need them (cards mark
 * 18+ stories), and importing them from `stories.ts` would bring zod into every route's first load
 * (docs/reference/performance.md#bundle).
 */

/** docs/reference/limits.md#stories: the creation genre list (the filter list adds "All"). */
export const GENRES = [
  'Fantasy',
  'Sci-Fi',
  'Romance',
  'Mystery',
  'Horror',
  'Thriller',
  'Adventure',
  'Historical Fiction',
  'Literary Fiction',
  'Young Adult',
  'Self-Help',
  'Biography',
  'Comedy',
  'Drama',
  'Crime',
  'Dystopian',
  'Adult',
  'Superhero',
  'Western',
  'Paranormal',
] as const;
export const ADULT_GENRE = 'Adult';
