import type { Chapter } from '../../../contract/chapters';
import type { Story } from '../../../contract/stories';
import { ChapterPreview } from '../../components/chapter-preview';
import { ContentLock } from '../../components/content-lock';
import type { StoryReaderSettings } from '../../lib/reader-settings';
import { StoryReaderChapter } from './story-reader-chapter';
import { STORY_READER_FONT_STYLES } from './story-reader-style';

/**
 * A locked chapter in the story reader (docs/reference/access.md#policy): its heading, its preview, then the
 * lock and its unlock action. Its own module, loaded when a locked chapter is shown
 * (docs/reference/performance.md#bundle).
 */
export function StoryReaderLocked({
  story,
  chapter,
  settings,
  onBack,
}: {
  story: Story;
  chapter: Chapter;
  settings: StoryReaderSettings;
  onBack: () => void;
}) {
  return (
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
        onBack={onBack}
      />
    </div>
  );
}
