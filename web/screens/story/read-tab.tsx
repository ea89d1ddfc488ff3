import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { TocEntry } from '../../../contract/chapters';
import type { Story } from '../../../contract/stories';
import { AiAssistanceBadge } from '../../components/ai-assistance-badge';
import { ChapterPreview } from '../../components/chapter-preview';
import { ContentLock } from '../../components/content-lock';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, ListSkeleton, Skeleton } from '../../components/ui/states';
import { chapterHeading } from '../../lib/chapter-heading';
import { withEmphasis } from '../../lib/emphasis';
import { useChapter } from '../../lib/stories';
import { splitLines } from '../../lib/words';

/** Chapters rendered at first and per "Show more"; keeps 100+ chapter books responsive. */
const CHAPTERS_PER_BATCH = 5;

/**
 * The Read tab (docs/reference/routes.md#story-page): each chapter as "Chapter {orderIndex}: {title}" with
 * its content split by line into paragraphs, with its AI label; "No chapters available yet" when empty. A
 * locked chapter (docs/reference/access.md#policy) shows its preview; the first one also the lock with its
 * unlock action. It reads the table of contents (no text) and then only the chapters it shows, one request
 * each (docs/reference/performance.md: the whole book's JSON, 373 KB for Treasure Island, held up the page).
 */
export function ReadTab({ story, toc }: { story: Story; toc: UseQueryResult<TocEntry[]> }) {
  const [visible, setVisible] = useState(CHAPTERS_PER_BATCH);
  if (toc.isPending) return <ListSkeleton rows={3} label="Loading chapters..." />;
  if (toc.isError) return <ErrorState error={toc.error} onRetry={() => toc.refetch()} />;
  if (toc.data.length === 0) {
    return (
      <EmptyState
        title="No chapters available yet"
        description="This story hasn't been written yet. Check back later for the first chapter!"
      />
    );
  }
  const firstLockedId = toc.data.find((entry) => entry.locked)?.id;
  return (
    <div className="flex flex-col gap-8">
      {toc.data.slice(0, visible).map((entry) => (
        <ReadTabChapter key={entry.id} story={story} entry={entry} showsLock={entry.id === firstLockedId} />
      ))}
      {visible < toc.data.length ? (
        <Button variant="secondary" onClick={() => setVisible((n) => n + CHAPTERS_PER_BATCH)}>
          Show more chapters ({toc.data.length - visible} more)
        </Button>
      ) : null}
    </div>
  );
}

/** One chapter of the Read tab: its heading from the contents at once, its text when it arrives. */
function ReadTabChapter({ story, entry, showsLock }: { story: Story; entry: TocEntry; showsLock: boolean }) {
  const chapter = useChapter(entry.id);
  return (
    <article aria-labelledby={`chapter-${entry.id}`} className="flex flex-col gap-3">
      <header className="flex flex-col items-start gap-1.5">
        <h2 id={`chapter-${entry.id}`} dir="auto" className="text-xl font-semibold text-white wrap-anywhere">
          {chapterHeading(entry)}
        </h2>
        <AiAssistanceBadge assistance={entry.aiAssistance} />
      </header>
      {chapter.isPending ? (
        // A screen tall while it loads: what follows is already below the fold when the text comes in,
        // so the page does not jump (CLS, docs/reference/performance.md).
        <div role="status" aria-label="Loading chapter..." className="flex min-h-screen flex-col gap-2">
          <Skeleton className="h-4" />
          <Skeleton className="h-4" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : chapter.isError ? (
        <ErrorState error={chapter.error} onRetry={() => chapter.refetch()} />
      ) : chapter.data.locked ? (
        <>
          <ChapterPreview
            text={chapter.data.content}
            className="font-serif text-[17px] leading-relaxed text-neutral-200"
          />
          {showsLock ? (
            <ContentLock
              story={story}
              chapterId={entry.id}
              reason={chapter.data.lockReason ?? entry.lockReason ?? 'purchase_required'}
              headingLevel={3}
            />
          ) : (
            <p className="text-sm text-neutral-400">Locked</p>
          )}
        </>
      ) : (
        <div className="flex min-w-0 flex-col gap-3 font-serif text-[17px] leading-relaxed text-neutral-200 wrap-anywhere">
          {splitLines(chapter.data.content).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a chapter never reorder
            <p key={index} dir="auto">
              {withEmphasis(paragraph)}
            </p>
          ))}
        </div>
      )}
    </article>
  );
}
