import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { Chapter } from '../../../contract/chapters';
import type { Story } from '../../../contract/stories';
import { AiAssistanceBadge } from '../../components/ai-assistance-badge';
import { ChapterPreview } from '../../components/chapter-preview';
import { ContentLock } from '../../components/content-lock';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/ui/states';
import { chapterHeading } from '../../lib/chapter-heading';
import { withEmphasis } from '../../lib/emphasis';
import { splitLines } from '../../lib/words';

/** Chapters rendered at first and per "Show more"; keeps 100+ chapter books responsive. */
const CHAPTERS_PER_BATCH = 5;

/**
 * The Read tab (spec section 2): each chapter as "Chapter {orderIndex}: {title}" with its content split
 * by line into paragraphs, with its AI label; "No chapters available yet" when empty. A locked chapter
 * (issue "Money" §1) shows its preview; the first one also the lock with its unlock action.
 */
export function ReadTab({ story, chapters }: { story: Story; chapters: UseQueryResult<Chapter[]> }) {
  const [visible, setVisible] = useState(CHAPTERS_PER_BATCH);
  if (chapters.isPending) return <ListSkeleton rows={3} label="Loading chapters..." />;
  if (chapters.isError) return <ErrorState error={chapters.error} onRetry={() => chapters.refetch()} />;
  if (chapters.data.length === 0) {
    return (
      <EmptyState
        title="No chapters available yet"
        description="This story hasn't been written yet. Check back later for the first chapter!"
      />
    );
  }
  const shown = chapters.data.slice(0, visible);
  const firstLockedId = chapters.data.find((chapter) => chapter.locked)?.id;
  return (
    <div className="flex flex-col gap-8">
      {shown.map((chapter) => (
        <article key={chapter.id} aria-labelledby={`chapter-${chapter.id}`} className="flex flex-col gap-3">
          <header className="flex flex-col items-start gap-1.5">
            <h2
              id={`chapter-${chapter.id}`}
              dir="auto"
              className="text-xl font-semibold text-white wrap-anywhere"
            >
              {chapterHeading(chapter)}
            </h2>
            <AiAssistanceBadge assistance={chapter.aiAssistance} />
          </header>
          {chapter.locked ? (
            <>
              <ChapterPreview
                text={chapter.content}
                className="font-serif text-[17px] leading-relaxed text-neutral-200"
              />
              {chapter.id === firstLockedId ? (
                <ContentLock
                  story={story}
                  chapterId={chapter.id}
                  reason={chapter.lockReason ?? 'purchase_required'}
                  headingLevel={3}
                />
              ) : (
                <p className="text-sm text-neutral-400">Locked</p>
              )}
            </>
          ) : (
            <div className="flex min-w-0 flex-col gap-3 font-serif text-[17px] leading-relaxed text-neutral-200 wrap-anywhere">
              {splitLines(chapter.content).map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a chapter never reorder
                <p key={index} dir="auto">
                  {withEmphasis(paragraph)}
                </p>
              ))}
            </div>
          )}
        </article>
      ))}
      {visible < chapters.data.length ? (
        <Button variant="secondary" onClick={() => setVisible((n) => n + CHAPTERS_PER_BATCH)}>
          Show more chapters ({chapters.data.length - visible} more)
        </Button>
      ) : null}
    </div>
  );
}
