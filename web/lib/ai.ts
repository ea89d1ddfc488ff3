import { useQuery } from '@tanstack/react-query';
import type { AiProvider } from '../../contract/ai';
import { type StreamHandlers, streamGeneration } from './ai-stream';
import { type ApiAnswer, type ApiBody, ApiError, api } from './api';

/** Query keys of the AI features, shaped like the URL they load. */
export const aiKeys = {
  status: ['/api/ai/status'] as const,
};

/** The two bodies of POST /api/ai/generate-continuation: an idea for a proposal, or the next chapter. */
type ContinuationBody = ApiBody<'post', '/api/ai/generate-continuation'>;
type ContinuationIdeaBody = Extract<ContinuationBody, { chapterId: number }>;

/** The generation routes that answer server-sent events when asked to (contract/ai.ts). */
type StreamPath =
  | '/api/ai/generate-first-chapter'
  | '/api/ai/generate-chapter-content'
  | '/api/ai/generate-continuation';

/** `streamGeneration` of one documented route: its body and final answer typed from the document. */
function streamFrom<P extends StreamPath>(path: P, body: ApiBody<'post', P>, handlers?: StreamHandlers) {
  return streamGeneration<ApiAnswer<'post', P>>(path, body, handlers);
}

/**
 * Whether the server offers AI generation, and with which writer (GET /api/ai/status, no retry). Any error, such as a 404 from a server without AI, counts as not
 * available, so AI buttons are only shown when they can work. `isPending` is true until the first
 * answer; callers show neither the AI buttons nor the "not switched on" notice meanwhile.
 */
export function useAiStatus(): {
  isAvailable: boolean;
  isPending: boolean;
  provider: AiProvider | null;
  model: string | null;
} {
  const status = useQuery({
    queryKey: aiKeys.status,
    queryFn: () => api.GET('/api/ai/status'),
    retry: false,
  });
  return {
    isAvailable: status.data?.available === true,
    isPending: status.isPending,
    provider: status.data?.provider ?? null,
    model: status.data?.model ?? null,
  };
}

/**
 * The toast message for a failed generation: the server's own message when the user hit a limit (429
 * AI_RATE_LIMITED / AI_BUDGET_EXHAUSTED say when to retry), else `fallback` (docs/reference/texts.md#errors
 * wording).
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
export function generateTitle(body: ApiBody<'post', '/api/ai/generate-title'>, signal?: AbortSignal) {
  return api.POST('/api/ai/generate-title', { body, signal });
}

/**
 * POST /api/ai/generate-summary: reads `summary` and `generationId`; `signal` as for `generateTitle`.
 * @throws ApiError, or an AbortError when `signal` aborts
 */
export function generateSummary(body: ApiBody<'post', '/api/ai/generate-summary'>, signal?: AbortSignal) {
  return api.POST('/api/ai/generate-summary', { body, signal });
}

/**
 * POST /api/ai/generate-first-chapter, streamed: `title` and `content` deltas, then the whole chapter.
 * @throws ApiError, or an AbortError when `handlers.signal` aborts
 */
export function generateFirstChapter(
  body: ApiBody<'post', '/api/ai/generate-first-chapter'>,
  handlers?: StreamHandlers,
) {
  return streamFrom('/api/ai/generate-first-chapter', body, handlers);
}

/**
 * POST /api/ai/generate-chapter-content, streamed: `content` deltas, then `{content, generationId}`.
 * @throws ApiError, or an AbortError when `handlers.signal` aborts
 */
export function generateChapterContent(
  body: ApiBody<'post', '/api/ai/generate-chapter-content'>,
  handlers?: StreamHandlers,
) {
  return streamFrom('/api/ai/generate-chapter-content', body, handlers);
}

/**
 * POST /api/ai/generate-continuation in the chapter-editor form (the story's fields and its chapters so
 * far), streamed: the next chapter's `title` and `content`.
 * @throws ApiError, or an AbortError when `handlers.signal` aborts
 */
export function generateContinuation(
  body: Exclude<ContinuationBody, ContinuationIdeaBody>,
  handlers?: StreamHandlers,
) {
  return streamFrom('/api/ai/generate-continuation', body, handlers);
}

/**
 * POST /api/ai/generate-continuation in the proposal form ({storyId, chapterId}): an idea for the next
 * chapter, `title` (at most 100 characters) and `content` (30 to 500 characters).
 * @throws ApiError
 */
export function generateContinuationIdea(body: ContinuationIdeaBody) {
  return api.POST('/api/ai/generate-continuation', { body });
}

/** Splits a comma-separated tag string: trimmed, empties dropped (docs/reference/limits.md#stories). */
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
