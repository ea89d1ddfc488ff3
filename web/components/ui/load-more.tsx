import { Button } from './button';

/** The part of a TanStack infinite query that "Load more" uses. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * "Load more" under a paged list (posts, followers): shown while `pages` has a next page, disabled and
 * saying "Loading..." while it comes.
 */
export function LoadMore({ pages, className = 'self-center' }: { pages: Pages; className?: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={pages.isFetchingNextPage}
      onClick={() => pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? 'Loading...' : 'Load more'}
    </Button>
  );
}
