import { ArrowLeft, ChevronLeft, ChevronRight, ListOrdered, Settings2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { TocEntry } from '../../../contract/chapters';
import type { Story } from '../../../contract/stories';
import { LazyChapterTocDialog } from '../../components/lazy-chapter-toc';
import { OnceOpened } from '../../components/once-opened';
import { buttonClass } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import type { StoryReaderSettings } from '../../lib/reader-settings';
import { ChapterChat } from './chat/chapter-chat';
import { CompanionDialogs } from './companion/companion-dialogs';
import { CompanionMenu } from './companion/companion-menu';
import { RecapOffer } from './companion/recap-offer';
import { useCompanion } from './companion/use-companion';
import { useReaderChapter } from './reader-queries';
import { ReaderError, ReaderLoading } from './reader-states';
import { StoryReaderChapter } from './story-reader-chapter';
import { STORY_READER_THEME_STYLES, themedButton, themedIconButton } from './story-reader-style';
import { useSaveProgress } from './use-save-progress';
import { useScrollPosition } from './use-scroll-position';

// Loaded when shown (docs/reference/performance.md#bundle): the settings sheet (Radix dialog, sliders) when
// first opened, the lock and its paywall for a locked chapter, the end card after the last chapter.
const StoryReaderSettingsSheet = lazy(() =>
  import('./story-reader-settings-sheet').then((m) => ({ default: m.StoryReaderSettingsSheet })),
);
const StoryReaderLocked = lazy(() =>
  import('./story-reader-locked').then((m) => ({ default: m.StoryReaderLocked })),
);
const StoryReaderEndCard = lazy(() =>
  import('./story-reader-end-card').then((m) => ({ default: m.StoryReaderEndCard })),
);

/**
 * Progress saved when a chapter is opened in this reader (docs/reference/reading.md#progress: a fixed 25
 * percent).
 */
export const STORY_READER_PROGRESS = 25;

interface StoryReaderProps {
  story: Story;
  toc: TocEntry[];
  startIndex: number;
  /** Character offset inside the start chapter (the saved position, docs/reference/reading.md#position). */
  startOffset: number;
  isSignedIn: boolean;
  settings: StoryReaderSettings;
  onSettingsChange: (patch: Partial<StoryReaderSettings>) => void;
}

/**
 * The story reader for a story with chapters; opens at `startIndex` (scrolled to `startOffset`). Only
 * the chapter shown is loaded, the next one prefetched (docs/reference/performance.md); the table of contents
 * jumps to any. The chapter's discussion floats at the bottom right, above the chapter navigation.
 */
export function StoryReader(props: StoryReaderProps) {
  const { story, toc, settings } = props;
  const theme = STORY_READER_THEME_STYLES[settings.theme];
  const [index, setIndex] = useState(props.startIndex);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const [isTocOpen, setTocOpen] = useState(false);
  const tocButtonRef = useRef<HTMLButtonElement>(null);
  const entry = toc[index] ?? toc[0]!;
  const chapterQuery = useReaderChapter(toc, index);
  const chapter = chapterQuery.data?.id === entry.id ? chapterQuery.data : undefined;
  const [, navigate] = useLocation();
  const isLast = index === toc.length - 1;
  const percent = Math.round(((index + 1) / toc.length) * 100);
  const [startOffset, setStartOffset] = useState(props.startOffset);
  const offset = useScrollPosition(chapter && !chapter.locked ? chapter.id : undefined, startOffset);
  const companion = useCompanion({
    storyId: story.id,
    isSignedIn: props.isSignedIn,
    place: { chapterId: entry.id, offset },
  });

  useSaveProgress({
    storyId: story.id,
    chapterId: entry.id,
    progress: STORY_READER_PROGRESS,
    offset,
    isSignedIn: props.isSignedIn,
    isHeld: companion.isProgressHeld,
  });
  const openChapter = (next: number) => {
    setIndex(next);
    setStartOffset(0);
    window.scrollTo({ top: 0 });
  };
  const openChapterById = (chapterId: number) => {
    const found = toc.findIndex((c) => c.id === chapterId);
    if (found >= 0) openChapter(found);
  };

  const nav = 'flex-1 sm:flex-none';
  return (
    <>
      <header
        data-reader-header=""
        className="sticky top-0 z-10 border-b border-current/10 backdrop-blur"
        style={{ backgroundColor: `${theme.backgroundColor}e6` }}
      >
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-2 py-2">
          <Link href={`/story/${story.id}`} aria-label="Back to story" className={themedIconButton}>
            <ArrowLeft className="size-5" aria-hidden />
          </Link>
          <div className="min-w-0 flex-1">
            <h1 className="truncate font-semibold text-sm">{story.title}</h1>
            <p className="text-xs opacity-85">
              Chapter {index + 1} of {toc.length}
            </p>
          </div>
          <button
            ref={tocButtonRef}
            type="button"
            aria-label="Contents"
            aria-haspopup="dialog"
            className={themedIconButton}
            onClick={() => setTocOpen(true)}
          >
            <ListOrdered className="size-5" aria-hidden />
          </button>
          <CompanionMenu companion={companion} className={themedIconButton} />
          <button
            type="button"
            aria-label="Reader settings"
            className={themedIconButton}
            onClick={() => setSettingsOpen(true)}
          >
            <Settings2 className="size-5" aria-hidden />
          </button>
        </div>
        <ProgressBar
          label="Chapters reached"
          percent={percent}
          className="h-1 w-full bg-current/10"
          fillClassName="transition-[width] duration-300"
        />
      </header>
      <RecapOffer
        companion={companion}
        className="fixed inset-x-3 top-[4.5rem] z-[5] mx-auto max-w-md sm:inset-x-0"
      />
      <main className="mx-auto w-full max-w-[42rem] flex-1 px-5 pt-6 pb-8">
        {!chapter ? (
          chapterQuery.isError ? (
            <ReaderError
              error={chapterQuery.error}
              onRetry={() => chapterQuery.refetch()}
              onBack={() => navigate(`/story/${story.id}`)}
            />
          ) : (
            <ReaderLoading label="Loading chapter..." />
          )
        ) : chapter.locked ? (
          <Suspense fallback={<ReaderLoading label="Loading chapter..." />}>
            <StoryReaderLocked
              story={story}
              chapter={chapter}
              settings={settings}
              onBack={() => navigate(`/story/${story.id}`)}
            />
          </Suspense>
        ) : (
          <>
            <StoryReaderChapter chapter={chapter} settings={settings} />
            {isLast && (
              <Suspense fallback={null}>
                <StoryReaderEndCard storyId={story.id} chapterId={chapter.id} />
              </Suspense>
            )}
          </>
        )}
      </main>
      <nav
        aria-label="Chapters"
        className="sticky bottom-[var(--install-banner-height,0px)] border-t border-current/10 backdrop-blur"
        style={{ backgroundColor: `${theme.backgroundColor}e6` }}
      >
        <div className="mx-auto flex max-w-[42rem] items-center justify-between gap-3 px-4 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
          <button
            type="button"
            className={`${themedButton} ${nav}`}
            disabled={index === 0}
            onClick={() => openChapter(index - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden />
            Previous Chapter
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'md', nav)}
            disabled={isLast}
            onClick={() => openChapter(index + 1)}
          >
            Next Chapter
            <ChevronRight className="size-4" aria-hidden />
          </button>
        </div>
      </nav>
      {!chapter || chapter.locked ? null : (
        <ChapterChat
          key={chapter.id}
          storyId={story.id}
          chapterId={chapter.id}
          storyAuthorId={story.authorId}
          frameClassName="fixed inset-x-3 top-20 bottom-[calc(4.75rem+env(safe-area-inset-bottom)+var(--install-banner-height,0px))] z-20"
        />
      )}
      <LazyChapterTocDialog
        open={isTocOpen}
        onOpenChange={setTocOpen}
        toc={toc}
        currentId={entry.id}
        returnFocusRef={tocButtonRef}
        onSelect={openChapter}
      />
      <CompanionDialogs companion={companion} storyTitle={story.title} onOpenChapter={openChapterById} />
      <OnceOpened open={isSettingsOpen}>
        <StoryReaderSettingsSheet
          open={isSettingsOpen}
          onOpenChange={setSettingsOpen}
          settings={settings}
          onChange={props.onSettingsChange}
        />
      </OnceOpened>
    </>
  );
}
