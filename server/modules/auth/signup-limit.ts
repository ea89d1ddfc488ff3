import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { AppError } from '../../lib/errors.js';
import { consumeOrRefuse, limitKey } from '../../lib/rate-limits.js';

/**
 * Whether a sign-up's outcome uses up one of the address's sign-ups (ADR 0008): an account created, or
 * an email or username already taken (many of those from one address is someone probing which accounts
 * exist, OWASP Authentication Cheat Sheet "Account enumeration"). Anything else gives the attempt back:
 * input refused (VALIDATION_ERROR, e.g. a NUL character only the database notices) or a server fault,
 * neither of which is the sign-up this limit is about.
 */
function countsAgainstLimit(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'EMAIL_TAKEN' || error.code === 'USERNAME_TAKEN');
}

/**
 * Runs one sign-up from `ip` under the per-address limit. The attempt is counted atomically before the
 * account is created, so a parallel burst cannot overshoot the limit, and given back when its outcome
 * does not count (`countsAgainstLimit`), as sign-in gives back a successful attempt. Requests the
 * request schema refuses never get here and never count.
 * @returns what `createAccount` returns
 * @throws AppError RATE_LIMITED (429, Retry-After) once the address's sign-ups for the window are used
 *   up; otherwise whatever `createAccount` throws
 */
export async function limitSignup<T>(
  limiter: RateLimiterDrizzle,
  ip: string,
  createAccount: () => Promise<T>,
): Promise<T> {
  const key = limitKey(ip);
  await consumeOrRefuse(limiter, key, 'Too many sign-ups from your network.');
  try {
    return await createAccount();
  } catch (error) {
    if (!countsAgainstLimit(error)) await limiter.reward(key);
    throw error;
  }
}
