import { type FormEvent, useEffect, useState } from 'react';
import {
  COLLABORATOR_ROLES,
  type Collaborator,
  type CollaboratorRole,
} from '../../../contract/collaborators';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input, Select } from '../../components/ui/field';
import { percentToBps, ROLE_LABELS, useUpdateCollaborator } from '../../lib/collaborators';
import { showToast } from '../../lib/toast';
import { fieldOfError, ROLE_HINTS, SHARE_ERROR, serverMessage } from './collaborators-form';

/**
 * The owner changes one collaborator's role and share (PATCH /api/stories/{id}/collaborators/{userId});
 * the share is typed in percent and sent as basis points. Errors show under the field they concern
 * (the shares together may not pass 100 %: docs/reference/stories.md#collaborators).
 */
export function EditCollaboratorDialog({
  storyId,
  collaborator,
  onClose,
}: {
  storyId: number;
  collaborator: Collaborator | null;
  onClose: () => void;
}) {
  const update = useUpdateCollaborator(storyId);
  const [role, setRole] = useState<CollaboratorRole>('coauthor');
  const [share, setShare] = useState('');
  const [errors, setErrors] = useState<{ role?: string; share?: string }>({});
  useEffect(() => {
    if (!collaborator) return;
    setRole(collaborator.role);
    setShare(String(collaborator.shareBps / 100));
    setErrors({});
  }, [collaborator]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!collaborator) return;
    const shareBps = percentToBps(share);
    if (shareBps === null) {
      setErrors({ share: SHARE_ERROR });
      return;
    }
    update.mutate(
      { userId: collaborator.userId, role, shareBps: shareBps ?? 0 },
      {
        onSuccess: (saved) => {
          showToast('Collaborator updated', `@${saved.username} is now ${ROLE_LABELS[saved.role]}.`);
          onClose();
        },
        onError: (error) =>
          setErrors(
            fieldOfError(error) === 'share'
              ? { share: serverMessage(error) }
              : { role: serverMessage(error) },
          ),
      },
    );
  };

  return (
    <Dialog
      open={collaborator !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Change ${collaborator?.displayName || collaborator?.username || 'collaborator'}`}
      description="Their role on this story and their share of its author earnings."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="Role" htmlFor="edit-collaborator-role" error={errors.role} hint={ROLE_HINTS[role]}>
          <Select
            id="edit-collaborator-role"
            value={role}
            onChange={(event) => setRole(event.target.value as CollaboratorRole)}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={errors.role ? 'edit-collaborator-role-error' : undefined}
          >
            {COLLABORATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Share %" htmlFor="edit-collaborator-share" error={errors.share}>
          <Input
            id="edit-collaborator-share"
            inputMode="decimal"
            value={share}
            onChange={(event) => setShare(event.target.value)}
            aria-invalid={errors.share ? true : undefined}
            aria-describedby={errors.share ? 'edit-collaborator-share-error' : undefined}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
