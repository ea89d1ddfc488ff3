import { ApiError } from '../../lib/api';

/** A toast's title and description. */
export interface FailureToast {
  title: string;
  description: string;
}

/**
 * What the sign-in form tells a person whose sign-in failed: wrong credentials in the spec's words
 * (docs/reference/texts.md#auth); a limit with the server's own message saying when to try again;
 * anything else without blaming their password.
 */
export function loginFailure(error: unknown): FailureToast {
  if (error instanceof ApiError && error.status === 401) {
    return { title: 'Login failed', description: 'Invalid email or password.' };
  }
  if (error instanceof ApiError && error.status === 429) {
    return { title: 'Too many attempts', description: error.serverMessage };
  }
  return { title: 'Login failed', description: somethingElse(error) };
}

/** A failure that belongs to one field of the sign-up form, shown under that field. */
export interface SignupFieldError {
  field: 'email' | 'username';
  message: string;
}

/**
 * What the sign-up form says when sign-up failed, decided by the server's error code (never by message
 * text, `contract/errors.ts`): EMAIL_TAKEN gives the spec's toast "An account with this email already
 * exists." (docs/reference/texts.md#auth) and marks the email field; USERNAME_TAKEN marks the username field
 * only (its message also says "already exists", which must not read as a taken email); a limit toasts the
 * server's message; anything else "Failed to create account." (docs/reference/texts.md#auth).
 * @returns the toast to show (null when the field error says it all) and the field error, if any
 */
export function signupFailure(error: unknown): { toast: FailureToast | null; fieldError?: SignupFieldError } {
  if (error instanceof ApiError && error.status === 429) {
    return { toast: { title: 'Too many attempts', description: error.serverMessage } };
  }
  if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
    return {
      toast: null,
      fieldError: { field: 'username', message: 'This username is taken. Choose another.' },
    };
  }
  if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
    return {
      toast: { title: 'Signup failed', description: 'An account with this email already exists.' },
      fieldError: { field: 'email', message: 'An account with this email already exists.' },
    };
  }
  return { toast: { title: 'Signup failed', description: 'Failed to create account.' } };
}

function somethingElse(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return error.serverMessage;
  return "Storyloom couldn't sign you in just now. Check your connection and try again.";
}
