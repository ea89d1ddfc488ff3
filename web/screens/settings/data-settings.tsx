import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { DELETE_CONFIRMATION, ZDeleteAccountRequest } from '../../../contract/account';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/field';
import { downloadAccountExport } from '../../lib/account';
import { ApiError, api } from '../../lib/api';
import { endSession } from '../../lib/auth';
import { showErrorToast, showToast } from '../../lib/toast';

/**
 * Settings "Your Data" (docs/reference/people.md#settings): download everything as one JSON file, and delete
 * the account after typing the confirmation and the current password.
 */
export function DataSettings() {
  const [isDeleting, setDeleting] = useState(false);
  const download = useMutation({
    mutationFn: downloadAccountExport,
    onError: (error) => showErrorToast(error, 'Download Failed', 'Could not prepare your data.'),
  });
  return (
    <section aria-labelledby="data-heading" className="mt-4 rounded-2xl border border-line bg-panel p-4">
      <h2 id="data-heading" className="mb-1 font-semibold text-white">
        Your Data
      </h2>
      <p className="mb-3 text-sm text-neutral-400">
        One JSON file with your profile, stories, chapters, bookmarks, reading progress, votes, messages and
        payments.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={isDeleting} onOpenChange={setDeleting} />
    </section>
  );
}

/** The form as typed: any text in the confirmation box, refused until it matches. */
const ZDeleteForm = ZDeleteAccountRequest.extend({
  confirmation: z.string().refine((v) => v === DELETE_CONFIRMATION, {
    error: `Type ${DELETE_CONFIRMATION} to confirm`,
  }),
});
type DeleteValues = z.input<typeof ZDeleteForm>;

function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm<DeleteValues, unknown, z.output<typeof ZDeleteForm>>({
    resolver: zodResolver(ZDeleteForm),
    defaultValues: { currentPassword: '', confirmation: '' },
  });
  const remove = useMutation({
    mutationFn: (body: z.output<typeof ZDeleteForm>) => api.DELETE('/api/account', { body }),
    onSuccess: () => {
      showToast('Account Deleted', 'Your account and your data have been deleted.');
      // To the splash, signed out: nothing of the account stays cached to be asked for again.
      navigate('/', { replace: true });
      return endSession(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
        form.setError('currentPassword', { message: error.serverMessage });
      } else showErrorToast(error, 'Delete Failed', 'Could not delete your account.');
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete your account?"
      description="Your stories, chapters, messages and everything else you made are removed for good. Payments stay in the authors' records without your name."
    >
      <form className="flex flex-col gap-3" noValidate onSubmit={form.handleSubmit((v) => remove.mutate(v))}>
        <Field
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          htmlFor="delete-confirmation"
          error={errors.confirmation?.message}
        >
          <Input id="delete-confirmation" autoComplete="off" {...form.register('confirmation')} />
        </Field>
        <Field label="Current password" htmlFor="delete-password" error={errors.currentPassword?.message}>
          <Input
            id="delete-password"
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </Field>
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
