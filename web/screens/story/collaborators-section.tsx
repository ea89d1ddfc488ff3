import { LogOut, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Collaborator, StoryRoleName } from '../../../contract/collaborators';
import type { Story } from '../../../contract/stories';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorState, ListSkeleton } from '../../components/ui/states';
import { useCurrentUser } from '../../lib/auth';
import {
  ROLE_LABELS,
  shareLabel,
  useRemoveCollaborator,
  useStoryCollaborators,
} from '../../lib/collaborators';
import { showErrorToast, showToast } from '../../lib/toast';
import { EditCollaboratorDialog } from './collaborators-edit-dialog';
import { InviteCollaboratorForm } from './collaborators-form';

/**
 * The Manage tab's "Collaborators" section (docs/reference/stories.md#collaborators): the story's
 * invitations and collaborators (avatar, name, role, Invited/Accepted, share). The owner invites by
 * username, changes a role or share and removes anyone (after a confirmation); a co-author or editor sees
 * the list read-only and may leave the story.
 */
export function CollaboratorsSection({ story, role }: { story: Story; role: StoryRoleName }) {
  const [, navigate] = useLocation();
  const user = useCurrentUser();
  const team = useStoryCollaborators(story.id);
  const remove = useRemoveCollaborator(story.id);
  const [editing, setEditing] = useState<Collaborator | null>(null);
  const [removing, setRemoving] = useState<Collaborator | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const isOwner = role === 'owner';

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.userId, {
      onSuccess: () => {
        showToast('Collaborator removed', `@${removing.username} no longer works on this story.`);
        setRemoving(null);
      },
      onError: (error) => showErrorToast(error, 'Error', 'Failed to remove the collaborator.'),
    });
  };
  const leave = () => {
    if (!user.data) return;
    remove.mutate(user.data.id, {
      onSuccess: () => {
        showToast('You left the story', `You no longer work on "${story.title}".`);
        setIsLeaving(false);
        navigate('/library');
      },
      onError: (error) => showErrorToast(error, 'Error', 'Failed to leave the story.'),
    });
  };

  return (
    <section
      aria-labelledby="collaborators-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-4"
    >
      <div>
        <h2 id="collaborators-heading" className="font-semibold text-white">
          Collaborators
        </h2>
        <p className="text-sm text-neutral-400">
          {isOwner
            ? 'Invite co-authors to write with you and editors to polish chapters.'
            : 'The people working on this story.'}
        </p>
      </div>
      {team.isPending ? (
        <ListSkeleton rows={2} label="Loading collaborators..." />
      ) : team.isError ? (
        <ErrorState error={team.error} onRetry={() => team.refetch()} />
      ) : team.data.length === 0 ? (
        <p className="text-sm text-neutral-400">No collaborators yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Collaborators">
          {team.data.map((person) => {
            const name = person.displayName || person.username;
            const rowId = `collaborator-${person.userId}`;
            return (
              <li
                key={person.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line px-3 py-2.5"
              >
                <div className="flex min-w-0 basis-full items-center gap-3 sm:basis-0 sm:flex-1">
                  <Avatar name={name} imageUrl={person.profileImageUrl} size={36} />
                  <div className="min-w-0 flex-1">
                    <p id={rowId} className="truncate font-medium text-white">
                      {name} <span className="font-normal text-neutral-400">@{person.username}</span>
                    </p>
                    <p className="flex flex-wrap items-center gap-x-2 text-xs text-neutral-400">
                      <span>{ROLE_LABELS[person.role]}</span>
                      <span
                        className={`whitespace-nowrap rounded-full px-2 py-0.5 ${
                          person.status === 'accepted'
                            ? 'bg-emerald-500/20 text-emerald-300'
                            : 'bg-amber-500/20 text-amber-200'
                        }`}
                      >
                        {person.status === 'accepted' ? 'Accepted' : 'Invited'}
                      </span>
                      <span>Share {shareLabel(person.shareBps)}</span>
                    </p>
                  </div>
                </div>
                {isOwner ? (
                  <div className="ml-auto flex gap-1">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-describedby={rowId}
                      onClick={() => setEditing(person)}
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" /> Change
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-describedby={rowId}
                      onClick={() => setRemoving(person)}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {isOwner ? (
        <InviteCollaboratorForm storyId={story.id} />
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setIsLeaving(true)}>
          <LogOut aria-hidden="true" className="h-4 w-4" /> Leave story
        </Button>
      )}
      {isOwner ? (
        <EditCollaboratorDialog storyId={story.id} collaborator={editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove collaborator?"
        description={`@${removing?.username ?? ''} will no longer work on "${story.title}". Their chapters stay in the story.`}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
        isPending={remove.isPending}
      />
      <ConfirmDialog
        open={isLeaving}
        onOpenChange={setIsLeaving}
        title="Leave this story?"
        description={`You will no longer work on "${story.title}". The owner can invite you again.`}
        confirmLabel="Leave story"
        onConfirm={leave}
        isPending={remove.isPending}
      />
    </section>
  );
}
