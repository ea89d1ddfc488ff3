import { useMemo } from 'react';
import type { Chapter } from '../../../contract/chapters';
import { AiAssistanceBadge } from '../../components/ai-assistance-badge';
import { IdeaCredit } from '../../components/idea-credit';
import { chapterHeading } from '../../lib/chapter-heading';
import { withEmphasis } from '../../lib/emphasis';
import { splitParagraphs, tokenizeParagraph } from '../../lib/pagination';
import type { StoryReaderSettings } from '../../lib/reader-settings';
import { tokenOffsets } from './reading-position';
import { STORY_READER_FONT_STYLES } from './story-reader-style';

/**
 * One chapter as scrolling text: the heading (with its AI label and idea credit), then the plain-text
 * paragraphs as <p>, each with its own direction (`dir="auto"`), long words broken anywhere rather
 * than widening the page, and `data-offset` (its first character in the text: the reading position,
 * docs/reference/reading.md#readers).
 */
export function StoryReaderChapter({
  chapter,
  settings,
}: {
  chapter: Chapter;
  settings: StoryReaderSettings;
}) {
  const paragraphs = useMemo(() => splitParagraphs(chapter.content), [chapter.content]);
  const starts = useMemo(
    () => tokenOffsets(chapter.content, paragraphs.map(tokenizeParagraph)).map((offsets) => offsets[0] ?? 0),
    [chapter.content, paragraphs],
  );
  return (
    <article
      data-chapter-text=""
      className="flex min-w-0 flex-col wrap-anywhere"
      style={{
        fontFamily: STORY_READER_FONT_STYLES[settings.fontFamily].stack,
        fontSize: settings.fontSize,
        lineHeight: settings.lineHeight,
        gap: '0.8em',
      }}
    >
      <header className="mb-2 flex flex-col items-start gap-1.5">
        <h2 dir="auto" className="font-bold" style={{ fontSize: '1.3em', lineHeight: 1.3 }}>
          {chapterHeading(chapter)}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <AiAssistanceBadge assistance={chapter.aiAssistance} share={chapter.aiShare} tone="theme" />
          <IdeaCredit chapter={chapter} className="text-xs" />
        </div>
      </header>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs of one chapter never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} dir="auto" data-offset={starts[index]}>
          {withEmphasis(paragraph)}
        </p>
      ))}
    </article>
  );
}
