import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { z } from 'zod';
import { ZSignupRequest } from '../../../contract/auth';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../components/ui/states';
import { api } from '../../lib/api';
import { PasswordInput } from '../splash/password-input';
import { RecoveryLayout, tokenFromLocation } from './recovery-layout';

const ZNewPassword = z
  .object({ password: ZSignupRequest.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: 'The passwords do not match' });
type Values = z.infer<typeof ZNewPassword>;

/**
 * /reset-password?token=… (docs/reference/people.md#email): the new password twice (sign-up rules); on
 * success every session has ended, so the page offers sign-in. A used or expired link says so and offers
 * a new one.
 */
export function ResetPasswordScreen() {
  const token = tokenFromLocation();
  const form = useForm<Values>({
    resolver: zodResolver(ZNewPassword),
    defaultValues: { password: '', confirm: '' },
  });
  const reset = useMutation({
    mutationFn: (v: Values) =>
      api.POST('/api/auth/reset-password', { body: { token, password: v.password } }),
  });
  const { errors } = form.formState;
  if (reset.isSuccess) {
    return (
      <RecoveryLayout title="Password changed">
        <p role="status" className="mb-4 text-neutral-200">
          Your password was changed and every device was signed out. Sign in with your new password.
        </p>
        <Link href="/login" className="text-accent-soft underline">
          Sign in
        </Link>
      </RecoveryLayout>
    );
  }
  return (
    <RecoveryLayout title="Choose a new password">
      <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => reset.mutate(v))}>
        <Field label="New password" htmlFor="reset-password" error={errors.password?.message}>
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'reset-password-error' : undefined}
            {...form.register('password')}
          />
        </Field>
        <Field label="New password again" htmlFor="reset-confirm" error={errors.confirm?.message}>
          <PasswordInput
            id="reset-confirm"
            autoComplete="new-password"
            aria-invalid={Boolean(errors.confirm)}
            aria-describedby={errors.confirm ? 'reset-confirm-error' : undefined}
            {...form.register('confirm')}
          />
        </Field>
        {reset.isError && (
          <div role="alert" className="text-sm text-red-400">
            <p>{errorMessage(reset.error)}</p>
            <Link href="/forgot-password" className="underline">
              Send a new link
            </Link>
          </div>
        )}
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </RecoveryLayout>
  );
}
