import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { aiGenerations, chapterAiSources } from '../../db/schema.js';
import { staleBefore } from './generation-ledger.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The error code of a generation its process left running (it crashed or was killed mid-call). */
export const ABANDONED = 'ABANDONED';

/**
 * Deletes the generation-ledger rows created more than `retentionDays` days before `now`
 * (AI_LEDGER_RETENTION_DAYS, docs/reference/ai.md#cancel). Such rows count toward no limit any more:
 * config.ts refuses a retention shorter than the rate-limit window, and the budget counts since UTC midnight.
 * A chapter saved from a pruned generation can no longer name it (`aiGenerationId` is then refused).
 * Generations recorded as a chapter's source (`chapter_ai_sources`) are kept while the chapter is: every
 * save of the chapter measures its AI share against them (docs/reference/ai.md#ai-share), and the
 * source row would go with them (ON DELETE CASCADE). They no longer count toward any limit either.
 * Idempotent: a second call deletes nothing more.
 * @returns how many rows were deleted
 */
export async function pruneGenerationLedger(
  db: DbOrTx,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const removed = await db
    .delete(aiGenerations)
    .where(
      and(
        lt(aiGenerations.createdAt, cutoff),
        notExists(
          db
            .select({ one: sql`1` })
            .from(chapterAiSources)
            .where(eq(chapterAiSources.generationId, aiGenerations.id)),
        ),
      ),
    )
    .returning({ id: aiGenerations.id });
  return removed.length;
}

/**
 * Marks `failed` with error code ABANDONED the generations still `running` although created before
 * `now - timeoutMs - STALE_RESERVATION_MARGIN_MS` (`staleBefore`, ADR 0006): no live generation is that
 * old, so their process is gone. Their reservation is released (reserved_tokens 0, which the budget
 * already ignored for such rows); their usage stays 0, as nothing reported it. They still count toward
 * the rate limit. Idempotent: a second call finds no such row.
 * @returns how many generations were marked
 */
export async function failAbandonedGenerations(
  db: DbOrTx,
  timeoutMs: number,
  now = new Date(),
): Promise<number> {
  const g = aiGenerations;
  const marked = await db
    .update(g)
    .set({ status: 'failed', errorCode: ABANDONED, reservedTokens: 0, finishedAt: now })
    .where(and(eq(g.status, 'running'), lt(g.createdAt, staleBefore(now, timeoutMs))))
    .returning({ id: g.id });
  return marked.length;
}
