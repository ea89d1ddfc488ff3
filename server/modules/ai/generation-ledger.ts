import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiGenerations } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { TokenUsage } from './tasks/task.js';
import type { AiTaskName } from './writing-brief.js';

/** Advisory-lock namespace of the per-user reservation (first key of pg_advisory_xact_lock). */
const LOCK_NAMESPACE = 0x41_49; // "AI"
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long past the AI timeout a `running` generation's reservation still counts. A live generation
 * cannot outlast the timeout (it aborts the provider call, retries included) by more than the writes
 * around it; an older running row was left by a process that crashed, and must not hold its tokens
 * until midnight. One minute is ample for the reservation commit and the failure write on a slow
 * database, and short next to a day.
 */
export const STALE_RESERVATION_MARGIN_MS = 60_000;

/** The per-user limits a reservation checks (AiConfig's rate limit, daily token budget and timeout). */
export interface GenerationLimits {
  rateLimitMax: number;
  rateLimitWindowMs: number;
  dailyTokenBudget: number;
  /** The whole-call AI timeout (ms): reservations of running rows older than it plus the margin lapse. */
  timeoutMs: number;
}

/**
 * A generation to record: who (null: a system generation, e.g. a community chapter written from a
 * winning proposal), which task, which writer, and the tokens it holds while it runs.
 */
export interface GenerationEntry {
  userId: number | null;
  task: AiTaskName;
  provider: string;
  model: string;
  /** Estimated input plus the task's maximum output (`tokensToReserve`), held until settled. */
  reservedTokens: number;
}

/**
 * Reserves one generation for `userId`: under a per-user advisory lock (so concurrent requests cannot
 * both take the last slot, on any instance) it counts the user's generations in the rolling window and
 * the tokens that count against today's budget (settled usage since UTC midnight plus the reservations
 * of running generations), then records a `running` generation holding `entry.reservedTokens`.
 * Budget rule (ADR 0006): admit while counted < budget, so a parallel burst overshoots the budget by at
 * most one request's reservation. A system generation (`userId` null) is recorded without per-user
 * limits: no user asked for it, and its cost is bounded by the events that start it (one per closed
 * voting round, docs/reference/community.md#winning-chapter).
 * @returns the new generation's id.
 * @throws AppError AI_RATE_LIMITED (429, Retry-After: seconds until the oldest generation in the window
 *   leaves it) or AI_BUDGET_EXHAUSTED (429, Retry-After: seconds until UTC midnight).
 */
export async function reserveGeneration(
  db: Db,
  entry: GenerationEntry,
  limits: GenerationLimits,
): Promise<number> {
  const userId = entry.userId;
  if (userId === null) {
    const [row] = await db.insert(aiGenerations).values(entry).returning({ id: aiGenerations.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${userId})`);
    const now = new Date();
    const windowStart = new Date(now.getTime() - limits.rateLimitWindowMs);
    const [recent] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        oldest: sql<string | null>`min(${aiGenerations.createdAt})`,
      })
      .from(aiGenerations)
      .where(and(eq(aiGenerations.userId, userId), gte(aiGenerations.createdAt, windowStart)));
    if ((recent?.count ?? 0) >= limits.rateLimitMax) {
      const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : now.getTime();
      const retryAfter = Math.max(1, Math.ceil((oldest + limits.rateLimitWindowMs - now.getTime()) / 1000));
      throw new AppError(
        'AI_RATE_LIMITED',
        `You have used ${limits.rateLimitMax} AI generations in ${describeWindow(limits.rateLimitWindowMs)}. Try again in ${describeSeconds(retryAfter)}.`,
        { headers: { 'retry-after': String(retryAfter) } },
      );
    }
    const dayStart = utcMidnight(now);
    const counted = await tokensCountedSince(tx, userId, dayStart, staleBefore(now, limits.timeoutMs));
    if (counted >= limits.dailyTokenBudget) {
      const retryAfter = Math.max(1, Math.ceil((dayStart.getTime() + DAY_MS - now.getTime()) / 1000));
      throw new AppError(
        'AI_BUDGET_EXHAUSTED',
        `You have used today's AI budget of ${limits.dailyTokenBudget.toLocaleString('en-US')} tokens. It resets at midnight UTC, in ${describeSeconds(retryAfter)}.`,
        { headers: { 'retry-after': String(retryAfter) } },
      );
    }
    const [row] = await tx.insert(aiGenerations).values(entry).returning({ id: aiGenerations.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  });
}

/**
 * Settles a generation: succeeded, its real usage in place of its reservation (reserved_tokens 0);
 * `output` keeps chapter text for AI labels.
 */
export async function completeGeneration(
  db: Db,
  id: number,
  usage: TokenUsage,
  output: string | null,
): Promise<void> {
  await db
    .update(aiGenerations)
    .set({ status: 'succeeded', ...usage, reservedTokens: 0, output, finishedAt: new Date() })
    .where(eq(aiGenerations.id, id));
}

/**
 * Marks a generation failed with the error code the client got and releases its reservation
 * (reserved_tokens 0). `usage` is what the provider reported before failing (0 when unknown): those
 * tokens were spent and count against the budget. The row still counts toward the rate limit.
 */
export async function failGeneration(
  db: Db,
  id: number,
  errorCode: string,
  usage: TokenUsage = { inputTokens: 0, outputTokens: 0 },
): Promise<void> {
  await db
    .update(aiGenerations)
    .set({ status: 'failed', errorCode, ...usage, reservedTokens: 0, finishedAt: new Date() })
    .where(eq(aiGenerations.id, id));
}

/**
 * Marks a generation `cancelled`: the client went away before the answer (the studio's Stop, a closed
 * tab) and the provider call was aborted. Releases the reservation (reserved_tokens 0) and records
 * `usage`, the tokens the call had used (the caller estimates them when the provider reported none:
 * token-reservation.ts `cancelledUsage`). Like a failed row, the cancelled one counts toward the rate
 * limit and its tokens against today's budget. `error_code` CLIENT_CLOSED: the caller stopped waiting
 * (a client's request closed; for a system generation, the job's instance shutting down).
 */
export async function cancelGeneration(
  db: Db,
  id: number,
  usage: TokenUsage,
  errorCode = 'CLIENT_CLOSED',
): Promise<void> {
  await db
    .update(aiGenerations)
    .set({ status: 'cancelled', errorCode, ...usage, reservedTokens: 0, finishedAt: new Date() })
    .where(eq(aiGenerations.id, id));
}

/**
 * Tokens that count against `userId`'s budget today (UTC): input plus output tokens of generations
 * since midnight, plus the reservations of running ones (those older than `timeoutMs` plus
 * STALE_RESERVATION_MARGIN_MS excepted), i.e. exactly what the next reservation compares with the
 * budget.
 */
export async function tokensUsedToday(db: Db, userId: number, timeoutMs: number): Promise<number> {
  const now = new Date();
  return tokensCountedSince(db, userId, utcMidnight(now), staleBefore(now, timeoutMs));
}

async function tokensCountedSince(
  db: Pick<Db, 'select'>,
  userId: number,
  since: Date,
  staleBefore: Date,
): Promise<number> {
  const g = aiGenerations;
  const [row] = await db
    .select({
      tokens: sql<number>`coalesce(sum(${g.inputTokens} + ${g.outputTokens}
        + case when ${g.status} = 'running' and ${g.createdAt} >= ${staleBefore.toISOString()}::timestamptz
          then ${g.reservedTokens} else 0 end), 0)::int`,
    })
    .from(g)
    .where(and(eq(g.userId, userId), gte(g.createdAt, since)));
  return row?.tokens ?? 0;
}

/**
 * Running generations created before this time have lapsed: their process is gone (a live one cannot
 * outlast `timeoutMs`, the AI timeout in ms, by STALE_RESERVATION_MARGIN_MS).
 */
export function staleBefore(now: Date, timeoutMs: number): Date {
  return new Date(now.getTime() - timeoutMs - STALE_RESERVATION_MARGIN_MS);
}

function utcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function describeWindow(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes >= 1 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.round(ms / 1000)} seconds`;
}

function describeSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
