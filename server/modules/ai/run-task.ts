import { generateText, NoObjectGeneratedError, Output, streamText } from 'ai';
import { buildPrompt, SYSTEM_INSTRUCTIONS } from './prompt.js';
import type { AiRuntime } from './provider.js';
import { type AiTask, type StreamField, type TokenUsage, UnusableOutputError } from './tasks/task.js';
import type { WritingBrief } from './writing-brief.js';

/**
 * Options of one task run: the seed (uint32), the caller's abort signal (client gone, timeout) and,
 * for a streamed run, `progress`, which counts the model text received so far.
 */
export interface RunOptions {
  seed: number;
  abortSignal: AbortSignal;
  progress?: RunProgress;
}

/**
 * What a streamed run has received from the model so far: `outputChars`, the characters of its raw
 * text (JSON syntax included), so that a run aborted before the provider reported its usage can still
 * be charged for what it produced (token-reservation.ts `cancelledUsage`).
 */
export interface RunProgress {
  outputChars: number;
}

function callSettings<O extends Record<string, string>, B>(
  runtime: AiRuntime,
  task: AiTask<O, B>,
  brief: B,
  options: RunOptions,
) {
  return {
    model: runtime.model,
    system: task.system ?? SYSTEM_INSTRUCTIONS,
    prompt: buildPrompt(task as unknown as AiTask<Record<string, string>, B>, brief),
    output: Output.object({ schema: task.schema, name: task.name, description: `Storyloom ${task.name}` }),
    maxOutputTokens: task.maxOutputTokens(brief),
    seed: options.seed,
    maxRetries: runtime.config.maxRetries,
    abortSignal: options.abortSignal,
  };
}

/**
 * Runs `task` for `brief` with structured output and returns its finished (cleaned) answer and usage.
 * @throws the AI SDK's errors (APICallError, RetryError, NoObjectGeneratedError, abort) and the task's
 * UnusableOutputError; `toAiError` maps them for the client.
 */
export async function runTask<O extends Record<string, string>, B = WritingBrief>(
  runtime: AiRuntime,
  task: AiTask<O, B>,
  brief: B,
  options: RunOptions,
): Promise<{ output: O; usage: TokenUsage }> {
  const result = await generateText(callSettings(runtime, task, brief, options));
  const usage = usageOf(result.totalUsage);
  return { output: finish(task, result.output as O, brief, usage), usage };
}

/**
 * Streams `task`: calls `onDelta(field, text)` as each streamed field grows (text appends to what was
 * sent before), then returns the finished answer, which may differ from the sum of the deltas once
 * cleaned. Counts the model text received in `options.progress` as it arrives. Errors as `runTask`.
 */
export async function streamTask<O extends Record<string, string>, B = WritingBrief>(
  runtime: AiRuntime,
  task: AiTask<O, B>,
  brief: B,
  options: RunOptions,
  onDelta: (field: StreamField, text: string) => void,
): Promise<{ output: O; usage: TokenUsage }> {
  let failure: unknown;
  const result = streamText({
    ...callSettings(runtime, task, brief, options),
    onChunk: ({ chunk }) => {
      if (chunk.type === 'text-delta' && options.progress) options.progress.outputChars += chunk.text.length;
    },
    onError: ({ error }) => {
      failure ??= error;
    },
  });
  const sent: Partial<Record<StreamField, string>> = {};
  for await (const partial of result.partialOutputStream) {
    for (const field of task.streamFields) {
      const value = (partial as Partial<Record<StreamField, unknown>>)[field];
      const before = sent[field] ?? '';
      if (typeof value === 'string' && value.length > before.length && value.startsWith(before)) {
        onDelta(field, value.slice(before.length));
        sent[field] = value;
      }
    }
  }
  if (failure !== undefined) throw failure;
  const output = (await result.output) as O;
  const usage = usageOf(await result.totalUsage);
  return { output: finish(task, output, brief, usage), usage };
}

/**
 * The tokens a failed run had already cost, as far as the error says: the usage of an answer that did
 * not match its schema (NoObjectGeneratedError) or was unusable once cleaned; 0 for anything else (an
 * HTTP error, a dropped stream, a timeout), whose usage the provider never reported.
 */
export function usageOfFailure(error: unknown): TokenUsage {
  if (NoObjectGeneratedError.isInstance(error) && error.usage) return usageOf(error.usage);
  if (error instanceof UnusableOutputError && error.usage) return error.usage;
  return { inputTokens: 0, outputTokens: 0 };
}

/** `task.finish`, with the call's usage attached to an UnusableOutputError so a failure still counts it. */
function finish<O extends Record<string, string>, B>(
  task: AiTask<O, B>,
  output: O,
  brief: B,
  usage: TokenUsage,
): O {
  try {
    return task.finish(output, brief);
  } catch (error) {
    if (error instanceof UnusableOutputError) error.usage = usage;
    throw error;
  }
}

function usageOf(usage: { inputTokens?: number; outputTokens?: number }): TokenUsage {
  return { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 };
}
