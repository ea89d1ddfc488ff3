import type { UseQueryResult } from '@tanstack/react-query';
import { EllipsisVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ReadingProgress } from '../../../contract/reading';
import type { Story } from '../../../contract/stories';
import { STORY_STATUS_LABELS } from '../../../contract/story-status';
import { StoryCard } from '../../components/story-card';
import { StoryCover } from '../../components/story-cover';
import { iconButtonClass } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { ErrorState, ListSkeleton } from '../../components/ui/states';
import { formatDate } from '../../lib/dates';

/** Loading and error states of a library tab, then `children` with the loaded data. */
export function QueryList<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton rows={3} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  return <>{children(query.data)}</>;
}

/**
 * The author's stories (genre, status as docs/reference/stories.md#status, chapters, last update) with an
 * actions button per row that opens the action sheet.
 */
export function AuthoredList({
  stories,
  onActions,
}: {
  stories: Story[];
  onActions: (story: Story) => void;
}) {
  return (
    <ul className="flex flex-col gap-2">
      {stories.map((story) => (
        <li
          key={story.id}
          className="relative flex items-center gap-3 rounded-2xl border border-line bg-panel p-3"
        >
          <StoryCover
            id={story.id}
            title={story.title}
            genre={story.genre}
            coverUrl={story.coverUrl}
            coverImages={story.coverImages}
            sizes="48px"
            className="h-16 w-12 rounded-lg"
          />
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-semibold text-white">
              <Link href={`/reading/${story.id}`} className="after:absolute after:inset-0 after:rounded-2xl">
                {story.title}
              </Link>
            </h2>
            <p className="truncate text-sm text-neutral-400">
              {story.genre}
              {story.status ? ` · ${STORY_STATUS_LABELS[story.status]}` : ''} · {story.chapters}{' '}
              {story.chapters === 1 ? 'chapter' : 'chapters'} · updated {formatDate(story.updatedAt)}
            </p>
          </div>
          <button
            type="button"
            aria-label={`Actions for ${story.title}`}
            onClick={() => onActions(story)}
            className={`relative z-10 ${iconButtonClass}`}
          >
            <EllipsisVertical aria-hidden="true" className="h-5 w-5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Stories in progress: "Chapter n of N" and a progress bar. */
export function ProgressList({ items }: { items: ReadingProgress[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li
          key={item.storyId}
          className="relative flex flex-col gap-2 rounded-2xl border border-line bg-panel p-3"
        >
          <div className="flex items-baseline justify-between gap-2">
            <h2 className="truncate font-semibold text-white">
              <Link
                href={`/reading/${item.storyId}`}
                className="after:absolute after:inset-0 after:rounded-2xl"
              >
                {item.story.title}
              </Link>
            </h2>
            <span className="shrink-0 text-xs text-neutral-400">{item.progressPercent}%</span>
          </div>
          <p className="text-sm text-neutral-400">
            by {item.story.author.displayName} · Chapter {item.currentChapter} of {item.totalChapters}
          </p>
          <ProgressBar
            label={`Progress in ${item.story.title}`}
            percent={item.progressPercent}
            fillClassName="rounded-full"
          />
        </li>
      ))}
    </ul>
  );
}

/** Saved (bookmarked) stories as cards. */
export function SavedList({ stories, onRead }: { stories: Story[]; onRead: (storyId: number) => void }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {stories.map((story) => (
        <li key={story.id}>
          <StoryCard story={story} onRead={onRead} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
