import { z } from 'zod';

/**
 * A collaborator's role on a story (docs/reference/stories.md#collaborators): a co-author writes and
 * edits chapters; an editor edits only. The owner (the story's author) is not a collaborator row.
 */
export const COLLABORATOR_ROLES = ['coauthor', 'editor'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];
export const ZCollaboratorRole = z.enum(COLLABORATOR_ROLES);

/** 'invited' until the invitee accepts in the app, then 'accepted'. */
export const COLLABORATOR_STATUSES = ['invited', 'accepted'] as const;
export type CollaboratorStatus = (typeof COLLABORATOR_STATUSES)[number];
export const ZCollaboratorStatus = z.enum(COLLABORATOR_STATUSES);

/** A person's part in a story as the viewer sees it: the owner, an accepted collaborator's role, or none. */
export const STORY_ROLES = ['owner', ...COLLABORATOR_ROLES] as const;
export const ZStoryRole = z.enum(STORY_ROLES);
export type StoryRoleName = (typeof STORY_ROLES)[number];

/** A share of the story's author earnings in basis points: 0..10000 (2500 = 25 %). */
export const ZShareBps = z
  .number()
  .int({ error: 'The share must be a whole number of basis points' })
  .min(0, { error: 'The share cannot be negative' })
  .max(10_000, { error: 'The share cannot be more than 100 %' });

/** A username as typed: trimmed, a leading "@" dropped. */
const ZUsernameInput = z
  .string()
  .trim()
  .transform((v) => v.replace(/^@/, ''))
  .pipe(z.string().min(1, { error: 'Please enter a username' }).max(50));

/** POST /api/stories/{id}/collaborators (docs/reference/stories.md#collaborators). */
export const ZInviteCollaboratorRequest = z.object({
  username: ZUsernameInput,
  role: ZCollaboratorRole,
  shareBps: ZShareBps.optional(),
});

/** PATCH /api/stories/{id}/collaborators/{userId}: the role, the share, or both. */
export const ZUpdateCollaboratorRequest = z.object({
  role: ZCollaboratorRole.optional(),
  shareBps: ZShareBps.optional(),
});

/** Path of the routes that name one collaborator of one story. */
export const ZCollaboratorParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  userId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** One collaborator of a story as its owner and team see them. */
export const ZCollaborator = z.object({
  /** The invitation's id (POST /api/collaborations/{id}/accept). */
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  role: ZCollaboratorRole,
  status: ZCollaboratorStatus,
  shareBps: z.number().int(),
});
export type Collaborator = z.infer<typeof ZCollaborator>;

/** A story's accepted collaborator as its cards and page show them ("by Ada & Ben"). */
export const ZStoryCollaborator = z.object({
  username: z.string(),
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  role: ZCollaboratorRole,
});
export type StoryCollaborator = z.infer<typeof ZStoryCollaborator>;

/** One of the current user's invitations or collaborations (GET /api/collaborations). */
export const ZCollaboration = z.object({
  id: z.number().int(),
  storyId: z.number().int(),
  storyTitle: z.string(),
  storyIsPublished: z.boolean(),
  owner: z.object({ username: z.string(), displayName: z.string() }),
  role: ZCollaboratorRole,
  status: ZCollaboratorStatus,
  shareBps: z.number().int(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Collaboration = z.infer<typeof ZCollaboration>;
