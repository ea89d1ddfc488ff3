import { Info } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import type { ImportPreview } from '../../../contract/import';
import { GENRES } from '../../../contract/stories';
import { Button } from '../../components/ui/button';
import { Field, Input, Select } from '../../components/ui/field';
import { errorMessage } from '../../components/ui/states';
import { useCreateStory } from '../../lib/stories';
import { showToast } from '../../lib/toast';
import { countWords } from '../../lib/words';
import { ChapterRow } from './chapter-row';
import { FrontMatterList } from './front-matter-list';
import {
  frontMatterOf,
  type ImportChapter,
  mergeWithNext,
  splitChapter,
  toggleFrontMatter,
} from './import-chapters';
import { SplitDialog } from './split-dialog';

/**
 * Review of an uploaded manuscript: detected title, author and chapter count, the story title and
 * genre (both required), the chapter list with rename / merge / split, and the two save actions.
 */
export function ImportReview({
  preview,
  initialChapters,
  onReset,
}: {
  preview: ImportPreview;
  initialChapters: ImportChapter[];
  onReset: () => void;
}) {
  const [, navigate] = useLocation();
  const [chapters, setChapters] = useState(initialChapters);
  const [frontMatter] = useState(() => frontMatterOf(preview));
  const keptIds = new Set(chapters.map((c) => c.id).filter((id) => frontMatter.some((s) => s.id === id)));
  // A kept section brings back its text and its heading (now its title).
  const leftOutWords =
    keptIds.size === frontMatter.length && frontMatter.length > 0
      ? 0
      : Math.max(
          0,
          frontMatter
            .filter((s) => keptIds.has(s.id))
            .reduce((left, s) => left - s.wordCount - countWords(s.title), preview.skippedFrontMatterWords),
        );
  const [title, setTitle] = useState(preview.title ?? preview.fileName.replace(/\.[^.]+$/, ''));
  const [genre, setGenre] = useState('');
  const [splitIndex, setSplitIndex] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ title?: string; genre?: string; chapters?: string }>({});
  const createStory = useCreateStory();

  const rename = useCallback(
    (index: number, value: string) =>
      setChapters((list) => list.map((c, i) => (i === index ? { ...c, title: value } : c))),
    [],
  );
  const merge = useCallback((index: number) => setChapters((list) => mergeWithNext(list, index)), []);
  const totalWords = chapters.reduce((sum, c) => sum + c.wordCount, 0);

  const save = (isPublished: boolean) => {
    const next = {
      title: title.trim() ? undefined : 'Title is required',
      genre: genre ? undefined : 'Please select a genre',
      chapters: chapters.some((c) => !c.title.trim()) ? 'Every chapter needs a title' : undefined,
    };
    setErrors(next);
    if (next.title || next.genre || next.chapters) {
      showToast('Missing Information', 'Please fill in all required fields', { destructive: true });
      return;
    }
    createStory.mutate(
      {
        title: title.trim(),
        genre,
        isPublished,
        chapters: chapters.map((c) => ({
          title: c.title.trim(),
          content: c.content,
          wordCount: c.wordCount,
        })),
      },
      {
        onSuccess: (story) => {
          if (isPublished)
            showToast('Story Published!', `"${story.title}" is live with ${story.chapters} chapters.`);
          else showToast('Draft Saved', `"${story.title}" was imported with ${story.chapters} chapters.`);
          navigate(`/reading/${story.id}`);
        },
        onError: (error) =>
          showToast(isPublished ? 'Publishing Failed' : 'Import Failed', errorMessage(error), {
            destructive: true,
          }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="detected" className="rounded-2xl border border-line bg-panel p-4">
        <h1 id="detected" className="text-xl font-bold text-white">
          {preview.title ?? 'Untitled manuscript'}
        </h1>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-neutral-400">Author</dt>
          <dd className="text-neutral-100">{preview.author ?? 'Unknown'}</dd>
          <dt className="text-neutral-400">Chapters</dt>
          <dd className="text-neutral-100">{chapters.length}</dd>
          <dt className="text-neutral-400">Words</dt>
          <dd className="text-neutral-100">{totalWords.toLocaleString()}</dd>
          <dt className="text-neutral-400">File</dt>
          <dd className="truncate text-neutral-100">
            {preview.fileName} ({preview.format.toUpperCase()})
          </dd>
        </dl>
        {leftOutWords > 0 ? (
          <p className="mt-2 text-xs text-neutral-400">
            {leftOutWords.toLocaleString()} words of front matter were left out
            {frontMatter.length > 0 ? '; you can keep them below.' : '.'}
          </p>
        ) : null}
        {preview.notes.length > 0 ? (
          <ul aria-label="Import notes" className="mt-2 flex flex-col gap-1 text-xs text-neutral-300">
            {preview.notes.map((note) => (
              <li key={note} className="flex items-start gap-1.5">
                <Info aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0 text-accent-soft" />
                <span>{note}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="mt-2 -ml-3"
          onClick={onReset}
          disabled={createStory.isPending}
        >
          Choose Another File
        </Button>
      </section>
      <div className="grid gap-3 md:grid-cols-2">
        <Field label="Story Title" htmlFor="import-title" error={errors.title}>
          <Input
            id="import-title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={Boolean(errors.title)}
          />
        </Field>
        <Field label="Genre" htmlFor="import-genre" error={errors.genre}>
          <Select
            id="import-genre"
            value={genre}
            onChange={(e) => setGenre(e.target.value)}
            aria-invalid={Boolean(errors.genre)}
          >
            <option value="">Select a genre</option>
            {GENRES.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <FrontMatterList
        sections={frontMatter}
        keptIds={keptIds}
        onToggle={(section) => setChapters((list) => toggleFrontMatter(list, frontMatter, section))}
      />
      <section aria-labelledby="import-chapters" className="flex flex-col gap-2">
        <h2 id="import-chapters" className="text-lg font-semibold text-white">
          Chapters ({chapters.length})
        </h2>
        {errors.chapters ? (
          <p role="alert" className="text-sm text-red-400">
            {errors.chapters}
          </p>
        ) : null}
        <ol className="flex flex-col gap-2">
          {chapters.map((chapter, index) => (
            <ChapterRow
              key={chapter.id}
              chapter={chapter}
              index={index}
              isLast={index === chapters.length - 1}
              onRename={rename}
              onMerge={merge}
              onSplit={setSplitIndex}
            />
          ))}
        </ol>
      </section>
      <div className="sticky bottom-20 z-20 grid grid-cols-2 gap-2 rounded-2xl border border-line bg-ink/95 p-2 backdrop-blur lg:bottom-4">
        <Button variant="secondary" onClick={() => save(false)} disabled={createStory.isPending}>
          {createStory.isPending ? 'Saving...' : 'Save as Draft'}
        </Button>
        <Button onClick={() => save(true)} disabled={createStory.isPending}>
          Save and Publish
        </Button>
      </div>
      <SplitDialog
        key={splitIndex ?? -1}
        chapter={splitIndex === null ? null : (chapters[splitIndex] ?? null)}
        onClose={() => setSplitIndex(null)}
        onSplit={(at) => {
          if (splitIndex !== null) setChapters((list) => splitChapter(list, splitIndex, at));
          setSplitIndex(null);
        }}
      />
    </div>
  );
}
