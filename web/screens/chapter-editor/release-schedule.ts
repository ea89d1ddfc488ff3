import { z } from 'zod';
import { MAX_FREE_AFTER_DAYS, ZUpdateChapterRequest } from '../../../contract/chapters';
import { formatWeekdayDateTime, toDateTimeLocal } from '../../lib/dates';

/*
 * The chapter editor's release settings (docs/reference/platform.md#formats): a release time typed in the
 * reader's own time zone (a `datetime-local` value, "YYYY-MM-DDTHH:mm") and paid-then-free days, as form
 * text; turned into the API's ISO instant and whole days on submit. The server checks the same rules on its
 * clock.
 */

/** What a chapter's release looks like to its editor. */
export interface ReleaseState {
  /** The saved release time when it is still in the future (ISO), else null. */
  scheduledAt: string | null;
  /** Whether the chapter may still be scheduled (a new chapter, or one not yet released). */
  canSchedule: boolean;
  /** Whether the story is paid (paid-then-free applies only there). */
  isPaidStory: boolean;
  freeAfterDays: number | null;
}

/** The chapter form: the API's title/content plus the release fields as the inputs hold them. */
export const ZChapterForm = ZUpdateChapterRequest.omit({ releaseAt: true, freeAfterDays: true })
  .extend({ releaseLocal: z.string().optional(), freeAfterDays: z.string().optional() })
  .superRefine((values, context) => {
    if (values.releaseLocal) {
      const at = new Date(values.releaseLocal).getTime();
      if (Number.isNaN(at)) {
        context.addIssue({
          code: 'custom',
          path: ['releaseLocal'],
          message: 'Please enter a valid date and time.',
        });
      } else if (at <= Date.now()) {
        context.addIssue({
          code: 'custom',
          path: ['releaseLocal'],
          message: 'The release time must be in the future.',
        });
      }
    }
    const days = values.freeAfterDays?.trim();
    if (days && !(/^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= MAX_FREE_AFTER_DAYS)) {
      context.addIssue({
        code: 'custom',
        path: ['freeAfterDays'],
        message: 'Free after must be 1 to 365 days.',
      });
    }
  });

/** The form's starting release fields for `state`. */
export function releaseDefaults(state: ReleaseState): { releaseLocal: string; freeAfterDays: string } {
  return {
    releaseLocal: state.scheduledAt ? toDateTimeLocal(state.scheduledAt) : '',
    freeAfterDays: state.freeAfterDays === null ? '' : String(state.freeAfterDays),
  };
}

/**
 * The release part of a save request: `releaseAt` as an ISO instant (null "release now" when a
 * scheduled chapter's time is cleared; left out for a released chapter), `freeAfterDays` as a number or
 * null (left out outside paid stories).
 */
export function releaseRequest(
  values: { releaseLocal?: string; freeAfterDays?: string },
  state: ReleaseState,
): { releaseAt?: string | null; freeAfterDays?: number | null } {
  const request: { releaseAt?: string | null; freeAfterDays?: number | null } = {};
  if (state.canSchedule) {
    if (values.releaseLocal) request.releaseAt = new Date(values.releaseLocal).toISOString();
    else if (state.scheduledAt) request.releaseAt = null;
  }
  if (state.isPaidStory) {
    const days = values.freeAfterDays?.trim();
    request.freeAfterDays = days ? Number(days) : null;
  }
  return request;
}

/** "Scheduled for Mon, Nov 30, 2026, 9:00 AM", in the reader's locale and time zone. */
export function scheduledLabel(iso: string): string {
  return `Scheduled for ${formatWeekdayDateTime(iso)}`;
}

/** Whether readers pay for the story's chapters (any level but public, or flagged premium; ADR 0014). */
export function isPaidStory(story: { accessLevel: string; isPremium: boolean }): boolean {
  return story.accessLevel !== 'public' || story.isPremium;
}

/** Whether a chapter with `releaseAt` is still scheduled at `now` (ms). */
export function isScheduled(releaseAt: string | null | undefined, now: number = Date.now()): boolean {
  return Boolean(releaseAt && Date.parse(releaseAt) > now);
}
