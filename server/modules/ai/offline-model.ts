import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { writeOffline } from './offline/offline-writer.js';
import { readQuotedData } from './prompt-data.js';
import { WRITING_TASKS, type WritingBrief, type WritingTask } from './writing-brief.js';

/** The model id the status endpoint and the generation ledger show for the offline writer. */
export const OFFLINE_MODEL_ID = 'offline-writer';
/** Characters per streamed chunk: about eight words, so the editor fills in visibly. */
const STREAM_CHUNK_CHARS = 48;

/**
 * The built-in offline writer behind the AI SDK's language-model interface (LanguageModelV3), so
 * every task runs the same generateText/streamText path with or without an AI endpoint. It reads the
 * task from the structured-output name and the brief from the prompt's quoted data, writes with
 * `writeOffline` for the call's `seed` (0 when none) and answers the JSON the task's schema asks for.
 * Token usage is estimated at four characters a token.
 * @throws Error when the prompt carries no brief or names no known task (a programming error).
 */
export function createOfflineModel(): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'storyloom.offline',
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},
    async doGenerate(options) {
      const { text, usage } = answer(options);
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
    async doStream(options) {
      const { text, usage } = answer(options);
      const signal = options.abortSignal;
      let offset = 0;
      let started = false;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        async pull(controller) {
          if (signal?.aborted) {
            controller.error(signal.reason);
            return;
          }
          if (!started) {
            started = true;
            controller.enqueue({ type: 'stream-start', warnings: [] });
            controller.enqueue({ type: 'text-start', id: 'offline' });
            return;
          }
          if (offset < text.length) {
            const delta = text.slice(offset, offset + STREAM_CHUNK_CHARS);
            offset += delta.length;
            controller.enqueue({ type: 'text-delta', id: 'offline', delta });
            // Yield to the event loop between chunks so each reaches the client as it is written.
            await new Promise((resolve) => setImmediate(resolve));
            return;
          }
          controller.enqueue({ type: 'text-end', id: 'offline' });
          controller.enqueue({ type: 'finish', usage, finishReason: { unified: 'stop', raw: 'stop' } });
          controller.close();
        },
      });
      return { stream };
    },
  };
}

function answer(options: LanguageModelV3CallOptions): { text: string; usage: LanguageModelV3Usage } {
  const task = options.responseFormat?.type === 'json' ? options.responseFormat.name : undefined;
  if (!isTask(task)) throw new Error(`offline writer: unknown task ${String(task)}`);
  const promptText = options.prompt
    .flatMap((message) =>
      message.role === 'user'
        ? message.content.flatMap((part) => (part.type === 'text' ? [part.text] : []))
        : [],
    )
    .join('\n');
  const brief = readQuotedData(promptText) as WritingBrief | undefined;
  if (!brief || typeof brief !== 'object') throw new Error('offline writer: the prompt has no story data');
  const text = JSON.stringify(writeOffline({ ...brief, task }, (options.seed ?? 0) >>> 0));
  return { text, usage: estimateUsage(promptText, text) };
}

function isTask(value: unknown): value is WritingTask {
  return typeof value === 'string' && (WRITING_TASKS as readonly string[]).includes(value);
}

function estimateUsage(prompt: string, answer: string): LanguageModelV3Usage {
  const input = Math.ceil(prompt.length / 4);
  const output = Math.ceil(answer.length / 4);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: output, text: output, reasoning: undefined },
  };
}
