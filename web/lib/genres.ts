import { GENRES } from '../../contract/genres';

/** docs/reference/limits.md#stories: the filter list is the creation list with "All" first. */
export const FILTER_GENRES = ['All', ...GENRES] as const;
export type FilterGenre = (typeof FILTER_GENRES)[number];
