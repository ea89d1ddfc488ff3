import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { AppError } from './errors.js';

/** A fixed-window limit: `points` actions per `windowMs`. */
export interface LimitRule {
  /** Key prefix, unique per limit ("login-ip-fail", "story-create"). */
  name: string;
  points: number;
  windowMs: number;
}

/**
 * A limiter whose counters live in the `rate_limits` table (rate-limiter-flexible's Drizzle store, one
 * atomic upsert per action), so every instance shares one count and a restart forgets nothing
 * (docs/ARCHITECTURE.md#no-state-in-one-process). Expired counters are deleted by the
 * `purge-expired-rate-limits` job (`purgeExpiredRateLimits`), not by the library's own timer, which
 * each limiter of each instance ran every 5 minutes and which outlived the app's close.
 */
export function createLimiter(db: Db, rule: LimitRule): RateLimiterDrizzle {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.windowMs / 1000,
    clearExpiredByTimeout: false,
  });
}

/** How long after its window ended a counter is kept (the library's own margin: 1 hour). */
export const EXPIRED_COUNTER_GRACE_MS = 60 * 60 * 1000;

/**
 * Deletes the counters whose window (or block) ended more than EXPIRED_COUNTER_GRACE_MS before `now`;
 * returns how many. A deleted counter starts again from zero, as an expired one does.
 */
export async function purgeExpiredRateLimits(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(now.getTime() - EXPIRED_COUNTER_GRACE_MS)))
    .returning({ key: rateLimits.key });
  return removed.length;
}

/**
 * A fixed-length key for a counter: the SHA-256 of its parts. Emails and addresses are not stored in
 * clear, and a 255-character email cannot overflow the key column.
 */
export function limitKey(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

/** Whole seconds until a limiter's window (or block) ends; at least 1. */
export function secondsUntilReset(result: Pick<RateLimiterRes, 'msBeforeNext'>): number {
  return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
}

/** "45 seconds", "1 minute", "14 minutes", "2 hours": how long to wait, for messages people read. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** "minute", "10 minutes", "hour", "2 hours": a window's length after "per", for messages. */
export function describeWindow(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return `${Math.round(ms / 1000)} seconds`;
  if (minutes < 60) return minutes === 1 ? 'minute' : `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'hour' : `${hours} hours`;
}

/** A 429 RATE_LIMITED error whose message ends "Try again in …" and whose Retry-After says when. */
export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', `${message} Try again in ${describeWait(retryAfterSeconds)}.`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/**
 * Counts one action against `key`, or refuses it once the window's points are spent.
 * @throws AppError RATE_LIMITED (429, Retry-After) with `message` and the wait
 */
export async function consumeOrRefuse(
  limiter: RateLimiterDrizzle,
  key: string,
  message: string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection; // the store failed: a server error, not a limit
    throw rateLimited(message, secondsUntilReset(rejection as RateLimiterRes));
  }
}

/** Whether `result` (a limiter's `get`) shows the key's points spent; false when nothing is recorded. */
export function isSpent(
  limiter: RateLimiterDrizzle,
  result: RateLimiterRes | null,
): result is RateLimiterRes {
  return result !== null && result.consumedPoints >= limiter.points;
}

/**
 * A route hook (onRequest or preHandler) counting each request against `limiter` under `key(request)`.
 * @throws AppError RATE_LIMITED (429, Retry-After) once the window's points are spent
 */
export function limitRequests(
  limiter: RateLimiterDrizzle,
  key: (request: FastifyRequest) => string,
  message: string,
): (request: FastifyRequest) => Promise<void> {
  return (request) => consumeOrRefuse(limiter, limitKey(key(request)), message);
}
