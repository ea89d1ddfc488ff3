import { z } from 'zod';
import { ZId } from './stories.js';

/**
 * Free follows of an author (docs/reference/people.md#follows), separate from paid subscriptions.
 * POST /api/authors/{username}/follow and DELETE …/follow answer the state after the change; both are
 * idempotent (following twice keeps one follow). Following oneself is 400 CANNOT_FOLLOW_SELF.
 */
export const ZFollowState = z.object({
  following: z.boolean(),
  followerCount: z.number().int(),
});
export type FollowState = z.infer<typeof ZFollowState>;

/** Followers per page of GET /api/creator/followers (newest first; `before` pages back by follow time). */
export const FOLLOWER_PAGE_SIZE = 50;

/** GET /api/creator/followers?before={ISO time}: the signed-in author's followers, newest first. */
export const ZFollowersQuery = z.object({ before: z.iso.datetime({ offset: true }).optional() });

export const ZFollower = z.object({
  id: ZId,
  username: z.string(),
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  /** When they followed, ISO 8601. */
  followedAt: z.string(),
  /** They also pay for a subscription to the author now. */
  isSubscriber: z.boolean(),
});
export type Follower = z.infer<typeof ZFollower>;

export const ZFollowerPage = z.object({
  followers: z.array(ZFollower),
  hasMore: z.boolean(),
  /** Every follower of the author. */
  total: z.number().int(),
  /** Follows gained in the last 30 days (those who left since are not counted). */
  gained30d: z.number().int(),
});
export type FollowerPage = z.infer<typeof ZFollowerPage>;
