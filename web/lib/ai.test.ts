import { describe, expect, it } from 'vitest';
import { contextChapters, generationFailureMessage, parseTags } from './ai';
import { ApiError } from './api';

describe('generationFailureMessage', () => {
  const fallback = 'Failed to generate chapter content.';

  it("shows the server's message when a limit was reached (429)", () => {
    const error = new ApiError(429, { code: 'AI_RATE_LIMITED', message: 'Try again in 2 minutes.' }, '');
    expect(generationFailureMessage(error, fallback)).toBe('Try again in 2 minutes.');
  });

  it('keeps the spec wording for other failures', () => {
    const error = new ApiError(502, { code: 'AI_PROVIDER_ERROR', message: 'The AI provider failed.' }, '');
    expect(generationFailureMessage(error, fallback)).toBe(fallback);
    expect(generationFailureMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});

describe('parseTags', () => {
  it('trims tags and drops empty ones', () => {
    expect(parseTags(' dragons, ,heist ,')).toEqual(['dragons', 'heist']);
  });
});

describe('contextChapters', () => {
  it('keeps the last three chapters, titles to 255 characters and the end of long content', () => {
    const chapters = [1, 2, 3, 4].map((n) => ({
      title: `${n}`.repeat(300),
      content: `start ${'x'.repeat(200_000)} end ${n}`,
    }));
    const context = contextChapters(chapters);
    expect(context.map((c) => c.title[0])).toEqual(['2', '3', '4']);
    expect(context.every((c) => c.title.length === 255 && c.content.length === 200_000)).toBe(true);
    expect(context[2]?.content.endsWith('end 4')).toBe(true);
  });
});
