import { z } from 'zod';
import { ZId } from './stories.js';

/**
 * Author posts (docs/reference/people.md#posts): announcements, hiatus notes and polls, never chapters.
 * Who may read a post's body: 'public' anyone; 'followers' followers and active subscribers of the
 * author; 'subscribers' active subscribers; 'tier' active subscribers of `tierId` or of a tier priced at
 * least as high (any active subscriber when that tier was deleted). The author and nobody else always reads their own posts in full.
 */
export const POST_AUDIENCES = ['public', 'followers', 'subscribers', 'tier'] as const;
export type PostAudience = (typeof POST_AUDIENCES)[number];

/** A post's title: 1–200 characters. Its body: up to 20,000 characters of plain text. */
export const POST_TITLE_MAX = 200;
export const POST_BODY_MAX = 20_000;
/** A poll has 2 to 6 options of 1–120 characters. */
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 6;

/**
 * POST /api/posts: a post by the signed-in author, published at once and announced to its audience.
 * `tierId` is required with audience 'tier' (one of the author's own tiers) and refused otherwise; `poll`
 * makes it a poll. 400 VALIDATION_ERROR with the field path.
 */
export const ZCreatePost = z
  .object({
    title: z.string().trim().min(1, { error: 'A title is required' }).max(POST_TITLE_MAX),
    body: z.string().max(POST_BODY_MAX).default(''),
    audience: z.enum(POST_AUDIENCES),
    tierId: ZId.optional(),
    poll: z
      .object({
        options: z.array(z.string().trim().min(1).max(120)).min(POLL_OPTIONS_MIN).max(POLL_OPTIONS_MAX),
      })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.audience === 'tier' && value.tierId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['tierId'], message: 'Choose the tier this post is for' });
    }
    if (value.audience !== 'tier' && value.tierId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['tierId'], message: 'A tier is only for audience "tier"' });
    }
  });
export type CreatePost = z.infer<typeof ZCreatePost>;

/** PATCH /api/posts/{id}: the author edits the title or the body (the audience and a poll stay). */
export const ZUpdatePost = z
  .object({
    title: z.string().trim().min(1).max(POST_TITLE_MAX).optional(),
    body: z.string().max(POST_BODY_MAX).optional(),
  })
  .refine((v) => v.title !== undefined || v.body !== undefined, { error: 'Nothing to change' });

/** POST /api/posts/{id}/vote: one vote per person and poll; voting again moves the vote. */
export const ZPollVote = z.object({ optionId: ZId });

/** One option of a poll; `votes` is null when the viewer is outside the post's audience (labels only). */
export const ZPollOption = z.object({
  id: z.number().int(),
  label: z.string(),
  votes: z.number().int().nullable(),
});

export const ZPost = z.object({
  id: z.number().int(),
  author: z.object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  title: z.string(),
  /** The text, or null when the viewer is outside the audience (`locked`). */
  body: z.string().nullable(),
  locked: z.boolean(),
  audience: z.enum(POST_AUDIENCES),
  tierId: z.number().int().nullable(),
  /** The tier's name for audience 'tier' ("Inner circle"), else null. */
  tierName: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /**
   * The poll (null for a plain post). A locked post shows its options' labels without any count:
   * `votes` and `totalVotes` are null then, and the viewer cannot vote.
   */
  poll: z
    .object({
      options: z.array(ZPollOption),
      totalVotes: z.number().int().nullable(),
      /** The viewer's choice (an option id), or null. */
      myVote: z.number().int().nullable(),
    })
    .nullable(),
});
export type Post = z.infer<typeof ZPost>;

/** Posts per page of the author's posts and of the home feed (newest first; `before` = a post id). */
export const POST_PAGE_SIZE = 20;

/** GET /api/authors/{username}/posts?before= and GET /api/feed/posts?before=. */
export const ZPostsQuery = z.object({ before: ZId.optional() });

export const ZPostPage = z.object({ posts: z.array(ZPost), hasMore: z.boolean() });
export type PostPage = z.infer<typeof ZPostPage>;
