import { createParser } from 'eventsource-parser';
import { type AiProvider, type StreamDelta, ZStreamDelta, ZStreamStart } from '../../contract/ai';
import type { ApiErrorBody } from '../../contract/errors';
import { ApiError, errorFromResponse } from './api';

export interface StreamHandlers {
  /** The server opened the stream: the generation's id and which writer answers. */
  onStart?: (start: { generationId: number; provider: AiProvider }) => void;
  /** A piece of text to append to `field` ("title" or "content"). */
  onDelta?: (delta: StreamDelta) => void;
  /** Aborting stops reading and closes the request (the Stop button). */
  signal?: AbortSignal;
}

/**
 * HTTP status an `event: error` code has when the server reports it before the stream starts, so a
 * failure mid-stream is handled like the same failure up front (contract/ai.ts).
 */
const STREAM_ERROR_STATUS: Record<string, number> = {
  AI_RATE_LIMITED: 429,
  AI_BUDGET_EXHAUSTED: 429,
  AI_PROVIDER_TIMEOUT: 503,
};

function streamFailure(body: Partial<ApiErrorBody>): ApiError {
  const status = (body.code && STREAM_ERROR_STATUS[body.code]) || 502;
  return new ApiError(status, body, 'The generation failed.');
}

function parseEventData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/** Whether `error` is the rejection of an aborted request (the user pressed Stop). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * POSTs `body` as JSON to a generation endpoint asking for server-sent events (contract/ai.ts: `start`,
 * `delta`, then `done` or `error`), calls the handlers as events arrive and resolves to the `done` body,
 * the same JSON the non-streamed call answers. A server that answers plain JSON instead resolves to
 * that body (no deltas).
 * @throws ApiError for a non-OK response (status, code and message from its body), for `event: error`
 *   (its code and message; status 429 for AI_RATE_LIMITED / AI_BUDGET_EXHAUSTED, 503 for
 *   AI_PROVIDER_TIMEOUT, else 502) and for a stream that ends without `done` (502)
 * @throws the signal's reason (an AbortError DOMException by default) once `signal` aborts
 */
export async function streamGeneration<T>(
  url: string,
  body: unknown,
  handlers: StreamHandlers = {},
): Promise<T> {
  const { signal } = handlers;
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await errorFromResponse(response);
  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    return (await response.json()) as T;
  }

  let outcome: { value: T } | { error: ApiError } | null = null;
  const parser = createParser({
    onEvent: (event) => {
      if (outcome) return;
      const data = parseEventData(event.data);
      if (event.event === 'start') {
        const start = ZStreamStart.safeParse(data);
        if (start.success) handlers.onStart?.(start.data);
      } else if (event.event === 'delta') {
        const delta = ZStreamDelta.safeParse(data);
        if (delta.success) handlers.onDelta?.(delta.data);
      } else if (event.event === 'done') {
        outcome =
          data && typeof data === 'object'
            ? { value: data as T }
            : { error: streamFailure({ message: 'The generation sent an unreadable answer.' }) };
      } else if (event.event === 'error') {
        const error = data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : {};
        outcome = { error: streamFailure({ ...error, message: error.message || 'The generation failed.' }) };
      }
    },
  });

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let isFinished = false;
  try {
    while (!outcome) {
      const chunk = await reader.read();
      signal?.throwIfAborted();
      if (chunk.done) {
        isFinished = true;
        break;
      }
      parser.feed(chunk.value);
    }
  } finally {
    // Done, failed or aborted: stop reading so the connection is released.
    if (!isFinished) await reader.cancel().catch(() => undefined);
  }
  const result = outcome as { value: T } | { error: ApiError } | null;
  if (!result) throw streamFailure({ message: 'The generation stopped before it finished.' });
  if ('error' in result) throw result.error;
  return result.value;
}
