import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { ZLoginRequest } from '../../../contract/auth';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { useLogin } from '../../lib/auth';
import { showToast } from '../../lib/toast';
import { loginFailure } from './auth-failure';
import { PasswordInput } from './password-input';

type LoginInput = z.input<typeof ZLoginRequest>;
type LoginOutput = z.output<typeof ZLoginRequest>;

/**
 * The sign-in form (docs/reference/routes.md#splash, docs/reference/limits.md#accounts,
 * docs/reference/texts.md#auth): messages come from ZLoginRequest.
 */
export function LoginForm() {
  const login = useLogin();
  const form = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  // mutateAsync, not mutate callbacks: a successful login unmounts this form before they would run.
  const onSubmit = form.handleSubmit((values) =>
    login.mutateAsync(values).then(
      () => showToast('Welcome back!', "You've been logged in successfully."),
      (error) => {
        const { title, description } = loginFailure(error);
        showToast(title, description, { destructive: true });
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="Email" htmlFor="login-email" error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...form.register('email')}
        />
      </Field>
      <Field label="Password" htmlFor="login-password" error={errors.password?.message}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...form.register('password')}
        />
      </Field>
      <Link href="/forgot-password" className="self-end text-sm text-accent-soft underline">
        Forgot password?
      </Link>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
