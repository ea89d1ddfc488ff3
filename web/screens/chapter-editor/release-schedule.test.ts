import { describe, expect, it } from 'vitest';
import { toDateTimeLocal } from '../../lib/dates';
import { dispositionFileName } from '../../lib/download';
import { isScheduled, releaseDefaults, releaseRequest, ZChapterForm } from './release-schedule';

const base = { title: 'T', content: 'C' };
const scheduled = {
  scheduledAt: '2099-01-02T03:04:00.000Z',
  canSchedule: true,
  isPaidStory: true,
  freeAfterDays: 7,
};

describe('release schedule form', () => {
  it('accepts an empty release (at once) and a future one; refuses the past and bad days', () => {
    expect(ZChapterForm.safeParse({ ...base, releaseLocal: '', freeAfterDays: '' }).success).toBe(true);
    expect(
      ZChapterForm.safeParse({ ...base, releaseLocal: '2099-05-01T09:30', freeAfterDays: '365' }).success,
    ).toBe(true);
    const past = ZChapterForm.safeParse({ ...base, releaseLocal: '2001-05-01T09:30' });
    expect(past.error?.issues[0]).toMatchObject({
      path: ['releaseLocal'],
      message: 'The release time must be in the future.',
    });
    for (const days of ['0', '366', '2.5', '-1', 'x']) {
      const result = ZChapterForm.safeParse({ ...base, freeAfterDays: days });
      expect(result.error?.issues[0]?.message, days).toBe('Free after must be 1 to 365 days.');
    }
  });

  it('round-trips a saved time through the local input and sends ISO instants', () => {
    const local = toDateTimeLocal(scheduled.scheduledAt);
    expect(local).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(new Date(local).toISOString()).toBe(scheduled.scheduledAt);
    expect(releaseDefaults(scheduled)).toEqual({ releaseLocal: local, freeAfterDays: '7' });
    expect(releaseRequest({ releaseLocal: local, freeAfterDays: '30' }, scheduled)).toEqual({
      releaseAt: scheduled.scheduledAt,
      freeAfterDays: 30,
    });
  });

  it('releases a scheduled chapter now when its time is cleared; leaves released ones alone', () => {
    expect(releaseRequest({ releaseLocal: '', freeAfterDays: '' }, scheduled)).toEqual({
      releaseAt: null,
      freeAfterDays: null,
    });
    const released = { scheduledAt: null, canSchedule: false, isPaidStory: false, freeAfterDays: null };
    expect(releaseRequest({ releaseLocal: '2099-01-01T00:00', freeAfterDays: '3' }, released)).toEqual({});
    expect(isScheduled('2099-01-01T00:00:00Z')).toBe(true);
    expect(isScheduled('2001-01-01T00:00:00Z')).toBe(false);
    expect(isScheduled(null)).toBe(false);
  });

  it('reads the download name from Content-Disposition', () => {
    const header = `attachment; filename="_.epub"; filename*=UTF-8''%E5%9D%8A%E3%81%A3%E3%81%A1%E3%82%83%E3%82%93.epub`;
    expect(dispositionFileName(header, 'x.epub')).toBe('坊っちゃん.epub');
    expect(dispositionFileName('attachment; filename="a.epub"', 'x.epub')).toBe('a.epub');
    expect(dispositionFileName(null, 'x.epub')).toBe('x.epub');
  });
});
