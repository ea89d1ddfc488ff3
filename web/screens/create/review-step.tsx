import { Button } from '../../components/ui/button';
import { countWords } from '../../lib/words';
import { isDraftComplete } from './chapter-editor';
import type { DraftChapter } from './create-form';
import { GenreField, type StoryForm, TitleSummaryFields } from './story-fields';

/**
 * The proofread step (docs/reference/routes.md#create: after AI generation): title, genre and summary stay
 * editable; the chapters that will be published are listed with their opening and length.
 */
export function ReviewStep({
  form,
  chapters,
  onEditChapters,
  onContinue,
}: {
  form: StoryForm;
  chapters: DraftChapter[];
  onEditChapters: () => void;
  onContinue: () => void;
}) {
  const complete = chapters.filter(isDraftComplete);
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-white">Review Your Story</h1>
      <TitleSummaryFields form={form}>
        <GenreField form={form} />
      </TitleSummaryFields>
      <section aria-labelledby="review-chapters" className="flex flex-col gap-2">
        <h2 id="review-chapters" className="text-lg font-semibold text-white">
          Chapters to publish ({complete.length})
        </h2>
        {complete.length === 0 ? (
          <p className="text-sm text-neutral-400">No chapter is complete yet.</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {complete.map((chapter) => (
              <li key={chapter.key} className="rounded-xl border border-line bg-panel p-3">
                <h3 className="font-medium text-white">{chapter.title}</h3>
                <p className="line-clamp-3 text-sm text-neutral-300">{chapter.content}</p>
                <p className="mt-1 text-xs text-neutral-400">
                  {countWords(chapter.content).toLocaleString()} words
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="flex gap-2">
        <Button variant="secondary" size="lg" onClick={onEditChapters}>
          Edit Chapters
        </Button>
        <Button size="lg" className="flex-1" onClick={onContinue}>
          Continue to Publish
        </Button>
      </div>
    </div>
  );
}
