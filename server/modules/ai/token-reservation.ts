import { z } from 'zod';
import { buildPrompt, SYSTEM_INSTRUCTIONS } from './prompt.js';
import type { AiTask } from './tasks/task.js';
import type { WritingBrief } from './writing-brief.js';

/**
 * Characters per token of the input estimate: OpenAI's rule of thumb for English text ("one token is
 * about 4 characters", help.openai.com "What are tokens and how to count them"), and the count the
 * offline writer reports (offline-model.ts).
 */
const CHARS_PER_TOKEN = 4;

/**
 * Tokens to hold against the daily budget while a generation of `task` for `brief` runs (ADR 0006):
 * the estimated input, i.e. the characters of everything sent (system message, user message and the
 * answer's JSON schema, which structured output sends alongside) / 4 rounded up, plus the most the
 * answer may take, `task.maxOutputTokens(brief)`, which the provider is asked to enforce. The output
 * part is a hard cap; the input part is an estimate (text that tokenizes densely can cost more).
 * @returns a whole number of tokens, > 0.
 */
export function tokensToReserve<O extends Record<string, string>, B = WritingBrief>(
  task: AiTask<O, B>,
  brief: B,
): number {
  const prompt = buildPrompt(task as unknown as AiTask<Record<string, string>, B>, brief);
  const schema = JSON.stringify(z.toJSONSchema(task.schema));
  const inputChars = (task.system ?? SYSTEM_INSTRUCTIONS).length + prompt.length + schema.length;
  return Math.ceil(inputChars / CHARS_PER_TOKEN) + task.maxOutputTokens(brief);
}
