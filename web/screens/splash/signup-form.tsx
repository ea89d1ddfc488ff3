import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZSignupRequest } from '../../../contract/auth';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { useSignup } from '../../lib/auth';
import { showToast } from '../../lib/toast';
import { signupFailure } from './auth-failure';
import { PasswordInput } from './password-input';

type SignupInput = z.input<typeof ZSignupRequest>;
type SignupOutput = z.output<typeof ZSignupRequest>;

/**
 * The sign-up form (docs/reference/routes.md#splash, docs/reference/limits.md#accounts,
 * docs/reference/texts.md#auth): messages come from ZSignupRequest.
 */
export function SignupForm() {
  const signup = useSignup();
  const form = useForm<SignupInput, unknown, SignupOutput>({
    resolver: zodResolver(ZSignupRequest),
    defaultValues: { email: '', password: '', username: '', displayName: '' },
  });
  const { errors } = form.formState;

  // mutateAsync, not mutate callbacks: a successful signup unmounts this form before they would run.
  const onSubmit = form.handleSubmit((values) =>
    signup.mutateAsync(values).then(
      () => showToast('Account created', 'Welcome to Storyloom!'),
      (error) => {
        const { toast, fieldError } = signupFailure(error);
        if (fieldError)
          form.setError(fieldError.field, { message: fieldError.message }, { shouldFocus: true });
        if (toast) showToast(toast.title, toast.description, { destructive: true });
      },
    ),
  );

  const ariaFor = (name: keyof SignupInput) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `signup-${name}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="Email" htmlFor="signup-email" error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          {...ariaFor('email')}
          {...form.register('email')}
        />
      </Field>
      <Field label="Password" htmlFor="signup-password" error={errors.password?.message}>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          {...ariaFor('password')}
          {...form.register('password')}
        />
      </Field>
      <Field label="Username" htmlFor="signup-username" error={errors.username?.message}>
        <Input
          id="signup-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...ariaFor('username')}
          {...form.register('username')}
        />
      </Field>
      <Field label="Display Name" htmlFor="signup-displayName" error={errors.displayName?.message}>
        <Input
          id="signup-displayName"
          autoComplete="name"
          {...ariaFor('displayName')}
          {...form.register('displayName')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={signup.isPending}>
        {signup.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
