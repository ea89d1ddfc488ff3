import { useQuery } from '@tanstack/react-query';
import { api } from './api';

// contract/ has no AI shapes yet (they arrive with the AI issue); these are the request and answer
// fields spec section 7 names, and are to be replaced by contract types once the lead adds them.

/**
 * GET /api/ai/status answer. The server endpoint arrives with the AI release (together with the
 * POST /api/ai/* routes); until then the request answers 404.
 */
interface AiStatus {
  available: boolean;
  provider: string;
}

/**
 * Whether the server offers AI generation (GET /api/ai/status through the default query function, no
 * retry). Any error, such as today's 404 from a server without the AI release, counts as not
 * available, so AI buttons are only shown when they can work. `isPending` is true until the first
 * answer; callers show neither the AI buttons nor the "not switched on" notice meanwhile.
 */
export function useAiStatus(): { isAvailable: boolean; isPending: boolean } {
  const status = useQuery<AiStatus>({ queryKey: ['/api/ai/status'], retry: false });
  return { isAvailable: status.data?.available === true, isPending: status.isPending };
}

/** POST /api/ai/generate-title: reads `title`. */
export function generateTitle(body: { genre: string; tags: string[] }) {
  return api.post<{ title: string }>('/api/ai/generate-title', body);
}

/** POST /api/ai/generate-summary: reads `summary`. */
export function generateSummary(body: { title: string; genre: string; tags: string[] }) {
  return api.post<{ summary: string }>('/api/ai/generate-summary', body);
}

/** POST /api/ai/generate-first-chapter: reads `title` and `content`. */
export function generateFirstChapter(body: {
  title: string;
  genre: string;
  summary: string;
  tags: string[];
}) {
  return api.post<{ title: string; content: string }>('/api/ai/generate-first-chapter', body);
}

/**
 * POST /api/ai/generate-continuation in the chapter-editor form (spec section 7): the story's fields and
 * its earlier chapters; reads `title` and `content`.
 */
export function generateContinuation(body: {
  title: string;
  summary: string;
  genre: string;
  setting: string;
  chapters: { title: string; content: string }[];
}) {
  return api.post<{ title: string; content: string }>('/api/ai/generate-continuation', body);
}

/** Splits a comma-separated tag string: trimmed, empties dropped (spec section 5). */
export function parseTags(tags: string): string[] {
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * POST /api/ai/generate-chapter-content (spec section 7): writes one chapter from the story, the
 * chapter's title and outline and the earlier chapters; reads `content`.
 */
export function generateChapterContent(body: {
  storyTitle: string;
  genre: string;
  summary: string;
  setting: string;
  chapterTitle: string;
  chapterOutline: string;
  previousChapters: { title: string; content: string }[];
  targetWordCount: number;
}) {
  return api.post<{ content: string }>('/api/ai/generate-chapter-content', body);
}
