import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { TocEntry } from '../../../contract/chapters';
import type { Story } from '../../../contract/stories';
import { LazyChapterTocDialog } from '../../components/lazy-chapter-toc';
import type { OverlaySettings } from '../../lib/reader-settings';
import { ChapterChat } from './chat/chapter-chat';
import { useChatShown } from './chat/use-chat-shown';
import { CompanionDialogs } from './companion/companion-dialogs';
import { RecapOffer } from './companion/recap-offer';
import { useCompanion } from './companion/use-companion';
import { LockedChapterPage } from './locked-chapter-page';
import { OverlaySettingsPanel } from './overlay-settings-panel';
import { isStoryEnd, isStoryStart, type ReaderPosition, resolvePage, turnPage } from './paging';
import { ReaderFooter } from './reader-footer';
import { ReaderHeader } from './reader-header';
import { ReaderPage } from './reader-page';
import { useReaderChapter } from './reader-queries';
import { ReaderError, ReaderLoading } from './reader-states';
import { pageAtOffset } from './reading-position';
import { useChapterPages } from './use-chapter-pages';
import { usePageKeys } from './use-page-keys';
import { chaptersReachedPercent, useSaveProgress } from './use-save-progress';
import { VoteIndicator } from './vote-indicator';

interface OverlayReaderViewProps {
  story: Story;
  toc: TocEntry[];
  startIndex: number;
  /** Character offset inside the start chapter (the saved position, docs/reference/reading.md#position). */
  startOffset: number;
  isSignedIn: boolean;
  settings: OverlaySettings;
  onSettingsChange: (patch: Partial<OverlaySettings>) => void;
  isSettingsOpen: boolean;
  onToggleSettings: () => void;
  onClose: () => void;
}

/**
 * The overlay's reading view for a story with chapters: header, settings, page (with the chapter's
 * discussion floating over its bottom-right corner unless the Chat toggle hid it) and footer. Only the
 * chapter shown is loaded (the next one is prefetched, docs/reference/performance.md); the table of contents
 * jumps to any.
 */
export function OverlayReaderView(props: OverlayReaderViewProps) {
  const { story, toc, settings } = props;
  const [position, setPosition] = useState<ReaderPosition>({
    chapterIndex: props.startIndex,
    page: 0,
    direction: 0,
    anchor: props.startOffset > 0 ? props.startOffset : undefined,
  });
  const [isTocOpen, setTocOpen] = useState(false);
  const tocButtonRef = useRef<HTMLButtonElement>(null);
  const entry = toc[position.chapterIndex] ?? toc[0]!;
  const chapterQuery = useReaderChapter(toc, position.chapterIndex);
  const chapter = chapterQuery.data?.id === entry.id ? chapterQuery.data : undefined;
  const latestChapter = toc[toc.length - 1]!;
  const [isChatShown, toggleChat] = useChatShown();
  const { areaRef, pages, starts, geometry, heading, layoutKey } = useChapterPages(chapter, settings);

  // A locked chapter (docs/reference/access.md#adult) is one page: its preview and the lock.
  const isLocked = (chapter?.locked ?? entry.locked) === true;
  const pageCount = isLocked ? 1 : (pages?.length ?? 0);
  const pageIndex =
    !isLocked && pages && position.anchor !== undefined
      ? pageAtOffset(starts, position.anchor)
      : resolvePage(position, pageCount);
  // Where the reader is inside the chapter: the first word on screen (kept as is through re-splits).
  const offset = position.anchor ?? (pages && !isLocked ? (starts[pageIndex] ?? 0) : 0);

  // docs/reference/reading.md#readers: a new page split (viewport, fonts, sizes) keeps the first words on
  // screen in view. This render already has the new split, so the words are those of the last committed
  // render.
  const shownOffset = useRef(offset);
  useEffect(() => {
    shownOffset.current = offset;
  });
  const [splitKey, setSplitKey] = useState(layoutKey);
  if (layoutKey !== splitKey) {
    setSplitKey(layoutKey);
    if (splitKey !== null) setPosition((p) => ({ ...p, anchor: shownOffset.current, direction: 0 }));
  }

  const isReady = isLocked ? chapter !== undefined : pages !== null;
  const turn = (step: 1 | -1) => {
    if (!isReady) return;
    setPosition((p) => turnPage({ ...p, page: pageIndex, anchor: undefined }, step, pageCount, toc.length));
  };
  const next = () => turn(1);
  const previous = () => turn(-1);
  usePageKeys(next, previous);

  const companion = useCompanion({
    storyId: story.id,
    isSignedIn: props.isSignedIn,
    place: { chapterId: entry.id, offset },
  });
  useSaveProgress({
    storyId: story.id,
    chapterId: entry.id,
    progress: chaptersReachedPercent(position.chapterIndex, toc.length),
    offset,
    isSignedIn: props.isSignedIn,
    isHeld: companion.isProgressHeld,
  });
  const openChapter = (chapterIndex: number) => setPosition({ chapterIndex, page: 0, direction: 0 });
  const openChapterById = (chapterId: number) => {
    const found = toc.findIndex((c) => c.id === chapterId);
    if (found >= 0) openChapter(found);
  };

  let pageArea: ReactNode;
  if (chapterQuery.isError && !chapter) {
    pageArea = (
      <ReaderError error={chapterQuery.error} onRetry={() => chapterQuery.refetch()} onBack={props.onClose} />
    );
  } else if (isLocked && chapter) {
    pageArea = (
      <LockedChapterPage story={story} chapter={chapter} geometry={geometry} onBack={props.onClose} />
    );
  } else if (!chapter) {
    pageArea = <ReaderLoading label="Loading chapter..." />;
  } else {
    pageArea = (
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
    );
  }

  return (
    <>
      <ReaderHeader
        storyId={story.id}
        storyTitle={story.title}
        chapterTitle={entry.title}
        aiAssistance={entry.aiAssistance}
        aiShare={entry.aiShare}
        chapter={chapter}
        genre={story.genre}
        companion={companion}
        isSettingsOpen={props.isSettingsOpen}
        onToggleSettings={props.onToggleSettings}
        onClose={props.onClose}
      />
      <div className="relative flex min-h-0 flex-1 flex-col">
        {props.isSettingsOpen && (
          <OverlaySettingsPanel settings={settings} onChange={props.onSettingsChange} />
        )}
        {pageArea}
        <RecapOffer companion={companion} className="absolute inset-x-3 top-3 z-10 mx-auto max-w-md" />
        {isChatShown && chapter && !isLocked && (
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
        chapterCount={toc.length}
        pageNumber={pageIndex + 1}
        pageCount={isReady ? pageCount : null}
        isStoryStart={isStoryStart({ ...position, page: pageIndex }, pageCount)}
        isStoryEnd={isReady && isStoryEnd({ ...position, page: pageIndex }, pageCount, toc.length)}
        onPrevious={previous}
        onNext={next}
        isChatShown={isChatShown}
        onToggleChat={isLocked ? undefined : toggleChat}
        voteIndicator={<VoteIndicator storyId={story.id} latestChapterId={latestChapter.id} />}
        onOpenToc={() => setTocOpen(true)}
        tocButtonRef={tocButtonRef}
      />
      <LazyChapterTocDialog
        open={isTocOpen}
        onOpenChange={setTocOpen}
        toc={toc}
        currentId={entry.id}
        returnFocusRef={tocButtonRef}
        onSelect={openChapter}
      />
      <CompanionDialogs companion={companion} storyTitle={story.title} onOpenChapter={openChapterById} />
    </>
  );
}
