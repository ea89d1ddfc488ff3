import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { ZForgotPasswordRequest } from '../../../contract/auth';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { errorMessage } from '../../components/ui/states';
import { api } from '../../lib/api';
import { RecoveryLayout } from './recovery-layout';

type Values = z.infer<typeof ZForgotPasswordRequest>;

/** The answer shown whatever the server knows (docs/reference/people.md#email: no account enumeration). */
export const SENT_TEXT = "If an account exists for that email, we've sent a link.";

/**
 * /forgot-password (docs/reference/people.md#email): asks for the email and always says the same thing
 * once the request is accepted; only a refusal (too many requests, offline) shows as an error.
 */
export function ForgotPasswordScreen() {
  const form = useForm<Values>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const send = useMutation({
    mutationFn: (body: Values) => api.POST('/api/auth/forgot-password', { body }),
  });
  const { errors } = form.formState;
  return (
    <RecoveryLayout title="Forgot your password?">
      {send.isSuccess ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-neutral-200">
            {SENT_TEXT} It works for 1 hour. Check your spam folder if it does not arrive.
          </p>
          <Link href="/login" className="text-accent-soft underline">
            Back to sign in
          </Link>
        </div>
      ) : (
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => send.mutate(v))}>
          <p className="text-sm text-neutral-400">
            Enter your account's email and we'll send a link to choose a new password.
          </p>
          <Field label="Email" htmlFor="forgot-email" error={errors.email?.message}>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? 'forgot-email-error' : undefined}
              {...form.register('email')}
            />
          </Field>
          {send.isError && (
            <p role="alert" className="text-sm text-red-400">
              {errorMessage(send.error)}
            </p>
          )}
          <Button type="submit" size="lg" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
          <Link href="/login" className="text-sm text-neutral-300 underline">
            Back to sign in
          </Link>
        </form>
      )}
    </RecoveryLayout>
  );
}
