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
