import { describe, expect, it } from 'vitest';
import { closedForIdeasReason, formatCountdown, ideaCount, proposalPreview } from './round-status';

describe('proposalPreview', () => {
  it('keeps short ideas and cuts long ones at 200 characters', () => {
    expect(proposalPreview('  A short\n\nidea.  ')).toBe('A short idea.');
    const long = 'word '.repeat(100);
    const preview = proposalPreview(long);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(201);
  });
});

describe('formatCountdown', () => {
  const at = Date.parse('2026-11-20T10:00:00.000Z');
  const plus = (ms: number) => new Date(at + ms).toISOString();
  it('shows the two largest units left', () => {
    expect(formatCountdown(plus(2 * 86_400_000 + 3 * 3_600_000), at)).toBe('2d 3h');
    expect(formatCountdown(plus(24 * 3_600_000), at)).toBe('1d 0h');
    expect(formatCountdown(plus(3 * 3_600_000 + 12 * 60_000), at)).toBe('3h 12m');
    expect(formatCountdown(plus(4 * 60_000 + 5_000), at)).toBe('4m 05s');
    expect(formatCountdown(plus(41_200), at)).toBe('42s');
  });
  it('is null once the round has closed or the time is unreadable', () => {
    expect(formatCountdown(plus(0), at)).toBeNull();
    expect(formatCountdown(plus(-5000), at)).toBeNull();
    expect(formatCountdown('soon', at)).toBeNull();
  });
});

describe('closedForIdeasReason', () => {
  it('takes ideas only while a round is open or not started', () => {
    expect(closedForIdeasReason('open')).toBeNull();
    expect(closedForIdeasReason('not_started')).toBeNull();
    expect(closedForIdeasReason('writing')).toBe('Voting has closed for this chapter.');
    expect(closedForIdeasReason('disabled')).toMatch(/switched community voting off/);
  });
});

describe('ideaCount', () => {
  it('says idea or ideas', () => {
    expect(ideaCount(1)).toBe('1 idea');
    expect(ideaCount(0)).toBe('0 ideas');
  });
});
