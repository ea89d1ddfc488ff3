import { type FormEvent, useState } from 'react';
import { COLLABORATOR_ROLES, type CollaboratorRole } from '../../../contract/collaborators';
import { Button } from '../../components/ui/button';
import { Field, Input, Select } from '../../components/ui/field';
import { errorMessage } from '../../components/ui/states';
import { ApiError } from '../../lib/api';
import { percentToBps, ROLE_LABELS, useInviteCollaborator } from '../../lib/collaborators';
import { showToast } from '../../lib/toast';

/** What each role may do, as the role select's hint says it. */
export const ROLE_HINTS: Record<CollaboratorRole, string> = {
  coauthor: 'Co-authors write, edit and add chapters and edit the story details.',
  editor: 'Editors edit existing chapters only.',
};

export const SHARE_ERROR = 'Enter a share from 0 to 100 %, with at most two decimals.';

/**
 * Which field a server error belongs to: the share for a share error (field `body.shareBps`), else the
 * username (USER_NOT_FOUND, COLLABORATOR_EXISTS, CANNOT_INVITE_YOURSELF, a bad username).
 */
export function fieldOfError(error: unknown): 'share' | 'username' {
  return error instanceof ApiError && error.field?.endsWith('shareBps') ? 'share' : 'username';
}

/** The server's message alone ("No one is called @ben."), without the status prefix. */
export function serverMessage(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : errorMessage(error);
}

/**
 * The owner's "Invite" form (POST /api/stories/{id}/collaborators): a username (a leading "@" is fine),
 * the role and an optional share of the author earnings in percent (sent as basis points). Server errors
 * show under the field they concern.
 */
export function InviteCollaboratorForm({ storyId }: { storyId: number }) {
  const invite = useInviteCollaborator(storyId);
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<CollaboratorRole>('coauthor');
  const [share, setShare] = useState('');
  const [errors, setErrors] = useState<{ username?: string; share?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const shareBps = percentToBps(share);
    const next = {
      username: username.trim().replace(/^@/, '') ? undefined : 'Please enter a username',
      share: shareBps === null ? SHARE_ERROR : undefined,
    };
    setErrors(next);
    if (next.username || next.share) return;
    invite.mutate(
      { username, role, ...(shareBps === undefined || shareBps === null ? {} : { shareBps }) },
      {
        onSuccess: (invited) => {
          showToast('Invitation sent', `@${invited.username} is invited as ${ROLE_LABELS[invited.role]}.`);
          setUsername('');
          setShare('');
        },
        onError: (error) => setErrors({ [fieldOfError(error)]: serverMessage(error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="invite-heading" className="flex flex-col gap-3">
      <h3 id="invite-heading" className="font-semibold text-white">
        Invite a collaborator
      </h3>
      <Field label="Username" htmlFor="invite-username" error={errors.username}>
        <Input
          id="invite-username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="@username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'invite-username-error' : undefined}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Role" htmlFor="invite-role">
          <Select
            id="invite-role"
            value={role}
            onChange={(event) => setRole(event.target.value as CollaboratorRole)}
            aria-describedby="invite-role-hint"
          >
            {COLLABORATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Share % (optional)" htmlFor="invite-share" error={errors.share}>
          <Input
            id="invite-share"
            inputMode="decimal"
            placeholder="0"
            value={share}
            onChange={(event) => setShare(event.target.value)}
            aria-invalid={errors.share ? true : undefined}
            aria-describedby={errors.share ? 'invite-share-error' : 'invite-share-hint'}
          />
        </Field>
      </div>
      <p id="invite-role-hint" className="text-xs text-neutral-400">
        {ROLE_HINTS[role]}{' '}
        <span id="invite-share-hint">The share is their part of this story's author earnings.</span>
      </p>
      <Button type="submit" className="self-start" disabled={invite.isPending}>
        {invite.isPending ? 'Inviting...' : 'Send invitation'}
      </Button>
    </form>
  );
}
