import { z } from 'zod';
import { buildPrompt, SYSTEM_INSTRUCTIONS } from './prompt.js';
import type { AiTask, TokenUsage } from './tasks/task.js';
import type { WritingBrief } from './writing-brief.js';

/**
 * Characters per token of the input estimate: OpenAI's rule of thumb for English text ("one token is
 * about 4 characters", help.openai.com "What are tokens and how to count them"), and the count the
 * offline writer reports (offline-model.ts).
 */
const CHARS_PER_TOKEN = 4;

/**
 * Tokens to hold against the daily budget while a generation of `task` for `brief` runs (ADR 0006):
 * the estimated input (`estimateInputTokens`) plus the most the answer may take,
 * `task.maxOutputTokens(brief)`, which the provider is asked to enforce. The output part is a hard cap;
 * the input part is an estimate (text that tokenizes densely can cost more).
 * @returns a whole number of tokens, > 0.
 */
export function tokensToReserve<O extends Record<string, string>, B = WritingBrief>(
  task: AiTask<O, B>,
  brief: B,
): number {
  return estimateInputTokens(task, brief) + task.maxOutputTokens(brief);
}

/**
 * The estimated input tokens of a generation of `task` for `brief`: the characters of everything sent
 * (system message, user message and the answer's JSON schema, which structured output sends alongside)
 * / 4, rounded up.
 * @returns a whole number of tokens, > 0.
 */
export function estimateInputTokens<O extends Record<string, string>, B = WritingBrief>(
  task: AiTask<O, B>,
  brief: B,
): number {
  const prompt = buildPrompt(task as unknown as AiTask<Record<string, string>, B>, brief);
  const schema = JSON.stringify(z.toJSONSchema(task.schema));
  return tokensForChars((task.system ?? SYSTEM_INSTRUCTIONS).length + prompt.length + schema.length);
}

/**
 * The tokens recorded for a cancelled generation (docs/reference/ai.md#cancel): each count the provider
 * reported (`reported`, > 0) is kept; a count it did not report, as when a stream is aborted before its final
 * usage chunk, is estimated by the same rule of four characters a token: the input from the prompt
 * (`estimatedInput`, `estimateInputTokens`; the request had been sent, so its prompt was read), the
 * output from the characters of model text received before the abort (`receivedChars`: the raw
 * streamed text, JSON syntax included, since the model produced those tokens too). The estimate can
 * fall short for a provider that generated past what it had sent when the connection closed.
 */
export function cancelledUsage(
  reported: TokenUsage,
  estimatedInput: number,
  receivedChars: number,
): TokenUsage {
  return {
    inputTokens: reported.inputTokens > 0 ? reported.inputTokens : estimatedInput,
    outputTokens: reported.outputTokens > 0 ? reported.outputTokens : tokensForChars(receivedChars),
  };
}

/** `chars` characters in tokens at four characters a token, rounded up (0 for none). */
function tokensForChars(chars: number): number {
  return Math.ceil(chars / CHARS_PER_TOKEN);
}
