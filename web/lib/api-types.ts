import type { featuredCreators } from '../../server/modules/creators/creators.service';
import type { getUserStats } from '../../server/modules/users/users.service';

// These two answers have no schema in contract/ yet; their types are derived (type-only, erased at
// build) from the server functions that produce them rather than written out a second time.

/** One item of GET /api/creators/featured. */
export type FeaturedCreator = Awaited<ReturnType<typeof featuredCreators>>[number];

/** GET /api/user/stats: {totalStories, totalReads, totalVotes}. */
export type UserStats = Awaited<ReturnType<typeof getUserStats>>;
