import type { RateLimiterRes } from 'rate-limiter-flexible';
import { isSpent, limitKey, rateLimited, secondsUntilReset } from '../../lib/rate-limits.js';
import type { Limits } from '../../plugins/rate-limits.js';

/** Longest progressive delay between sign-in attempts on one account, in seconds (5 minutes). */
export const MAX_ACCOUNT_DELAY_S = 300;

/** Who is signing in: the client address, the normalised email, and a trusted device if any. */
export interface LoginAttempt {
  ip: string;
  email: string;
  /** The id of a device cookie issued to this very account at an earlier sign-in, else null. */
  deviceId: string | null;
}

/**
 * Seconds an account waits between attempts after `failures` consecutive failures: none below
 * `threshold`, then 1, 2, 4 … seconds, capped at `MAX_ACCOUNT_DELAY_S` (OWASP Authentication Cheat
 * Sheet, "Account lockout": a progressive delay slows guessing without locking the owner out).
 */
export function accountDelaySeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(2 ** Math.min(failures - threshold, 30), MAX_ACCOUNT_DELAY_S);
}

/**
 * Brute-force protection for sign-in, in the shape OWASP recommends ("Blocking Brute Force Attacks",
 * "Slow Brute Force Attack and Device Cookies"):
 * - per client address: attempts are counted atomically before the password is checked and a
 *   successful one is given back, so only failures use up the address's allowance (people behind one
 *   NAT are not locked out by each other's good sign-ins), and a parallel burst cannot overshoot it;
 * - per account: after `RATE_LIMIT_AUTH_MAX` consecutive failures, attempts from devices the account
 *   has not signed in from are slowed by a growing delay, never locked; a device holding this
 *   account's device cookie is not slowed (its own failures are counted, and past the limit it loses
 *   that trust), so a stranger's wrong passwords cannot keep the owner out.
 * Counters live in the database (`app.limits`), shared by every instance.
 */
export class LoginThrottle {
  constructor(
    private readonly limits: Limits,
    private readonly threshold: number,
  ) {}

  /**
   * Admits one attempt before the password is checked.
   * @throws AppError RATE_LIMITED (429, Retry-After) for the address or, for untrusted devices, the account
   */
  async admit(attempt: LoginAttempt): Promise<void> {
    try {
      await this.limits.loginAttemptsByIp.consume(limitKey(attempt.ip));
    } catch (rejection) {
      throw this.refusal(rejection, 'Too many failed sign-in attempts from your network.');
    }
    if (attempt.deviceId && !(await this.isDeviceSpent(attempt.deviceId))) return;
    const failures = await this.limits.loginFailuresByAccount.get(limitKey(attempt.email));
    const delay = accountDelaySeconds(failures?.consumedPoints ?? 0, this.threshold);
    if (delay === 0) return;
    try {
      await this.limits.loginDelayByAccount.consume(limitKey(attempt.email), 1, { customDuration: delay });
    } catch (rejection) {
      await this.limits.loginAttemptsByIp.reward(limitKey(attempt.ip)); // refused before any guess
      throw this.refusal(rejection, 'Too many failed sign-in attempts for this account.');
    }
  }

  /** Records a wrong password: it stays counted for the address; the account or device counts it too. */
  async recordFailure(attempt: LoginAttempt): Promise<void> {
    if (attempt.deviceId && !(await this.isDeviceSpent(attempt.deviceId))) {
      await this.limits.loginFailuresByDevice.penalty(limitKey(attempt.deviceId));
      return;
    }
    await this.limits.loginFailuresByAccount.penalty(limitKey(attempt.email));
  }

  /** Records a successful sign-in: the address gets its attempt back; account and device start afresh. */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await this.limits.loginAttemptsByIp.reward(limitKey(attempt.ip));
    await this.limits.loginFailuresByAccount.delete(limitKey(attempt.email));
    await this.limits.loginDelayByAccount.delete(limitKey(attempt.email));
    if (attempt.deviceId) await this.limits.loginFailuresByDevice.delete(limitKey(attempt.deviceId));
  }

  private async isDeviceSpent(deviceId: string): Promise<boolean> {
    const limiter = this.limits.loginFailuresByDevice;
    return isSpent(limiter, await limiter.get(limitKey(deviceId)));
  }

  private refusal(rejection: unknown, message: string): unknown {
    if (rejection instanceof Error) return rejection; // the store failed: a server error, not a limit
    return rateLimited(message, secondsUntilReset(rejection as RateLimiterRes));
  }
}
