import { useState } from 'react';
import type { Chapter } from '../../../contract/chapters';
import type { Story } from '../../../contract/stories';
import type { OverlaySettings } from '../../lib/reader-settings';
import { ChapterChat } from './chat/chapter-chat';
import { useChatShown } from './chat/use-chat-shown';
import { LockedChapterPage } from './locked-chapter-page';
import { OverlaySettingsPanel } from './overlay-settings-panel';
import { isStoryEnd, isStoryStart, type ReaderPosition, resolvePage, turnPage } from './paging';
import { ReaderFooter } from './reader-footer';
import { ReaderHeader } from './reader-header';
import { ReaderPage } from './reader-page';
import { useChapterPages } from './use-chapter-pages';
import { usePageKeys } from './use-page-keys';
import { chaptersReachedPercent, useSaveProgress } from './use-save-progress';
import { VoteIndicator } from './vote-indicator';

interface OverlayReaderViewProps {
  story: Story;
  chapters: Chapter[];
  startIndex: number;
  isSignedIn: boolean;
  settings: OverlaySettings;
  onSettingsChange: (patch: Partial<OverlaySettings>) => void;
  isSettingsOpen: boolean;
  onToggleSettings: () => void;
  onClose: () => void;
}

/**
 * The overlay's reading view for a story with chapters: header, settings, page (with the chapter's
 * discussion floating over its bottom-right corner unless the Chat toggle hid it) and footer.
 */
export function OverlayReaderView(props: OverlayReaderViewProps) {
  const { story, chapters, settings } = props;
  const [position, setPosition] = useState<ReaderPosition>({
    chapterIndex: props.startIndex,
    page: 0,
    direction: 0,
  });
  const chapter = chapters[position.chapterIndex] ?? chapters[0]!;
  const latestChapter = chapters[chapters.length - 1]!;
  const [isChatShown, toggleChat] = useChatShown();
  const { areaRef, pages, geometry, heading, layoutKey } = useChapterPages(chapter, settings);

  // Spec section 4: a new page split (fonts, sizes, viewport) returns to page 1.
  const [splitKey, setSplitKey] = useState(layoutKey);
  if (layoutKey !== splitKey) {
    setSplitKey(layoutKey);
    if (splitKey !== null) setPosition((p) => ({ ...p, page: 0, direction: 0 }));
  }

  // A locked chapter (issue "Money" §1) is one page: its preview and the lock.
  const isLocked = chapter.locked === true;
  const pageCount = isLocked ? 1 : (pages?.length ?? 0);
  const pageIndex = resolvePage(position, pageCount);
  const next = () => {
    if (isLocked || pages) setPosition((p) => turnPage(p, 1, pageCount, chapters.length));
  };
  const previous = () => {
    if (isLocked || pages) setPosition((p) => turnPage(p, -1, pageCount, chapters.length));
  };
  usePageKeys(next, previous);

  useSaveProgress({
    storyId: story.id,
    chapterId: chapter.id,
    progress: chaptersReachedPercent(position.chapterIndex, chapters.length),
    isSignedIn: props.isSignedIn,
  });

  return (
    <>
      <ReaderHeader
        storyId={story.id}
        storyTitle={story.title}
        chapterTitle={chapter.title}
        aiAssistance={chapter.aiAssistance}
        chapter={chapter}
        genre={story.genre}
        isSettingsOpen={props.isSettingsOpen}
        onToggleSettings={props.onToggleSettings}
        onClose={props.onClose}
      />
      <div className="relative flex min-h-0 flex-1 flex-col">
        {props.isSettingsOpen && (
          <OverlaySettingsPanel settings={settings} onChange={props.onSettingsChange} />
        )}
        {isLocked ? (
          <LockedChapterPage story={story} chapter={chapter} geometry={geometry} onBack={props.onClose} />
        ) : (
          <ReaderPage
            areaRef={areaRef}
            pages={pages}
            pageIndex={pageIndex}
            heading={heading}
            geometry={geometry}
            flipKey={`${position.chapterIndex}:${pageIndex}`}
            direction={position.direction}
            onNext={next}
            onPrevious={previous}
          />
        )}
        {isChatShown && !isLocked && (
          <ChapterChat
            key={chapter.id}
            storyId={story.id}
            chapterId={chapter.id}
            storyAuthorId={story.authorId}
            frameClassName="absolute top-3 right-3 bottom-2 left-3 z-10"
          />
        )}
      </div>
      <ReaderFooter
        chapterNumber={position.chapterIndex + 1}
        chapterCount={chapters.length}
        pageNumber={pageIndex + 1}
        pageCount={isLocked || pages ? pageCount : null}
        isStoryStart={isStoryStart(position, pageCount)}
        isStoryEnd={(isLocked || pages !== null) && isStoryEnd(position, pageCount, chapters.length)}
        onPrevious={previous}
        onNext={next}
        isChatShown={isChatShown}
        onToggleChat={isLocked ? undefined : toggleChat}
        voteIndicator={<VoteIndicator storyId={story.id} latestChapterId={latestChapter.id} />}
      />
    </>
  );
}
