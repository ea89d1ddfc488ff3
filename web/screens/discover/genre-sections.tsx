import type { DiscoverCreator } from '../../../contract/creators';
import { popularGenres, useDiscoverCreators } from '../../lib/discover';
import { CreatorShelf } from './creator-shelf';

/** At most this many genre sections on /discover (docs/reference/people.md#discovery). */
export const GENRE_SECTIONS_MAX = 4;
/** Creators per genre section. */
const GENRE_SECTION_SIZE = 10;

function GenreShelf({ genre }: { genre: string }) {
  const creators = useDiscoverCreators(genre, '', GENRE_SECTION_SIZE);
  return <CreatorShelf title={`${genre} Creators`} query={creators} emptyTitle="" hideWhenEmpty />;
}

/**
 * One creator row per genre (docs/reference/routes.md#discover): the genres the most ranked creators
 * write in (up to 4, from the data), each ranked by the server with that genre filter.
 */
export function GenreSections({ ranked }: { ranked: DiscoverCreator[] | undefined }) {
  if (!ranked) return null;
  return (
    <>
      {popularGenres(ranked, GENRE_SECTIONS_MAX).map((genre) => (
        <GenreShelf key={genre} genre={genre} />
      ))}
    </>
  );
}
