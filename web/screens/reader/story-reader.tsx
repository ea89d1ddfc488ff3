import { ArrowLeft, ChevronLeft, ChevronRight, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Chapter } from '../../../contract/chapters';
import type { Story } from '../../../contract/stories';
import { ChapterPreview } from '../../components/chapter-preview';
import { ContentLock } from '../../components/content-lock';
import { buttonClass } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import type { StoryReaderSettings } from '../../lib/reader-settings';
import { ChapterChat } from './chat/chapter-chat';
import { StoryReaderChapter } from './story-reader-chapter';
import { StoryReaderEndCard } from './story-reader-end-card';
import { StoryReaderSettingsSheet } from './story-reader-settings-sheet';
import {
  STORY_READER_FONT_STYLES,
  STORY_READER_THEME_STYLES,
  themedButton,
  themedIconButton,
} from './story-reader-style';
import { useSaveProgress } from './use-save-progress';

/** Progress saved when a chapter is opened in this reader (spec section 4: a fixed 25 percent). */
export const STORY_READER_PROGRESS = 25;

interface StoryReaderProps {
  story: Story;
  chapters: Chapter[];
  startIndex: number;
  isSignedIn: boolean;
  settings: StoryReaderSettings;
  onSettingsChange: (patch: Partial<StoryReaderSettings>) => void;
}

/**
 * The story reader for a story with chapters; opens at `startIndex`. The chapter's discussion floats
 * at the bottom right, above the chapter navigation.
 */
export function StoryReader(props: StoryReaderProps) {
  const { story, chapters, settings } = props;
  const theme = STORY_READER_THEME_STYLES[settings.theme];
  const [index, setIndex] = useState(props.startIndex);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const chapter = chapters[index] ?? chapters[0]!;
  const [, navigate] = useLocation();
  const isLast = index === chapters.length - 1;
  const percent = Math.round(((index + 1) / chapters.length) * 100);

  useSaveProgress({
    storyId: story.id,
    chapterId: chapter.id,
    progress: STORY_READER_PROGRESS,
    isSignedIn: props.isSignedIn,
  });
  const openChapter = (next: number) => {
    setIndex(next);
    window.scrollTo({ top: 0 });
  };

  const nav = 'flex-1 sm:flex-none';
  return (
    <>
      <header
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
              Chapter {index + 1} of {chapters.length}
            </p>
          </div>
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
      <main className="mx-auto w-full max-w-[42rem] flex-1 px-5 pt-6 pb-8">
        {chapter.locked ? (
          // Issue "Money" §1: a locked chapter shows its preview, then the lock and its unlock action.
          <div className="flex flex-col gap-5">
            <StoryReaderChapter chapter={{ ...chapter, content: '' }} settings={settings} />
            <ChapterPreview
              text={chapter.content}
              style={{
                fontFamily: STORY_READER_FONT_STYLES[settings.fontFamily].stack,
                fontSize: settings.fontSize,
                lineHeight: settings.lineHeight,
              }}
            />
            <ContentLock
              story={story}
              chapterId={chapter.id}
              reason={chapter.lockReason ?? 'purchase_required'}
              onBack={() => navigate(`/story/${story.id}`)}
            />
          </div>
        ) : (
          <>
            <StoryReaderChapter chapter={chapter} settings={settings} />
            {isLast && <StoryReaderEndCard storyId={story.id} chapterId={chapter.id} />}
          </>
        )}
      </main>
      <nav
        aria-label="Chapters"
        className="sticky bottom-0 border-t border-current/10 backdrop-blur"
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
      {chapter.locked ? null : (
        <ChapterChat
          key={chapter.id}
          storyId={story.id}
          chapterId={chapter.id}
          storyAuthorId={story.authorId}
          frameClassName="fixed inset-x-3 top-20 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-20"
        />
      )}
      <StoryReaderSettingsSheet
        open={isSettingsOpen}
        onOpenChange={setSettingsOpen}
        settings={settings}
        onChange={props.onSettingsChange}
      />
    </>
  );
}
