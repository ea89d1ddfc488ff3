import type { CompanionChapter, CompanionSource } from '../../../../contract/companion';
import { ApiError } from '../../../lib/api';
import { chapterHeading } from '../../../lib/chapter-heading';

/**
 * Which writer produced a recap or an answer, worded like the AI studio labels its results
 * (web/components/ai-provider-notice.tsx): the configured model by name, or Storyloom's own extraction
 * from the story's text, with no AI.
 */
export function companionWriterLabel(
  kind: 'recap' | 'answer',
  result: { source: CompanionSource; model: string },
): string {
  if (result.source === 'ai') {
    return `${kind === 'recap' ? 'Recap' : 'Answer'} by the AI model (${result.model})`;
  }
  return kind === 'recap' ? 'Recap from the text itself (no AI)' : 'Passages from the text itself (no AI)';
}

/**
 * A cited chapter as the table of contents heads it: "Chapter {position}: {title}"
 * (docs/reference/reading.md#companion).
 */
export function citedChapterHeading(chapter: CompanionChapter): string {
  return chapterHeading({ orderIndex: chapter.position, title: chapter.title ?? '' });
}

/**
 * The chapters a recap covers, by number, runs joined: "Chapter 1", "Chapters 1–3",
 * "Chapters 1–2 and 5", "Chapters 1, 3 and 5". Empty for none.
 */
export function coveredChapters(chapters: readonly CompanionChapter[]): string {
  const positions = [...new Set(chapters.map((c) => c.position))].sort((a, b) => a - b);
  if (positions.length === 0) return '';
  const runs: string[] = [];
  let start = positions[0]!;
  let end = start;
  for (const position of [...positions.slice(1), Number.NaN]) {
    if (position === end + 1) {
      end = position;
      continue;
    }
    runs.push(start === end ? String(start) : `${start}–${end}`);
    start = position;
    end = position;
  }
  const list = runs.length === 1 ? runs[0]! : `${runs.slice(0, -1).join(', ')} and ${runs[runs.length - 1]}`;
  return `${positions.length === 1 ? 'Chapter' : 'Chapters'} ${list}`;
}

/**
 * What a failed recap or question tells the reader, and whether trying again may help: a limit (429)
 * or a refused question (400) gives the server's own message (a limit says when to retry); a lost
 * session asks to sign in; anything else says the request failed, with `fallback`.
 */
export function companionFailure(
  error: unknown,
  fallback: string,
): { message: string; canRetry: boolean; needsSignIn: boolean } {
  if (error instanceof ApiError) {
    if (error.status === 401) {
      return { message: 'Your session has ended. Sign in to continue.', canRetry: false, needsSignIn: true };
    }
    if (error.status === 429 || error.status === 400) {
      return { message: error.serverMessage || fallback, canRetry: error.status === 429, needsSignIn: false };
    }
  }
  return { message: fallback, canRetry: true, needsSignIn: false };
}
