import { ApiError } from '../../lib/api';

/** A toast's title and description. */
export interface FailureToast {
  title: string;
  description: string;
}

/**
 * What the sign-in form tells a person whose sign-in failed: wrong credentials in the spec's words
 * (section 8, "Login failure"); a limit with the server's own message saying when to try again;
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

/**
 * What the sign-up form says when sign-up failed: a taken email in the spec's words, a limit with the
 * server's message, otherwise "Failed to create account." (spec section 8).
 */
export function signupFailure(error: unknown): FailureToast {
  if (error instanceof ApiError && error.status === 429) {
    return { title: 'Too many attempts', description: error.serverMessage };
  }
  const text = error instanceof ApiError ? error.message : String(error);
  return {
    title: 'Signup failed',
    description: text.includes('already exists')
      ? 'An account with this email already exists.'
      : 'Failed to create account.',
  };
}

function somethingElse(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return error.serverMessage;
  return "Storyloom couldn't sign you in just now. Check your connection and try again.";
}
