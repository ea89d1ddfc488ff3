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
    expect(signupFailure(limited).title).toBe('Too many attempts');
  });

  it('does not call a server or network failure a wrong password', () => {
    expect(loginFailure(new ApiError(500, null, 'Internal Server Error')).description).not.toMatch(
      /password/,
    );
    expect(loginFailure(new TypeError('Failed to fetch')).description).toMatch(/connection/);
  });

  it('keeps the taken-email message for sign-up', () => {
    const taken = new ApiError(
      409,
      { code: 'EMAIL_TAKEN', message: 'An account with this email already exists' },
      '',
    );
    expect(signupFailure(taken)).toEqual({
      title: 'Signup failed',
      description: 'An account with this email already exists.',
    });
  });
});
