import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AppError } from '../../lib/errors.js';
import { toAiError } from './ai-errors.js';
import {
  cancelGeneration,
  completeGeneration,
  failGeneration,
  reserveGeneration,
} from './generation-ledger.js';
import type { AiRuntime } from './provider.js';
import { runTask, streamTask, usageOfFailure } from './run-task.js';
import type { AiTask, StreamField } from './tasks/task.js';
import { cancelledUsage, estimateInputTokens, tokensToReserve } from './token-reservation.js';
import type { WritingBrief } from './writing-brief.js';

/** Tasks whose answer is chapter text: the ledger keeps it so saved chapters can be labelled. */
const CHAPTER_TASKS = new Set(['first-chapter', 'chapter-content', 'continuation']);

/**
 * What one generation needs besides the task: who asks (null: the system, e.g. the job that writes a
 * winning proposal's chapter; no per-user limit applies), the brief, and the optional seed.
 */
export interface GenerationCall<O extends Record<string, string>, B = WritingBrief> {
  userId: number | null;
  task: AiTask<O, B>;
  brief: B;
  seed?: number;
}

/** Streaming hooks: `onStart` once the generation is reserved, `onDelta` as text arrives. */
export interface StreamHooks {
  onStart(generationId: number): void;
  onDelta(field: StreamField, text: string): void;
}

/**
 * Runs AI generations under the per-user limits and records each in the ledger (docs/reference/limits.md#ai).
 * A failed generation saves nothing but its failure; the provider's error is logged and the client gets a
 * 502/503 AppError. One the client walked away from (Stop) is aborted at the provider and recorded as
 * cancelled with the tokens it used (docs/reference/ai.md#cancel).
 */
export class Generator {
  constructor(
    private readonly db: Db,
    private readonly runtime: AiRuntime,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Reserves a generation (AI_RATE_LIMITED / AI_BUDGET_EXHAUSTED 429 before anything runs; a system
   * generation has no such limits), holding `tokensToReserve` against the daily budget; runs the task — streaming through `hooks` when given —
   * and answers the task's fields plus `generationId`. The reservation is settled with the real usage
   * on success and released on any failure (ADR 0006). `clientSignal` aborts when the client goes away:
   * the abort reaches the provider call (the AI SDK's `abortSignal`, so its HTTP request is closed) and
   * the row becomes `cancelled` with the tokens used so far (`cancelledUsage`: reported, or estimated
   * from the prompt and the text streamed before the abort; nothing when the client left before the
   * call began).
   * @throws AppError 429 (limits), 502 AI_PROVIDER_ERROR (also after a cancel, which nobody reads),
   *   503 AI_PROVIDER_TIMEOUT
   */
  async generate<O extends Record<string, string>, B = WritingBrief>(
    call: GenerationCall<O, B>,
    clientSignal: AbortSignal,
    hooks?: StreamHooks,
  ): Promise<O & { generationId: number }> {
    const { config } = this.runtime;
    const generationId = await reserveGeneration(
      this.db,
      {
        userId: call.userId,
        task: call.task.name,
        provider: this.runtime.provider,
        model: this.runtime.modelId,
        reservedTokens: tokensToReserve(call.task, call.brief),
      },
      config,
    );
    hooks?.onStart(generationId);
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const progress = { outputChars: 0 };
    const options = {
      seed: call.seed ?? randomInt(2 ** 31 - 1),
      abortSignal: AbortSignal.any([clientSignal, timeout]),
      progress,
    };
    // Gone while the reservation was taken: the provider is never called, so nothing was used.
    const isGoneBeforeCall = clientSignal.aborted;
    try {
      const { output, usage } = hooks
        ? await streamTask(this.runtime, call.task, call.brief, options, hooks.onDelta)
        : await runTask(this.runtime, call.task, call.brief, options);
      const chapterText = CHAPTER_TASKS.has(call.task.name) ? (output.content ?? null) : null;
      await completeGeneration(this.db, generationId, usage, chapterText);
      return { ...output, generationId };
    } catch (error) {
      const appError: AppError = toAiError(error, timeout.aborted);
      if (clientSignal.aborted && !timeout.aborted) {
        const usage = isGoneBeforeCall
          ? { inputTokens: 0, outputTokens: 0 }
          : cancelledUsage(
              usageOfFailure(error),
              estimateInputTokens(call.task, call.brief),
              progress.outputChars,
            );
        await cancelGeneration(this.db, generationId, usage);
        throw appError;
      }
      this.log.warn({ err: error, generationId, task: call.task.name }, 'AI generation failed');
      await failGeneration(this.db, generationId, appError.code, usageOfFailure(error));
      throw appError;
    }
  }
}
