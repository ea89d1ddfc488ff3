import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import {
  citedChapterHeading,
  companionFailure,
  companionWriterLabel,
  coveredChapters,
} from './companion-text';

const chapter = (position: number, title: string | null = `Title ${position}`) => ({
  id: 100 + position,
  title,
  position,
});

describe('companionWriterLabel', () => {
  it('names the model for the AI and says "no AI" for the extraction', () => {
    expect(companionWriterLabel('recap', { source: 'ai', model: 'llama-3.1-8b' })).toBe(
      'Recap by the AI model (llama-3.1-8b)',
    );
    expect(companionWriterLabel('answer', { source: 'ai', model: 'gpt-x' })).toBe(
      'Answer by the AI model (gpt-x)',
    );
    expect(companionWriterLabel('recap', { source: 'extractive', model: 'wink-nlp' })).toBe(
      'Recap from the text itself (no AI)',
    );
    expect(companionWriterLabel('answer', { source: 'extractive', model: 'full-text' })).toBe(
      'Passages from the text itself (no AI)',
    );
  });
});

describe('citedChapterHeading', () => {
  it('heads a chapter like the table of contents does', () => {
    expect(citedChapterHeading(chapter(1, "The Listener's Daughter"))).toBe(
      "Chapter 1: The Listener's Daughter",
    );
    expect(citedChapterHeading(chapter(7, null))).toBe('Chapter 7');
    // Imported books already name the chapter in the title: no "Chapter 3: Chapter III."
    expect(citedChapterHeading(chapter(3, 'Chapter III.'))).toBe('Chapter III.');
  });
});

describe('coveredChapters', () => {
  it('joins consecutive chapters into runs', () => {
    expect(coveredChapters([])).toBe('');
    expect(coveredChapters([chapter(1)])).toBe('Chapter 1');
    expect(coveredChapters([chapter(1), chapter(2), chapter(3)])).toBe('Chapters 1–3');
    expect(coveredChapters([chapter(1), chapter(2), chapter(5)])).toBe('Chapters 1–2 and 5');
    expect(coveredChapters([chapter(1), chapter(3), chapter(5)])).toBe('Chapters 1, 3 and 5');
  });

  it('sorts and ignores repeats', () => {
    expect(coveredChapters([chapter(4), chapter(2), chapter(3), chapter(2)])).toBe('Chapters 2–4');
  });
});

describe('companionFailure', () => {
  it("gives a limit's own message, which says when to retry", () => {
    const error = new ApiError(429, { code: 'AI_RATE_LIMITED', message: 'Try again in 42 seconds.' }, '');
    expect(companionFailure(error, 'fallback')).toEqual({
      message: 'Try again in 42 seconds.',
      canRetry: true,
      needsSignIn: false,
    });
  });

  it('asks to sign in after a lost session', () => {
    const error = new ApiError(401, { code: 'UNAUTHENTICATED', message: 'Sign in' }, '');
    expect(companionFailure(error, 'fallback')).toMatchObject({ canRetry: false, needsSignIn: true });
  });

  it("shows a refused question's reason without a retry", () => {
    const error = new ApiError(
      400,
      { code: 'VALIDATION_ERROR', message: 'Ask a question of at least 3 characters.' },
      '',
    );
    expect(companionFailure(error, 'fallback')).toEqual({
      message: 'Ask a question of at least 3 characters.',
      canRetry: false,
      needsSignIn: false,
    });
  });

  it('hides server failures and network errors behind the fallback, with a retry', () => {
    const error = new ApiError(500, { code: 'INTERNAL_ERROR', message: 'Internal error' }, '');
    expect(companionFailure(error, 'The recap could not be written.')).toEqual({
      message: 'The recap could not be written.',
      canRetry: true,
      needsSignIn: false,
    });
    expect(companionFailure(new TypeError('Failed to fetch'), 'fallback').message).toBe('fallback');
  });
});
