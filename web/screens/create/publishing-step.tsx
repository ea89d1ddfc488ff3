import { Controller } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { countWords } from '../../lib/words';
import { isDraftComplete } from './chapter-editor';
import { type DraftChapter, EDITOR_ACCESS_LEVELS } from './create-form';
import { invalid, type StoryForm } from './story-fields';

const accessLabels = {
  public: { label: 'Public', text: 'Anyone can read it for free.' },
  subscribers: { label: 'Subscribers', text: 'Only your subscribers can read it.' },
  premium: { label: 'Premium', text: 'Readers buy the story once.' },
} as const;

/**
 * The publishing step (spec sections 2 and 5): access level, premium price (numeric, step 0.01,
 * min 0.99, placeholder 4.99), adult toggle, preview length; Publish, Save as Draft, Back to Edit and
 * Back to Review.
 */
export function PublishingStep({
  form,
  chapters,
  isSaving,
  onPublish,
  onSaveDraft,
  onBackToEdit,
  onBackToReview,
}: {
  form: StoryForm;
  chapters: DraftChapter[];
  isSaving: boolean;
  onPublish: () => void;
  onSaveDraft: () => void;
  onBackToEdit: () => void;
  onBackToReview: () => void;
}) {
  const accessLevel = form.watch('accessLevel');
  const title = form.watch('title');
  const complete = chapters.filter(isDraftComplete);
  const words = complete.reduce((sum, c) => sum + countWords(c.content), 0);
  const { errors } = form.formState;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-white">Publish Your Story</h1>
        <p className="mt-1 text-neutral-400">
          {title || 'Untitled'} · {complete.length} {complete.length === 1 ? 'chapter' : 'chapters'} ·{' '}
          {words.toLocaleString()} words
        </p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-neutral-200">Access Level</legend>
        {EDITOR_ACCESS_LEVELS.map((level) => (
          <label
            key={level}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-panel p-3 has-[:checked]:border-accent"
          >
            <input
              type="radio"
              value={level}
              className="mt-1 h-4 w-4 accent-violet-500"
              {...form.register('accessLevel')}
            />
            <span>
              <span className="block font-medium text-white">{accessLabels[level].label}</span>
              <span className="block text-sm text-neutral-400">{accessLabels[level].text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {accessLevel === 'premium' ? (
        <Field label="Price (USD)" htmlFor="story-price" error={errors.individualPrice?.message}>
          <Input
            id="story-price"
            type="number"
            inputMode="decimal"
            step={0.01}
            min={0.99}
            placeholder="4.99"
            {...invalid(form, 'individualPrice', 'story-price')}
            {...form.register('individualPrice')}
          />
        </Field>
      ) : null}
      <Controller
        control={form.control}
        name="isAdultContent"
        render={({ field }) => (
          <label className="flex items-center justify-between gap-3 rounded-xl border border-line bg-panel p-3">
            <span>
              <span className="block font-medium text-white">Adult Content (18+)</span>
              <span className="block text-sm text-neutral-400">
                Readers confirm their age before reading.
              </span>
            </span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={field.value}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              className="h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-white/15 transition-colors before:block before:h-5 before:w-5 before:translate-x-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-accent checked:before:translate-x-5.5"
            />
          </label>
        )}
      />
      <Field
        label="Preview Length (characters)"
        htmlFor="story-preview-length"
        error={errors.previewLength?.message}
        hint="How much of the story non-paying readers see."
      >
        <Input
          id="story-preview-length"
          type="number"
          inputMode="numeric"
          min={0}
          step={50}
          {...invalid(form, 'previewLength', 'story-preview-length')}
          {...form.register('previewLength', { valueAsNumber: true })}
        />
      </Field>
      <div className="flex flex-col gap-2">
        <Button size="lg" onClick={onPublish} disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Publish Story'}
        </Button>
        <Button size="lg" variant="secondary" onClick={onSaveDraft} disabled={isSaving}>
          Save as Draft
        </Button>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="ghost" onClick={onBackToEdit}>
            Back to Edit
          </Button>
          <Button variant="ghost" onClick={onBackToReview}>
            Back to Review
          </Button>
        </div>
      </div>
    </div>
  );
}
