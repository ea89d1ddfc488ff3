import { AccessFields, type AccessForm } from '../../components/access-fields';
import { Button } from '../../components/ui/button';
import { countWords } from '../../lib/words';
import { isDraftComplete } from './chapter-editor';
import type { DraftChapter } from './create-form';
import type { StoryForm } from './story-fields';

/**
 * The publishing step (docs/reference/routes.md#create, docs/reference/limits.md#stories): the access
 * settings (level, premium price, required tier, free chapters, adult toggle, preview length); Publish, Save
 * as Draft, Back to Edit and Back to Review.
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
  const title = form.watch('title');
  const complete = chapters.filter(isDraftComplete);
  const words = complete.reduce((sum, c) => sum + countWords(c.content), 0);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-white">Publish Your Story</h1>
        <p className="mt-1 text-neutral-400">
          {title || 'Untitled'} · {complete.length} {complete.length === 1 ? 'chapter' : 'chapters'} ·{' '}
          {words.toLocaleString()} words
        </p>
      </div>
      <AccessFields form={form as unknown as AccessForm} />
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
