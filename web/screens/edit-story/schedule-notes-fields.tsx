import type { UseFormReturn } from 'react-hook-form';
import { MAX_AUTHOR_NOTE_LENGTH, MAX_RELEASE_SCHEDULE_LENGTH } from '../../../contract/author-notes';
import { Field, Input, Textarea } from '../../components/ui/field';
import type { EditStoryInput, EditStoryValues } from './edit-story-form';

/**
 * The edit screen's release schedule (docs/reference/stories.md#schedule: one line, at most 120 characters,
 * shown after the status on the story page and cards) and the default author's notes a new chapter starts
 * with (docs/reference/stories.md#notes: at most 2,000 characters each). Empty: none.
 */
export function ScheduleNotesFields({
  form,
}: {
  form: UseFormReturn<EditStoryInput, unknown, EditStoryValues>;
}) {
  const { errors } = form.formState;
  return (
    <>
      <Field
        label="Release schedule"
        htmlFor="story-release-schedule"
        hint="Optional, e.g. “New chapter every Friday”."
        error={errors.releaseSchedule?.message}
      >
        <Input
          id="story-release-schedule"
          autoComplete="off"
          maxLength={MAX_RELEASE_SCHEDULE_LENGTH}
          {...form.register('releaseSchedule')}
        />
      </Field>
      <Field
        label="Default note before each new chapter"
        htmlFor="story-default-note-before"
        hint="Optional. New chapters start with it; you can change it per chapter."
        error={errors.defaultNoteBefore?.message}
      >
        <Textarea
          id="story-default-note-before"
          rows={3}
          maxLength={MAX_AUTHOR_NOTE_LENGTH}
          {...form.register('defaultNoteBefore')}
        />
      </Field>
      <Field
        label="Default note after each new chapter"
        htmlFor="story-default-note-after"
        hint="Optional."
        error={errors.defaultNoteAfter?.message}
      >
        <Textarea
          id="story-default-note-after"
          rows={3}
          maxLength={MAX_AUTHOR_NOTE_LENGTH}
          {...form.register('defaultNoteAfter')}
        />
      </Field>
    </>
  );
}
