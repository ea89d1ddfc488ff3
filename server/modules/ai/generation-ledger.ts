import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiGenerations } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { TokenUsage } from './run-task.js';
import type { WritingTask } from './writing-brief.js';

/** Advisory-lock namespace of the per-user reservation (first key of pg_advisory_xact_lock). */
const LOCK_NAMESPACE = 0x41_49; // "AI"
const DAY_MS = 24 * 60 * 60 * 1000;

/** The per-user limits a reservation checks (AiConfig's rate limit and daily token budget). */
export interface GenerationLimits {
  rateLimitMax: number;
  rateLimitWindowMs: number;
  dailyTokenBudget: number;
}

/**
 * Reserves one generation for `userId`: under a per-user advisory lock (so concurrent requests cannot
 * both take the last slot, on any instance) it counts the user's generations in the rolling window and
 * their tokens since UTC midnight, then records a `running` generation.
 * @returns the new generation's id.
 * @throws AppError AI_RATE_LIMITED (429, Retry-After: seconds until the oldest generation in the window
 *   leaves it) or AI_BUDGET_EXHAUSTED (429, Retry-After: seconds until UTC midnight).
 */
export async function reserveGeneration(
  db: Db,
  entry: { userId: number; task: WritingTask; provider: string; model: string },
  limits: GenerationLimits,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${entry.userId})`);
    const now = new Date();
    const windowStart = new Date(now.getTime() - limits.rateLimitWindowMs);
    const [recent] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        oldest: sql<string | null>`min(${aiGenerations.createdAt})`,
      })
      .from(aiGenerations)
      .where(and(eq(aiGenerations.userId, entry.userId), gte(aiGenerations.createdAt, windowStart)));
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
    const used = await tokensUsedSince(tx, entry.userId, dayStart);
    if (used >= limits.dailyTokenBudget) {
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

/** Marks a generation succeeded with its usage; `output` keeps chapter text for AI labels. */
export async function completeGeneration(
  db: Db,
  id: number,
  usage: TokenUsage,
  output: string | null,
): Promise<void> {
  await db
    .update(aiGenerations)
    .set({ status: 'succeeded', ...usage, output, finishedAt: new Date() })
    .where(eq(aiGenerations.id, id));
}

/** Marks a generation failed with the error code the client got (it still counts toward the rate limit). */
export async function failGeneration(db: Db, id: number, errorCode: string): Promise<void> {
  await db
    .update(aiGenerations)
    .set({ status: 'failed', errorCode, finishedAt: new Date() })
    .where(eq(aiGenerations.id, id));
}

/** Input plus output tokens `userId` has used since UTC midnight. */
export async function tokensUsedToday(db: Db, userId: number): Promise<number> {
  return tokensUsedSince(db, userId, utcMidnight(new Date()));
}

async function tokensUsedSince(db: Pick<Db, 'select'>, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({
      tokens: sql<number>`coalesce(sum(${aiGenerations.inputTokens} + ${aiGenerations.outputTokens}), 0)::int`,
    })
    .from(aiGenerations)
    .where(and(eq(aiGenerations.userId, userId), gte(aiGenerations.createdAt, since)));
  return row?.tokens ?? 0;
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
