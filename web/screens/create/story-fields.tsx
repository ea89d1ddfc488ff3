import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { GENRES, MAX_TAGS } from '../../../contract/stories';
import { WarningsPicker } from '../../components/content-warnings';
import { TagCombobox } from '../../components/tag-combobox';
import { Button } from '../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../components/ui/field';
import type { StoryFormInput, StoryFormValues } from './create-form';

export type StoryForm = UseFormReturn<StoryFormInput, unknown, StoryFormValues>;

/** aria props tying a control to its error message. */
export function invalid(form: StoryForm, name: keyof StoryFormInput, id: string) {
  const error = form.formState.errors[name];
  return { 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined };
}

/**
 * Genre select from the creation list (docs/reference/limits.md#stories); choosing "Adult" also sets the
 * adult flag.
 */
export function GenreField({ form }: { form: StoryForm }) {
  const field = form.register('genre', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value) form.clearErrors('genre');
      if (event.target.value === 'Adult') form.setValue('isAdultContent', true);
    },
  });
  return (
    <Field label="Genre" htmlFor="story-genre" error={form.formState.errors.genre?.message}>
      <Select id="story-genre" {...invalid(form, 'genre', 'story-genre')} {...field}>
        <option value="">Select a genre</option>
        {GENRES.map((genre) => (
          <option key={genre} value={genre}>
            {genre}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A small "Generate" button placed beside a field's label (AI Guided mode). */
function GenerateButton({
  what,
  onClick,
  busyField,
}: {
  what: 'title' | 'summary';
  onClick: () => void;
  busyField: string | null | undefined;
}) {
  const isThis = busyField === what;
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={onClick}
      disabled={Boolean(busyField)}
      aria-label={isThis ? `Generating ${what}` : `Generate ${what}`}
    >
      <Sparkles aria-hidden="true" className={`h-4 w-4 ${isThis ? 'animate-pulse' : ''}`} />
      {isThis ? 'Generating…' : 'Generate'}
    </Button>
  );
}

/**
 * Title and summary inputs (with `children`, e.g. the genre, between them); in AI Guided mode each
 * has a Generate button (`onGenerate` given).
 */
export function TitleSummaryFields({
  form,
  onGenerate,
  busyField,
  children,
}: {
  form: StoryForm;
  onGenerate?: (field: 'title' | 'summary') => void;
  busyField?: string | null;
  children?: ReactNode;
}) {
  const { errors } = form.formState;
  return (
    <>
      <Field
        label="Title"
        htmlFor="story-title"
        error={errors.title?.message}
        aside={
          onGenerate ? (
            <GenerateButton what="title" busyField={busyField} onClick={() => onGenerate('title')} />
          ) : null
        }
      >
        <Input
          id="story-title"
          autoComplete="off"
          {...invalid(form, 'title', 'story-title')}
          {...form.register('title')}
        />
      </Field>
      {children}
      <Field
        label="Summary"
        htmlFor="story-summary"
        error={errors.summary?.message}
        aside={
          onGenerate ? (
            <GenerateButton what="summary" busyField={busyField} onClick={() => onGenerate('summary')} />
          ) : null
        }
      >
        <Textarea
          id="story-summary"
          rows={4}
          {...invalid(form, 'summary', 'story-summary')}
          {...form.register('summary')}
        />
      </Field>
    </>
  );
}

/** Tags as the form holds them (comma-separated text) as a list. */
const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * Tags (a combobox with suggestions, kept as comma-separated text), content warnings
 * (docs/reference/stories.md#warnings), setting and opening line.
 */
export function DetailFields({
  form,
  areTagsRequired = false,
}: {
  form: StoryForm;
  areTagsRequired?: boolean;
}) {
  return (
    <>
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => (
          <TagCombobox
            id="story-tags"
            label={areTagsRequired ? 'Tags (required)' : 'Tags'}
            placeholder="dragons, found family, heist"
            value={splitTags(field.value)}
            onChange={(tags) => field.onChange(tags.join(', '))}
            max={MAX_TAGS}
          />
        )}
      />
      <Controller
        control={form.control}
        name="warnings"
        render={({ field }) => <WarningsPicker value={field.value ?? []} onChange={field.onChange} />}
      />
      {areTagsRequired ? null : (
        <>
          <Field label="Setting" htmlFor="story-setting">
            <Textarea id="story-setting" rows={2} {...form.register('setting')} />
          </Field>
          <Field label="Opening Line" htmlFor="story-opening-line">
            <Textarea id="story-opening-line" rows={2} {...form.register('openingLine')} />
          </Field>
        </>
      )}
    </>
  );
}

/** Target word count and estimated chapters (defaults 50,000 and 20). */
export function LengthFields({ form }: { form: StoryForm }) {
  const { errors } = form.formState;
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field label="Target Word Count" htmlFor="story-target-words" error={errors.targetWordCount?.message}>
        <Input
          id="story-target-words"
          type="number"
          inputMode="numeric"
          min={1}
          step={1000}
          {...invalid(form, 'targetWordCount', 'story-target-words')}
          {...form.register('targetWordCount', { valueAsNumber: true })}
        />
      </Field>
      <Field
        label="Estimated Chapters"
        htmlFor="story-estimated-chapters"
        error={errors.estimatedChapters?.message}
      >
        <Input
          id="story-estimated-chapters"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...invalid(form, 'estimatedChapters', 'story-estimated-chapters')}
          {...form.register('estimatedChapters', { valueAsNumber: true })}
        />
      </Field>
    </div>
  );
}
