import type { UseFormReturn } from 'react-hook-form';
import { Field, Input } from '../../components/ui/field';
import { localTimeZone } from '../../lib/dates';
import type { ReleaseState } from './release-schedule';
import type { ChapterInput, ChapterValues } from './use-chapter-ai';

/**
 * The chapter editor's "Release" fields (docs/reference/platform.md#formats): a date-time in the author's
 * time zone (empty: at once; clearing a scheduled time releases the chapter on save) and, in a paid story,
 * "Free after" N days (1..365). A released chapter shows no release input (it cannot be scheduled again).
 */
export function ReleaseFields({
  form,
  state,
}: {
  form: UseFormReturn<ChapterInput, unknown, ChapterValues>;
  state: ReleaseState;
}) {
  const errors = form.formState.errors;
  if (!state.canSchedule && !state.isPaidStory) return null;
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-medium text-neutral-200">Release</legend>
      {state.canSchedule ? (
        <Field
          label="Release at (optional)"
          htmlFor="chapter-release-at"
          error={errors.releaseLocal?.message}
          hint={`Leave empty to publish at once. Times are in your time zone (${localTimeZone()}).`}
        >
          <Input
            id="chapter-release-at"
            type="datetime-local"
            aria-invalid={errors.releaseLocal ? true : undefined}
            aria-describedby={errors.releaseLocal ? 'chapter-release-at-error' : undefined}
            {...form.register('releaseLocal')}
          />
        </Field>
      ) : null}
      {state.isPaidStory ? (
        <Field
          label="Free after (days, optional)"
          htmlFor="chapter-free-after"
          error={errors.freeAfterDays?.message}
          hint="This premium chapter becomes free to read this many days after its release (1 to 365)."
        >
          <Input
            id="chapter-free-after"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            step={1}
            aria-invalid={errors.freeAfterDays ? true : undefined}
            aria-describedby={errors.freeAfterDays ? 'chapter-free-after-error' : undefined}
            {...form.register('freeAfterDays')}
          />
        </Field>
      ) : null}
    </fieldset>
  );
}
