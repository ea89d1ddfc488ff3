import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { TocEntry } from '../../../contract/chapters';
import type { Story } from '../../../contract/stories';
import { AiAssistanceBadge } from '../../components/ai-assistance-badge';
import { ChapterPreview } from '../../components/chapter-preview';
import { ContentLock } from '../../components/content-lock';
import { IdeaCredit } from '../../components/idea-credit';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/field';
import { EmptyState, ErrorState, ListSkeleton, Skeleton } from '../../components/ui/states';
import { chapterHeading } from '../../lib/chapter-heading';
import { withEmphasis } from '../../lib/emphasis';
import { useChapter } from '../../lib/stories';
import { splitLines } from '../../lib/words';

/**
 * Chapters per page of the Read tab (docs/reference/stories.md#chapter-list): a 1,000-chapter story renders
 * 50 headings at a time, and each chapter's text loads only as it nears the screen.
 */
export const CHAPTERS_PER_PAGE = 50;

/** How far below the screen a chapter starts loading its text, in px. */
const LOAD_AHEAD_PX = 800;

/**
 * The chapters of a page that load their text at once: the first two, so the reader opened from this
 * page starts with its first page and the next chapter already loaded (no request).
 */
const LOADED_AT_ONCE = 2;

/** "Chapters 51–100": the label of page `page` (0-based) of `total` chapters. */
export function pageLabel(page: number, total: number): string {
  const first = page * CHAPTERS_PER_PAGE + 1;
  const last = Math.min(total, (page + 1) * CHAPTERS_PER_PAGE);
  return first === last ? `Chapter ${first}` : `Chapters ${first}–${last}`;
}

/**
 * The Read tab (docs/reference/routes.md#story-page, docs/reference/stories.md#chapter-list): every chapter,
 * in pages of `CHAPTERS_PER_PAGE` with a "Chapters 1–50 / 51–100" pager, each as "Chapter {orderIndex}:
 * {title}" with its AI label and, when written from a readers' winning idea, "Idea by @…"; its content split
 * by line into paragraphs; "No chapters available yet" when empty. A locked chapter
 * (docs/reference/access.md#policy) shows its preview; the first one also the lock with its unlock action.
 * It reads the table of contents (no text) and then only the chapters near the screen, one request each
 * (docs/reference/performance.md: the whole book's JSON, 373 KB for Treasure Island, held up the page).
 */
export function ReadTab({ story, toc }: { story: Story; toc: UseQueryResult<TocEntry[]> }) {
  const [page, setPage] = useState(0);
  const listRef = useRef<HTMLElement>(null);
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
  const pageCount = Math.ceil(toc.data.length / CHAPTERS_PER_PAGE);
  const shown = Math.min(page, pageCount - 1);
  const firstLockedId = toc.data.find((entry) => entry.locked)?.id;
  const goTo = (next: number) => {
    setPage(next);
    listRef.current?.scrollIntoView({ block: 'start' });
    listRef.current?.focus({ preventScroll: true });
  };
  const pager = (where: 'top' | 'bottom') =>
    pageCount > 1 ? (
      <ChapterPager
        page={shown}
        pageCount={pageCount}
        total={toc.data.length}
        where={where}
        onChange={goTo}
      />
    ) : null;
  return (
    <div className="flex flex-col gap-6">
      {pager('top')}
      <section
        ref={listRef}
        tabIndex={-1}
        aria-label={pageCount > 1 ? pageLabel(shown, toc.data.length) : 'Chapters'}
        className="flex scroll-mt-24 flex-col gap-8 outline-none"
      >
        {toc.data.slice(shown * CHAPTERS_PER_PAGE, (shown + 1) * CHAPTERS_PER_PAGE).map((entry, index) => (
          <ReadTabChapter
            key={entry.id}
            story={story}
            entry={entry}
            showsLock={entry.id === firstLockedId}
            loadsAtOnce={index < LOADED_AT_ONCE}
          />
        ))}
      </section>
      {pager('bottom')}
    </div>
  );
}

/**
 * The Read tab's pager: Previous, a select of every page ("Chapters 1–50", "Chapters 51–100", …) and Next.
 * `where` keeps the two pagers' ids apart.
 */
function ChapterPager({
  page,
  pageCount,
  total,
  where,
  onChange,
}: {
  page: number;
  pageCount: number;
  total: number;
  where: 'top' | 'bottom';
  onChange: (page: number) => void;
}) {
  const id = `chapter-page-${where}`;
  return (
    <nav
      aria-label={where === 'top' ? 'Chapter pages' : 'Chapter pages, bottom'}
      className="flex items-center gap-2"
    >
      <Button
        variant="secondary"
        size="sm"
        aria-label="Previous chapters"
        disabled={page === 0}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
      </Button>
      <label htmlFor={id} className="sr-only">
        Show chapters
      </label>
      <Select
        id={id}
        className="min-w-0 flex-1"
        value={page}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {Array.from({ length: pageCount }, (_, p) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pages of a list are their indexes
          <option key={p} value={p}>
            {pageLabel(p, total)} of {total}
          </option>
        ))}
      </Select>
      <Button
        variant="secondary"
        size="sm"
        aria-label="Next chapters"
        disabled={page === pageCount - 1}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}

/**
 * Whether the element has come within `LOAD_AHEAD_PX` of the screen (it stays true after): a chapter loads
 * its text only then. True at once where IntersectionObserver is missing.
 */
function useNearScreen(ref: React.RefObject<HTMLElement | null>, isInitially: boolean): boolean {
  const [isNear, setIsNear] = useState(isInitially);
  useEffect(() => {
    if (isNear) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `${LOAD_AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, ref]);
  return isNear;
}

/**
 * One chapter of the Read tab: its heading, AI label and idea credit from the contents at once, its text
 * when it nears the screen (`loadsAtOnce`: at once).
 */
function ReadTabChapter({
  story,
  entry,
  showsLock,
  loadsAtOnce,
}: {
  story: Story;
  entry: TocEntry;
  showsLock: boolean;
  loadsAtOnce: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  const isNear = useNearScreen(ref, loadsAtOnce);
  const chapter = useChapter(entry.id, isNear);
  return (
    <article ref={ref} aria-labelledby={`chapter-${entry.id}`} className="flex flex-col gap-3">
      <header className="flex flex-col items-start gap-1.5">
        <h2 id={`chapter-${entry.id}`} dir="auto" className="text-xl font-semibold text-white wrap-anywhere">
          {chapterHeading(entry)}
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-neutral-300">
          <AiAssistanceBadge assistance={entry.aiAssistance} share={entry.aiShare} />
          <IdeaCredit chapter={entry} className="text-xs" />
        </div>
      </header>
      {!isNear ? (
        // Not requested yet: a screen tall, silent to screen readers (nothing is loading).
        <div aria-hidden="true" className="min-h-screen" />
      ) : chapter.isPending ? (
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
