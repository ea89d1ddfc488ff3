import { z } from 'zod';

/**
 * One item of GET /api/creators/featured (hub "Featured Creators"): real counts. The discover cards
 * (ZDiscoverCreator) extend it.
 */
export const ZFeaturedCreator = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  subscriberCount: z.number().int(),
  /** People who follow the author for free (docs/reference/people.md#follows). */
  followerCount: z.number().int(),
  storyCount: z.number().int(),
});
export type FeaturedCreator = z.infer<typeof ZFeaturedCreator>;

/** GET /api/user/stats. */
export const ZUserStats = z.object({
  totalStories: z.number().int(),
  totalReads: z.number().int(),
  totalVotes: z.number().int(),
});
export type UserStats = z.infer<typeof ZUserStats>;

/**
 * A tier as readers see it; price in dollars "4.99"
 * per month. GET /api/authors/{authorId}/subscription-tiers answers the author's active tiers, cheapest
 * first (the paywall shows the first 3 benefits).
 */
export const ZPublicTier = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.string(),
  benefits: z.array(z.string()),
  /** A year at the author's discount (cents), or null when the tier is monthly only. */
  annualPriceCents: z.number().int().nullable(),
  annualDiscountPercent: z.number().int(),
  /** Free days before the first charge (0: none); a reader gets one trial per author. */
  trialDays: z.number().int(),
});

/**
 * The `{username}` of /api/authors/{username}/…: usernames are letters, digits, _ and -
 * (docs/reference/limits.md#accounts), so anything else cannot name a user (404 USER_NOT_FOUND's message).
 */
export const ZUsernameParams = z.object({
  username: z.string().regex(/^[A-Za-z0-9_-]{1,50}$/, { error: 'No such user' }),
});

/** GET /api/authors/{username}: never an email. */
export const ZAuthorProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  genres: z.array(z.string()),
  isVerified: z.boolean(),
  subscriberCount: z.number().int(),
  /** People who follow the author for free (docs/reference/people.md#follows). */
  followerCount: z.number().int(),
  /** The signed-in viewer follows the author; absent for visitors. */
  isFollowing: z.boolean().optional(),
  storyCount: z.number().int(),
  subscriptionTiers: z.array(ZPublicTier),
  /** The author takes tips (docs/reference/money.md#prices); the paywall's Tip tab shows only then. */
  tipJarEnabled: z.boolean(),
  socialLinks: z.object({
    twitter: z.string().optional(),
    instagram: z.string().optional(),
    website: z.string().optional(),
  }),
  joinedDate: z.string(),
  stats: z.object({
    totalViews: z.number().int(),
    averageRating: z.number(),
    totalReviews: z.number().int(),
  }),
});
export type AuthorProfile = z.infer<typeof ZAuthorProfile>;

/** One line of the dashboard's "Recent Transactions". */
export const ZTransaction = z.object({
  id: z.number().int(),
  /** e.g. "Subscription from Ada", "Tip from Ada", "Purchase of The Ninth Door by Ada". */
  description: z.string(),
  date: z.string(),
  /** The author's earning from it, "4.24" (after the platform fee). */
  amount: z.string(),
  type: z.enum(['purchase', 'subscription', 'tip', 'gift']),
  status: z.enum(['pending', 'completed', 'failed', 'refunded']),
  /**
   * A tip's message to the author, as the reader typed it (plain text: the web shows it as text, never
   * as HTML); null for other payments, a tip without one, and a collaborator's view of the line.
   */
  message: z.string().nullable().optional(),
});

/**
 * GET /api/creator/earnings and GET /api/user/earnings: the signed-in author's figures from the payment
 * ledger (docs/reference/money.md#fees), decimal strings in dollars. Earnings are after the platform fee
 * (docs/reference/money.md#fees: 85 % by default). `totalEarned`/`totalEarnings` are the same figure under
 * the spec's two names, as are `monthlyRevenue`/`monthlyEarnings` (this calendar month, UTC).
 */
export const ZCreatorEarnings = z.object({
  totalEarned: z.string(),
  totalEarnings: z.string(),
  pendingPayout: z.string(),
  monthlyRevenue: z.string(),
  monthlyEarnings: z.string(),
  /** Gross paid by readers (completed payments, refunds excluded). */
  grossRevenue: z.string(),
  platformFees: z.string(),
  platformFeePercent: z.number(),
  subscriberCount: z.number().int(),
  tipJarEnabled: z.boolean(),
  /** The 10 newest completed or refunded payments to the author. */
  recentTransactions: z.array(ZTransaction),
});
export type CreatorEarnings = z.infer<typeof ZCreatorEarnings>;

/**
 * GET /api/creator/quick-stats: active subscribers, reads of the
 * author's published stories, subscriber growth this month (percent of the subscribers at the start of
 * the month; 0 without a base), engagement (percent of readers of the author's stories this month who
 * pay: subscribe, buy or tip; 0 without readers), ARPU (this month's earnings per active subscriber, "0.00").
 */
export const ZQuickStats = z.object({
  subscribers: z.number().int(),
  totalViews: z.number().int(),
  subscriberGrowth: z.number(),
  engagementRate: z.number(),
  arpu: z.string(),
  monthlyEarnings: z.string(),
  totalEarnings: z.string(),
  /** Free followers now (docs/reference/people.md#follows). */
  followerCount: z.number().int(),
  /** Follows of the last 30 days that still stand (unfollows since are not counted). */
  followersGained30d: z.number().int(),
});
export type QuickStats = z.infer<typeof ZQuickStats>;

/** GET /api/creator/stats. */
export const ZCreatorStats = z.object({
  totalStories: z.number().int(),
  totalReads: z.number().int(),
  averageRating: z.number(),
});
export type CreatorStats = z.infer<typeof ZCreatorStats>;

/** PUT /api/creator/tip-jar: the author switches tips on or off (dashboard). Answers the new state. */
export const ZTipJarRequest = z.object({ enabled: z.boolean() });
export const ZTipJar = z.object({ tipJarEnabled: z.boolean() });

/**
 * GET /api/creators/discover (docs/reference/people.md#discovery): `genre` keeps creators with a published
 * story in that genre (any case), `q` matches username, display name or bio (substring, any case), at most
 * `limit` (1..50, default 20) creators.
 */
export const ZDiscoverCreatorsQuery = z.object({
  genre: z.string().trim().max(100).optional().default(''),
  q: z.string().trim().max(100).optional().default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/**
 * One creator of /discover: a user with at least one published story, ranked by `recentReaders`
 * (distinct signed-in readers of their published stories over the last 30 days), then by active
 * subscribers, then by published stories. `topGenres`: up to 3 genres of their published stories, most
 * stories first.
 */
export const ZDiscoverCreator = ZFeaturedCreator.extend({
  recentReaders: z.number().int(),
  topGenres: z.array(z.string()),
});
export type DiscoverCreator = z.infer<typeof ZDiscoverCreator>;

/**
 * GET /api/creators/discover/summary: the two tiles of /discover. `creators`: users with at least one
 * published story; `readersThisWeek`: distinct signed-in readers of published stories over the last 7 days.
 */
export const ZDiscoverSummary = z.object({
  creators: z.number().int(),
  readersThisWeek: z.number().int(),
});
export type DiscoverSummary = z.infer<typeof ZDiscoverSummary>;
