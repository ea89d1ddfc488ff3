import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { loginFailure, signupFailure } from './auth-failure';

const limited = new ApiError(
  429,
  {
    code: 'RATE_LIMITED',
    message: 'Too many failed sign-in attempts for this account. Try again in 8 seconds.',
  },
  'Too Many Requests',
);

describe('sign-in and sign-up failure messages', () => {
  it('uses the spec words for wrong credentials', () => {
    const wrong = new ApiError(
      401,
      { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' },
      '',
    );
    expect(loginFailure(wrong)).toEqual({ title: 'Login failed', description: 'Invalid email or password.' });
  });

  it('says a limit tripped and when to retry, instead of blaming the password', () => {
    expect(loginFailure(limited)).toEqual({
      title: 'Too many attempts',
      description: 'Too many failed sign-in attempts for this account. Try again in 8 seconds.',
    });
    expect(signupFailure(limited).toast?.title).toBe('Too many attempts');
  });

  it('does not call a server or network failure a wrong password', () => {
    expect(loginFailure(new ApiError(500, null, 'Internal Server Error')).description).not.toMatch(
      /password/,
    );
    expect(loginFailure(new TypeError('Failed to fetch')).description).toMatch(/connection/);
  });

  it('keeps the taken-email message for sign-up and marks the email field', () => {
    const taken = new ApiError(
      409,
      { code: 'EMAIL_TAKEN', message: 'An account with this email already exists', field: 'body.email' },
      '',
    );
    expect(signupFailure(taken)).toEqual({
      toast: { title: 'Signup failed', description: 'An account with this email already exists.' },
      fieldError: { field: 'email', message: 'An account with this email already exists.' },
    });
  });

  it('puts a taken username at the username field, not as a taken email (by code, not text)', () => {
    const taken = new ApiError(
      409,
      { code: 'USERNAME_TAKEN', message: 'Username already exists', field: 'body.username' },
      '',
    );
    const failure = signupFailure(taken);
    expect(failure.toast).toBeNull();
    expect(failure.fieldError).toEqual({
      field: 'username',
      message: 'This username is taken. Choose another.',
    });
  });

  it('says "Failed to create account." for anything else', () => {
    expect(signupFailure(new ApiError(500, null, 'Internal Server Error')).toast).toEqual({
      title: 'Signup failed',
      description: 'Failed to create account.',
    });
  });
});
