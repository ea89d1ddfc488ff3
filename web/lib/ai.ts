import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AiProvider,
  AiStatus,
  GenerateChapterContentRequest,
  GeneratedChapter,
  GenerateFirstChapterRequest,
  GenerateSummaryRequest,
  GenerateTitleRequest,
  ZContinuationChapterRequest,
  ZContinuationIdeaRequest,
} from '../../contract/ai';
import { type StreamHandlers, streamGeneration } from './ai-stream';
import { ApiError, api } from './api';

/**
 * Whether the server offers AI generation, and with which writer (GET /api/ai/status through the
 * default query function, no retry). Any error, such as a 404 from a server without AI, counts as not
 * available, so AI buttons are only shown when they can work. `isPending` is true until the first
 * answer; callers show neither the AI buttons nor the "not switched on" notice meanwhile.
 */
export function useAiStatus(): {
  isAvailable: boolean;
  isPending: boolean;
  provider: AiProvider | null;
  model: string | null;
} {
  const status = useQuery<AiStatus>({ queryKey: ['/api/ai/status'], retry: false });
  return {
    isAvailable: status.data?.available === true,
    isPending: status.isPending,
    provider: status.data?.provider ?? null,
    model: status.data?.model ?? null,
  };
}

/**
 * The toast message for a failed generation: the server's own message when the user hit a limit (429
 * AI_RATE_LIMITED / AI_BUDGET_EXHAUSTED say when to retry), else `fallback` (spec section 8 wording).
 */
export function generationFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 429 && error.serverMessage
    ? error.serverMessage
    : fallback;
}

/**
 * POST /api/ai/generate-title: reads `title` and `generationId`. Aborting `signal` (Stop) closes the
 * request, which cancels the generation on the server too.
 * @throws ApiError, or an AbortError when `signal` aborts
 */
export function generateTitle(body: GenerateTitleRequest, signal?: AbortSignal) {
  return api.post<{ title: string; generationId: number }>('/api/ai/generate-title', body, { signal });
}

/**
 * POST /api/ai/generate-summary: reads `summary` and `generationId`; `signal` as for `generateTitle`.
 * @throws ApiError, or an AbortError when `signal` aborts
 */
export function generateSummary(body: GenerateSummaryRequest, signal?: AbortSignal) {
  return api.post<{ summary: string; generationId: number }>('/api/ai/generate-summary', body, { signal });
}

/**
 * POST /api/ai/generate-first-chapter, streamed: `title` and `content` deltas, then the whole chapter.
 * @throws ApiError, or an AbortError when `handlers.signal` aborts
 */
export function generateFirstChapter(body: GenerateFirstChapterRequest, handlers?: StreamHandlers) {
  return streamGeneration<GeneratedChapter>('/api/ai/generate-first-chapter', body, handlers);
}

/**
 * POST /api/ai/generate-chapter-content, streamed: `content` deltas, then `{content, generationId}`.
 * @throws ApiError, or an AbortError when `handlers.signal` aborts
 */
export function generateChapterContent(body: GenerateChapterContentRequest, handlers?: StreamHandlers) {
  return streamGeneration<{ content: string; generationId: number }>(
    '/api/ai/generate-chapter-content',
    body,
    handlers,
  );
}

/**
 * POST /api/ai/generate-continuation in the chapter-editor form (the story's fields and its chapters so
 * far), streamed: the next chapter's `title` and `content`.
 * @throws ApiError, or an AbortError when `handlers.signal` aborts
 */
export function generateContinuation(
  body: z.input<typeof ZContinuationChapterRequest>,
  handlers?: StreamHandlers,
) {
  return streamGeneration<GeneratedChapter>('/api/ai/generate-continuation', body, handlers);
}

/**
 * POST /api/ai/generate-continuation in the proposal form ({storyId, chapterId}): an idea for the next
 * chapter, `title` (at most 100 characters) and `content` (30 to 500 characters).
 * @throws ApiError
 */
export function generateContinuationIdea(body: z.input<typeof ZContinuationIdeaRequest>) {
  return api.post<GeneratedChapter>('/api/ai/generate-continuation', body);
}

/** Splits a comma-separated tag string: trimmed, empties dropped (spec section 5). */
export function parseTags(tags: string): string[] {
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Earlier chapters sent as AI context: the last few keep the request small for long books. */
const CONTEXT_CHAPTERS = 3;

/**
 * The earlier chapters an AI request carries (oldest first): the last three, each cut to the limits of
 * contract/ai.ts (title 255 characters; content its last 200,000, where the next chapter picks up).
 */
export function contextChapters(chapters: readonly { title: string; content: string }[]) {
  return chapters.slice(-CONTEXT_CHAPTERS).map(({ title, content }) => ({
    title: title.slice(0, 255),
    content: content.slice(-200_000),
  }));
}
