import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZChangeEmailRequest, ZChangePasswordRequest } from '../../../contract/account';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { errorMessage } from '../../components/ui/states';
import { accountSessionsKey } from '../../lib/account';
import { ApiError, api } from '../../lib/api';
import { currentUserKey, useCurrentUser } from '../../lib/auth';
import { showToast } from '../../lib/toast';
import { useResendVerification } from '../account-recovery/verify-email-banner';

const signedOutText = (n: number) =>
  n === 0 ? '' : ` ${n} other ${n === 1 ? 'session was' : 'sessions were'} signed out.`;

/**
 * Settings: change email and change password (docs/reference/people.md#settings). Both need the current
 * password; the server signs out every other session. A wrong password or taken email shows at its field.
 */
export function CredentialsSettings() {
  return (
    <section aria-labelledby="security-heading" className="mt-4 rounded-2xl border border-line bg-panel p-4">
      <h2 id="security-heading" className="mb-3 font-semibold text-white">
        Email and Password
      </h2>
      <div className="flex flex-col gap-6">
        <EmailStatus />
        <EmailForm />
        <PasswordForm />
      </div>
    </section>
  );
}

/** The email and whether it is verified, with Resend while it is not (docs/reference/people.md#email). */
function EmailStatus() {
  const user = useCurrentUser().data;
  const resend = useResendVerification();
  if (!user) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-neutral-200">{user.email}</span>
      {user.emailVerifiedAt ? (
        <span className="rounded-full bg-emerald-900/60 px-2 py-0.5 text-emerald-200">Verified</span>
      ) : (
        <>
          <span className="rounded-full bg-amber-900/60 px-2 py-0.5 text-amber-100">Not verified</span>
          <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? 'Sending...' : 'Resend verification email'}
          </Button>
        </>
      )}
    </div>
  );
}

type EmailValues = z.input<typeof ZChangeEmailRequest>;

function EmailForm() {
  const queryClient = useQueryClient();
  const form = useForm<EmailValues, unknown, z.output<typeof ZChangeEmailRequest>>({
    resolver: zodResolver(ZChangeEmailRequest),
    defaultValues: { email: '', currentPassword: '' },
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof ZChangeEmailRequest>) => api.PUT('/api/account/email', { body }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      void queryClient.invalidateQueries({ queryKey: accountSessionsKey });
      form.reset();
      showToast(
        'Email Updated',
        `You now sign in with ${user.email}. We sent a link there to verify it. Other sessions were signed out.`,
      );
    },
    onError: (error) => showFieldError(['email', 'currentPassword'] as const, form.setError, error),
  });
  const { errors } = form.formState;
  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <h3 className="text-sm font-semibold text-neutral-200">Change Email</h3>
      <Field label="New email" htmlFor="new-email" error={errors.email?.message}>
        <Input id="new-email" type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field label="Current password" htmlFor="email-password" error={errors.currentPassword?.message}>
        <Input
          id="email-password"
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </Field>
      <Button type="submit" variant="secondary" disabled={save.isPending} className="self-start">
        {save.isPending ? 'Saving...' : 'Change Email'}
      </Button>
    </form>
  );
}

type PasswordValues = z.input<typeof ZChangePasswordRequest>;

function PasswordForm() {
  const queryClient = useQueryClient();
  const form = useForm<PasswordValues, unknown, z.output<typeof ZChangePasswordRequest>>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof ZChangePasswordRequest>) => api.PUT('/api/account/password', { body }),
    onSuccess: ({ signedOut }) => {
      void queryClient.invalidateQueries({ queryKey: accountSessionsKey });
      form.reset();
      showToast('Password Changed', `Your password has been changed.${signedOutText(signedOut)}`);
    },
    onError: (error) => showFieldError(['currentPassword', 'newPassword'] as const, form.setError, error),
  });
  const { errors } = form.formState;
  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <h3 className="text-sm font-semibold text-neutral-200">Change Password</h3>
      <Field label="Current password" htmlFor="current-password" error={errors.currentPassword?.message}>
        <Input
          id="current-password"
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </Field>
      <Field label="New password" htmlFor="new-password" error={errors.newPassword?.message}>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          {...form.register('newPassword')}
        />
      </Field>
      <Button type="submit" variant="secondary" disabled={save.isPending} className="self-start">
        {save.isPending ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}

/** Puts a server error on its field (`body.email` -> email) when it is one of `fields`, else a toast. */
function showFieldError<F extends string>(
  fields: readonly F[],
  setError: (name: F, error: { message: string }) => void,
  error: Error,
) {
  const field = error instanceof ApiError ? error.field?.replace(/^body\./, '') : undefined;
  const known = fields.find((f) => f === field);
  if (known && error instanceof ApiError) setError(known, { message: error.serverMessage });
  else showToast('Update Failed', errorMessage(error), { destructive: true });
}
