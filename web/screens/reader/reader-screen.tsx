import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { WarningsGate } from '../../components/content-warnings';
import { useStoryReaderSettings } from '../../lib/reader-settings';
import { useReaderData } from './reader-queries';
import { ReaderError, ReaderLoading, ReaderNoChapters, ReaderNotFound } from './reader-states';
import { StoryReader } from './story-reader';
import { STORY_READER_THEME_STYLES, themedIconButton } from './story-reader-style';

/**
 * The /reader/{storyId} screen (docs/reference/routes.md#reader): one chapter of scrolling text at a time
 * with previous/next chapter, a progress bar of chapters reached, a settings sheet, and an end-of-story
 * card. Back goes to /story/{storyId}. `?chapter={id}` opens at that chapter (e.g. a chapter the
 * readers' vote produced), else at the saved progress.
 */
export function ReaderScreen({ storyId }: { storyId: number }) {
  const startChapterId = Number(new URLSearchParams(useSearch()).get('chapter')) || undefined;
  const data = useReaderData(storyId, startChapterId);
  const [settings, updateSettings] = useStoryReaderSettings();
  const [, navigate] = useLocation();
  const theme = STORY_READER_THEME_STYLES[settings.theme];
  const back = () => navigate(`/story/${storyId}`);

  return (
    <div
      // The install banner's height below the chapter navigation, which stands on it while it shows.
      className="flex min-h-dvh flex-col pb-[var(--install-banner-height,0px)]"
      style={{ backgroundColor: theme.backgroundColor, color: theme.textColor }}
    >
      {data.status === 'ready' && data.toc.length > 0 ? (
        // A story's warnings come first when the reader opens chapter 1 (docs/reference/stories.md#warnings).
        <WarningsGate
          storyId={storyId}
          warnings={data.startIndex === 0 ? (data.story.warnings ?? []) : []}
          header={
            <header className="flex px-2 py-2">
              <Link href={`/story/${storyId}`} aria-label="Back to story" className={themedIconButton}>
                <ArrowLeft className="size-5" aria-hidden />
              </Link>
            </header>
          }
        >
          <StoryReader
            key={storyId}
            story={data.story}
            toc={data.toc}
            startIndex={data.startIndex}
            startOffset={data.startOffset}
            isSignedIn={data.isSignedIn}
            settings={settings}
            onSettingsChange={updateSettings}
          />
        </WarningsGate>
      ) : (
        <>
          <header className="flex px-2 py-2">
            <Link href={`/story/${storyId}`} aria-label="Back to story" className={themedIconButton}>
              <ArrowLeft className="size-5" aria-hidden />
            </Link>
          </header>
          {storyId <= 0 && <ReaderNotFound onHome={() => navigate('/')} />}
          {storyId > 0 && data.status === 'loading' && <ReaderLoading />}
          {storyId > 0 && data.status === 'error' && (
            <ReaderError error={data.error} onRetry={data.retry} onBack={back} onHome={() => navigate('/')} />
          )}
          {data.status === 'ready' && <ReaderNoChapters onBack={back} />}
        </>
      )}
    </div>
  );
}
