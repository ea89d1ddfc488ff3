import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollaboratorRole, StoryCollaborator, StoryRoleName } from '../../contract/collaborators';
import type { Story } from '../../contract/stories';
import { type ApiBody, api } from './api';
import { invalidateStories } from './stories';

/** The role names people read (docs/reference/stories.md#collaborators). */
export const ROLE_LABELS: Record<CollaboratorRole, string> = { coauthor: 'Co-author', editor: 'Editor' };

/** Query keys of the collaborators reads, shaped like their URLs. */
export const collaboratorKeys = {
  ofStory: (storyId: number) => ['/api/stories', storyId, 'collaborators'] as const,
  mine: ['/api/collaborations'] as const,
};

/**
 * The viewer's role on a story (docs/reference/stories.md#collaborators): the story answer's `viewerRole`
 * (GET /api/stories/{id}) when it has one, else 'owner' for its author and null for anyone else (cards
 * carry no role).
 */
export function viewerRoleOf(story: Story, userId: number | null | undefined): StoryRoleName | null {
  const sent = (story as Story & { viewerRole?: StoryRoleName | null }).viewerRole;
  if (sent !== undefined) return sent;
  return userId != null && userId === story.authorId ? 'owner' : null;
}

/**
 * What a role may do on the story page, mirroring the server's one matrix
 * (server/modules/access/story-roles.ts, docs/reference/stories.md#collaborators): co-authors write and
 * edit chapters, editors edit them, only the owner manages (publish, access, prices, voting, delete, team).
 */
export const rolePowers = (role: StoryRoleName | null) => ({
  isTeam: role !== null,
  mayManage: role === 'owner',
  mayWriteChapters: role === 'owner' || role === 'coauthor',
  mayEditDetails: role === 'owner' || role === 'coauthor',
  mayEditChapters: role !== null,
});

/** A display name, else the username. */
function nameOf(person: { displayName: string; username: string }): string {
  return person.displayName || person.username || 'Unknown';
}

/**
 * The people a story is "by": its owner, then its accepted co-authors, oldest first
 * (docs/reference/stories.md#collaborators). Editors are credited apart (`editorsOf`).
 */
export function authorsOf(story: Story): { username: string; name: string }[] {
  const coauthors = (story.collaborators ?? []).filter((c) => c.role === 'coauthor');
  return [story.author, ...coauthors].map((p) => ({ username: p.username, name: nameOf(p) }));
}

/** The story's accepted editors ("edited by …"). */
export function editorsOf(story: Story): StoryCollaborator[] {
  return (story.collaborators ?? []).filter((c) => c.role === 'editor');
}

/** Names joined for a byline: "Ada", "Ada & Ben", "Ada, Ben & Cy". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
}

/** A share in basis points as a percent text: 2500 -> "25 %", 1250 -> "12.5 %". */
export function shareLabel(bps: number): string {
  return `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;
}

/**
 * A percent typed by the owner ("25", "12.5", "25 %") in basis points; '' is undefined (no share);
 * null when it is not a number from 0 to 100 with at most two decimals.
 */
export function percentToBps(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return undefined;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const bps = Math.round(Number(trimmed) * 100);
  return bps <= 10_000 ? bps : null;
}

/** GET /api/stories/{id}/collaborators: invitations and collaborators, for the story's team only. */
export function useStoryCollaborators(storyId: number, enabled = true) {
  return useQuery({
    queryKey: collaboratorKeys.ofStory(storyId),
    queryFn: () => api.GET('/api/stories/{id}/collaborators', { params: { path: { id: storyId } } }),
    enabled: enabled && storyId > 0,
  });
}

/** GET /api/collaborations: the signed-in user's invitations (pending first) and collaborations. */
export function useMyCollaborations(enabled = true) {
  return useQuery({
    queryKey: collaboratorKeys.mine,
    queryFn: () => api.GET('/api/collaborations'),
    enabled,
  });
}

/** Refreshes a story's team, the viewer's collaborations and the story reads after a change. */
function useRefresh(storyId?: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      storyId ? queryClient.invalidateQueries({ queryKey: collaboratorKeys.ofStory(storyId) }) : null,
      queryClient.invalidateQueries({ queryKey: collaboratorKeys.mine }),
      invalidateStories(queryClient),
    ]);
}

/** POST /api/stories/{id}/collaborators: the owner invites by username (errors: USER_NOT_FOUND, ...). */
export function useInviteCollaborator(storyId: number) {
  const refresh = useRefresh(storyId);
  return useMutation({
    mutationFn: (body: ApiBody<'post', '/api/stories/{id}/collaborators'>) =>
      api.POST('/api/stories/{id}/collaborators', { params: { path: { id: storyId } }, body }),
    onSuccess: refresh,
  });
}

/** PATCH /api/stories/{id}/collaborators/{userId}: the owner changes a role or share. */
export function useUpdateCollaborator(storyId: number) {
  const refresh = useRefresh(storyId);
  return useMutation({
    mutationFn: ({
      userId,
      ...body
    }: { userId: number } & ApiBody<'patch', '/api/stories/{id}/collaborators/{userId}'>) =>
      api.PATCH('/api/stories/{id}/collaborators/{userId}', {
        params: { path: { id: storyId, userId } },
        body,
      }),
    onSuccess: refresh,
  });
}

/** DELETE /api/stories/{id}/collaborators/{userId}: the owner removes anyone; a collaborator leaves. */
export function useRemoveCollaborator(storyId: number) {
  const refresh = useRefresh(storyId);
  return useMutation({
    mutationFn: (userId: number) =>
      api.DELETE('/api/stories/{id}/collaborators/{userId}', { params: { path: { id: storyId, userId } } }),
    onSuccess: refresh,
  });
}

/** POST /api/collaborations/{id}/accept or /decline: the invitee answers an invitation. */
export function useAnswerInvitation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, accept }: { id: number; accept: boolean }): Promise<void> => {
      const path = { params: { path: { id } } };
      if (accept) await api.POST('/api/collaborations/{id}/accept', path);
      else await api.POST('/api/collaborations/{id}/decline', path);
    },
    onSuccess: refresh,
  });
}
