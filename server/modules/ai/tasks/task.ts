import type { z } from 'zod';
import type { AiTaskName, WritingBrief } from '../writing-brief.js';

/** Tokens a call used (0 when the provider reports none). */
export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/** A field of a chapter answer that streams to the editor as it is written. */
export type StreamField = 'title' | 'content';

/**
 * One AI task: its prompt, its answer schema (sent as structured output) and its post-processing, kept
 * together (docs/reference/ai.md#provider). Answers are untrusted plain text: `finish` cleans them and
 * enforces product limits; it throws `UnusableOutputError` when nothing usable is left.
 */
export interface AiTask<Output extends Record<string, string>, Brief = WritingBrief> {
  name: AiTaskName;
  /** The system message, when not the studio's (`SYSTEM_INSTRUCTIONS`), e.g. the reader's companion's. */
  system?: string;
  /** The answer's zod schema; `.describe()` texts double as guidance to the model. */
  schema: z.ZodType<Output>;
  /** The task's request to the model, in plain words (the story data follows it as quoted JSON). */
  instruction(brief: Brief): string;
  /** Most tokens the answer may take. */
  maxOutputTokens(brief: Brief): number;
  /** The answer's fields that stream to the editor, in the order the schema lists them. */
  streamFields: readonly StreamField[];
  finish(output: Output, brief: Brief): Output;
}

/**
 * The model's answer parsed and valid, but empty or unusable after cleaning (becomes a 502). `usage` is
 * what the call cost, set by `runTask`/`streamTask` (tasks throw this without knowing it).
 */
export class UnusableOutputError extends Error {
  usage: TokenUsage | undefined;

  constructor(message: string) {
    super(message);
    this.name = 'UnusableOutputError';
  }
}

/** Output tokens for a chapter of `words` words: ~1.33 tokens a word, +20 % leeway and JSON overhead. */
export function chapterTokenBudget(words: number): number {
  return Math.ceil(words * 1.6) + 300;
}
