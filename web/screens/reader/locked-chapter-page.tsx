import type { Chapter } from '../../../contract/chapters';
import type { Story } from '../../../contract/stories';
import { ChapterPreview } from '../../components/chapter-preview';
import { ContentLock } from '../../components/content-lock';
import { chapterHeading } from '../../lib/chapter-heading';
import type { PageGeometry } from './use-chapter-pages';

/**
 * The overlay's page area for a locked chapter (docs/reference/routes.md#reader): the
 * chapter heading, the preview the server sent, and the lock ("Premium Content" / "Age Verification
 * Required") with its unlock action and "Back to Stories". Scrolls when the preview is long.
 */
export function LockedChapterPage({
  story,
  chapter,
  geometry,
  onBack,
}: {
  story: Story;
  chapter: Chapter;
  geometry: PageGeometry;
  onBack: () => void;
}) {
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="mx-auto min-h-0 w-full max-w-[640px] flex-1 overflow-y-auto px-4 py-4">
        <article
          className="flex flex-col gap-4"
          style={{ fontFamily: geometry.fontStack, fontSize: geometry.fontSize, lineHeight: 1.6 }}
        >
          <h2 className="font-bold" style={{ fontSize: geometry.headingFontSize }}>
            {chapterHeading(chapter)}
          </h2>
          <ChapterPreview text={chapter.content} />
        </article>
        <div className="mt-4">
          <ContentLock
            story={story}
            chapterId={chapter.id}
            reason={chapter.lockReason ?? 'purchase_required'}
            onBack={onBack}
          />
        </div>
      </div>
      <p className="py-1 text-center text-xs opacity-85">Page 1 of 1</p>
    </div>
  );
}
