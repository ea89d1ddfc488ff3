import { z } from 'zod';

/** One item of GET /api/creators/featured (hub "Featured Creators"): real counts. */
export const ZFeaturedCreator = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  subscriberCount: z.number().int(),
  storyCount: z.number().int(),
});
export type FeaturedCreator = z.infer<typeof ZFeaturedCreator>;

/** GET /api/user/stats (spec section 3 "User stats"). */
export const ZUserStats = z.object({
  totalStories: z.number().int(),
  totalReads: z.number().int(),
  totalVotes: z.number().int(),
});
export type UserStats = z.infer<typeof ZUserStats>;

/** A tier as readers see it (spec section 3 "Subscription tier (purchase side)"); price in dollars "4.99". */
export const ZPublicTier = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.string(),
  benefits: z.array(z.string()),
});

/** GET /api/authors/{username} (spec section 3 "Author (public)"): never an email. */
export const ZAuthorProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  genres: z.array(z.string()),
  isVerified: z.boolean(),
  subscriberCount: z.number().int(),
  storyCount: z.number().int(),
  subscriptionTiers: z.array(ZPublicTier),
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
